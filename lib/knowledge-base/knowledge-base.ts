import type { ClaimReview, PrismaClient } from "@/generated/prisma/client";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { ClaimIndex, type ClaimHit, type IndexedClaim } from "@/lib/knowledge-base/claim-index";
import type { ClaimDifferences, MatchFeatures } from "@/lib/knowledge-base/match-features";

export type StoredClaimReview = ClaimReview;
/** A stored review of a matching, suggested or related claim, with P(same claim) of that claim and what differs. */
export type KnowledgeBaseMatch = {
  review: StoredClaimReview;
  score: number;
  band: ClaimHit["band"];
  differences?: ClaimDifferences;
  /** The pair's features as the scorer saw them. */
  features?: MatchFeatures;
};

/** Claims indexed between two turns of the event loop when a pull brings many. */
const PULL_SLICE = 1_000;

type Options = {
  /** How often, at most, a search first picks up records changed by other processes. */
  syncIntervalMs?: number;
  /**
   * How far behind the newest `updatedAt` seen each pull looks again. A row's `updatedAt` is
   * stamped before its transaction commits, so a batch can become visible after rows stamped
   * later (another writer, PostgreSQL's concurrent commits): without the overlap such a batch
   * would never reach the index. Rows already indexed at the same `updatedAt` are passed over.
   */
  syncOverlapMs?: number;
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
  private pulling: Promise<void> | null = null;
  private syncedThrough = new Date(0);
  private lastSync = 0;
  private readonly syncIntervalMs: number;
  private readonly syncOverlapMs: number;
  /** Rows indexed within the overlap: id → updatedAt (ms). */
  private readonly recent = new Map<string, number>();
  private readonly now: () => number;

  constructor(
    private readonly db: PrismaClient,
    options: Options = {},
  ) {
    this.syncIntervalMs = options.syncIntervalMs ?? 5_000;
    this.syncOverlapMs = options.syncOverlapMs ?? 5_000;
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
    await this.pulling;
    await this.pull();
  }

  /** One pull at a time: a pull under way is shared. */
  private pull(): Promise<void> {
    this.pulling ??= this.pullChanges(false).finally(() => (this.pulling = null));
    return this.pulling;
  }

  private async pullChanges(initial: boolean): Promise<void> {
    const startedAt = this.now();
    const since = new Date(this.syncedThrough.getTime() - this.syncOverlapMs);
    const rows = await this.db.claimReview.findMany({
      where: initial ? undefined : { updatedAt: { gte: since } },
      select: { id: true, normalizedClaim: true, claimText: true, claimant: true, updatedAt: true },
      orderBy: { updatedAt: "asc" },
    });
    const claims = new Map<string, IndexedClaim>();
    for (const row of rows) {
      const stamp = row.updatedAt.getTime();
      if (this.recent.get(row.id) === stamp) continue;
      this.recent.set(row.id, stamp);
      claims.set(row.normalizedClaim, {
        id: row.normalizedClaim,
        text: row.claimText,
        ...(row.claimant ? { claimant: row.claimant } : {}),
      });
      if (row.updatedAt > this.syncedThrough) this.syncedThrough = row.updatedAt;
    }
    const horizon = this.syncedThrough.getTime() - this.syncOverlapMs;
    for (const [id, stamp] of this.recent) if (stamp < horizon) this.recent.delete(id);
    const entries = [...claims.values()];
    if (initial) this.index.add(entries);
    else {
      // A large import arrives all at once: index it in slices, letting the server answer other
      // requests in between (their searches use the index as it stands).
      for (let start = 0; start < entries.length; start += PULL_SLICE) {
        if (start > 0) await yieldToEventLoop();
        for (const entry of entries.slice(start, start + PULL_SLICE)) this.index.upsert(entry);
      }
    }
    this.lastSync = startedAt;
  }

  /** Stored fact-checks of claims that match the query or are related to it, best first. */
  async search(query: string, { limit = 5 }: { limit?: number } = {}): Promise<KnowledgeBaseMatch[]> {
    await this.load();
    // The search that finds the index due waits for the pull; searches meanwhile do not.
    if (!this.pulling && this.now() - this.lastSync >= this.syncIntervalMs) await this.pull();
    const hits = this.index.search(query, { limit });
    if (hits.length === 0) return [];
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    const reviews = await this.db.claimReview.findMany({ where: { normalizedClaim: { in: [...byId.keys()] } } });
    return reviews
      .map((review) => {
        const hit = byId.get(review.normalizedClaim);
        return {
          review,
          score: hit?.score ?? 0,
          band: hit?.band ?? "related",
          ...(hit?.differences && hit.band !== "match" ? { differences: hit.differences } : {}),
          ...(hit?.features ? { features: hit.features } : {}),
        };
      })
      .sort((a, b) => b.score - a.score || (b.review.reviewDate?.getTime() ?? 0) - (a.review.reviewDate?.getTime() ?? 0));
  }
}
