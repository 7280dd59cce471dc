import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { createPrismaClient } from "@/lib/db-client";

/** A migrated SQLite database of its own, for tests that count rows. */
export function createTestDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-testdb-"));
  const url = `file:${path.join(dir, "test.db")}`;
  const result = spawnSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/migrate.mjs", "apply"], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  const db = createPrismaClient(url);
  return {
    db,
    async cleanup() {
      await db.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
