import "server-only";
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";
import { sha256Hex } from "@/lib/security/hash";
import { FEED_ENTRIES } from "@/lib/follow/policy";
import { changeFields, toChangeRecord } from "@/lib/follow/follows";
import type { FeedTokenStatus, VerdictChangeRecord } from "@/lib/follow/types";
import { describeChange } from "@/lib/follow/describe";

/**
 * Each account's private Atom feed of its followed claims' changes, at /api/feeds/{token}. The
 * token is `ff_` and 32 random bytes in base64url (256 bits: its plain SHA-256 is stored, as API
 * keys are); it is shown once, re-created (replacing the old one) or revoked from Settings.
 */

const TOKEN_PATTERN = /^ff_[A-Za-z0-9_-]{43}$/;

export const generateFeedToken = () => "ff_" + randomBytes(32).toString("base64url");
export const hashFeedToken = (token: string): string => sha256Hex(token);
export const looksLikeFeedToken = (value: string) => TOKEN_PATTERN.test(value);

/** Makes the account's feed token, replacing any it had (whose URL stops working). */
export async function createFeedToken({
  db,
  userId,
}: {
  db: PrismaClient;
  userId: string;
}): Promise<{ token: string; status: FeedTokenStatus }> {
  const token = generateFeedToken();
  const tokenHash = hashFeedToken(token);
  const row = await db.feedToken.upsert({
    where: { userId },
    create: { userId, tokenHash },
    update: { tokenHash, createdAt: new Date() },
    select: { createdAt: true },
  });
  return { token, status: { active: true, createdAt: row.createdAt.toISOString() } };
}

export async function feedTokenStatus({ db, userId }: { db: PrismaClient; userId: string }): Promise<FeedTokenStatus> {
  const row = await db.feedToken.findUnique({ where: { userId }, select: { createdAt: true } });
  return { active: !!row, createdAt: row?.createdAt.toISOString() ?? null };
}

/** Revokes the account's token; false when it had none. */
export async function revokeFeedToken({ db, userId }: { db: PrismaClient; userId: string }): Promise<boolean> {
  const { count } = await db.feedToken.deleteMany({ where: { userId } });
  return count > 0;
}

/** The account a presented token belongs to, or null (malformed, unknown or revoked: all alike). */
export async function resolveFeedToken({ db, token }: { db: PrismaClient; token: string }): Promise<string | null> {
  if (!looksLikeFeedToken(token)) return null;
  const row = await db.feedToken.findUnique({ where: { tokenHash: hashFeedToken(token) }, select: { userId: true } });
  return row?.userId ?? null;
}

/** Text for XML character data and attribute values; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      "",
    )
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A change of one of the account's followed claims, with the claim's text. */
export type FeedEntry = VerdictChangeRecord & { claim: string };

/**
 * The Atom 1.0 document: one entry per change, newest first. Ids are tag: URIs that never change;
 * `updated` is the newest change (or `now` with none); each entry links to the new result.
 */
export function buildAtomFeed({
  origin,
  userId,
  entries,
  now,
}: {
  origin: string;
  userId: string;
  entries: FeedEntry[];
  now: Date;
}): string {
  const updated = entries[0]?.changedAt ?? now.toISOString();
  const idDate = "2026";
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    `  <title>Factlens: changes to the claims you follow</title>`,
    `  <subtitle>A re-check of a claim you follow gave another verdict or confidence.</subtitle>`,
    `  <id>tag:factlens,${idDate}:feed:${escapeXml(userId)}</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>Factlens</name></author>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/settings`)}"/>`,
    `  <generator>Factlens</generator>`,
  ];
  for (const entry of entries) {
    const change = describeChange(entry);
    const summary = `${change} (confidence ${entry.oldConfidence}% → ${entry.newConfidence}%) for the claim: ${entry.claim}`;
    lines.push(
      `  <entry>`,
      `    <title>${escapeXml(`${change}: ${entry.claim}`)}</title>`,
      `    <id>tag:factlens,${idDate}:change:${escapeXml(entry.id)}</id>`,
      `    <updated>${entry.changedAt}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/check/${encodeURIComponent(entry.resultId)}`)}"/>`,
      `    <summary type="text">${escapeXml(summary)}</summary>`,
      `  </entry>`,
    );
  }
  lines.push(`</feed>`, ``);
  return lines.join("\n");
}

/** The account's newest changes, as feed entries. */
export async function feedEntries({ db, userId }: { db: PrismaClient; userId: string }): Promise<FeedEntry[]> {
  const rows = await db.verdictChange.findMany({
    where: { userId },
    orderBy: [{ changedAt: "desc" }, { id: "desc" }],
    take: FEED_ENTRIES,
    select: { ...changeFields, followedClaim: { select: { query: true } } },
  });
  return rows.map(({ followedClaim, ...row }) => ({ ...toChangeRecord(row), claim: followedClaim.query }));
}
