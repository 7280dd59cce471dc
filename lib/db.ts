import "server-only";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseKind, databaseUrl } from "@/lib/env";

/** One Prisma client per process, kept on globalThis so hot reloads in development reuse it. */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  if (databaseKind !== "sqlite") {
    throw new Error("PostgreSQL is not supported yet: set DATABASE_URL to a file: URL or leave it unset.");
  }
  // WAL lets readers proceed while a check is being written; the busy timeout makes
  // concurrent writers wait for the lock instead of failing at once.
  const adapter = new PrismaBetterSqlite3({ url: databaseUrl, timeout: 5000 });
  return new PrismaClient({ adapter });
}

export const db: PrismaClient = globalForPrisma.prisma ?? createClient();
globalForPrisma.prisma = db;

export type { PrismaClient };
