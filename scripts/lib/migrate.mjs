import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";

/** Applies pending migrations to the database that `env` points at; exits on failure. */
export function applyMigrations(env = process.env, { quiet = false } = {}) {
  const result = spawnSync(
    process.execPath,
    ["--experimental-wasm-modules", "--no-warnings", path.join(process.cwd(), "scripts/migrate.mjs"), "apply"],
    { stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit", env },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** A migrated SQLite database in a new temporary folder (for benchmarks): its URL, its file and a remove(). */
export function throwawaySqliteDatabase(prefix = "factlens-bench-") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, "bench.db");
  const url = `file:${file}`;
  applyMigrations({ ...process.env, DATABASE_URL: url }, { quiet: true });
  return { url, file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
