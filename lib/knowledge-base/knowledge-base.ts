import type { ClaimReview, PrismaClient } from "@/lib/generated/prisma/client";
import { ClaimIndex } from "@/lib/knowledge-base/claim-index";

export type StoredClaimReview = ClaimReview;
export type KnowledgeBaseMatch = { review: StoredClaimReview; score: number };

type Options = {
  /** How often, at most, a search first picks up records changed by other processes. */
  syncIntervalMs?: number;
  now?: () => number;
};

/**
 * The local knowledge base: published fact-checks in the database, searched through an
 * in-process index that is built once and then kept in step by `updatedAt`, so a search
 * never scans the table. One index entry per distinct claim; a match returns every review
 * of that claim.
 */
export class KnowledgeBase {
  private readonly index = new ClaimIndex();
  private loading: Promise<void> | null = null;
  private syncedThrough = new Date(0);
  private lastSync = 0;
  private readonly syncIntervalMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: PrismaClient,
    options: Options = {},
  ) {
    this.syncIntervalMs = options.syncIntervalMs ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.index.size;
  }

  /** Builds the index on first use; later calls wait for the same build. */
  load(): Promise<void> {
    this.loading ??= this.pullChanges(true);
    return this.loading;
  }

  /** Adds records changed since the last pull. */
  async sync(): Promise<void> {
    await this.load();
    await this.pullChanges(false);
  }

  private async pullChanges(initial: boolean): Promise<void> {
    const startedAt = this.now();
    const rows = await this.db.claimReview.findMany({
      where: initial ? undefined : { updatedAt: { gte: this.syncedThrough } },
      select: { normalizedClaim: true, claimText: true, updatedAt: true },
      orderBy: { updatedAt: "asc" },
    });
    const claims = new Map<string, string>();
    for (const row of rows) {
      claims.set(row.normalizedClaim, row.claimText);
      if (row.updatedAt > this.syncedThrough) this.syncedThrough = row.updatedAt;
    }
    const entries = [...claims].map(([id, text]) => ({ id, text }));
    if (initial) this.index.add(entries);
    else for (const entry of entries) this.index.upsert(entry);
    this.lastSync = startedAt;
  }

  /** Stored fact-checks of claims that assert the same thing as the query, best first. */
  async search(query: string, { limit = 5 }: { limit?: number } = {}): Promise<KnowledgeBaseMatch[]> {
    await this.load();
    if (this.now() - this.lastSync >= this.syncIntervalMs) await this.pullChanges(false);
    const hits = this.index.search(query, { limit });
    if (hits.length === 0) return [];
    const scores = new Map(hits.map((hit) => [hit.id, hit.score]));
    const reviews = await this.db.claimReview.findMany({ where: { normalizedClaim: { in: [...scores.keys()] } } });
    return reviews
      .map((review) => ({ review, score: scores.get(review.normalizedClaim) ?? 0 }))
      .sort((a, b) => b.score - a.score || (b.review.reviewDate?.getTime() ?? 0) - (a.review.reviewDate?.getTime() ?? 0));
  }
}
