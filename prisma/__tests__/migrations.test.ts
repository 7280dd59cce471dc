import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import Database from "better-sqlite3";

/** Runs scripts/migrate.mjs the way npm scripts do, against the given environment. */
function migrate(command: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/migrate.mjs", command], {
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
    const result = migrate("check", { DATABASE_URL: `file:${path.join(dir, "db.sqlite")}` });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("fail the drift check on a schema change without a migration", () => {
    const schema = fs.readFileSync("prisma/schema.prisma", "utf8");
    const changed = schema.replace("  monitored             Boolean  @default(false)", "  monitored             Boolean  @default(false)\n  language              String?");
    expect(changed).not.toBe(schema);
    const changedPath = path.join(dir, "schema.prisma");
    fs.writeFileSync(changedPath, changed);
    const result = migrate("check", {
      DATABASE_URL: `file:${path.join(dir, "db.sqlite")}`,
      PRISMA_SCHEMA: changedPath,
      PRISMA_MIGRATIONS_DIR: path.resolve("prisma/migrations"),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ADD COLUMN "language"');
  });

  it("create a migration for a schema change, after which the check passes", () => {
    const schema = fs.readFileSync("prisma/schema.prisma", "utf8");
    const changedPath = path.join(dir, "schema.prisma");
    fs.writeFileSync(changedPath, schema.replace("  cached                Boolean  @default(false)", "  cached                Boolean  @default(false)\n  notes                 String?"));
    const migrationsDir = path.join(dir, "migrations");
    fs.cpSync("prisma/migrations", migrationsDir, { recursive: true });
    const env = { DATABASE_URL: `file:${path.join(dir, "db.sqlite")}`, PRISMA_SCHEMA: changedPath, PRISMA_MIGRATIONS_DIR: migrationsDir };
    const created = spawnSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/migrate.mjs", "create", "add_notes"], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    expect(created.status).toBe(0);
    expect(fs.readdirSync(migrationsDir).some((name) => name.endsWith("_add_notes"))).toBe(true);
    expect(migrate("check", env).status).toBe(0);
  });
});
