import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { createPrismaClient } from "@/lib/db-client";
import { databaseKindOf } from "@/server/schemas.mjs";

const node = (args: string[], env: NodeJS.ProcessEnv = process.env) => spawnSync(process.execPath, args, { env, encoding: "utf8" });

function migrate(url: string) {
  const result = node(["--experimental-wasm-modules", "--no-warnings", "server/migrate.mjs", "apply"], {
    ...process.env,
    DATABASE_URL: url,
  });
  if (result.status !== 0) throw new Error(result.stderr);
}

/** Runs one of scripts/lib/postgres.mjs's helpers in a child, so this stays synchronous for callers. */
function postgres(helper: "createDatabase" | "dropDatabase", url: string): string {
  const script = `import { ${helper} } from "./scripts/lib/postgres.mjs"; const out = await ${helper}(process.argv[1]); if (out) console.log(out);`;
  const result = node(["--input-type=module", "-e", script, url]);
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

/**
 * A migrated database of its own, for tests that count rows: a SQLite file, or, when the
 * suite runs on PostgreSQL (DATABASE_URL set by the Jest global setup), a fresh database on
 * that server.
 */
export function createTestDatabase() {
  let url: string;
  let remove: () => void;
  if (testDatabaseKind() === "postgresql") {
    const database = postgres("createDatabase", process.env.DATABASE_URL!);
    url = database;
    remove = () => void postgres("dropDatabase", database);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-testdb-"));
    url = `file:${path.join(dir, "test.db")}`;
    remove = () => fs.rmSync(dir, { recursive: true, force: true });
  }
  migrate(url);
  const db = createPrismaClient(url);
  return {
    db,
    url,
    async cleanup() {
      await db.$disconnect();
      remove();
    },
  };
}

/** The database this Jest run is on (its global setup chose it). */
export const testDatabaseKind = (): "sqlite" | "postgresql" =>
  databaseKindOf(process.env.DATABASE_URL ?? "") === "postgresql" ? "postgresql" : "sqlite";
