import type { PrismaClient } from "@/generated/prisma/client";
import { RecentMap } from "@/lib/cache/recent-map";
import { readRelatedFactChecks, readSuggestedFactCheck } from "@/lib/fact-check/related";
import type { MatchingRecord } from "@/lib/fact-check/matching-record";
import { credibilityFields } from "@/lib/fact-check/credibility";
import { earliestClaimDate } from "@/lib/fact-check/evidence-dates";
import type {
  CheckFilters,
  CheckMode,
  FactCheckResult,
  MatchPath,
  RelatedFactCheck,
  Source,
  SuggestedFactCheck,
} from "@/lib/fact-check/types";
import { MATCH_PATHS } from "@/lib/fact-check/types";

/**
 * Where checks are kept: every check is a row of fact_check_queries (answers served from
 * the cache too, flagged `cached`), and every cited source is upserted into sources_cache.
 */
export interface CheckStore {
  /** The newest fresh, computed result for the same claim, mode and filters. */
  findFresh(input: {
    normalizedQuery: string;
    mode: CheckMode;
    filters: CheckFilters;
    now: Date;
    maxAgeMs: number;
  }): Promise<FactCheckResult | null>;
  /**
   * The id of the newest row this client stored for the same claim, mode and filters since
   * `since` (cached or computed): a repeat of a cached answer reuses it rather than adding one.
   */
  findRepeat(input: {
    normalizedQuery: string;
    mode: CheckMode;
    filters: CheckFilters;
    clientFingerprint: string;
    since: Date;
    /**
     * The asking client's owner keys: a row is reused only when it is theirs too (another device
     * on the same address gets a row of its own, which it alone may confirm).
     */
    ownerKeys?: string[];
  }): Promise<string | null>;
  save(input: {
    result: Omit<FactCheckResult, "id">;
    normalizedQuery: string;
    expiresAt: Date;
    durationMs: number;
    synthesiser: string;
    userId?: string;
    /** Who asked (a keyed hash from the rate-limit guard); Trending counts distinct ones. */
    clientFingerprint?: string;
    /** What the visitor may later confirm or reject, and who may (see matching-record.ts). */
    matching?: MatchingRecord;
  }): Promise<string>;
  upsertSources(sources: Source[], now: Date): Promise<void>;
  findById(id: string): Promise<FactCheckResult | null>;
  /** A check with its matching record and the client that asked, for a visitor's confirmation. */
  findForConfirmation(id: string): Promise<StoredCheck | null>;
  /**
   * Replaces a check's answer after its visitor confirmed or rejected a match. The answer is
   * theirs: from now on it is never served from the cache to anyone else.
   */
  updateAnswer(input: { id: string; result: FactCheckResult; matching: MatchingRecord; synthesiser: string; now: Date }): Promise<void>;
}

export type StoredCheck = { result: FactCheckResult; matching: MatchingRecord | null; clientFingerprint: string | null };

/** What the row keeps beyond its own columns, in its synthesis record (JSON). */
type SynthesisRecord = {
  synthesiser: string;
  mode: CheckMode;
  filters: CheckFilters;
  expiresAt: string;
  durationMs: number;
  providers: FactCheckResult["providers"];
  notes: string[];
  category?: string;
  checkedAt: string;
  /** Close but different fact-checks; absent in rows stored before they were kept. */
  related?: RelatedFactCheck[];
  /** The suggested fact-check shown for the visitor to confirm, when nothing matched. */
  suggestion?: SuggestedFactCheck;
  /** How the counted fact-checks were matched. */
  matchedBy?: MatchPath;
  /** What the visitor may confirm or reject; absent in rows stored before suggestions existed. */
  matching?: MatchingRecord;
};

/** Whether a row is the asking client's own (rows stored before owners were kept are anyone's with the same fingerprint). */
function ownsRow(meta: SynthesisRecord | null, ownerKeys: string[]): boolean {
  const owners = meta?.matching?.owners;
  if (!owners || owners.length === 0) return ownerKeys.length === 0 || !meta?.matching;
  return ownerKeys.some((key) => owners.includes(key));
}

function synthesisRecord(
  result: Omit<FactCheckResult, "id">,
  { synthesiser, expiresAt, durationMs, matching }: { synthesiser: string; expiresAt: Date; durationMs: number; matching?: MatchingRecord },
): SynthesisRecord {
  return {
    synthesiser,
    mode: result.mode,
    filters: result.filters,
    expiresAt: expiresAt.toISOString(),
    durationMs,
    providers: result.providers,
    notes: result.notes,
    category: result.category,
    checkedAt: result.checkedAt,
    related: result.related,
    ...(result.suggestion ? { suggestion: result.suggestion } : {}),
    ...(result.matchedBy ? { matchedBy: result.matchedBy } : {}),
    ...(matching ? { matching } : {}),
  };
}

type Row = Awaited<ReturnType<PrismaClient["factCheckQuery"]["findFirst"]>> & {};

function toResult(row: Row): FactCheckResult | null {
  const meta = row.openaiSynthesis as SynthesisRecord | null;
  if (!meta || !row.verdict) return null;
  const googleFactCheck = (row.googleFactCheckResult as FactCheckResult["googleFactCheck"] | null) ?? [];
  const claimDate = earliestClaimDate(googleFactCheck.map((entry) => entry.claimDate));
  return {
    id: row.id,
    query: row.query,
    verdict: { status: row.verdict as FactCheckResult["verdict"]["status"], confidence: row.confidence ?? 0, summary: row.summary ?? "" },
    // Rows stored before sources carried their credibility reason and kind get them from the table.
    sources: ((row.sources as Source[] | null) ?? []).map((source) =>
      source.credibilityReason && source.kind && source.credibilityBasis
        ? source
        : { ...source, ...credibilityFields(source), credibility: source.credibility },
    ),
    timeline: (row.timeline as FactCheckResult["timeline"] | null) ?? [],
    googleFactCheck,
    related: readRelatedFactChecks(meta.related),
    ...(readSuggestedFactCheck(meta.suggestion) ? { suggestion: readSuggestedFactCheck(meta.suggestion) } : {}),
    ...(meta.matchedBy && MATCH_PATHS.includes(meta.matchedBy) ? { matchedBy: meta.matchedBy } : {}),
    perplexityResult: (row.perplexityResult as FactCheckResult["perplexityResult"] | null) ?? { citations: [] },
    contextualAnalysis: (row.perspectives as FactCheckResult["contextualAnalysis"] | null) ?? undefined,
    reasoning: row.reasoning ?? undefined,
    category: meta.category,
    ...(claimDate ? { claimDate } : {}),
    cached: row.cached,
    checkedAt: meta.checkedAt,
    mode: meta.mode,
    filters: meta.filters,
    providers: meta.providers,
    notes: meta.notes,
  };
}

const MAX_REMEMBERED_REPEATS = 10_000;
const REMEMBER_REPEAT_MS = 60_000;

/** The columns a stored check keeps of its answer: written when it is stored and when its visitor re-scopes it. */
function answerColumns(result: Omit<FactCheckResult, "id">) {
  return {
    verdict: result.verdict.status,
    confidence: result.verdict.confidence,
    summary: result.verdict.summary,
    reasoning: result.reasoning ?? null,
    sources: result.sources,
    perspectives: result.contextualAnalysis ?? undefined,
    timeline: result.timeline,
    googleFactCheckResult: result.googleFactCheck,
  };
}

export class PrismaCheckStore implements CheckStore {
  constructor(private readonly db: PrismaClient) {}

  /** One query on the (normalizedQuery, mode, filters, cached, createdAt) index: the newest fresh answer, however many variants the claim has. */
  async findFresh({ normalizedQuery, mode, filters, now, maxAgeMs }: Parameters<CheckStore["findFresh"]>[0]) {
    const row = await this.db.factCheckQuery.findFirst({
      where: {
        normalizedQuery,
        mode,
        timeWindow: filters.timeWindow,
        region: filters.region,
        language: filters.language,
        cached: false,
        createdAt: { gte: new Date(now.getTime() - maxAgeMs) },
        expiresAt: { gt: now },
      },
      orderBy: { createdAt: "desc" },
    });
    return row ? toResult(row) : null;
  }

  /**
   * The rows found for a client's repeats, per claim, mode and filters, for a minute: a client
   * asking again and again reads the database once a minute (a row deleted meanwhile, with its
   * history, is forgotten within the minute).
   */
  private readonly repeats = new RecentMap<string, { id: string; createdAt: Date }>(REMEMBER_REPEAT_MS, MAX_REMEMBERED_REPEATS);

  async findRepeat({ normalizedQuery, mode, filters, clientFingerprint, since, ownerKeys = [] }: Parameters<CheckStore["findRepeat"]>[0]) {
    const key = [clientFingerprint, normalizedQuery, mode, filters.timeWindow, filters.region, filters.language, ownerKeys.join(",")].join(
      "\n",
    );
    const known = this.repeats.get(key, Date.now());
    if (known && known.createdAt >= since) return known.id;
    const row = await this.db.factCheckQuery.findFirst({
      where: {
        normalizedQuery,
        mode,
        timeWindow: filters.timeWindow,
        region: filters.region,
        language: filters.language,
        clientFingerprint,
        createdAt: { gte: since },
      },
      orderBy: { createdAt: "desc" },
      select: { id: true, createdAt: true, openaiSynthesis: true },
    });
    if (!row || !ownsRow(row.openaiSynthesis as SynthesisRecord | null, ownerKeys)) return null;
    this.repeats.set(key, { id: row.id, createdAt: row.createdAt }, Date.now());
    return row.id;
  }

  async save({
    result,
    normalizedQuery,
    expiresAt,
    durationMs,
    synthesiser,
    userId,
    clientFingerprint,
    matching,
  }: Parameters<CheckStore["save"]>[0]) {
    const meta = synthesisRecord(result, { synthesiser, expiresAt, durationMs, matching });
    const row = await this.db.factCheckQuery.create({
      data: {
        userId: userId ?? null,
        query: result.query,
        normalizedQuery,
        ...answerColumns(result),
        perplexityResult: result.perplexityResult,
        openaiSynthesis: meta,
        cached: result.cached,
        category: result.category ?? null,
        durationMs,
        clientFingerprint: clientFingerprint ?? null,
        mode: result.mode,
        timeWindow: result.filters.timeWindow,
        region: result.filters.region,
        language: result.filters.language,
        expiresAt,
      },
      select: { id: true },
    });
    return row.id;
  }

  async upsertSources(sources: Source[], now: Date) {
    if (sources.length === 0) return;
    await this.db.$transaction(
      sources.map((source) => {
        const data = {
          title: source.title,
          outlet: source.outlet,
          excerpt: source.excerpt,
          publishDate: source.publishDate ? new Date(source.publishDate) : null,
          credibilityScore: source.credibility,
          lastChecked: now,
        };
        return this.db.sourceCache.upsert({ where: { url: source.url }, create: { url: source.url, ...data }, update: data });
      }),
    );
  }

  async findById(id: string) {
    const row = await this.db.factCheckQuery.findUnique({ where: { id } });
    return row ? toResult(row) : null;
  }

  async findForConfirmation(id: string): Promise<StoredCheck | null> {
    const row = await this.db.factCheckQuery.findUnique({ where: { id } });
    const result = row ? toResult(row) : null;
    if (!row || !result) return null;
    const meta = row.openaiSynthesis as SynthesisRecord;
    return { result, matching: meta.matching ?? null, clientFingerprint: row.clientFingerprint };
  }

  async updateAnswer({ id, result, matching, synthesiser, now }: Parameters<CheckStore["updateAnswer"]>[0]) {
    const row = await this.db.factCheckQuery.findUnique({ where: { id }, select: { openaiSynthesis: true, durationMs: true } });
    const previous = (row?.openaiSynthesis ?? null) as SynthesisRecord | null;
    const meta = synthesisRecord(result, {
      synthesiser,
      expiresAt: now,
      durationMs: previous?.durationMs ?? row?.durationMs ?? 0,
      matching,
    });
    await this.db.factCheckQuery.update({
      where: { id },
      data: {
        ...answerColumns(result),
        openaiSynthesis: meta,
        category: result.category ?? null,
        // The visitor's own answer: never served from the cache to another visitor.
        expiresAt: now,
      },
    });
  }
}
