// Jest runs against a throwaway database, migrated once: a SQLite file in a temporary data
// folder, or with TEST_DATABASE=postgresql a fresh database on the server at TEST_POSTGRES_URL
// (scripts/test-all.mjs runs the integration tests that way too).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { createDatabase } from "../../scripts/lib/postgres.mjs";
import { defaultOutputPath, ensureWordVectors } from "../../scripts/build-word-vectors.mjs";

export default async function globalSetup() {
  // Claim matching's word vectors: in the usual place (WORD_VECTORS_PATH, else DATA_DIR before it
  // turns temporary below), built from the npm package when missing, and pointed at for every suite.
  process.env.WORD_VECTORS_PATH = ensureWordVectors(defaultOutputPath());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-jest-"));
  process.env.DATA_DIR = dataDir;
  if (process.env.TEST_DATABASE === "postgresql") {
    if (!process.env.TEST_POSTGRES_URL)
      throw new Error("TEST_DATABASE=postgresql needs TEST_POSTGRES_URL (a PostgreSQL server URL whose user may create databases)");
    process.env.DATABASE_URL = await createDatabase(process.env.TEST_POSTGRES_URL, "factlens_jest");
  } else {
    process.env.DATABASE_URL = `file:${path.join(dataDir, "factlens.db")}`;
  }
  // Handlers log each check at info: keep Jest's output to warnings and errors unless asked.
  process.env.LOG_LEVEL ??= "warn";
  const result = spawnSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "server/migrate.mjs", "apply"], {
    env: process.env,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`migrations failed for the test database:\n${result.stderr}`);
}
