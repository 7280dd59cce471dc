import "server-only";
import { z } from "zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { HistoryItem, HistoryPage } from "@/lib/account/history-types";
import { latestChangesByCheck } from "@/lib/follow/follows";

/** `?page=&pageSize=` of GET /api/fact-check/history: page from 1, 1-50 a page (default 20). */
export const historyQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int("page must be a whole number").min(1, "page must be at least 1").default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be at least 1")
    .max(50, "pageSize must be at most 50")
    .default(20),
});

export type { HistoryItem, HistoryPage };

/**
 * An account's checks, newest first. Only an account that saves its history has one: checks are
 * linked to it only while the setting is on, and turning it off unlinks them (lib/account/settings).
 */
export async function listCheckHistory({
  db,
  userId,
  page,
  pageSize,
}: {
  db: PrismaClient;
  userId: string;
  page: number;
  pageSize: number;
}): Promise<HistoryPage> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { saveHistory: true } });
  if (!user?.saveHistory) return { items: [], page, pageSize, total: 0, saveHistory: false };
  const where = { userId };
  const [rows, total] = await Promise.all([
    db.factCheckQuery.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: { id: true, query: true, verdict: true, confidence: true, createdAt: true },
    }),
    db.factCheckQuery.count({ where }),
  ]);
  const follows = await latestChangesByCheck({ db, userId, checkIds: rows.map((row) => row.id) });
  return {
    items: rows.map((row) => {
      const follow = follows.get(row.id);
      return { ...row, createdAt: row.createdAt.toISOString(), ...(follow ? { follow: { lastChange: follow.lastChange } } : {}) };
    }),
    page,
    pageSize,
    total,
    saveHistory: true,
  };
}
