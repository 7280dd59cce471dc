/**
 * P(same claim): whether a stored fact-check answers the visitor's claim, as a probability from
 * gradient-boosted trees over the pair's features (`match-features.ts`), fitted by
 * `npm run train:matcher` on hand-written rewordings and near misses (`eval/matching/`).
 *
 * Four bands follow from it: **match** (the fact-check's rating counts toward the verdict),
 * **suggestion** (shown in the verdict's place with the differences highlighted; it counts once
 * the visitor confirms it, or a configured chat model judges it the same claim), **related**
 * (shown with its own rating, never counted) and **none**. A wrong match is worse than none, so
 * the match threshold is chosen for few false matches.
 */
import modelFile from "@/config/matching/matcher-model.json";
import lexicalModelFile from "@/config/matching/matcher-model-lexical.json";
import { boostedLogOdds, type BoostedTrees } from "@/lib/knowledge-base/boosted-trees";
import {
  FEATURE_NAMES,
  featureVector,
  pairFeatures,
  type ClaimDifferences,
  type MatchFeatures,
  type PairInput,
} from "@/lib/knowledge-base/match-features";
import { analyzeClaim, type ClaimAnalysis } from "@/lib/knowledge-base/text";
import { loadWordVectors, removeComponent, sentenceVector, type WordVectors } from "@/lib/knowledge-base/word-vectors";

export type MatchBand = "match" | "suggestion" | "related" | "none";

/** The fitted model as `train:matcher` writes it. */
export type MatcherModel = {
  features: readonly string[];
  /** The log-odds of the same claim, as a sum of trees over the features in that order. */
  trees: BoostedTrees;
  thresholds: { match: number; suggest: number; related: number };
  /** The common component of sentence vectors (SIF), removed from every claim's vector. */
  commonComponent: readonly number[] | null;
};

/** The model fitted with word vectors: what a server with the vectors file uses. */
export const MATCHER_MODEL: MatcherModel = modelFile as MatcherModel;
/**
 * The model fitted without word vectors: a server whose vectors file is missing scores pairs on
 * the lexical features alone, with thresholds chosen for them, instead of feeding the vector
 * model stand-in values it was never fitted on. Matching then finds fewer rewordings.
 */
export const LEXICAL_MATCHER_MODEL: MatcherModel = lexicalModelFile as MatcherModel;

/** Models whose features were checked against FEATURE_NAMES (on first use, so train:matcher can run when they differ). */
const checked = new WeakSet<MatcherModel>();
function assertFits(model: MatcherModel): void {
  if (checked.has(model)) return;
  if (model.features.join() !== FEATURE_NAMES.join()) {
    throw new Error("config/matching/matcher-model*.json was fitted on other features: run npm run train:matcher");
  }
  checked.add(model);
}

/** The model for a server with or without word vectors. */
export const modelFor = (vectors: WordVectors | null | undefined): MatcherModel => (vectors ? MATCHER_MODEL : LEXICAL_MATCHER_MODEL);

export interface ClaimComparison {
  /** P(same claim), 0..1. */
  score: number;
  band: MatchBand;
  /** Whether the band is "match". */
  sameAssertion: boolean;
  /** The differences the features found, then the band. */
  reasons: string[];
  features: MatchFeatures;
  /** The terms on one side only, as the visitor is shown them. */
  differences: ClaimDifferences;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** P(same claim) of a pair's features under `model`. */
export function probabilityOf(features: MatchFeatures, model: MatcherModel = MATCHER_MODEL): number {
  assertFits(model);
  return sigmoid(boostedLogOdds(model.trees, featureVector(features)));
}

export function bandOf(probability: number, model: MatcherModel = MATCHER_MODEL): MatchBand {
  if (probability >= model.thresholds.match) return "match";
  if (probability >= model.thresholds.suggest) return "suggestion";
  if (probability >= model.thresholds.related) return "related";
  return "none";
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The same content words in the same order, asserting or denying alike: the same claim, however punctuated or framed. */
function sameWords(input: PairInput): boolean {
  const { query, candidate } = input;
  return query.negations === candidate.negations && query.tokens.length > 0 && query.tokens.join(" ") === candidate.tokens.join(" ");
}

/**
 * A figure only the stored claim states ("Trump lost the 2020 election" against "… by 7 million
 * votes") makes it a more specific claim, which may be rated on that figure alone: the scorer
 * suggests it, with the figure shown, and the visitor confirms; it never answers on its own.
 */
function bandFor(score: number, features: MatchFeatures, model: MatcherModel): MatchBand {
  const band = bandOf(score, model);
  return band === "match" && score < 1 && features.numberOnlyInCandidate > 0 ? "suggestion" : band;
}

/** Scores a pair whose features are already gathered (the index passes ranks and vectors). */
export function comparePair(input: PairInput, model: MatcherModel = modelFor(input.vectors)): ClaimComparison {
  const { features, reasons, differences } = pairFeatures(input);
  const score = sameWords(input) ? 1 : round(probabilityOf(features, model));
  const band = bandFor(score, features, model);
  return { score, band, sameAssertion: band === "match", reasons: [...reasons, `${band}: P(same claim) ${score}`], features, differences };
}

/** The claim's unit sentence vector, common component removed; null without vectors or known words. */
export function claimVector(
  analysis: ClaimAnalysis,
  vectors: WordVectors | null,
  model: MatcherModel = MATCHER_MODEL,
): Float32Array | null {
  if (!vectors) return null;
  const raw = sentenceVector(analysis.words, vectors);
  if (!raw) return null;
  return removeComponent(raw, commonComponentOf(model));
}

/** The model's common component as a vector, converted once per model. */
const componentVectors = new WeakMap<MatcherModel, Float32Array | null>();
function commonComponentOf(model: MatcherModel): Float32Array | null {
  if (!componentVectors.has(model)) componentVectors.set(model, model.commonComponent ? Float32Array.from(model.commonComponent) : null);
  return componentVectors.get(model) ?? null;
}

/**
 * Compares two claims already read by `analyzeClaim`, outside any index (Google's results,
 * Discover's rewordings): no retrieval ranks, so each side counts as its own best hit.
 */
export function compareAnalyses(query: ClaimAnalysis, candidate: ClaimAnalysis, options: { claimant?: string } = {}): ClaimComparison {
  const vectors = loadWordVectors();
  return comparePair({
    query,
    candidate,
    vectors,
    queryVector: claimVector(query, vectors),
    candidateVector: claimVector(candidate, vectors),
    ranks: { lexical: 0, semantic: 0 },
    claimantTokens: options.claimant ? analyzeClaim(options.claimant).tokens : undefined,
  });
}

/** Whether `candidate` asserts the same thing as `query`: P(same claim), its band and the reasons. */
export function compareClaims(query: string, candidate: string, options: { claimant?: string } = {}): ClaimComparison {
  return compareAnalyses(analyzeClaim(query), analyzeClaim(candidate), options);
}
