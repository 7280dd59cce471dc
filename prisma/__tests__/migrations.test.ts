import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import Database from "better-sqlite3";
import pg from "pg";
import { createDatabase, dropDatabase } from "@/scripts/lib/postgres.mjs";
import { startPostgresForTests, type PostgresForTests } from "@/tests/support/postgres";

/** Runs server/migrate.mjs the way npm scripts do, against the given environment. */
function migrate(command: string, env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "server/migrate.mjs", command, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}

function schemaSnapshot(file: string) {
  const database = new Database(file, { readonly: true });
  try {
    return database
      .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations' ORDER BY name")
      .all();
  } finally {
    database.close();
  }
}

describe("offline migrations", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-migrate-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("build the spec's three tables with their indexes", () => {
    const file = path.join(dir, "db.sqlite");
    const result = migrate("apply", { DATABASE_URL: `file:${file}` });
    expect(result.status).toBe(0);
    const names = schemaSnapshot(file).map((row) => (row as { name: string }).name);
    expect(names).toEqual(
      expect.arrayContaining([
        "fact_check_queries",
        "sources_cache",
        "rate_limits",
        "fact_check_queries_normalizedQuery_idx",
        "fact_check_queries_createdAt_idx",
        "sources_cache_url_key",
        "sources_cache_outlet_idx",
        "sources_cache_credibilityScore_idx",
        "rate_limits_apiService_idx",
        "rate_limits_windowStart_idx",
      ]),
    );
  });

  it("change nothing when applied to an up-to-date database", () => {
    const file = path.join(dir, "db.sqlite");
    expect(migrate("apply", { DATABASE_URL: `file:${file}` }).status).toBe(0);
    const before = schemaSnapshot(file);
    const again = migrate("apply", { DATABASE_URL: `file:${file}` });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("up to date");
    expect(schemaSnapshot(file)).toEqual(before);
  });

  it("pass the drift check when the schema and migrations agree", () => {
    const result = migrate("check", { DATABASE_URL: `file:${path.join(dir, "db.sqlite")}` }, "--database=sqlite");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("fail the drift check on a schema change without a migration", () => {
    const schema = fs.readFileSync("prisma/schema.prisma", "utf8");
    const changed = schema.replace(
      "  monitored             Boolean  @default(false)",
      "  monitored             Boolean  @default(false)\n  driftProbe            String?",
    );
    expect(changed).not.toBe(schema);
    const changedPath = path.join(dir, "schema.prisma");
    fs.writeFileSync(changedPath, changed);
    const result = migrate(
      "check",
      {
        DATABASE_URL: `file:${path.join(dir, "db.sqlite")}`,
        PRISMA_SCHEMA: changedPath,
        PRISMA_MIGRATIONS_DIR: path.resolve("prisma/migrations"),
      },
      "--database=sqlite",
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ADD COLUMN "driftProbe"');
  });

  it("create a migration for a schema change, after which the check passes", () => {
    const schema = fs.readFileSync("prisma/schema.prisma", "utf8");
    const changedPath = path.join(dir, "schema.prisma");
    fs.writeFileSync(
      changedPath,
      schema.replace(
        "  cached                Boolean  @default(false)",
        "  cached                Boolean  @default(false)\n  notes                 String?",
      ),
    );
    const migrationsDir = path.join(dir, "migrations");
    fs.cpSync("prisma/migrations", migrationsDir, { recursive: true });
    const env = { DATABASE_URL: `file:${path.join(dir, "db.sqlite")}`, PRISMA_SCHEMA: changedPath, PRISMA_MIGRATIONS_DIR: migrationsDir };
    const created = migrate("create", env, "add_notes", "--database=sqlite");
    expect(created.status).toBe(0);
    expect(fs.readdirSync(migrationsDir).some((name) => name.endsWith("_add_notes"))).toBe(true);
    expect(migrate("check", env, "--database=sqlite").status).toBe(0);
  });
});

describe("offline migrations on PostgreSQL", () => {
  let server: PostgresForTests;
  let dir: string;
  beforeAll(async () => {
    server = await startPostgresForTests();
  }, 60_000);
  afterAll(() => server?.stop());
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-migrate-pg-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function tables(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
      return rows.map((row: { tablename: string }) => row.tablename);
    } finally {
      await client.end();
    }
  }

  it("apply the PostgreSQL set for a postgres:// DATABASE_URL, once", async () => {
    const url = await createDatabase(server.url, "factlens_migrate");
    try {
      const first = migrate("apply", { DATABASE_URL: url });
      expect(first.stderr).toBe("");
      expect(first.stdout).toMatch(/applied \d+ postgresql migration/);
      expect(await tables(url)).toEqual(
        expect.arrayContaining([
          "_prisma_migrations",
          "fact_check_queries",
          "sources_cache",
          "rate_limits",
          "claim_reviews",
          "page_views",
          "users",
          "saved_sources",
          "sign_in_attempts",
        ]),
      );
      expect(migrate("apply", { DATABASE_URL: url }).stdout).toContain("up to date");
    } finally {
      await dropDatabase(url);
    }
  }, 60_000);

  it("check both sets: a change migrated on SQLite only fails on PostgreSQL until `create` writes its migration", () => {
    const schema = fs.readFileSync("prisma/schema.prisma", "utf8");
    const changedPath = path.join(dir, "schema.prisma");
    fs.writeFileSync(
      changedPath,
      schema.replace(
        "  cached                Boolean  @default(false)",
        "  cached                Boolean  @default(false)\n  notes                 String?",
      ),
    );
    const sqliteDir = path.join(dir, "migrations");
    const postgresDir = path.join(dir, "migrations-postgresql");
    fs.cpSync("prisma/migrations", sqliteDir, { recursive: true });
    fs.cpSync("prisma/migrations-postgresql", postgresDir, { recursive: true });
    const env = {
      DATABASE_URL: "file::memory:",
      TEST_POSTGRES_URL: server.url,
      PRISMA_SCHEMA: changedPath,
      PRISMA_MIGRATIONS_DIR: sqliteDir,
      PRISMA_POSTGRESQL_MIGRATIONS_DIR: postgresDir,
    };

    expect(migrate("create", env, "add_notes", "--database=sqlite").status).toBe(0);
    const drifted = migrate("check", env);
    expect(drifted.status).toBe(1);
    expect(drifted.stdout).toContain("sqlite migrations match the schema");
    expect(drifted.stderr).toContain("no postgresql migration");
    expect(drifted.stderr).toContain('ADD COLUMN     "notes" TEXT');

    const created = migrate("create", env, "add_notes");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("sqlite: no schema changes");
    expect(fs.readdirSync(postgresDir).filter((name) => name.endsWith("_add_notes"))).toHaveLength(1);
    const passed = migrate("check", env);
    expect(passed.stderr).toBe("");
    expect(passed.status).toBe(0);
  }, 120_000);

  it("the PostgreSQL set in the repository matches the schema", () => {
    const result = migrate("check", { DATABASE_URL: "file::memory:", TEST_POSTGRES_URL: server.url }, "--database=postgresql");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  }, 60_000);
});
