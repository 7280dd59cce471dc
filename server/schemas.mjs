// One data model, two databases. prisma/schema.prisma (SQLite) is the only schema anyone edits;
// the PostgreSQL schema is derived from it — same models, provider and client output swapped —
// so the two cannot drift. Migrations are kept per database: prisma/migrations (SQLite) and
// prisma/migrations-postgresql, both written by `npm run db:migration:create`.
import fs from "node:fs";
import path from "node:path";

export const SQLITE_SCHEMA = "prisma/schema.prisma";
/** Written by `prisma-generate.mjs` (ignored by git, like the clients themselves). */
export const POSTGRESQL_SCHEMA = "generated/schema.postgresql.prisma";

export const DATABASES = {
  sqlite: { provider: "sqlite", migrations: "prisma/migrations" },
  postgresql: { provider: "postgresql", migrations: "prisma/migrations-postgresql" },
};

/** Which database a DATABASE_URL names. */
export function databaseKindOf(url) {
  if (url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(url)) return "postgresql";
  return null;
}

/** The PostgreSQL schema for the SQLite schema's text. Throws when the text lacks what it swaps. */
export function postgresqlSchemaText(sqliteSchema) {
  const provider = /(datasource\s+\w+\s*{[^}]*provider\s*=\s*)"sqlite"/m;
  const output = /(generator\s+client\s*{[^}]*output\s*=\s*)"\.\.\/generated\/prisma"/m;
  if (!provider.test(sqliteSchema) || !output.test(sqliteSchema)) {
    throw new Error(
      `${SQLITE_SCHEMA} must keep provider = "sqlite" and output = "../generated/prisma" (the PostgreSQL schema is derived from them)`,
    );
  }
  return [
    `// Derived from ${SQLITE_SCHEMA} by server/schemas.mjs: do not edit.`,
    sqliteSchema.replace(provider, '$1"postgresql"').replace(output, '$1"./prisma-postgresql"'),
  ].join("\n");
}

/** The schema text for a database kind, read from the SQLite schema at `sqlitePath`. */
export function schemaTextFor(kind, sqlitePath) {
  const sqlite = fs.readFileSync(sqlitePath, "utf8");
  return kind === "postgresql" ? postgresqlSchemaText(sqlite) : sqlite;
}

/** Writes the derived PostgreSQL schema where `prisma generate` reads it. */
export function writePostgresqlSchema(root = process.cwd()) {
  const target = path.join(root, POSTGRESQL_SCHEMA);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, postgresqlSchemaText(fs.readFileSync(path.join(root, SQLITE_SCHEMA), "utf8")));
  return target;
}
