/**
 * Fits the claim matcher: gradient-boosted trees from the pair features of
 * `lib/knowledge-base/match-features.ts` to P(same claim), and the two band thresholds.
 *
 *   npm run train:matcher [-- --judgments FILE] [--lexical]
 *
 * Training pairs come only from the TRAIN side of eval/matching (split.json; the test side is
 * never read here): every rewording, near miss and unchecked claim is searched in an index of
 * the train cases' stored claims and the starter knowledge base, and each fused candidate becomes
 * a pair (positive when it is the rewording's own fact-check). Thresholds are chosen on 5-fold
 * out-of-fold probabilities of the same queries searched in an index the size of production
 * (PRODUCTION_INDEX_SIZE, filled up with distractors): `match` is the lowest that keeps false
 * matches at or under 1.5% for each kind of query (near misses and unchecked claims whose best
 * candidate passes it; rewordings whose best passing candidate is another claim), and for near
 * misses however they were written (WRITINGS: freely, partly, or as an edited copy); `related` keeps
 * 98% of rewordings' own fact-checks at least related; `suggest` is chosen by chooseSuggest.
 * The trees are monotone in every feature FEATURE_MONOTONE constrains: a difference can only
 * lower P(same claim).
 *
 * `--judgments FILE` adds visitors' confirmations and rejections (`npm run judgments:export`),
 * de-duplicated and capped per client, as extra pairs. Writes config/matching/matcher-model.json
 * (with word vectors) and config/matching/matcher-model-lexical.json (fitted without them, what a
 * server without the vectors file uses), one tree per line, each with the hash of the feature code
 * and word lists it was fitted with (`matcherInputsHash`).
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ClaimIndex } from "../lib/knowledge-base/claim-index";
import { boostedLogOdds, fitBoostedTrees, type TreeNode } from "../lib/knowledge-base/boosted-trees";
import { FEATURE_MONOTONE, FEATURE_NAMES, featureVector, pairFeatures } from "../lib/knowledge-base/match-features";
import { MATCHER_MODEL, type MatcherModel } from "../lib/knowledge-base/matcher";
import { analyzeClaim, normalizeClaimText } from "../lib/knowledge-base/text";
import { commonComponent, loadWordVectors, sentenceVector, type WordVectors } from "../lib/knowledge-base/word-vectors";
import { matcherInputsHash, serializeModel } from "./lib/matcher-inputs";
import { readJudgments, type JudgmentRow } from "../lib/knowledge-base/judgments-file";
import {
  caseClaim,
  mayBeSameSpeakersClaim,
  nearMissAnswer,
  hash,
  readCases,
  readUnchecked,
  splitOf,
  starterClaims,
  type MatchingCase,
  type StoredClaim,
  WRITINGS,
  writingOf,
} from "./lib/matching-cases";

const MODEL_FILE = path.join(process.cwd(), "config", "matching", "matcher-model.json");
const LEXICAL_MODEL_FILE = path.join(process.cwd(), "config", "matching", "matcher-model-lexical.json");
const FOLDS = 5;
/**
 * Gradient boosting: trees of depth 6 (depth 4 and 300 trees matched 3 points fewer rewordings
 * out of fold at the same false-match limit); monotone where a feature is a difference.
 */
const BOOSTING = { trees: 400, depth: 6, learningRate: 0.05, minLeaf: 10, monotone: FEATURE_NAMES.map((name) => FEATURE_MONOTONE[name]) };
/** Most judgments one client contributes to training, so no one client can steer the model. */
const JUDGMENTS_PER_CLIENT = 20;
/** At most this share of near misses, of claims nobody checked, or of rewordings matched to the wrong fact-check (out of fold): a quarter under the issue's 2% limit, for sampling error on a held-out set of a few hundred claims. */
const MAX_FALSE_MATCH = 0.015;
const RELATED_RECALL = 0.98;

type Query = {
  text: string;
  group: string;
  expected: string | null;
  kind: "rewording" | "near-miss" | "unchecked";
  /** Set on near misses: a hit this says may be right is left out of training and of false matches. */
  ambiguous?: (candidateId: string) => boolean;
  /** Set on near misses: the stored claim it was written against (the hardest negative). */
  against?: string;
};
type Pair = { x: number[]; y: number; query: number; candidate: string; weight: number };
/**
 * How much more a near miss's pair weighs than an ordinary pair when the near miss was not written
 * as an edited copy of the candidate (WRITINGS: freely or partly, by the word order the two share):
 * those pairs decide the match threshold under the per-writing false-match limit. Out of fold, 2
 * matched two points more rewordings than 1 before the cases held the "… at a record high" near
 * misses (eval/matching/README.md), and none more since (59.0 / 58.5% against 59.4 / 59.7% on two
 * fold assignments; 3: 57.3 / 57.9%), so every pair weighs the same.
 */
const NEAR_MISS_WEIGHT = 1;
/** Candidates per query trained on (beyond the query's own fact-check). */
const TRAIN_CANDIDATES = 5;

/** The queries of a set of cases: rewordings (positives), near misses and unchecked claims (negatives). */
export function queriesOf(
  cases: MatchingCase[],
  unchecked: Array<{ id: string; text: string }>,
  claimantOf: ReadonlyMap<string, string | undefined>,
): Query[] {
  const stored = new Set(claimantOf.keys());
  const queries: Query[] = [];
  for (const c of cases) {
    const expected = normalizeClaimText(c.stored.claim);
    for (const r of c.rewordings) queries.push({ text: r.text, group: c.id, expected, kind: "rewording" });
    // A near miss written as another stored claim (the same speaker's other statement) expects that claim.
    for (const m of c.nearMisses) {
      queries.push({
        text: m.text,
        group: c.id,
        expected: nearMissAnswer(m, stored),
        kind: "near-miss",
        against: normalizeClaimText(c.stored.claim),
        ambiguous: (id) => mayBeSameSpeakersClaim(c, m.kind, id, claimantOf),
      });
    }
  }
  for (const u of unchecked) queries.push({ text: u.text, group: u.id, expected: null, kind: "unchecked" });
  return queries;
}

/** The common component of the corpus's sentence vectors, as the model stores it. */
function fitCommonComponent(claims: StoredClaim[], vectors: WordVectors | null): number[] | null {
  if (!vectors) return null;
  const raw = claims.map((c) => sentenceVector(analyzeClaim(c.text).words, vectors)).filter((v): v is Float32Array => v !== null);
  const u = commonComponent(raw, vectors.dims);
  return u ? [...u].map((x) => Math.round(x * 1e6) / 1e6) : null;
}

/**
 * About how many fact-checks the index a visitor searches holds (the issue measured on about
 * 4,300): the thresholds are chosen in an index this size, since more stored claims mean more
 * near candidates for a query's own fact-check to lose to.
 */
const PRODUCTION_INDEX_SIZE = 4300;

/**
 * Stored claims that fill the train side's index up to PRODUCTION_INDEX_SIZE: near misses of the
 * train cases, in a fixed hash order, each read as another fact-check. A distractor is kept out of
 * its own case's queries (for those it would be the near miss itself, or a claim written against
 * their fact-check), so it only stands in for an unrelated claim.
 */
function distractorsOf(train: MatchingCase[], corpus: StoredClaim[]): Array<StoredClaim & { group: string }> {
  const have = new Set(corpus.map((c) => c.id));
  const pool = new Map<string, StoredClaim & { group: string }>();
  for (const c of train)
    for (const m of c.nearMisses) {
      const id = normalizeClaimText(m.text);
      if (!have.has(id) && !pool.has(id)) pool.set(id, { id, text: m.text, group: c.id });
    }
  return [...pool.values()].sort((a, b) => hash(a.id) - hash(b.id)).slice(0, Math.max(0, PRODUCTION_INDEX_SIZE - corpus.length));
}

/** Where the word order two claims share is read from a pair's features (how a near miss was written). */
const QUERY_ORDER = FEATURE_NAMES.indexOf("queryOrderShared");
const CANDIDATE_ORDER = FEATURE_NAMES.indexOf("candidateOrderShared");

function pairsOf(
  index: ClaimIndex,
  queries: Query[],
  vectors: WordVectors | null,
  groupOf: ReadonlyMap<string, string> = new Map(),
): Pair[] {
  const pairs: Pair[] = [];
  queries.forEach((query, q) => {
    const analysis = analyzeClaim(query.text);
    const queryVector = index.vectorOf(analysis);
    const candidates = index.candidates(analysis, queryVector).filter((c) => groupOf.get(c.id) !== query.group);
    // The pairs that decide a band: the query's own fact-check, and the best few candidates.
    candidates.forEach((candidate, rank) => {
      if (query.ambiguous?.(candidate.id) || (rank >= TRAIN_CANDIDATES && candidate.id !== query.expected)) return;
      const { features } = pairFeatures({
        query: analysis,
        candidate: candidate.analysis,
        vectors,
        queryVector,
        candidateVector: candidate.vector,
        ranks: { lexical: candidate.lexicalRank, semantic: candidate.semanticRank },
        claimantTokens: candidate.claimantTokens,
      });
      const x = featureVector(features);
      const y = candidate.id === query.expected ? 1 : 0;
      const written = writingOf(Math.min(x[QUERY_ORDER], x[CANDIDATE_ORDER]));
      const weight = query.kind === "near-miss" && y === 0 && written !== "as an edited copy" ? NEAR_MISS_WEIGHT : 1;
      pairs.push({ x, y, query: q, candidate: candidate.id, weight });
    });
  });
  return pairs;
}

/** Per query: its best candidate and that candidate's probability, and the probability of its own fact-check. */
type Outcome = { query: Query; best: { id: string; p: number; orderShared: number } | null; own: number };

function outcomes(queries: Query[], pairs: Pair[], probabilities: number[]): Outcome[] {
  const result: Outcome[] = queries.map((query) => ({ query, best: null, own: 0 }));
  pairs.forEach((pair, i) => {
    const o = result[pair.query];
    const p = probabilities[i];
    if (!o.best || p > o.best.p) o.best = { id: pair.candidate, p, orderShared: Math.min(pair.x[QUERY_ORDER], pair.x[CANDIDATE_ORDER]) };
    if (pair.y === 1) o.own = Math.max(o.own, p);
  });
  return result;
}

function falseMatchRate(all: Outcome[], threshold: number): number {
  let wrong = 0;
  for (const o of all) if (o.best && o.best.p >= threshold && o.best.id !== o.query.expected) wrong++;
  return wrong / all.length;
}

/** False matches of a kind of query at a threshold. */
const falseMatchesOf = (all: Outcome[], kind: Query["kind"], threshold: number) =>
  falseMatchRate(
    all.filter((o) => o.query.kind === kind),
    threshold,
  );

/** Rewordings whose own fact-check should be shown first in the match or suggestion band (out of fold). */
const SUGGEST_RECALL = 0.96;
/** At most this share of claims nobody checked may get a suggestion. */
const MAX_UNCHECKED_SUGGESTED = 0.33;

/**
 * The suggestion threshold: the highest that still puts SUGGEST_RECALL of rewordings' own
 * fact-checks first at or above it, raised if claims nobody checked would get a suggestion more
 * often than MAX_UNCHECKED_SUGGESTED.
 */
function chooseSuggest(all: Outcome[], match: number, related: number): number {
  const rewordings = all.filter((o) => o.query.kind === "rewording");
  const unchecked = all.filter((o) => o.query.kind === "unchecked");
  const recallAt = (t: number) => rewordings.filter((o) => o.best?.id === o.query.expected && o.best.p >= t).length / rewordings.length;
  const uncheckedAt = (t: number) => unchecked.filter((o) => o.best && o.best.p >= t).length / Math.max(1, unchecked.length);
  let suggest = match;
  for (let t = match; t >= related; t -= 0.005) {
    suggest = t;
    if (recallAt(t) >= SUGGEST_RECALL) break;
  }
  while (uncheckedAt(suggest) > MAX_UNCHECKED_SUGGESTED && suggest < match) suggest += 0.005;
  return Math.round(Math.min(match, Math.max(related, suggest)) * 1000) / 1000;
}

/**
 * Near misses by how they were written (WRITINGS), each judged by its best candidate. The
 * false-match limit holds for each, so a model that tells an edited copy's swapped word apart
 * cannot pay for it with near misses a visitor writes in words of their own, which the cases hold
 * fewer of than the world does.
 */
function nearMissesWritten(all: Outcome[]): Outcome[][] {
  const nearMisses = all.filter((o) => o.query.kind === "near-miss");
  return WRITINGS.map((writing) => nearMisses.filter((o) => o.best && writingOf(o.best.orderShared) === writing));
}

function chooseThresholds(all: Outcome[]): { match: number; suggest: number; related: number } {
  const written = nearMissesWritten(all);
  let match = 0.99;
  for (let t = 0.99; t >= 0.05; t -= 0.005) {
    if ((["near-miss", "unchecked", "rewording"] as const).some((kind) => falseMatchesOf(all, kind, t) > MAX_FALSE_MATCH)) break;
    if (written.some((part) => part.length > 0 && falseMatchRate(part, t) > MAX_FALSE_MATCH)) break;
    match = t;
  }
  const own = all
    .filter((o) => o.query.kind === "rewording")
    .map((o) => o.own)
    .sort((a, b) => a - b);
  const related = Math.max(0.02, Math.min(match / 2, own[Math.floor((1 - RELATED_RECALL) * own.length)] ?? 0.02));
  const rounded = { match: Math.round(match * 1000) / 1000, related: Math.round(related * 1000) / 1000 };
  return { ...rounded, suggest: chooseSuggest(all, rounded.match, rounded.related) };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

type Judgment = JudgmentRow;

/** One model: with word vectors (the default) or without (what a server lacking the vectors file uses). */
function fit(options: { vectors: WordVectors | null; file: string; judgments: Judgment[] }) {
  const { vectors, file, judgments } = options;
  const cases = readCases();
  const unchecked = readUnchecked();
  const split = splitOf([...cases.map((c) => c.id), ...unchecked.map((u) => u.id)]);
  const train = cases.filter((c) => split.get(c.id) === "train");
  const trainUnchecked = unchecked.filter((u) => split.get(u.id) === "train");
  const corpus = [...starterClaims(), ...train.map(caseClaim)];
  const label = vectors ? "with word vectors" : "lexical (no word vectors)";

  const commonComponentOfCorpus = fitCommonComponent(corpus, vectors);
  const base: MatcherModel = { ...MATCHER_MODEL, commonComponent: commonComponentOfCorpus };
  const index = new ClaimIndex({ model: base, vectors });
  index.add(corpus);

  const queries = queriesOf(train, trainUnchecked, new Map(corpus.map((c) => [c.id, c.claimant])));
  const pairs = pairsOf(index, queries, vectors);
  // The same queries in an index the size of production, for the thresholds (out of fold).
  const distractors = distractorsOf(train, corpus);
  const productionIndex = new ClaimIndex({ model: base, vectors });
  productionIndex.add([...corpus, ...distractors.map(({ group: _group, ...claim }) => claim)]);
  const thresholdPairs = pairsOf(productionIndex, queries, vectors, new Map(distractors.map((d) => [d.id, d.group])));
  // Visitors' judgments: extra pairs for the final fit only (thresholds stay on the hand-written cases).
  const judged = judgments.map((j) => {
    const query = analyzeClaim(j.query);
    const candidate = analyzeClaim(j.candidate);
    const { features } = pairFeatures({
      query,
      candidate,
      vectors,
      queryVector: index.vectorOf(query),
      candidateVector: index.vectorOf(candidate),
      ranks: { lexical: 0, semantic: 0 },
    });
    return { x: featureVector(features), y: j.same ? 1 : 0, weight: 1 };
  });
  console.log(
    `train:matcher (${label}): ${train.length} train cases, ${trainUnchecked.length} unchecked claims, ${queries.length} queries, ${pairs.length} pairs (${pairs.filter((p) => p.y).length} positive)${judged.length ? `, ${judged.length} visitors' judgments` : ""}`,
  );

  // Out-of-fold probabilities, folds by case, for the thresholds.
  const foldOf = (q: Query) => {
    let h = 0;
    for (const ch of q.group) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    return h % FOLDS;
  };
  const oof = new Array<number>(thresholdPairs.length).fill(0);
  for (let fold = 0; fold < FOLDS; fold++) {
    const fitted = fitBoostedTrees(
      pairs.filter((p) => foldOf(queries[p.query]) !== fold),
      BOOSTING,
    );
    thresholdPairs.forEach((p, i) => {
      if (foldOf(queries[p.query]) === fold) oof[i] = sigmoid(boostedLogOdds(fitted, p.x));
    });
  }
  const o = outcomes(queries, thresholdPairs, oof);
  const thresholds = chooseThresholds(o);
  const trees = fitBoostedTrees([...pairs, ...judged], BOOSTING);
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const roundTree = (node: TreeNode): TreeNode =>
    "value" in node
      ? { value: round(node.value) }
      : { feature: node.feature, threshold: round(node.threshold), left: roundTree(node.left), right: roundTree(node.right) };
  const model: MatcherModel & { trainedOn: Record<string, unknown> } = {
    features: [...FEATURE_NAMES],
    trees: { base: round(trees.base), learningRate: trees.learningRate, trees: trees.trees.map(roundTree) },
    thresholds,
    commonComponent: commonComponentOfCorpus,
    trainedOn: {
      command: "npm run train:matcher",
      inputsHash: matcherInputsHash(),
      cases: train.length,
      unchecked: trainUnchecked.length,
      starterClaims: corpus.length - train.length,
      pairs: pairs.length,
      thresholdIndex: corpus.length + distractors.length,
      positives: pairs.filter((p) => p.y).length,
      judgments: judged.length,
      wordVectors: index.semantic,
      boosting: { ...BOOSTING, monotone: undefined },
      maxFalseMatch: MAX_FALSE_MATCH,
      relatedRecall: RELATED_RECALL,
      suggestRecall: SUGGEST_RECALL,
    },
  };
  writeFileSync(file, serializeModel(model));

  const rewordings = o.filter((x) => x.query.kind === "rewording");
  console.log(
    `train:matcher (${label}): thresholds match ${thresholds.match}, suggest ${thresholds.suggest}, related ${thresholds.related}`,
  );
  console.log(
    `  out-of-fold on the train side, in an index of ${(corpus.length + distractors.length).toLocaleString("en-US")} claims (threshold: rewordings matched; false matches on near misses / on claims nobody checked)`,
  );
  for (const t of [...new Set([0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, thresholds.match])].sort()) {
    const matched = rewordings.filter((x) => x.best?.id === x.query.expected && x.best.p >= t).length;
    console.log(
      `  ${t.toFixed(2)}: ${((100 * matched) / rewordings.length).toFixed(1)}%; ${(100 * falseMatchesOf(o, "near-miss", t)).toFixed(1)}% / ${(100 * falseMatchesOf(o, "unchecked", t)).toFixed(1)}%${t === thresholds.match ? "  ← match threshold" : ""}`,
    );
  }
  const written = nearMissesWritten(o).map((part) => `${(100 * falseMatchRate(part, thresholds.match)).toFixed(1)}% of ${part.length}`);
  console.log(`  near misses written freely / partly / as an edited copy: false matches ${written.join(" / ")}`);
  const share = (part: Outcome[], all: Outcome[]) => `${((100 * part.length) / Math.max(1, all.length)).toFixed(1)}%`;
  const uncheckedOutcomes = o.filter((x) => x.query.kind === "unchecked");
  const suggestedOwn = rewordings.filter((x) => x.best?.id === x.query.expected && x.best.p >= thresholds.suggest);
  const suggestedUnchecked = uncheckedOutcomes.filter((x) => x.best && x.best.p >= thresholds.suggest);
  console.log(
    `  suggestion ${thresholds.suggest}: own fact-check first for ${share(suggestedOwn, rewordings)} of rewordings; claims nobody checked suggested ${share(suggestedUnchecked, uncheckedOutcomes)}`,
  );
  console.log(`train:matcher: wrote ${path.relative(process.cwd(), file)} (${trees.trees.length} trees)`);
  if (process.argv.includes("--errors")) {
    // Train side only, out of fold: the queries whose best wrong candidate scores highest.
    const wrong = o.filter((x) => x.best && x.best.id !== x.query.expected).sort((a, b) => (b.best?.p ?? 0) - (a.best?.p ?? 0));
    for (const x of wrong.slice(0, 60))
      console.log(`  [${x.query.kind} ${x.query.group}] P ${x.best?.p.toFixed(3)} ${x.query.text}\n      → ${x.best?.id}`);
    const missed = rewordings.filter((x) => x.own < 0.5).slice(0, 40);
    for (const x of missed) console.log(`  [missed ${x.query.group}] own P ${x.own.toFixed(3)} ${x.query.text}`);
  }
}

function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf("--judgments");
  const judgmentsFile = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && (!judgmentsFile || !existsSync(judgmentsFile))) {
    console.error(`train:matcher: --judgments needs a file written by npm run judgments:export (${judgmentsFile ?? "none given"})`);
    process.exit(1);
  }
  const judgments = judgmentsFile ? readJudgments(judgmentsFile, { maxPerClient: JUDGMENTS_PER_CLIENT }) : [];
  const vectors = loadWordVectors();
  if (!vectors) {
    console.error(
      "train:matcher: the word-vectors file is missing: run npm run kb:vectors first (both models are fitted, with and without vectors)",
    );
    process.exit(1);
  }
  if (!args.includes("--lexical-only")) fit({ vectors, file: MODEL_FILE, judgments });
  if (!args.includes("--vectors-only")) fit({ vectors: null, file: LEXICAL_MODEL_FILE, judgments });
}

if (require.main === module) main();
