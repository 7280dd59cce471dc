import type { PrismaClient } from "@/lib/generated/prisma/client";
import { normalizeRating } from "@/lib/fact-check/rating";
import type { ClaimReviewRecord } from "@/lib/knowledge-base/record";
import { normalizeClaimText } from "@/lib/knowledge-base/text";

export type ImportCounts = { imported: number; updated: number; unchanged: number };
export type ClaimReviewOrigin = "starter" | "import" | "google";

const BATCH = 500;

function toRow(record: ClaimReviewRecord, origin: ClaimReviewOrigin) {
  const rating = normalizeRating(record.textualRating);
  return {
    claimText: record.claimText,
    normalizedClaim: normalizeClaimText(record.claimText),
    claimant: record.claimant ?? null,
    claimDate: record.claimDate ?? null,
    publisherName: record.publisherName,
    publisherSite: record.publisherSite ?? null,
    reviewUrl: record.reviewUrl,
    title: record.title ?? null,
    reviewDate: record.reviewDate ?? null,
    textualRating: record.textualRating,
    verdict: rating.verdict,
    language: record.language,
    category: record.category ?? null,
    summary: record.summary ?? null,
    origin,
  };
}

type Row = ReturnType<typeof toRow>;
const compared = ["claimText", "claimant", "claimDate", "publisherName", "publisherSite", "title", "reviewDate", "textualRating", "verdict", "language", "category", "summary"] as const;

function sameContent(existing: Record<string, unknown>, row: Row): boolean {
  return compared.every((field) => {
    const a = existing[field];
    const b = row[field];
    if (a instanceof Date || b instanceof Date) return (a as Date | null)?.getTime() === (b as Date | null)?.getTime();
    return (a ?? null) === (b ?? null);
  });
}

/**
 * Upserts fact-checks: the same review URL and claim updates the stored record, anything
 * else is added. The knowledge-base index picks changes up by `updatedAt`.
 */
export async function upsertClaimReviews(db: PrismaClient, records: ClaimReviewRecord[], origin: ClaimReviewOrigin): Promise<ImportCounts> {
  const counts: ImportCounts = { imported: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < records.length; start += BATCH) {
    // Later duplicates within one input win, as they would one by one.
    const rows = new Map<string, Row>();
    for (const record of records.slice(start, start + BATCH)) {
      const row = toRow(record, origin);
      rows.set(`${row.reviewUrl}\n${row.normalizedClaim}`, row);
    }
    const existing = await db.claimReview.findMany({ where: { reviewUrl: { in: [...new Set([...rows.values()].map((row) => row.reviewUrl))] } } });
    const byKey = new Map(existing.map((row) => [`${row.reviewUrl}\n${row.normalizedClaim}`, row]));
    const creates: Row[] = [];
    const updates: Array<{ id: string; row: Row }> = [];
    for (const [key, row] of rows) {
      const found = byKey.get(key);
      if (!found) creates.push(row);
      else if (sameContent(found, row)) counts.unchanged += 1;
      else updates.push({ id: found.id, row: { ...row, origin: found.origin as ClaimReviewOrigin } });
    }
    await db.$transaction([
      ...(creates.length ? [db.claimReview.createMany({ data: creates })] : []),
      ...updates.map(({ id, row }) => db.claimReview.update({ where: { id }, data: row })),
    ]);
    counts.imported += creates.length;
    counts.updated += updates.length;
  }
  return counts;
}
