/**
 * Decides whether two claims ASSERT THE SAME THING, robust to rewording but not fooled by
 * claims that share words and say something else (another figure, the opposite, a denial,
 * another subject, another statement by the same person). A wrong match is worse than none,
 * so anything doubtful is vetoed.
 */
import { analyzeClaim, stem, vocabularyTerms, type ClaimAnalysis, type ClaimTerm } from "@/lib/knowledge-base/text";
import { ANTONYM_PAIRS, NEGATING_PREFIXES, STANCE_WORDS, WEAK_WORDS } from "@/lib/knowledge-base/vocabulary";

export interface ClaimComparison {
  /** 0..1: how much of each claim the other covers (halved when a veto applies). */
  score: number;
  sameAssertion: boolean;
  /** Why it is or is not a match (vetoes first). */
  reasons: string[];
}

/** Tuned on hand-written rewordings and near-misses and on the dev sample (see scripts/bench-matching.ts). */
export const MATCH_THRESHOLDS = {
  /** Share of the query's meaning the candidate must cover. */
  queryCoverage: 0.8,
  /** Share of the candidate's meaning the query must cover. */
  candidateCoverage: 0.65,
  /** …or this much, when the query is fully covered and the candidate adds no figure or name. */
  candidateCoverageWhenQueryCovered: 0.55,
  /** Below this coverage, a term on each side that the other lacks is a substitution. */
  substitutionCoverage: 0.85,
} as const;

const WEIGHTS = { number: 1.5, entity: 1.5, word: 1, weak: 0.4 } as const;

function tokensOf(words: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const word of words) for (const token of vocabularyTerms(word)) set.add(token);
  return set;
}
const WEAK = tokensOf(WEAK_WORDS);
const STANCE = tokensOf(STANCE_WORDS);
const OPPOSITES = new Map<string, Set<string>>();
for (const [a, b] of ANTONYM_PAIRS) {
  for (const x of vocabularyTerms(a)) {
    for (const y of vocabularyTerms(b)) {
      if (x === y) continue;
      if (!OPPOSITES.has(x)) OPPOSITES.set(x, new Set());
      if (!OPPOSITES.has(y)) OPPOSITES.set(y, new Set());
      OPPOSITES.get(x)?.add(y);
      OPPOSITES.get(y)?.add(x);
    }
  }
}

type Side = {
  /** Unique content terms (no negations) in order of first appearance. */
  order: string[];
  info: Map<string, { term: ClaimTerm; weight: number }>;
  numbers: Set<string>;
};

function sideOf(analysis: ClaimAnalysis): Side {
  const order: string[] = [];
  const info = new Map<string, { term: ClaimTerm; weight: number }>();
  const numbers = new Set<string>();
  for (const term of analysis.terms) {
    if (term.kind === "negation") continue;
    const weight =
      term.kind === "number" ? WEIGHTS.number : WEAK.has(term.token) ? WEIGHTS.weak : term.entity ? WEIGHTS.entity : WEIGHTS.word;
    const known = info.get(term.token);
    if (known) {
      known.weight = Math.max(known.weight, weight);
      if (term.entity && !known.term.entity) known.term = term;
      continue;
    }
    order.push(term.token);
    info.set(term.token, { term, weight });
    if (term.kind === "number") numbers.add(term.token);
  }
  return { order, info, numbers };
}

function isStrong(side: Side, token: string): boolean {
  return (side.info.get(token)?.weight ?? 0) >= WEIGHTS.word;
}

/**
 * Weighted share of `side` found in `other`. A term the other side lacks, written just before a
 * shared term ("COVID vaccines" vs "vaccines"), counts half when the other side adds nothing of
 * its own: it narrows the claim rather than changing it.
 */
function coverage(side: Side, other: Side, otherAddsNothing: boolean): number {
  let total = 0;
  let covered = 0;
  side.order.forEach((token, index) => {
    const { weight, term } = side.info.get(token) as { weight: number; term: ClaimTerm };
    if (other.info.has(token)) {
      total += weight;
      covered += weight;
      return;
    }
    const next = side.order[index + 1];
    // Only names and plain words modify; figures, direction and stance words change the claim.
    const modifier =
      otherAddsNothing && term.kind !== "number" && !OPPOSITES.has(token) && !STANCE.has(token) && next !== undefined && other.info.has(next);
    total += modifier ? weight / 2 : weight;
  });
  return total === 0 ? 0 : covered / total;
}

/** "unsafe" vs "safe", "illegal" vs "legal", "noncitizen" vs "citizen". */
function prefixOpposite(term: ClaimTerm, other: Side): string | null {
  if (term.kind !== "word" && term.kind !== "concept") return null;
  for (const prefix of NEGATING_PREFIXES) {
    if (term.surface.length - prefix.length < 4 || !term.surface.startsWith(prefix)) continue;
    const base = stem(term.surface.slice(prefix.length));
    if (other.info.has(base)) return base;
  }
  return null;
}

function firstStrong(side: Side, count: number): string[] {
  const out: string[] = [];
  for (const token of side.order) {
    if (out.length >= count) break;
    const entry = side.info.get(token);
    if (entry && entry.term.kind !== "number" && entry.weight >= WEIGHTS.word) out.push(token);
  }
  return out;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Compares two claims already read by `analyzeClaim` (the index reuses the query's analysis). */
export function compareAnalyses(query: ClaimAnalysis, candidate: ClaimAnalysis): ClaimComparison {
  const q = sideOf(query);
  const c = sideOf(candidate);
  if (q.order.length === 0 || c.order.length === 0) {
    return { score: 0, sameAssertion: false, reasons: ["no content words to compare"] };
  }
  const vetoes: string[] = [];

  // Polarity: "vaccines cause autism" vs "vaccines do not cause autism".
  if (query.negations % 2 !== candidate.negations % 2) {
    vetoes.push(`negation: the ${query.negations % 2 ? "query" : "candidate"} denies what the other asserts`);
  }

  // Figures present on both sides must agree, and the query may not state a figure the
  // candidate lacks ("unemployment is 5%" is not checked by "unemployment is high").
  const onlyQ = [...q.numbers].filter((n) => !c.numbers.has(n));
  const onlyC = [...c.numbers].filter((n) => !q.numbers.has(n));
  if (onlyQ.length > 0 && onlyC.length > 0) vetoes.push(`different figures: ${onlyQ.join(", ")} vs ${onlyC.join(", ")}`);
  else if (onlyQ.length > 0) vetoes.push(`figure only in the query: ${onlyQ.join(", ")}`);

  // Opposites: "rose" vs "fell", "safe" vs "unsafe", "cause" vs "prevent".
  const opposites = new Set<string>();
  for (const token of q.order) {
    if (c.info.has(token)) continue;
    for (const opposite of OPPOSITES.get(token) ?? []) {
      if (c.info.has(opposite) && !q.info.has(opposite)) opposites.add(`${token} vs ${opposite}`);
    }
    const base = prefixOpposite(q.info.get(token)!.term, c);
    if (base && !q.info.has(base)) opposites.add(`${token} vs ${base}`);
  }
  for (const token of c.order) {
    if (q.info.has(token)) continue;
    const base = prefixOpposite(c.info.get(token)!.term, q);
    if (base && !c.info.has(base)) opposites.add(`${base} vs ${token}`);
  }
  if (opposites.size > 0) vetoes.push(`opposite terms: ${[...opposites].join("; ")}`);

  // Stance words flip a claim by their mere presence ("voted against", "faked").
  for (const token of STANCE) {
    if (q.info.has(token) !== c.info.has(token)) vetoes.push(`"${token}" only in the ${q.info.has(token) ? "query" : "candidate"}`);
  }

  // The subject: one of the first key terms of each side must appear on the other.
  const keyQ = firstStrong(q, 2);
  const keyC = firstStrong(c, 2);
  if (keyQ.length > 0 && !keyQ.some((t) => c.info.has(t))) vetoes.push(`subject not shared: query is about ${keyQ.join(", ")}`);
  else if (keyC.length > 0 && !keyC.some((t) => q.info.has(t))) vetoes.push(`subject not shared: candidate is about ${keyC.join(", ")}`);

  const extraQ = q.order.filter((t) => !c.info.has(t) && isStrong(q, t));
  const extraC = c.order.filter((t) => !q.info.has(t) && isStrong(c, t));
  const qCov = coverage(q, c, extraC.length === 0);
  const cCov = coverage(c, q, extraQ.length === 0);

  // A term on each side that the other lacks: a different subject, object or name.
  if (extraQ.length > 0 && extraC.length > 0) {
    const named = [...extraQ.map((t) => q.info.get(t)!.term), ...extraC.map((t) => c.info.get(t)!.term)].some(
      (term) => term.entity || term.kind === "number",
    );
    if (named || Math.min(qCov, cCov) < MATCH_THRESHOLDS.substitutionCoverage) {
      vetoes.push(`different terms: ${extraQ.join(", ")} vs ${extraC.join(", ")}`);
    }
  }

  const reasons = [...vetoes];
  let covered = true;
  if (qCov < MATCH_THRESHOLDS.queryCoverage) {
    covered = false;
    reasons.push(`query only ${round(qCov)} covered${extraQ.length ? ` (missing ${extraQ.join(", ")})` : ""}`);
  }
  const candidateAddsNameOrFigure = extraC.some((t) => c.info.get(t)!.term.entity || c.numbers.has(t));
  const needed =
    qCov >= 0.999 && !candidateAddsNameOrFigure ? MATCH_THRESHOLDS.candidateCoverageWhenQueryCovered : MATCH_THRESHOLDS.candidateCoverage;
  if (cCov < needed) {
    covered = false;
    reasons.push(`candidate only ${round(cCov)} covered${extraC.length ? ` (adds ${extraC.join(", ")})` : ""}`);
  }

  const similarity = 0.6 * qCov + 0.4 * cCov;
  const sameAssertion = vetoes.length === 0 && covered;
  if (sameAssertion) reasons.push(`same assertion: coverage ${round(qCov)} / ${round(cCov)}`);
  return { score: round(vetoes.length > 0 ? similarity / 2 : similarity), sameAssertion, reasons };
}

/** Whether `candidate` asserts the same thing as `query`, with a 0..1 score and the reasons. */
export function compareClaims(query: string, candidate: string): ClaimComparison {
  return compareAnalyses(analyzeClaim(query), analyzeClaim(candidate));
}
