import { isUniqueViolation } from "@/lib/db-errors";
import type { PrismaClient } from "@/generated/prisma/client";
import { normalizeRating } from "@/lib/fact-check/rating";
import type { ClaimReviewRecord } from "@/lib/knowledge-base/record";
import type { ClaimReviewStore } from "@/lib/knowledge-base/store";
import { UniqueViolation } from "@/lib/knowledge-base/store";
import type { StreamedItem } from "@/lib/knowledge-base/stream";
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
/** A record as a `claim_reviews` row (without id and timestamps). */
export type ClaimReviewRow = Row;
/** A stored row as far as an import compares it. */
export type StoredClaimReviewRow = { id: string; reviewUrl: string; normalizedClaim: string; origin: string } & {
  [field in keyof Row]?: unknown;
};
const compared = [
  "claimText",
  "claimant",
  "claimDate",
  "publisherName",
  "publisherSite",
  "title",
  "reviewDate",
  "textualRating",
  "verdict",
  "language",
  "category",
  "summary",
] as const;

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
 * else is added. Each batch of `BATCH` records is one short transaction, so readers and other
 * writers get their turn between batches. The knowledge-base index picks changes up by `updatedAt`.
 */
export async function upsertClaimReviews(
  db: PrismaClient,
  records: ClaimReviewRecord[],
  origin: ClaimReviewOrigin,
  batchSize = BATCH,
): Promise<ImportCounts> {
  const counts: ImportCounts = { imported: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < records.length; start += batchSize) {
    const batch = await upsertBatch(db, records.slice(start, start + batchSize), origin);
    counts.imported += batch.imported;
    counts.updated += batch.updated;
    counts.unchanged += batch.unchanged;
  }
  return counts;
}

/**
 * One batch in one transaction. The stored rows are read first, outside the transaction; when
 * another writer adds one of the same records in between, the insert breaks the unique key, the
 * whole transaction rolls back and the batch is read and written again.
 */
type Plan = { counts: ImportCounts; creates: Row[]; updates: Array<{ id: string; row: Row }> };

/** What a batch changes, given the stored rows of its review URLs. */
function plan(rows: Map<string, Row>, existing: StoredClaimReviewRow[]): Plan {
  const counts: ImportCounts = { imported: 0, updated: 0, unchanged: 0 };
  const byKey = new Map(existing.map((row) => [`${row.reviewUrl}\n${row.normalizedClaim}`, row]));
  const creates: Row[] = [];
  const updates: Array<{ id: string; row: Row }> = [];
  for (const [key, row] of rows) {
    const found = byKey.get(key);
    if (!found) creates.push(row);
    else if (sameContent(found, row)) counts.unchanged += 1;
    else updates.push({ id: found.id, row: { ...row, origin: found.origin as ClaimReviewOrigin } });
  }
  counts.imported = creates.length;
  counts.updated = updates.length;
  return { counts, creates, updates };
}

function rowsOf(records: ClaimReviewRecord[], origin: ClaimReviewOrigin): Map<string, Row> {
  // Later duplicates within one input win, as they would one by one.
  const rows = new Map<string, Row>();
  for (const record of records) {
    const row = toRow(record, origin);
    rows.set(`${row.reviewUrl}\n${row.normalizedClaim}`, row);
  }
  return rows;
}

const urlsOf = (rows: Map<string, Row>) => [...new Set([...rows.values()].map((row) => row.reviewUrl))];
const ATTEMPTS = 3;

/**
 * One batch in one transaction. The stored rows are read first, outside the transaction; when
 * another writer adds one of the same records in between, the insert breaks the unique key, the
 * whole transaction rolls back and the batch is read and written again.
 */
async function upsertBatch(db: PrismaClient, records: ClaimReviewRecord[], origin: ClaimReviewOrigin, attempt = 1): Promise<ImportCounts> {
  const rows = rowsOf(records, origin);
  const existing = await db.claimReview.findMany({ where: { reviewUrl: { in: urlsOf(rows) } } });
  const { counts, creates, updates } = plan(rows, existing);
  if (creates.length === 0 && updates.length === 0) return counts;
  try {
    await db.$transaction([
      ...(creates.length ? [db.claimReview.createMany({ data: creates })] : []),
      ...updates.map(({ id, row }) => db.claimReview.update({ where: { id }, data: row })),
    ]);
  } catch (error) {
    if (isUniqueViolation(error) && attempt < ATTEMPTS) return upsertBatch(db, records, origin, attempt + 1);
    throw error;
  }
  return counts;
}

/** The same as `upsertBatch`, through a driver-level store (bulk imports). */
async function storeBatch(
  store: ClaimReviewStore,
  records: ClaimReviewRecord[],
  origin: ClaimReviewOrigin,
  attempt = 1,
): Promise<ImportCounts> {
  const rows = rowsOf(records, origin);
  const { counts, creates, updates } = plan(rows, await store.findByReviewUrls(urlsOf(rows)));
  if (creates.length === 0 && updates.length === 0) return counts;
  try {
    await store.write(creates, updates);
  } catch (error) {
    if (error instanceof UniqueViolation && attempt < ATTEMPTS) return storeBatch(store, records, origin, attempt + 1);
    throw error;
  }
  return counts;
}

export type StreamImportCounts = ImportCounts & { skipped: number; read: number };
export type StreamImportOptions = {
  origin?: ClaimReviewOrigin;
  /** Records per transaction. */
  batchSize?: number;
  /** A record that was skipped: its number in the input (1-based, records and skips counted), where and why. */
  onSkip?: (skip: { number: number; where: string; reason: string }) => void;
  /** After each batch is stored: the counts so far. */
  onBatch?: (counts: StreamImportCounts) => void;
};

/**
 * Imports a stream of read records (`readClaimReviews`) batch by batch: at most one batch is
 * held in memory, and each is stored in its own transaction as soon as it is full.
 */
export async function importClaimReviews(
  store: ClaimReviewStore,
  items: AsyncIterable<StreamedItem>,
  options: StreamImportOptions = {},
): Promise<StreamImportCounts> {
  const { origin = "import", batchSize = 1000, onSkip, onBatch } = options;
  const counts: StreamImportCounts = { imported: 0, updated: 0, unchanged: 0, skipped: 0, read: 0 };
  let batch: ClaimReviewRecord[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const stored = await storeBatch(store, batch, origin);
    batch = [];
    counts.imported += stored.imported;
    counts.updated += stored.updated;
    counts.unchanged += stored.unchanged;
    onBatch?.({ ...counts });
  };
  for await (const item of items) {
    counts.read += 1;
    if (item.kind === "skip") {
      counts.skipped += 1;
      onSkip?.({ number: counts.read, where: item.where, reason: item.reason });
      continue;
    }
    batch.push(item.record);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return counts;
}
