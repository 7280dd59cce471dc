#!/usr/bin/env node
// The server Playwright tests run against: a production build on E2E_PORT with a throwaway
// database in a temporary data folder, so tests never touch data/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { applyMigrations } from "./lib/migrate.mjs";
import { buildIfNeeded } from "./lib/build.mjs";
import { ensureWordVectors } from "./build-word-vectors.mjs";

// Claim matching's word vectors live beside the real data (or WORD_VECTORS_PATH), not in the
// throwaway folder: built once, shared by every test server.
const wordVectors = ensureWordVectors();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-e2e-"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, "factlens.db")}`,
  WORD_VECTORS_PATH: wordVectors,
  NEXT_TELEMETRY_DISABLED: "1",
};
delete env.NODE_ENV;

buildIfNeeded();
applyMigrations(env);

const port = process.env.E2E_PORT || "3100";
// Served as `npm start` serves it (scripts/lib/serve.mjs), so requests carry the peer address the app reads.
const server = spawn(process.execPath, [path.join(process.cwd(), "scripts/serve-built.mjs")], {
  stdio: "inherit",
  env: { ...env, PORT: port, LISTEN_HOST: "127.0.0.1" },
});
const stop = (signal) => {
  server.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
