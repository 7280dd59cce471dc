import "server-only";
import { ApiError } from "@/lib/api/errors";
import { isSerializationFailure, isUniqueViolation } from "@/lib/db-errors";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { isVerdict, type Verdict } from "@/lib/fact-check/verdict";
import { MAX_FOLLOWED_CLAIMS } from "@/lib/follow/policy";
import type { FollowedClaimRecord, FollowList, VerdictChangeRecord } from "@/lib/follow/types";

/**
 * Following checks: an account follows a stored check (its own, or one no account owns, as any
 * permalink), which turns the check's `monitored` on while anyone follows it. A check another
 * account owns is "not found", exactly as one that does not exist.
 */

type ChangeRow = {
  id: string;
  oldVerdict: string;
  oldConfidence: number;
  newVerdict: string;
  newConfidence: number;
  resultId: string;
  changedAt: Date;
};

const verdictOf = (value: string): Verdict => (isVerdict(value) ? value : "UNCLEAR");

export const toChangeRecord = (row: ChangeRow): VerdictChangeRecord => ({
  id: row.id,
  oldVerdict: verdictOf(row.oldVerdict),
  oldConfidence: row.oldConfidence,
  newVerdict: verdictOf(row.newVerdict),
  newConfidence: row.newConfidence,
  resultId: row.resultId,
  changedAt: row.changedAt.toISOString(),
});

/** The columns of a verdict change that the follow list and the feed read. */
export const changeFields = {
  id: true,
  oldVerdict: true,
  oldConfidence: true,
  newVerdict: true,
  newConfidence: true,
  resultId: true,
  changedAt: true,
} as const;

/** A check the account may see: its own, or one no account owns. */
async function visibleCheck(db: PrismaClient, userId: string, checkId: string) {
  const row = await db.factCheckQuery.findUnique({
    where: { id: checkId },
    select: {
      id: true,
      userId: true,
      query: true,
      normalizedQuery: true,
      verdict: true,
      confidence: true,
      mode: true,
      timeWindow: true,
      region: true,
      language: true,
      expiresAt: true,
    },
  });
  if (!row || (row.userId !== null && row.userId !== userId) || !row.verdict) return null;
  return row;
}

async function toRecords(
  db: PrismaClient,
  rows: {
    id: string;
    checkId: string;
    query: string;
    verdict: string;
    confidence: number;
    createdAt: Date;
    lastCheckedAt: Date | null;
    dueAt: Date;
  }[],
): Promise<FollowedClaimRecord[]> {
  if (rows.length === 0) return [];
  const changes = await db.verdictChange.findMany({
    where: { followedClaimId: { in: rows.map((row) => row.id) } },
    orderBy: [{ changedAt: "desc" }, { id: "desc" }],
    select: { ...changeFields, followedClaimId: true },
  });
  const latest = new Map<string, ChangeRow>();
  for (const change of changes) if (!latest.has(change.followedClaimId)) latest.set(change.followedClaimId, change);
  return rows.map((row) => {
    const change = latest.get(row.id);
    return {
      checkId: row.checkId,
      query: row.query,
      verdict: verdictOf(row.verdict),
      confidence: row.confidence,
      followedAt: row.createdAt.toISOString(),
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      dueAt: row.dueAt.toISOString(),
      lastChange: change ? toChangeRecord(change) : null,
    };
  });
}

const followFields = {
  id: true,
  checkId: true,
  query: true,
  verdict: true,
  confidence: true,
  createdAt: true,
  lastCheckedAt: true,
  dueAt: true,
} as const;

/** The account's followed claims, newest first, each with its latest change. */
export async function listFollowedClaims({ db, userId }: { db: PrismaClient; userId: string }): Promise<FollowList> {
  const rows = await db.followedClaim.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: followFields,
  });
  return { items: await toRecords(db, rows), limit: MAX_FOLLOWED_CLAIMS };
}

/**
 * Follows a check: 404 when the account may not see it, 409 past MAX_FOLLOWED_CLAIMS. Following
 * again is a no-op that answers the existing follow. The next re-check is due when the check's
 * answer expires.
 */
export async function followCheck({
  db,
  userId,
  checkId,
  now = new Date(),
}: {
  db: PrismaClient;
  userId: string;
  checkId: string;
  now?: Date;
}): Promise<{ item: FollowedClaimRecord; created: boolean }> {
  const check = await visibleCheck(db, userId, checkId);
  if (!check) throw new ApiError("not_found", "No such check", "checkId");
  const existing = await db.followedClaim.findUnique({ where: { userId_checkId: { userId, checkId } }, select: followFields });
  if (existing) return { item: (await toRecords(db, [existing]))[0], created: false };
  const { timeWindow, region, language, expiresAt: expires } = check;
  const data = {
    userId,
    checkId,
    query: check.query,
    normalizedQuery: check.normalizedQuery,
    mode: check.mode ?? "fast",
    // Only the filters the check records: the re-check fills in the defaults for the rest.
    filters: { ...(timeWindow && { timeWindow }), ...(region && { region }), ...(language && { language }) },
    verdict: check.verdict!,
    confidence: check.confidence ?? 0,
    // An answer served from the cache "expires" when it was served: due at once, and the
    // re-check then finds the computed answer it came from, still fresh, at no cost.
    dueAt: expires && expires > now ? expires : now,
  };
  try {
    const row = await inSerializableTransaction(db, async (tx) => {
      // Counted inside the transaction: two follows at once cannot both take the last place.
      if ((await tx.followedClaim.count({ where: { userId } })) >= MAX_FOLLOWED_CLAIMS) {
        throw new ApiError("limit_reached", `An account can follow up to ${MAX_FOLLOWED_CLAIMS} claims. Unfollow one first.`, "checkId");
      }
      const created = await tx.followedClaim.create({ data, select: followFields });
      await tx.factCheckQuery.update({ where: { id: checkId }, data: { monitored: true } });
      return created;
    });
    return { item: (await toRecords(db, [row]))[0], created: true };
  } catch (error) {
    // The same account followed it at the same moment (another tab): answer that follow.
    if (!isUniqueViolation(error)) throw error;
    const raced = await db.followedClaim.findUniqueOrThrow({ where: { userId_checkId: { userId, checkId } }, select: followFields });
    return { item: (await toRecords(db, [raced]))[0], created: false };
  }
}

const SERIALIZATION_RETRIES = 5;

/**
 * A transaction that sees no concurrent write it depends on (PostgreSQL's SERIALIZABLE; SQLite
 * runs one write transaction at a time anyway). A transaction that lost a race to another
 * (lib/db-errors.ts) runs again and sees that other's work; one that lost every time answers 503
 * `server_busy` with Retry-After, not a 500 (nothing was written).
 */
async function inSerializableTransaction<T>(db: PrismaClient, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.$transaction(work, { isolationLevel: "Serializable" });
    } catch (error) {
      if (!isSerializationFailure(error)) throw error;
      if (attempt >= SERIALIZATION_RETRIES) throw new ApiError("server_busy", undefined, undefined, 1);
    }
  }
}

/** Unfollows: false when the account does not follow that check. `monitored` goes off with the last follower. */
export async function unfollowCheck({ db, userId, checkId }: { db: PrismaClient; userId: string; checkId: string }): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.followedClaim.deleteMany({ where: { userId, checkId } });
    if (count === 0) return false;
    if ((await tx.followedClaim.count({ where: { checkId } })) === 0) {
      await tx.factCheckQuery.updateMany({ where: { id: checkId }, data: { monitored: false } });
    }
    return true;
  });
}

/** For the history: the newest change (null when none) of each of these checks the account follows; those it does not follow are absent. */
export async function latestChangesByCheck({
  db,
  userId,
  checkIds,
}: {
  db: PrismaClient;
  userId: string;
  checkIds: string[];
}): Promise<Map<string, { lastChange: VerdictChangeRecord | null }>> {
  const rows = checkIds.length
    ? await db.followedClaim.findMany({ where: { userId, checkId: { in: checkIds } }, select: followFields })
    : [];
  const records = await toRecords(db, rows);
  return new Map(records.map((record) => [record.checkId, { lastChange: record.lastChange }]));
}
