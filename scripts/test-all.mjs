#!/usr/bin/env node
// `npm test`: every check a clone can run, in order, stopping at the first failure:
// migration drift, type check, lint, Jest, then Playwright against a production build.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { buildIfNeeded } from "./lib/build.mjs";

const root = process.cwd();
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const resultsDir = path.join(root, "test-results");
fs.mkdirSync(resultsDir, { recursive: true });

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds}s`);
    summarise();
    process.exit(result.status ?? 1);
  }
  console.log(`--- ${title} passed in ${seconds}s`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(resultsDir, file), "utf8"));
  } catch {
    return null;
  }
}

/** One closing line counting every Jest and Playwright test. */
function summarise() {
  const jest = readJson("jest.json");
  const e2e = readJson("playwright.json");
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (jest) {
    passed += jest.numPassedTests;
    failed += jest.numFailedTests;
    skipped += jest.numPendingTests + jest.numTodoTests;
  }
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

for (const file of ["jest.json", "playwright.json"]) fs.rmSync(path.join(resultsDir, file), { force: true });

run("migrations match the schema", process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/migrate.mjs", "check"], {
  ...process.env,
  DATABASE_URL: "file::memory:",
});
run("type check", bin("tsc"), ["--noEmit"]);
run("lint", bin("eslint"), [".", "--max-warnings", "0"]);
run("unit and integration tests (Jest)", bin("jest"), ["--ci", "--json", `--outputFile=${path.join(resultsDir, "jest.json")}`]);
console.log("\n=== production build ===");
buildIfNeeded();
const port = await freePort();
run("end-to-end tests (Playwright)", bin("playwright"), ["test"], { ...process.env, E2E_PORT: String(port) });
summarise();
