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
