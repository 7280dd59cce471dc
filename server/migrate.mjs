#!/usr/bin/env node
// Offline migrations on Prisma's own schema engine (WASM build, driven through the driver
// adapters), because the Prisma CLI's migrate commands need a native engine that cannot be
// downloaded here. The SQL equals `prisma migrate`'s; the history is kept in
// `_prisma_migrations`, so the regular Prisma CLI can take over where it is available.
//
// Two sets, one model: prisma/migrations (SQLite, from prisma/schema.prisma) and
// prisma/migrations-postgresql (from the PostgreSQL schema derived from it, server/schemas.mjs).
//
//   node --experimental-wasm-modules server/migrate.mjs apply            apply the set for DATABASE_URL
//   node --experimental-wasm-modules server/migrate.mjs create <name>    write a migration to each set the schema has outgrown
//   node --experimental-wasm-modules server/migrate.mjs check            exit 1 if either set lags behind the schema
//   … check|create --database=sqlite|postgresql                           one set only
//
// DATABASE_URL picks the database for `apply` (default file:./data/factlens.db). `create` and
// `check` replay the PostgreSQL set on a PostgreSQL server: DATABASE_URL when it is one, else
// TEST_POSTGRES_URL, else a throwaway cluster of the installed `postgresql` package; without any
// of these they fail (`--database=sqlite` limits them to the SQLite set).
// PRISMA_SCHEMA, PRISMA_MIGRATIONS_DIR and PRISMA_POSTGRESQL_MIGRATIONS_DIR let tests point the
// script at copies.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SchemaEngine } from "@prisma/schema-engine-wasm";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { DATABASES, databaseKindOf, schemaTextFor } from "./schemas.mjs";
import { postgresForTests } from "../scripts/lib/postgres.mjs";
import { prepareSqliteFile, sqliteFilePath } from "../lib/sqlite-files.mjs";

const root = process.cwd();
const schemaPath = path.resolve(root, process.env.PRISMA_SCHEMA || "prisma/schema.prisma");
const migrationsDirs = {
  sqlite: path.resolve(root, process.env.PRISMA_MIGRATIONS_DIR || DATABASES.sqlite.migrations),
  postgresql: path.resolve(root, process.env.PRISMA_POSTGRESQL_MIGRATIONS_DIR || DATABASES.postgresql.migrations),
};
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
  // Folder 0700 (when created here) and database file 0600, before SQLite creates it world-readable.
  const file = sqliteFilePath(url, root);
  if (file) prepareSqliteFile(file);
  const factory = new PrismaBetterSqlite3({ url });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => withMultiStatementScripts(await factory.connect()),
    connectToShadowDb: async () => withMultiStatementScripts(await factory.connectToShadowDb()),
  };
}

function postgresConfig(url, database) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username) || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    database: database ?? (decodeURIComponent(parsed.pathname.slice(1)) || "postgres"),
    ssl: ["require", "verify-ca", "verify-full"].includes(parsed.searchParams.get("sslmode") ?? "")
      ? { rejectUnauthorized: false }
      : undefined,
  };
}

/**
 * The schema engine reads PostgreSQL's catalogs, whose one-byte `"char"` columns (relkind,
 * contype, …) the pg adapter cannot type ("Column type 'char' could not be deserialized"):
 * they are read as the text they are.
 */
class CatalogReadingClient extends pg.Client {
  query(...args) {
    const retype = (res) => {
      for (const field of res?.fields ?? []) if (field.dataTypeID === PG_CHAR) field.dataTypeID = PG_TEXT;
      return res;
    };
    // pg.Pool calls with a callback; the adapter's transactions await the promise.
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last];
      args[last] = (error, res) => callback(error, error ? res : retype(res));
      return super.query(...args);
    }
    const result = super.query(...args);
    return result && typeof result.then === "function" ? result.then(retype) : result;
  }
}
const PG_CHAR = 18;
const PG_TEXT = 25;

function postgresAdapter(url, database) {
  return new PrismaPg(new pg.Pool({ ...postgresConfig(url, database), Client: CatalogReadingClient }), { disposeExternalPool: true });
}

/**
 * The pg adapter's own shadow database drops the database before closing the pool that uses
 * it, which PostgreSQL refuses ("being accessed by other users"); this one closes it first.
 */
function postgresFactory(url) {
  const factory = postgresAdapter(url);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    async connectToShadowDb() {
      const main = await factory.connect();
      const database = `prisma_migrate_shadow_db_${crypto.randomUUID().replace(/-/g, "")}`;
      await main.executeScript(`CREATE DATABASE "${database}"`);
      const shadow = await postgresAdapter(url, database).connect();
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await main.executeScript(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        await main.dispose();
      };
      return shadow;
    },
  };
}

function adapterFactory(url) {
  const kind = databaseKindOf(url);
  if (kind === "sqlite") return sqliteFactory(url);
  if (kind === "postgresql") return postgresFactory(url);
  fail(`unsupported DATABASE_URL: ${url.split(":")[0]}:…`);
}

function readMigrations(migrationsDir) {
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
          content: fs.existsSync(file)
            ? { tag: "ok", value: fs.readFileSync(file, "utf8") }
            : { tag: "error", value: "missing migration.sql" },
        },
      };
    }),
  };
}

async function openEngine(schema, url) {
  const factory = bindMigrationAwareSqlAdapterFactory(adapterFactory(url));
  return SchemaEngine.new({ datamodels: [[path.basename(schemaPath), schema]] }, () => {}, factory);
}

/** SQL that takes the migrations folder to the schema; empty when they agree. */
async function pendingSchemaSql(engine, schema, migrationsDir) {
  const migrations = readMigrations(migrationsDir);
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

/**
 * A database of each kind to replay migrations on (`create`, `check`). The PostgreSQL one is
 * only a server to make shadow databases on; the command fails when there is none.
 */
async function serverFor(kind) {
  if (kind === "sqlite") return { url: databaseKindOf(databaseUrl) === "sqlite" ? databaseUrl : "file::memory:", stop: async () => {} };
  if (databaseKindOf(databaseUrl) === "postgresql") return { url: databaseUrl, stop: async () => {} };
  return postgresForTests().catch((error) =>
    fail(`${kind}: ${error.message} (or set DATABASE_URL to one); --database=sqlite limits the command to the SQLite set`),
  );
}

/** Runs `task(engine, schema, migrationsDir)` for each database kind asked for. */
async function forEachDatabase(kinds, task) {
  for (const kind of kinds) {
    const server = await serverFor(kind);
    try {
      const schema = schemaTextFor(kind, schemaPath);
      const engine = await openEngine(schema, server.url);
      await task({ kind, engine, schema, migrationsDir: migrationsDirs[kind] });
    } finally {
      await server.stop();
    }
  }
}

function writeLockfile(migrationsDir, kind) {
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  if (fs.existsSync(lockPath)) return;
  fs.writeFileSync(
    lockPath,
    `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${DATABASES[kind].provider}"\n`,
  );
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.find((arg) => arg.startsWith("--database="))?.slice("--database=".length);
  const [command, name] = args.filter((arg) => !arg.startsWith("--"));
  if (only && !DATABASES[only]) fail(`--database must be one of ${Object.keys(DATABASES).join(", ")}`);
  const kinds = only ? [only] : Object.keys(DATABASES);
  if (!fs.existsSync(schemaPath)) fail(`no schema at ${schemaPath}`);

  if (command === "apply") {
    const kind = databaseKindOf(databaseUrl);
    if (!kind) fail(`unsupported DATABASE_URL: ${databaseUrl.split(":")[0]}:…`);
    const engine = await openEngine(schemaTextFor(kind, schemaPath), databaseUrl);
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: readMigrations(migrationsDirs[kind]), filters });
    console.log(
      appliedMigrationNames.length
        ? `migrate: applied ${appliedMigrationNames.length} ${kind} migration(s): ${appliedMigrationNames.join(", ")}`
        : "migrate: database is up to date",
    );
    return;
  }

  if (command === "check") {
    let drifted = false;
    await forEachDatabase(kinds, async ({ kind, engine, schema, migrationsDir }) => {
      const sql = await pendingSchemaSql(engine, schema, migrationsDir);
      if (!sql) {
        console.log(`migrate: ${kind} migrations match the schema`);
        return;
      }
      drifted = true;
      console.error(
        `migrate: the schema has changes that no ${kind} migration (${path.relative(root, migrationsDir)}) covers. Run \`npm run db:migration:create -- <name>\`.\n`,
      );
      console.error(sql);
    });
    if (drifted) process.exit(1);
    return;
  }

  if (command === "create") {
    if (!name || !/^[a-z0-9_]+$/i.test(name)) fail("usage: create <name> (letters, digits, underscores)");
    // One timestamp for both sets, so a change reads as one migration in either folder.
    const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
    await forEachDatabase(kinds, async ({ kind, engine, schema, migrationsDir }) => {
      const sql = await pendingSchemaSql(engine, schema, migrationsDir);
      if (!sql) {
        console.log(`migrate: ${kind}: no schema changes, no migration created`);
        return;
      }
      const dir = path.join(migrationsDir, `${stamp}_${name.toLowerCase()}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "migration.sql"), sql);
      writeLockfile(migrationsDir, kind);
      console.log(`migrate: ${kind}: created ${path.relative(root, dir)}/migration.sql`);
    });
    return;
  }

  fail("usage: migrate.mjs apply | check | create <name> [--database=sqlite|postgresql]");
}

main().then(
  // The pg pool of a live engine keeps the event loop alive.
  () => process.exit(0),
  (error) => fail(error?.message ?? String(error)),
);
