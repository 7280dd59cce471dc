import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "@/generated/prisma-postgresql/client";
import { prepareSqliteFile, secureSqliteFiles, sqliteFilePath } from "@/lib/sqlite-files.mjs";

/**
 * A Prisma client for a database URL: `file:…` opens SQLite, `postgres(ql)://…` PostgreSQL.
 * Both clients are generated from one data model (scripts/prisma-generate.mjs), so the
 * PostgreSQL client answers to the same `PrismaClient` type the app is written against.
 *
 * SQLite runs in WAL mode (readers never wait for the writer) with synchronous=NORMAL (durable
 * at checkpoints, no fsync per commit) and a busy timeout, so concurrent writers queue instead
 * of failing. PostgreSQL uses a pg pool of `poolSize` connections per process.
 */
export function createPrismaClient(url: string, options: { poolSize?: number } = {}): PrismaClient {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const adapter = new PrismaPg({ connectionString: url, max: options.poolSize ?? 10 });
    return new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
  }
  if (!url.startsWith("file:")) throw new Error("DATABASE_URL must be a file: URL (SQLite) or a postgres:// URL (PostgreSQL).");
  // Only the server's user reads the database: its files are 0600 (lib/sqlite-files.mjs). The folder is
  // server/migrate.mjs's to create (0700); a missing one stays missing and the open fails, as before.
  const file = sqliteFilePath(url);
  if (file) prepareSqliteFile(file, { createFolder: false });
  const client = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url, timeout: 5000 }) });
  void client
    .$queryRawUnsafe("PRAGMA journal_mode = WAL")
    .then(() => client.$queryRawUnsafe("PRAGMA synchronous = NORMAL"))
    .then(() => file && secureSqliteFiles(file))
    .catch(() => {});
  return client;
}
