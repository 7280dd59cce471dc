import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma's CLI downloads a native schema engine before every command, which fails offline.
// `prisma generate` never runs it, so pointing the variable at any existing file skips the
// download. Migrations are created and applied by server/migrate.mjs on the WASM engine.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(process.cwd(), "package.json");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: {
    url: process.env.DATABASE_URL ?? "file:./data/factlens.db",
  },
});
