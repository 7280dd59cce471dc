#!/usr/bin/env node
// `postinstall`: generates both Prisma clients — lib/generated/prisma (SQLite, the embedded
// default) and lib/generated/prisma-postgresql (from the derived PostgreSQL schema).
// lib/db-client.ts picks one by DATABASE_URL at run time.
import path from "node:path";
import { spawnSync } from "node:child_process";
import { POSTGRESQL_SCHEMA, SQLITE_SCHEMA, writePostgresqlSchema } from "./lib/schemas.mjs";

const prisma = path.join(process.cwd(), "node_modules", ".bin", "prisma");
writePostgresqlSchema();
for (const schema of [SQLITE_SCHEMA, POSTGRESQL_SCHEMA]) {
  const result = spawnSync(prisma, ["generate", "--schema", schema], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
