#!/usr/bin/env node
// Offline migrations on Prisma's own schema engine (WASM build, driven through the driver
// adapter), because the Prisma CLI's migrate commands need a native engine that cannot be
// downloaded here. The SQL equals `prisma migrate`'s; files land in prisma/migrations and the
// history in `_prisma_migrations`, so the regular Prisma CLI can take over where it is available.
//
//   node --experimental-wasm-modules scripts/migrate.mjs apply            apply pending migrations
//   node --experimental-wasm-modules scripts/migrate.mjs create <name>    write a migration for schema changes
//   node --experimental-wasm-modules scripts/migrate.mjs check            exit 1 if the schema has unmigrated changes
//
// DATABASE_URL picks the database (default file:./data/factlens.db); PRISMA_SCHEMA and
// PRISMA_MIGRATIONS_DIR let tests point the script at a copy of the schema.
import fs from "node:fs";
import path from "node:path";
import { SchemaEngine } from "@prisma/schema-engine-wasm";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const root = process.cwd();
const schemaPath = path.resolve(root, process.env.PRISMA_SCHEMA || "prisma/schema.prisma");
const migrationsDir = path.resolve(root, process.env.PRISMA_MIGRATIONS_DIR || "prisma/migrations");
const dataDir = path.resolve(root, process.env.DATA_DIR || "data");
const databaseUrl = process.env.DATABASE_URL || `file:${path.join(dataDir, "factlens.db")}`;
const filters = { externalTables: [], externalEnums: [] };

function fail(message) {
  console.error(`migrate: ${message}`);
  process.exit(1);
}

/**
 * The engine replays a whole migration file as one raw statement, which better-sqlite3's
 * `prepare` refuses when it holds several statements; such scripts run through `exec`.
 */
function withMultiStatementScripts(adapter) {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    if (query.args.length === 0 && hasSeveralStatements(query.sql)) {
      await adapter.executeScript(query.sql);
      return 0;
    }
    return executeRaw(query);
  };
  return adapter;
}

function hasSeveralStatements(sql) {
  const withoutComments = sql.replace(/--[^\n]*/g, "");
  return withoutComments.split(";").filter((part) => part.trim() !== "").length > 1;
}

function sqliteFactory(url) {
  const file = url.replace(/^file:/, "");
  fs.mkdirSync(path.dirname(path.resolve(root, file)), { recursive: true });
  const factory = new PrismaBetterSqlite3({ url });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => withMultiStatementScripts(await factory.connect()),
    connectToShadowDb: async () => withMultiStatementScripts(await factory.connectToShadowDb()),
  };
}

function adapterFactory(url) {
  if (url.startsWith("file:")) return sqliteFactory(url);
  fail(`unsupported DATABASE_URL for this script: ${url.split(":")[0]}:…`);
}

function readMigrations() {
  const dirs = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((dir) => {
      const file = path.join(migrationsDir, dir, "migration.sql");
      return {
        path: dir,
        migrationFile: {
          path: "migration.sql",
          content: fs.existsSync(file) ? { tag: "ok", value: fs.readFileSync(file, "utf8") } : { tag: "error", value: "missing migration.sql" },
        },
      };
    }),
  };
}

function providerOf(schema) {
  const match = /datasource\s+\w+\s*{[^}]*provider\s*=\s*"(\w+)"/m.exec(schema);
  return match ? match[1] : "sqlite";
}

async function openEngine(schema) {
  const factory = bindMigrationAwareSqlAdapterFactory(adapterFactory(databaseUrl));
  return SchemaEngine.new({ datamodels: [[path.basename(schemaPath), schema]] }, () => {}, factory);
}

/** SQL that takes the migrations folder to the schema; empty when they agree. */
async function pendingSchemaSql(engine, schema) {
  const migrations = readMigrations();
  const result = await engine.diff({
    // The engine cannot replay an empty folder (it reads the connector from the lock file).
    from: migrations.migrationDirectories.length ? { tag: "migrations", ...migrations } : { tag: "empty" },
    to: { tag: "schemaDatamodel", files: [{ path: path.basename(schemaPath), content: schema }] },
    script: true,
    exitCode: null,
    filters,
  });
  const sql = result.stdout.trim();
  return sql === "" || /^-- This is an empty migration\.?$/.test(sql) ? "" : `${sql}\n`;
}

async function main() {
  const [command, name] = process.argv.slice(2);
  if (!fs.existsSync(schemaPath)) fail(`no schema at ${schemaPath}`);
  const schema = fs.readFileSync(schemaPath, "utf8");
  const engine = await openEngine(schema);

  if (command === "apply") {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: readMigrations(), filters });
    console.log(
      appliedMigrationNames.length
        ? `migrate: applied ${appliedMigrationNames.length} migration(s): ${appliedMigrationNames.join(", ")}`
        : "migrate: database is up to date",
    );
    return;
  }

  if (command === "check") {
    const sql = await pendingSchemaSql(engine, schema);
    if (sql) {
      console.error("migrate: the schema has changes that no migration covers. Run `npm run db:migration:create -- <name>`.\n");
      console.error(sql);
      process.exit(1);
    }
    console.log("migrate: migrations match the schema");
    return;
  }

  if (command === "create") {
    if (!name || !/^[a-z0-9_]+$/i.test(name)) fail("usage: create <name> (letters, digits, underscores)");
    const sql = await pendingSchemaSql(engine, schema);
    if (!sql) {
      console.log("migrate: no schema changes, no migration created");
      return;
    }
    const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
    const dir = path.join(migrationsDir, `${stamp}_${name.toLowerCase()}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "migration.sql"), sql);
    const lockPath = path.join(migrationsDir, "migration_lock.toml");
    if (!fs.existsSync(lockPath)) {
      fs.writeFileSync(
        lockPath,
        `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${providerOf(schema)}"\n`,
      );
    }
    console.log(`migrate: created ${path.relative(root, dir)}/migration.sql`);
    return;
  }

  fail("usage: migrate.mjs apply | check | create <name>");
}

main().catch((error) => fail(error?.message ?? String(error)));
