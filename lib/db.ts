import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { createPrismaClient } from "@/lib/db-client";
import { databaseUrl } from "@/lib/env";

/** One Prisma client per process, kept on globalThis so hot reloads in development reuse it. */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const db: PrismaClient = globalForPrisma.prisma ?? createPrismaClient(databaseUrl);
globalForPrisma.prisma = db;

export type { PrismaClient };
