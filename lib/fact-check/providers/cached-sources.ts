import type { PrismaClient } from "@/generated/prisma/client";
import { ClaimIndex } from "@/lib/knowledge-base/claim-index";
import { withinTimeWindow } from "@/lib/fact-check/filters";
import type { EvidenceItem, ProviderContext, WebEvidenceProvider } from "@/lib/fact-check/providers/types";
import type { Source } from "@/lib/fact-check/types";

/** Candidates scored per search: an earlier check of the same claim is nearly always among the first few retrieved. */
const SCORED_CANDIDATES = 5;

/**
 * Web evidence from sources cached by earlier checks: the sources cited for earlier claims
 * that assert the same thing, read back from sources_cache. Earlier checks are found through
 * the same claim matcher as the knowledge base, on an index kept in step by `createdAt`.
 */
export class CachedSourcesProvider implements WebEvidenceProvider {
  readonly name = "cached-sources";
  private readonly index = new ClaimIndex();
  private syncedThrough = new Date(0);
  private loading: Promise<void> | null = null;

  constructor(private readonly db: PrismaClient) {}

  private async pull(): Promise<void> {
    const rows = await this.db.factCheckQuery.findMany({
      where: { cached: false, createdAt: { gte: this.syncedThrough } },
      select: { normalizedQuery: true, query: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    });
    for (const row of rows) {
      this.index.upsert({ id: row.normalizedQuery, text: row.query });
      if (row.createdAt > this.syncedThrough) this.syncedThrough = row.createdAt;
    }
  }

  async findEvidence(context: ProviderContext): Promise<EvidenceItem[]> {
    this.loading ??= this.pull();
    await this.loading;
    await this.pull();
    // Only earlier checks of the same claim lend their sources; a related claim's sources are about
    // something else. A match is among the first few candidates retrieved, so only those are scored.
    const hits = this.index.search(context.claim, { limit: 3, related: false, scored: SCORED_CANDIDATES });
    if (hits.length === 0) return [];
    const checks = await this.db.factCheckQuery.findMany({
      where: { normalizedQuery: { in: hits.map((hit) => hit.id) }, cached: false },
      orderBy: { createdAt: "desc" },
      select: { normalizedQuery: true, sources: true },
      take: 10,
    });
    const scoreOf = new Map(hits.map((hit) => [hit.id, hit.score]));
    const cited = new Map<string, { source: Source; score: number }>();
    for (const check of checks) {
      for (const source of (check.sources as Source[] | null) ?? []) {
        const score = (scoreOf.get(check.normalizedQuery) ?? 0) * (source.relevance / 100);
        if (!cited.has(source.url) || cited.get(source.url)!.score < score) cited.set(source.url, { source, score });
      }
    }
    if (cited.size === 0) return [];
    const cachedRows = await this.db.sourceCache.findMany({ where: { url: { in: [...cited.keys()] } } });
    return cachedRows
      .filter((row) => withinTimeWindow(row.publishDate, context.filters.timeWindow, context.now))
      .map((row) => {
        const { source, score } = cited.get(row.url)!;
        return {
          url: row.url,
          title: row.title,
          outlet: row.outlet,
          snippet: row.excerpt ?? source.excerpt,
          publishDate: row.publishDate ?? undefined,
          stance: source.stance,
          relevance: score,
          provider: this.name,
        };
      })
      .sort((a, b) => b.relevance - a.relevance)
      .slice(0, context.maxSources);
  }
}
