import "server-only";
import type { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import type { PrismaClient } from "@/generated/prisma/client";
import type { savedSourceInputSchema, SavedSourceRecord } from "@/lib/api/schemas/saved-sources";

/** How many sources one account may keep. */
export const MAX_SAVED_SOURCES = 500;

type Row = {
  id: string;
  url: string;
  title: string;
  outlet: string;
  excerpt: string;
  credibility: number;
  stance: string;
  publishDate: string | null;
  claim: string | null;
  createdAt: Date;
};

const toRecord = ({ createdAt, stance, ...row }: Row): SavedSourceRecord => ({
  ...row,
  stance: stance as SavedSourceRecord["stance"],
  savedAt: createdAt.toISOString(),
});

export async function listSavedSources({ db, userId }: { db: PrismaClient; userId: string }): Promise<SavedSourceRecord[]> {
  const rows = await db.savedSource.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_SAVED_SOURCES,
  });
  return rows.map(toRecord);
}

/** Saves a source; saving the same URL again updates it and moves it to the top. */
export async function saveSource({
  db,
  userId,
  source,
}: {
  db: PrismaClient;
  userId: string;
  source: z.output<typeof savedSourceInputSchema>;
}): Promise<SavedSourceRecord> {
  const existing = await db.savedSource.findUnique({ where: { userId_url: { userId, url: source.url } }, select: { id: true } });
  if (!existing && (await db.savedSource.count({ where: { userId } })) >= MAX_SAVED_SOURCES) {
    throw new ApiError("validation_error", `You can save up to ${MAX_SAVED_SOURCES} sources. Remove some first.`, "url");
  }
  const row = await db.savedSource.upsert({
    where: { userId_url: { userId, url: source.url } },
    create: { userId, ...source },
    update: { ...source, createdAt: new Date() },
  });
  return toRecord(row);
}

/** Removes a saved source by id or URL; false when the account had no such source. */
export async function removeSavedSource({
  db,
  userId,
  id,
  url,
}: {
  db: PrismaClient;
  userId: string;
  id?: string;
  url?: string;
}): Promise<boolean> {
  const { count } = await db.savedSource.deleteMany({ where: { userId, ...(id ? { id } : { url }) } });
  return count > 0;
}
