/**
 * In-process search over stored claims, in three steps:
 *   1. retrieve: two signals, fused by reciprocal rank fusion: lexical (MiniSearch's BM25 over the
 *      processed tokens of `text.ts`) and semantic (SIF sentence vectors from word embeddings,
 *      compared by cosine, kept beside the index);
 *   2. score: `matcher.ts` gives each fused candidate P(same claim) from the pair's features;
 *   3. band: match, suggestion, related or none.
 * Built once and kept in step with add/upsert/remove. Without word vectors it answers on the
 * lexical signal alone.
 */
import { LRUCache } from "lru-cache";
import MiniSearch from "minisearch";
import { claimVector, comparePair, modelFor, type MatchBand, type MatcherModel } from "@/lib/knowledge-base/matcher";
import type { ClaimDifferences, MatchFeatures } from "@/lib/knowledge-base/match-features";
import { analyzeClaim, type ClaimAnalysis } from "@/lib/knowledge-base/text";
import { loadWordVectors, type WordVectors } from "@/lib/knowledge-base/word-vectors";
import { createVectorScan, type VectorScan } from "@/lib/knowledge-base/vector-scan";

export type IndexedClaim = { id: string; text: string; claimant?: string };
export type ClaimHit = {
  id: string;
  text: string;
  /** P(same claim), 0..1. */
  score: number;
  band: Exclude<MatchBand, "none">;
  reasons?: string[];
  features?: MatchFeatures;
  /** The terms on one side only (what a suggestion highlights). */
  differences?: ClaimDifferences;
};
export type ClaimSearchOptions = {
  /** Most hits returned (every band together). */
  limit?: number;
  /** Include suggested and related hits (default true); false returns matches only. */
  related?: boolean;
  /** How many of the best fused candidates are scored (default 20): fewer is faster, for a caller that wants only a close match. */
  scored?: number;
};
/** A fused candidate before scoring, for training and benchmarks. */
export type Candidate = {
  id: string;
  text: string;
  analysis: ClaimAnalysis;
  /** Tokens of the stored claim's claimant, when known. */
  claimantTokens?: string[];
  lexicalRank?: number;
  semanticRank?: number;
  vector: Float32Array | null;
};

type IndexedDocument = { id: string; terms: string };
type Stored = { text: string; terms: string; claimant?: string; claimantTokens?: string[]; slot: number };

/** Candidates each signal contributes, and how many fused candidates are scored. */
const PER_SIGNAL = 30;
const SCORED = 20;
/** Reciprocal rank fusion's constant (Cormack et al. 2009). */
const RRF_K = 60;
/** BM25 hits re-ranked by overlap with the whole query before the lexical list is cut. */
const POOL = 300;
/**
 * Lexical retrieval uses the query's rarest tokens, adding tokens (rarest first) while the
 * postings to scan stay under this budget; the scorer still compares every token.
 */
const POSTINGS_BUDGET = 3_000;
const MIN_RETRIEVAL_TOKENS = 2;
/** Analyses of recently compared claims, reused across searches. */
const ANALYSIS_CACHE = 5_000;

const splitTerms = (terms: string): string[] => (terms ? terms.split(" ") : []);
const keepTerm = (term: string): string => term;

/**
 * Unit sentence vectors in one growing int8 matrix (a scale per row: a quarter of float32's
 * memory), one slot per claim; freed slots are reused. The matrix lives in the memory of a
 * WebAssembly instance (vector-scan.ts) whose SIMD scan computes every row's dot product with the
 * query, the same arithmetic as the JavaScript loop (what runs where WebAssembly SIMD is missing
 * or the dimensions are not a multiple of four): a 100,000-claim scan in about a quarter of the time.
 *
 * Layout of that memory: the query (f64 × dims), each row's dot product (f64 × capacity), then
 * the rows (int8 × dims × capacity).
 */
class VectorMatrix {
  private data = new Int8Array(0);
  private scales = new Float32Array(0);
  /** 1 where the slot holds a vector. */
  private present = new Uint8Array(0);
  private capacity = 0;
  private count = 0;
  private readonly free: number[] = [];
  private readonly scan: VectorScan | null;
  /** Byte offsets in the scan's memory: the dot products, the rows. */
  private readonly dotsAt: number;
  private rowsAt = 0;

  constructor(readonly dims: number) {
    this.scan = dims % 4 === 0 ? createVectorScan() : null;
    this.dotsAt = Math.ceil((dims * 8) / 16) * 16;
  }

  /** Stores a vector (or marks the slot empty) and returns its slot. */
  put(vector: Float32Array | null): number {
    const slot = this.free.pop() ?? this.count++;
    if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    this.present[slot] = vector ? 1 : 0;
    if (vector) {
      let max = 0;
      for (const x of vector) max = Math.max(max, Math.abs(x));
      const scale = max / 127 || 1;
      this.scales[slot] = scale;
      const base = slot * this.dims;
      for (let d = 0; d < this.dims; d++) this.data[base + d] = Math.round(vector[d] / scale);
    }
    return slot;
  }

  private grow(capacity: number): void {
    const rows = this.count * this.dims;
    if (this.scan) {
      // The rows move up past the longer list of dot products; memory.grow detaches every old view.
      const rowsAt = this.dotsAt + capacity * 8;
      const bytes = rowsAt + capacity * this.dims;
      const { memory } = this.scan;
      if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / 65536));
      new Int8Array(memory.buffer).copyWithin(rowsAt, this.rowsAt, this.rowsAt + Math.min(rows, this.capacity * this.dims));
      this.rowsAt = rowsAt;
      this.data = new Int8Array(memory.buffer, rowsAt, capacity * this.dims);
    } else {
      const data = new Int8Array(capacity * this.dims);
      data.set(this.data);
      this.data = data;
    }
    const scales = new Float32Array(capacity);
    scales.set(this.scales);
    this.scales = scales;
    const present = new Uint8Array(capacity);
    present.set(this.present);
    this.present = present;
    this.capacity = capacity;
  }

  release(slot: number): void {
    this.present[slot] = 0;
    this.free.push(slot);
  }

  /** The stored (dequantised) vector of a slot. */
  get(slot: number): Float32Array | null {
    if (!this.present[slot]) return null;
    const out = new Float32Array(this.dims);
    const base = slot * this.dims;
    for (let d = 0; d < this.dims; d++) out[d] = this.data[base + d] * this.scales[slot];
    return out;
  }

  /** Each slot's dot product with `query` before its scale: in WebAssembly, else in JavaScript. */
  private dots(query: Float32Array): Float64Array {
    const dims = this.dims;
    if (this.scan) {
      const { memory, scan } = this.scan;
      new Float64Array(memory.buffer, 0, dims).set(query);
      scan(0, this.rowsAt, this.dotsAt, this.count, dims);
      return new Float64Array(memory.buffer, this.dotsAt, this.count);
    }
    const data = this.data;
    const out = new Float64Array(this.count);
    for (let slot = 0; slot < this.count; slot++) {
      // Four running sums: fewer dependent additions per step than one.
      let d0 = 0;
      let d1 = 0;
      let d2 = 0;
      let d3 = 0;
      const base = slot * dims;
      let d = 0;
      for (; d + 3 < dims; d += 4) {
        d0 += data[base + d] * query[d];
        d1 += data[base + d + 1] * query[d + 1];
        d2 += data[base + d + 2] * query[d + 2];
        d3 += data[base + d + 3] * query[d + 3];
      }
      for (; d < dims; d++) d0 += data[base + d] * query[d];
      out[slot] = d0 + d1 + d2 + d3;
    }
    return out;
  }

  /** Slots of the `k` vectors closest to `query` by dot product (both unit: cosine), best first. */
  nearest(query: Float32Array, k: number): number[] {
    const dots = this.dots(query);
    const flags = this.present;
    const topSlots: number[] = [];
    const topScores: number[] = [];
    let floor = -Infinity;
    for (let slot = 0; slot < this.count; slot++) {
      if (!flags[slot]) continue;
      const dot = dots[slot] * this.scales[slot];
      if (topSlots.length === k && dot <= floor) continue;
      let at = topScores.length;
      while (at > 0 && topScores[at - 1] < dot) at--;
      topScores.splice(at, 0, dot);
      topSlots.splice(at, 0, slot);
      if (topSlots.length > k) {
        topSlots.pop();
        topScores.pop();
      }
      if (topSlots.length === k) floor = topScores[k - 1];
    }
    return topSlots;
  }
}

/** The analyses of the last few queries: a check searches the knowledge base and its earlier checks with the same claim. */
const recentQueries = new LRUCache<string, ClaimAnalysis>({ max: 16 });

function queryAnalysis(query: string): ClaimAnalysis {
  let analysis = recentQueries.get(query);
  if (!analysis) {
    analysis = analyzeClaim(query);
    recentQueries.set(query, analysis);
  }
  return analysis;
}

export class ClaimIndex {
  private readonly claims = new Map<string, Stored>();
  /** Slot → id, for the vector matrix. */
  private readonly slotIds: string[] = [];
  /** How many claims contain each token. */
  private readonly documentFrequency = new Map<string, number>();
  private readonly analyses = new Map<string, ClaimAnalysis>();
  private readonly engine: MiniSearch<IndexedDocument>;
  private readonly vectors: WordVectors | null;
  private readonly matrix: VectorMatrix | null;

  constructor(private readonly options: { vectors?: WordVectors | null; model?: MatcherModel } = {}) {
    this.engine = new MiniSearch<IndexedDocument>({
      fields: ["terms"],
      idField: "id",
      tokenize: splitTerms,
      processTerm: keepTerm,
      searchOptions: { tokenize: splitTerms, processTerm: keepTerm, combineWith: "OR", prefix: false, fuzzy: false },
    });
    this.vectors = options.vectors === undefined ? loadWordVectors() : options.vectors;
    this.matrix = this.vectors ? new VectorMatrix(this.vectors.dims) : null;
  }

  private get model(): MatcherModel {
    return this.options.model ?? modelFor(this.vectors);
  }

  get size(): number {
    return this.claims.size;
  }

  /** Whether the semantic signal is on (word vectors were loaded). */
  get semantic(): boolean {
    return this.matrix !== null;
  }

  /** A claim's unit sentence vector as this index compares it (null without vectors). */
  vectorOf(analysis: ClaimAnalysis): Float32Array | null {
    return claimVector(analysis, this.vectors, this.model);
  }

  /** Adds claims; an id already present is updated in place. */
  add(claims: IndexedClaim[]): void {
    for (const claim of claims) this.upsert(claim);
  }

  /** Adds a claim, or replaces the text of the claim with the same id. */
  upsert(claim: IndexedClaim): void {
    const existing = this.claims.get(claim.id);
    if (existing?.text === claim.text && existing.claimant === claim.claimant) return;
    if (existing) this.remove(claim.id);
    const analysis = analyzeClaim(claim.text);
    const terms = analysis.tokens.join(" ");
    this.engine.add({ id: claim.id, terms });
    const slot = this.matrix ? this.matrix.put(claimVector(analysis, this.vectors, this.model)) : -1;
    if (slot >= 0) this.slotIds[slot] = claim.id;
    this.claims.set(claim.id, {
      text: claim.text,
      terms,
      slot,
      ...(claim.claimant ? { claimant: claim.claimant, claimantTokens: analyzeClaim(claim.claimant).tokens } : {}),
    });
    for (const token of new Set(analysis.tokens)) this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1);
  }

  remove(id: string): void {
    const stored = this.claims.get(id);
    if (!stored) return;
    this.engine.remove({ id, terms: stored.terms });
    if (this.matrix && stored.slot >= 0) this.matrix.release(stored.slot);
    this.claims.delete(id);
    this.analyses.delete(id);
    for (const token of new Set(splitTerms(stored.terms))) {
      const n = (this.documentFrequency.get(token) ?? 1) - 1;
      if (n > 0) this.documentFrequency.set(token, n);
      else this.documentFrequency.delete(token);
    }
  }

  /** Stored claims that match the query or are related to it, best first, with P(same claim). */
  search(query: string, options: ClaimSearchOptions = {}): ClaimHit[] {
    const limit = options.limit ?? 10;
    if (limit <= 0) return [];
    const hits: ClaimHit[] = [];
    for (const scored of this.explain(query, options.scored)) {
      if (scored.band === "none" || (scored.band !== "match" && options.related === false)) continue;
      hits.push({ ...scored, band: scored.band });
    }
    return hits.slice(0, limit);
  }

  /** Every fused candidate of the query, scored and banded ("none" included), best first. */
  explain(query: string, scored = SCORED): Array<Omit<ClaimHit, "band"> & { band: MatchBand }> {
    if (this.claims.size === 0) return [];
    const analysis = queryAnalysis(query);
    const queryVector = this.vectorOf(analysis);
    return this.candidates(analysis, queryVector, scored)
      .map((candidate) => {
        const comparison = comparePair(
          {
            query: analysis,
            candidate: candidate.analysis,
            vectors: this.vectors,
            queryVector,
            candidateVector: candidate.vector,
            ranks: { lexical: candidate.lexicalRank, semantic: candidate.semanticRank },
            claimantTokens: candidate.claimantTokens,
          },
          this.model,
        );
        return {
          id: candidate.id,
          text: candidate.text,
          score: comparison.score,
          band: comparison.band,
          reasons: comparison.reasons,
          features: comparison.features,
          differences: comparison.differences,
        };
      })
      .sort((a, b) => b.score - a.score);
  }

  /** The fused candidates of a query (retrieval only), best first. */
  candidates(
    analysis: ClaimAnalysis,
    queryVector: Float32Array | null = claimVector(analysis, this.vectors, this.model),
    limit = SCORED,
  ): Candidate[] {
    const lexical = this.lexical(analysis);
    const semantic = queryVector && this.matrix ? this.matrix.nearest(queryVector, PER_SIGNAL).map((slot) => this.slotIds[slot]) : [];
    const fused = new Map<string, { rrf: number; lexicalRank?: number; semanticRank?: number }>();
    lexical.forEach((id, rank) => fused.set(id, { rrf: 1 / (RRF_K + rank + 1), lexicalRank: rank }));
    semantic.forEach((id, rank) => {
      const entry = fused.get(id) ?? { rrf: 0 };
      entry.rrf += 1 / (RRF_K + rank + 1);
      entry.semanticRank = rank;
      fused.set(id, entry);
    });
    return [...fused]
      .sort((a, b) => b[1].rrf - a[1].rrf)
      .slice(0, limit)
      .map(([id, { lexicalRank, semanticRank }]) => {
        const stored = this.claims.get(id) as Stored;
        return {
          id,
          text: stored.text,
          claimantTokens: stored.claimantTokens,
          analysis: this.analysisOf(id, stored.text),
          lexicalRank,
          semanticRank,
          vector: this.matrix && stored.slot >= 0 ? this.matrix.get(stored.slot) : null,
        };
      });
  }

  /** BM25 over the query's rarest tokens, re-ranked by overlap with all of them. */
  private lexical(analysis: ClaimAnalysis): string[] {
    const retrieval = this.retrievalTokens(analysis.tokens);
    if (retrieval.length === 0) return [];
    const pool = this.engine.search(retrieval.join(" "));
    const queryTokens = new Set(analysis.tokens);
    const ranked: Array<{ id: string; overlap: number; rank: number }> = [];
    for (let rank = 0; rank < pool.length && rank < POOL; rank++) {
      const id = String(pool[rank].id);
      const stored = this.claims.get(id);
      if (!stored) continue;
      const tokens = splitTerms(stored.terms);
      let shared = 0;
      for (const token of tokens) if (queryTokens.has(token)) shared++;
      ranked.push({ id, overlap: shared / Math.sqrt(queryTokens.size * tokens.length || 1), rank });
    }
    ranked.sort((a, b) => b.overlap - a.overlap || a.rank - b.rank);
    return ranked.slice(0, PER_SIGNAL).map((r) => r.id);
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
