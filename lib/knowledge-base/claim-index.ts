/**
 * In-process search over stored claims: MiniSearch (BM25) over the processed tokens of
 * `text.ts` retrieves candidates, then `compareClaims` keeps only those that assert the same
 * thing as the query, best first. Built once and kept in step with add/upsert/remove.
 */
import MiniSearch from "minisearch";
import { compareAnalyses } from "@/lib/knowledge-base/matcher";
import { analyzeClaim, type ClaimAnalysis } from "@/lib/knowledge-base/text";

export type IndexedClaim = { id: string; text: string };
export type ClaimHit = { id: string; text: string; score: number; reasons?: string[] };
export type ClaimSearchOptions = { limit?: number };

type IndexedDocument = { id: string; terms: string };
type Stored = { text: string; terms: string };

/** Claims compared in full with the matcher, after a cheap token-overlap ranking of… */
const CANDIDATES = 30;
/** …this many BM25 hits. */
const POOL = 300;
/**
 * Retrieval uses the query's rarest tokens, adding tokens (rarest first) while the postings to
 * scan stay under this budget; the matcher still compares every token. Bounds the cost of a
 * search at any index size, since a claim asserting the same thing shares the rare tokens.
 */
const POSTINGS_BUDGET = 3_000;
const MIN_RETRIEVAL_TOKENS = 2;
/** Analyses of recently compared claims, reused across searches. */
const ANALYSIS_CACHE = 5_000;

const splitTerms = (terms: string): string[] => (terms ? terms.split(" ") : []);
const keepTerm = (term: string): string => term;

export class ClaimIndex {
  private readonly claims = new Map<string, Stored>();
  /** How many claims contain each token. */
  private readonly documentFrequency = new Map<string, number>();
  private readonly analyses = new Map<string, ClaimAnalysis>();
  private readonly engine: MiniSearch<IndexedDocument>;

  constructor() {
    this.engine = new MiniSearch<IndexedDocument>({
      fields: ["terms"],
      idField: "id",
      tokenize: splitTerms,
      processTerm: keepTerm,
      searchOptions: { tokenize: splitTerms, processTerm: keepTerm, combineWith: "OR", prefix: false, fuzzy: false },
    });
  }

  get size(): number {
    return this.claims.size;
  }

  /** Adds claims; an id already present is updated in place. */
  add(claims: Array<{ id: string; text: string }>): void {
    for (const claim of claims) this.upsert(claim);
  }

  /** Adds a claim, or replaces the text of the claim with the same id. */
  upsert(claim: { id: string; text: string }): void {
    const existing = this.claims.get(claim.id);
    if (existing?.text === claim.text) return;
    if (existing) this.remove(claim.id);
    const tokens = analyzeClaim(claim.text).tokens;
    const terms = tokens.join(" ");
    this.engine.add({ id: claim.id, terms });
    this.claims.set(claim.id, { text: claim.text, terms });
    for (const token of new Set(tokens)) this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1);
  }

  remove(id: string): void {
    const stored = this.claims.get(id);
    if (!stored) return;
    this.engine.remove({ id, terms: stored.terms });
    this.claims.delete(id);
    this.analyses.delete(id);
    for (const token of new Set(splitTerms(stored.terms))) {
      const n = (this.documentFrequency.get(token) ?? 1) - 1;
      if (n > 0) this.documentFrequency.set(token, n);
      else this.documentFrequency.delete(token);
    }
  }

  /** Stored claims that assert the same thing as `query`, best first, scored 0..1 by the matcher. */
  search(query: string, options: ClaimSearchOptions = {}): ClaimHit[] {
    const limit = options.limit ?? 10;
    if (limit <= 0 || this.claims.size === 0) return [];
    const analysis = analyzeClaim(query);
    const retrieval = this.retrievalTokens(analysis.tokens);
    if (retrieval.length === 0) return [];
    const pool = this.engine.search(retrieval.join(" "));

    // Cheap re-ranking of the pool by overlap with all the query's tokens.
    const queryTokens = new Set(analysis.tokens);
    const ranked: Array<{ id: string; stored: Stored; overlap: number; rank: number }> = [];
    for (let rank = 0; rank < pool.length && rank < POOL; rank++) {
      const id = String(pool[rank].id);
      const stored = this.claims.get(id);
      if (!stored) continue;
      const tokens = splitTerms(stored.terms);
      let shared = 0;
      for (const token of tokens) if (queryTokens.has(token)) shared++;
      ranked.push({ id, stored, overlap: shared / Math.sqrt(queryTokens.size * tokens.length || 1), rank });
    }
    ranked.sort((a, b) => b.overlap - a.overlap || a.rank - b.rank);

    const hits: Array<ClaimHit & { rank: number }> = [];
    for (const { id, stored, rank } of ranked.slice(0, CANDIDATES)) {
      const comparison = compareAnalyses(analysis, this.analysisOf(id, stored.text));
      if (comparison.sameAssertion) hits.push({ id, text: stored.text, score: comparison.score, reasons: comparison.reasons, rank });
    }
    hits.sort((a, b) => b.score - a.score || a.rank - b.rank);
    return hits.slice(0, limit).map(({ id, text, score, reasons }) => ({ id, text, score, reasons }));
  }

  private analysisOf(id: string, text: string): ClaimAnalysis {
    const cached = this.analyses.get(id);
    if (cached) {
      // Refresh its place in the (insertion-ordered) cache.
      this.analyses.delete(id);
      this.analyses.set(id, cached);
      return cached;
    }
    const analysis = analyzeClaim(text);
    this.analyses.set(id, analysis);
    if (this.analyses.size > ANALYSIS_CACHE) {
      const oldest = this.analyses.keys().next().value;
      if (oldest !== undefined) this.analyses.delete(oldest);
    }
    return analysis;
  }

  /**
   * The query's rarest indexed tokens within the postings budget. Neighbouring tokens tend to
   * travel together ("food stamp enrollment", a first and last name), so a token next to one
   * already chosen is only taken if the budget still allows once the others are in.
   */
  private retrievalTokens(tokens: string[]): string[] {
    const df = (t: string) => this.documentFrequency.get(t) ?? 0;
    const positions = new Map<string, number[]>();
    tokens.forEach((t, i) => positions.set(t, [...(positions.get(t) ?? []), i]));
    const distinct = [...positions.keys()].filter((t) => df(t) > 0).sort((a, b) => df(a) - df(b));
    const chosen: string[] = [];
    const taken = new Set<number>();
    let postings = 0;
    const take = (token: string) => {
      chosen.push(token);
      postings += df(token);
      for (const i of positions.get(token) ?? []) taken.add(i);
    };
    const fits = (token: string) => chosen.length < MIN_RETRIEVAL_TOKENS || postings + df(token) <= POSTINGS_BUDGET;
    const deferred: string[] = [];
    for (const token of distinct) {
      const nextToChosen = (positions.get(token) ?? []).some((i) => taken.has(i - 1) || taken.has(i + 1));
      if (nextToChosen) deferred.push(token);
      else if (fits(token)) take(token);
    }
    for (const token of deferred) if (fits(token)) take(token);
    return chosen;
  }
}
