import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { pendingMigrations } from "@/server/migrations.mjs";
import { createTestDatabase, testDatabaseKind } from "@/tests/support/test-database";

// `kb:import` and `recheck` run beside a live server: they ask the schema engine (which locks
// SQLite) to migrate only when the history lacks a migration.
jest.setTimeout(60_000);

const migrationsDir = testDatabaseKind() === "postgresql" ? "prisma/migrations-postgresql" : "prisma/migrations";
const migrationNames = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const allMigrations = () => migrationNames(migrationsDir);

describe(`pendingMigrations on ${testDatabaseKind()}`, () => {
  it("names every migration for a database that does not exist yet", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-pending-"));
    try {
      expect(await pendingMigrations({ DATABASE_URL: `file:${path.join(dir, "none.db")}` })).toEqual(migrationNames("prisma/migrations"));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names every SQLite migration for an in-memory database, and answers null (unknown) for a URL it cannot read", async () => {
    expect(await pendingMigrations({ DATABASE_URL: "file::memory:" })).toEqual(migrationNames("prisma/migrations"));
    expect(await pendingMigrations({ DATABASE_URL: "mysql://localhost/factlens" })).toBeNull();
  });

  it("names none for a migrated database, and the one its history lacks", async () => {
    const testDb = createTestDatabase();
    try {
      expect(await pendingMigrations({ DATABASE_URL: testDb.url })).toEqual([]);
      const last = allMigrations().at(-1)!;
      await testDb.db.$executeRawUnsafe(`DELETE FROM "_prisma_migrations" WHERE "migration_name" = '${last}'`);
      expect(await pendingMigrations({ DATABASE_URL: testDb.url })).toEqual([last]);
    } finally {
      await testDb.cleanup();
    }
  });

  it("kb:import runs beside a server that has the database open", async () => {
    const testDb = createTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-import-"));
    try {
      const file = path.join(dir, "feed.jsonl");
      const review = (i: number, url: string) =>
        JSON.stringify({
          "@type": "ClaimReview",
          claimReviewed: `Beside the server ${i}: the canal froze in June`,
          url,
          author: { name: "Example Checks" },
          reviewRating: { alternateName: "False" },
        });
      fs.writeFileSync(file, [review(1, "https://checks.example.org/canal"), review(2, "not a url")].join("\n"));
      // The test's own client holds the database open, as a server would.
      expect(await testDb.db.claimReview.count()).toBe(0);
      {
        // The npm script's own command line.
        const [command, ...args] = (JSON.parse(fs.readFileSync("package.json", "utf8")).scripts["kb:import"] as string).split(" ");
        expect(command).toBe("node");
        const result = spawnSync(process.execPath, [...args, file], {
          env: { ...process.env, DATABASE_URL: testDb.url },
          encoding: "utf8",
          timeout: 60_000,
        });
        expect(result.stderr).toBe("");
        expect(result.status).toBe(0);
        expect(result.stdout).toContain("skip record 2 (feed.jsonl:2): reviewUrl is not an http(s) URL");
        expect(result.stdout).toMatch(/feed\.jsonl: imported 1, updated 0, unchanged 0, skipped 1 in [\d.]+ s/);
        expect(result.stdout).toMatch(/done: imported 1, .* peak RSS [\d.]+ MB/);
        expect(await testDb.db.claimReview.count()).toBe(1);
      }
    } finally {
      await testDb.cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("recheck migrates a database that was never migrated, instead of failing on a missing table", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-recheck-"));
    try {
      const [command, ...args] = (JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.recheck as string).split(" ");
      expect(command).toBe("node");
      const result = spawnSync(process.execPath, args, {
        env: { ...process.env, DATABASE_URL: `file:${path.join(dir, "never-migrated.db")}` },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.stderr).not.toMatch(/does not exist/);
      expect(result.status).toBe(0);
      const outcome = result.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { status?: string; msg?: string })
        .find((line) => line.msg === undefined);
      expect(outcome).toMatchObject({ status: "ran", rechecked: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
