#!/usr/bin/env node
// The server the standalone smoke tests run against (playwright.standalone.config.ts): the build's
// `.next/standalone/server.js` (output: "standalone"), started the way a deployment starts it:
// `node server.js` in that folder, with a throwaway data folder migrated first, behind one trusted
// proxy (TRUSTED_PROXY=1). Not our own server (scripts/lib/serve.mjs): Next.js's, as shipped.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { applyMigrations } from "./lib/migrate.mjs";
import { buildIfNeeded } from "./lib/build.mjs";
import { ensureWordVectors } from "./build-word-vectors.mjs";

const wordVectors = ensureWordVectors();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-standalone-"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, "factlens.db")}`,
  WORD_VECTORS_PATH: wordVectors,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
};

buildIfNeeded();
applyMigrations(env);

const standalone = path.join(process.cwd(), ".next", "standalone");
const server = spawn(process.execPath, ["server.js"], {
  cwd: standalone,
  stdio: "inherit",
  env: { ...env, PORT: process.env.E2E_PORT || "3200", HOSTNAME: "127.0.0.1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
