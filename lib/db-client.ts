import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * A Prisma client for a database URL. SQLite runs in WAL mode (readers never wait for the
 * writer) with synchronous=NORMAL (durable at checkpoints, no fsync per commit) and a busy
 * timeout, so concurrent writers queue instead of failing.
 */
export function createPrismaClient(url: string): PrismaClient {
  if (!url.startsWith("file:")) {
    throw new Error("PostgreSQL is not supported yet: set DATABASE_URL to a file: URL or leave it unset.");
  }
  const client = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url, timeout: 5000 }) });
  void client.$queryRawUnsafe("PRAGMA journal_mode = WAL").then(() => client.$queryRawUnsafe("PRAGMA synchronous = NORMAL")).catch(() => {});
  return client;
}
