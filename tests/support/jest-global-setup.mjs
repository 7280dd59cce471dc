// Jest runs against a throwaway SQLite database in a temporary data folder, migrated once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";

export default function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-jest-"));
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = `file:${path.join(dataDir, "factlens.db")}`;
  // Handlers log each check at info: keep Jest's output to warnings and errors unless asked.
  process.env.LOG_LEVEL ??= "warn";
  const result = spawnSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/migrate.mjs", "apply"], {
    env: process.env,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`migrations failed for the test database:\n${result.stderr}`);
}
