import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import type { HistoryItem, HistoryPage } from "@/lib/account/history-types";
import { latestChangesByCheck } from "@/lib/follow/follows";

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
      return { ...row, createdAt: row.createdAt.toISOString(), ...(follow && { follow }) };
    }),
    page,
    pageSize,
    total,
    saveHistory: true,
  };
}
