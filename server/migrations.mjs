import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import Database from "better-sqlite3";
import pg from "pg";
import { sqliteFilePath } from "../lib/sqlite-files.mjs";
import { DATABASES, databaseKindOf } from "./schemas.mjs";

/** Applies pending migrations to the database that `env` points at; exits on failure. */
export function applyMigrations(env = process.env, { quiet = false } = {}) {
  const result = spawnSync(
    process.execPath,
    ["--experimental-wasm-modules", "--no-warnings", path.join(process.cwd(), "server/migrate.mjs"), "apply"],
    { stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit", env },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The names of the migrations not yet applied to the database that `env` points at, read from
 * `_prisma_migrations` with a plain read (no schema engine, so no lock: safe beside a live server).
 * Null when the URL names no database this can read (neither SQLite nor PostgreSQL): unknown, so
 * run the migrations, which report it.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<string[] | null>}
 */
export async function pendingMigrations(env = process.env) {
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR || "data");
  const url = env.DATABASE_URL || `file:${path.join(dataDir, "factlens.db")}`;
  const kind = databaseKindOf(url);
  if (!kind) return null;
  const dir = path.resolve(
    process.cwd(),
    kind === "sqlite"
      ? env.PRISMA_MIGRATIONS_DIR || DATABASES.sqlite.migrations
      : env.PRISMA_POSTGRESQL_MIGRATIONS_DIR || DATABASES.postgresql.migrations,
  );
  const wanted = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const query = "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL";
  let applied = [];
  try {
    if (kind === "sqlite") {
      // No file yet, or an in-memory database (new at every open): nothing is applied.
      const file = sqliteFilePath(url);
      if (!file || !fs.existsSync(file)) return wanted;
      const database = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 });
      try {
        applied = database
          .prepare(query)
          .all()
          .map((row) => row.migration_name);
      } finally {
        database.close();
      }
    } else {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        applied = (await client.query(query)).rows.map((row) => row.migration_name);
      } finally {
        await client.end();
      }
    }
  } catch {
    // No history table yet (a new database) or no database: everything is pending.
    return wanted;
  }
  const done = new Set(applied);
  return wanted.filter((name) => !done.has(name)).sort();
}

/** A migrated SQLite database in a new temporary folder (for benchmarks): its URL, its file and a remove(). */
export function throwawaySqliteDatabase(prefix = "factlens-bench-") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, "bench.db");
  const url = `file:${file}`;
  applyMigrations({ ...process.env, DATABASE_URL: url }, { quiet: true });
  return { url, file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
