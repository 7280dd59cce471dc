// Builds the Next.js app only when its sources changed since the last build, so `npm start`
// on an unchanged checkout starts at once and a fresh clone builds exactly once.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

const root = process.cwd();
const inputs = [
  "app",
  "components",
  "config",
  "lib",
  "public",
  "prisma/schema.prisma",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.mjs",
  "server/build.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
const marker = path.join(root, ".next", "factlens-source-hash");

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(full).sort()) {
    if (child === "node_modules" || child === "__tests__") continue;
    yield* files(path.join(entry, child));
  }
}

export function sourceHash() {
  const hash = crypto.createHash("sha256");
  for (const entry of inputs) {
    for (const file of files(entry)) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(root, file)));
    }
  }
  return hash.digest("hex");
}

/** `typesChecked`: the caller has just type-checked the project with tsc (next.config.mjs skips its own check). */
export function buildIfNeeded({ force = false, typesChecked = false } = {}) {
  const hash = sourceHash();
  const built = fs.existsSync(path.join(root, ".next", "BUILD_ID")) && fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === hash;
  if (built && !force) {
    console.log("build: up to date");
    return;
  }
  console.log("build: building the app (next build)…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...(typesChecked ? { FACTLENS_TYPES_CHECKED: "1" } : {}) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  copyStandaloneAssets(path.join(root, ".next"), path.join(root, "public"));
  fs.writeFileSync(marker, hash);
}

/**
 * `output: "standalone"` leaves the static files out of `.next/standalone` (a CDN may serve them):
 * copied in beside server.js, as Next.js's documentation says, so the folder serves the whole app.
 */
export function copyStandaloneAssets(distDir, publicDir) {
  const standalone = path.join(distDir, "standalone");
  if (!fs.existsSync(standalone)) return;
  // The tracer follows the data folder's default path from the proxy and instrumentation bundles
  // and copies the builder's own database and word vectors in: a deployment brings its own DATA_DIR.
  fs.rmSync(path.join(standalone, "data"), { recursive: true, force: true });
  fs.rmSync(path.join(standalone, ".next", "static"), { recursive: true, force: true });
  fs.cpSync(path.join(distDir, "static"), path.join(standalone, ".next", "static"), { recursive: true });
  if (fs.existsSync(publicDir)) {
    fs.rmSync(path.join(standalone, "public"), { recursive: true, force: true });
    fs.cpSync(publicDir, path.join(standalone, "public"), { recursive: true });
  }
}
