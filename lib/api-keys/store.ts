import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { PrismaClient } from "@/generated/prisma/client";
import { generateApiKey, hashApiKey, isApiKeyTier, keyPrefix, looksLikeApiKey, type ApiKeyTier } from "@/lib/api-keys/keys";
import type { ApiKeyRecord } from "@/lib/api/schemas/api-keys";
import { logger } from "@/lib/logger";

/** API key queries, with the database passed in. */

/** How many live keys one account may hold. */
export const MAX_API_KEYS_PER_USER = 20;

/** lastUsedAt is written at most this often per key, so busy keys do not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

type Row = { id: string; name: string; prefix: string; tier: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };

/** A stored tier this version does not know (edited by hand, or from a later one) counts as Free. */
const tierOf = (stored: string): ApiKeyTier => (isApiKeyTier(stored) ? stored : "free");

const toRecord = (row: Row): ApiKeyRecord => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  tier: tierOf(row.tier),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const recordFields = { id: true, name: true, prefix: true, tier: true, createdAt: true, lastUsedAt: true, revokedAt: true } as const;

/** Makes a key for the account; the key comes back here once and is never stored. */
export async function createApiKey({
  db,
  userId,
  tier,
  name = "",
}: {
  db: PrismaClient;
  userId: string;
  tier: ApiKeyTier;
  name?: string;
}): Promise<{ key: string; record: ApiKeyRecord }> {
  if ((await db.apiKey.count({ where: { userId, revokedAt: null } })) >= MAX_API_KEYS_PER_USER) {
    throw new ApiError("validation_error", `An account can hold up to ${MAX_API_KEYS_PER_USER} active API keys. Revoke one first.`, "body");
  }
  const key = generateApiKey();
  const row = await db.apiKey.create({
    data: { userId, name, tier, keyHash: hashApiKey(key), prefix: keyPrefix(key) },
    select: recordFields,
  });
  return { key, record: toRecord(row) };
}

/** The account's keys, newest first, revoked ones included (marked). */
export async function listApiKeys({ db, userId }: { db: PrismaClient; userId: string }): Promise<ApiKeyRecord[]> {
  const rows = await db.apiKey.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: recordFields });
  return rows.map(toRecord);
}

/** Revokes one of the account's keys; null when the account has no such key. Revoking twice keeps the first time. */
export async function revokeApiKey({
  db,
  userId,
  id,
  now = new Date(),
}: {
  db: PrismaClient;
  userId?: string;
  id: string;
  now?: Date;
}): Promise<ApiKeyRecord | null> {
  const existing = await db.apiKey.findFirst({ where: { id, ...(userId ? { userId } : {}) }, select: recordFields });
  if (!existing) return null;
  if (existing.revokedAt) return toRecord(existing);
  return toRecord(await db.apiKey.update({ where: { id }, data: { revokedAt: now }, select: recordFields }));
}

/** A valid key names its owning account (`accountId`): the tier's daily allowance is counted per account, across its keys. */
export type ApiKeyResolution =
  { status: "valid"; keyId: string; tier: ApiKeyTier; accountId: string | null } | { status: "unknown" } | { status: "revoked" };

/** Starts a write the request does not wait for; a failure is only logged. */
function inBackground(write: Promise<unknown>): void {
  write.catch((error) => logger.warn({ error }, "API key last use not recorded"));
}

/**
 * What a presented key is: valid (and its tier), unknown, or revoked. One read per request: a
 * valid key's lastUsedAt moves to `now` only when it is a minute old or more, and that write
 * runs in `background` (by default, not awaited), off the path of the request being checked.
 */
export async function resolveApiKey({
  db,
  key,
  now = new Date(),
  background = inBackground,
}: {
  db: PrismaClient;
  key: string;
  now?: Date;
  background?: (write: Promise<unknown>) => void;
}): Promise<ApiKeyResolution> {
  if (!looksLikeApiKey(key)) return { status: "unknown" };
  const row = await db.apiKey.findUnique({
    where: { keyHash: hashApiKey(key) },
    select: { id: true, userId: true, tier: true, revokedAt: true, lastUsedAt: true },
  });
  if (!row) return { status: "unknown" };
  if (row.revokedAt) return { status: "revoked" };
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    background(
      db.apiKey.updateMany({ where: { id: row.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] }, data: { lastUsedAt: now } }),
    );
  }
  return { status: "valid", keyId: row.id, tier: tierOf(row.tier), accountId: row.userId ?? null };
}
