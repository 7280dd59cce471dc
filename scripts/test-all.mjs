#!/usr/bin/env node
// `npm test`: every check a clone can run, in order, stopping at the first failure:
// migration drift (both sets), type check, lint, Jest, the integration tests again on
// PostgreSQL, then Playwright against a production build.
//
// PostgreSQL: the server at TEST_POSTGRES_URL (`.ci/run` starts Debian's), else a throwaway
// cluster of the installed `postgresql` package; without either the run stops at once.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { buildIfNeeded } from "../server/build.mjs";
import { ensureWordVectors } from "./build-word-vectors.mjs";
import { freePort } from "./lib/free-port.mjs";
import { postgresForTests } from "./lib/postgres.mjs";

/** The Jest suites that talk to a database: run a second time on PostgreSQL. */
const INTEGRATION_TESTS = [
  "app/api",
  "lib/account",
  "lib/analytics",
  "lib/api-keys",
  "lib/auth",
  "lib/discover",
  "lib/fact-check",
  // The knowledge base's other suites (reading, features, the scorer, word vectors) touch no database.
  "lib/knowledge-base/__tests__/store",
  "lib/knowledge-base/__tests__/search-pool",
  "lib/rate-limit",
  "scripts/__tests__/pending-migrations",
];

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
    summarize();
    process.exit(result.status ?? 1);
  }
  console.log(`--- ${title} passed in ${seconds}s`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(resultsDir, file), "utf8"));
  } catch {
    return null;
  }
}

/** One closing line counting every Jest and Playwright test. */
function summarize() {
  const e2e = readJson("playwright.json");
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const jest of [readJson("jest.json"), readJson("jest-postgresql.json")]) {
    if (!jest) continue;
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

for (const file of ["jest.json", "jest-postgresql.json", "playwright.json"]) fs.rmSync(path.join(resultsDir, file), { force: true });

let postgres = await postgresForTests().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const postgresEnv = { TEST_POSTGRES_URL: postgres.url };
// A throwaway cluster must not outlive the run, even when a step fails.
process.on("exit", () => postgres?.stopSync());

run("migrations match the schema", process.execPath, ["--experimental-wasm-modules", "--no-warnings", "server/migrate.mjs", "check"], {
  ...process.env,
  ...postgresEnv,
  DATABASE_URL: "file::memory:",
});
run("type check", bin("tsc"), ["--noEmit"]);
run("lint", bin("eslint"), [".", "--max-warnings", "0"]);
run("formatting (Prettier; `npm run format` fixes it)", bin("prettier"), ["--check", ".", "--log-level", "warn"]);
// Claim matching's word vectors, built from the npm package when missing; every later step
// (Jest, whose DATA_DIR is a temporary folder, and the Playwright servers) reads them here.
console.log("\n=== word vectors ===");
process.env.WORD_VECTORS_PATH = ensureWordVectors();
run("unit and integration tests (Jest)", bin("jest"), ["--ci", "--json", `--outputFile=${path.join(resultsDir, "jest.json")}`], {
  ...process.env,
  ...postgresEnv,
});
run(
  "integration tests on PostgreSQL (Jest)",
  bin("jest"),
  ["--ci", "--json", `--outputFile=${path.join(resultsDir, "jest-postgresql.json")}`, ...INTEGRATION_TESTS],
  { ...process.env, ...postgresEnv, TEST_DATABASE: "postgresql" },
);
console.log("\n=== production build ===");
// The type check above passed (run() exits on a failure): the build need not repeat it.
buildIfNeeded({ typesChecked: true });
const port = await freePort();
run("end-to-end tests (Playwright)", bin("playwright"), ["test"], { ...process.env, ...postgresEnv, E2E_PORT: String(port) });
await postgres?.stop();
postgres = null;
summarize();
