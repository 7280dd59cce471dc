import type { CheckFilters, CheckMode, ContextualAnalysis, MatchPath, Source, Stance, TimelineEvent } from "@/lib/fact-check/types";
import type { Verdict } from "@/lib/fact-check/verdict";
import type { ClaimDifferences, MatchFeatures } from "@/lib/knowledge-base/match-features";

/** What every provider is told about the check it serves. */
export type ProviderContext = {
  claim: string;
  normalizedClaim: string;
  filters: CheckFilters;
  mode: CheckMode;
  maxSources: number;
  /** Aborted when the provider's time budget runs out. */
  signal: AbortSignal;
  now: Date;
};

/**
 * A published fact-check of the visitor's claim (band "match"), of a claim that may be the
 * visitor's ("suggestion": shown for the visitor to confirm, counted only once confirmed or
 * judged the same by a chat model) or of a close one ("related").
 */
export type FactCheckMatch = {
  claim: { text: string; claimant?: string; claimDate?: Date };
  review: {
    publisherName: string;
    publisherSite?: string;
    url: string;
    title?: string;
    reviewDate?: Date;
    textualRating: string;
    language: string;
    summary?: string;
  };
  /** The rating normalised onto the seven verdicts; null when it cannot be read. */
  verdict: Verdict | null;
  /** P(same claim): how likely the reviewed claim is the visitor's, 0..1. */
  matchScore: number;
  category?: string;
  provider: string;
  /** Set when no fact-check fell inside the chosen time window and older ones were kept. */
  outsideTimeWindow?: boolean;
  /**
   * "related" when the review is of a close but different claim: shown with its own rating,
   * never counted toward the verdict. "suggestion" when it may be the visitor's claim: shown for
   * the visitor to confirm, never counted unless confirmed. Unset means "match".
   */
  band?: FactCheckBand;
  /** The terms on one side only, as the scorer saw them (suggested and related fact-checks). */
  differences?: ClaimDifferences;
  /** The pair's features as the scorer saw them (kept with a visitor's judgment of the pair). */
  features?: MatchFeatures;
  /** Set when a chat model moved it into the match band (it was a suggestion or related). */
  matchedByModel?: boolean;
};

export type FactCheckBand = "match" | "suggestion" | "related";

/** Whether a fact-check counts toward the verdict: a match, not a suggestion or a related claim. */
export const countsTowardVerdict = (m: Pick<FactCheckMatch, "band">): boolean => m.band === undefined || m.band === "match";

/** A page of web evidence about the claim. */
export type EvidenceItem = {
  url: string;
  title: string;
  outlet?: string;
  snippet: string;
  publishDate?: Date;
  /** Its stance towards the claim, when the provider knows it. */
  stance?: Stance;
  /** 0..1 */
  relevance: number;
  provider: string;
};

/** What an online provider adds to its role: its own time budget and the modes it serves. */
export type ProviderOptions = {
  /** Its own time budget in ms; the pipeline's default budget applies when unset. */
  readonly timeoutMs?: number;
  /** The check modes it serves; every mode when unset. */
  readonly modes?: readonly CheckMode[];
};

/** Fact-checker databases: the local knowledge base, Google Fact Check Tools. */
export interface FactCheckerProvider extends ProviderOptions {
  readonly name: string;
  search(context: ProviderContext): Promise<FactCheckMatch[]>;
}

/** Web evidence: sources cached from earlier checks, Perplexity. */
export interface WebEvidenceProvider extends ProviderOptions {
  readonly name: string;
  findEvidence(context: ProviderContext): Promise<EvidenceItem[]>;
}

export type SynthesisInput = {
  claim: string;
  matches: FactCheckMatch[];
  evidence: EvidenceItem[];
  mode: CheckMode;
  maxSources: number;
  now: Date;
  /** Names of providers that failed: their absence lowers confidence. */
  failedProviders: string[];
  /** How the matches were matched (the confidence map may differ per path); "scorer" when unset. */
  matchedBy?: MatchPath;
};

export type Synthesis = {
  status: Verdict;
  confidence: number;
  summary: string;
  reasoning: string;
  sources: Source[];
  timeline: TimelineEvent[];
  contextualAnalysis?: ContextualAnalysis;
  category?: string;
  synthesiser: string;
  /** Anything the result should tell the reader about how it was synthesised. */
  notes?: string[];
};

/** Turns fact-checks and evidence into a verdict: the deterministic aggregator or a language model. */
export interface Synthesiser extends ProviderOptions {
  readonly name: string;
  synthesise(input: SynthesisInput, signal: AbortSignal): Promise<Synthesis>;
}

/** How a fact-check relates to the visitor's claim, as a match judge sees it. */
export type MatchRelation = "same" | "related" | "different";

/** The retrieved candidates a match judge is shown, best first, each with the scorer's band and P(same claim). */
export type MatchJudgeInput = {
  claim: string;
  candidates: Array<{ id: string; claim: string; claimant?: string; band: FactCheckBand; score: number }>;
};

/**
 * A second opinion on the scorer's bands (a chat model): "same" moves a candidate to the match
 * band, "related" to the related band, "different" drops it. It only judges the candidates it is
 * given, by id; a candidate it leaves out keeps the scorer's band.
 */
export interface MatchJudge extends ProviderOptions {
  readonly name: string;
  judge(input: MatchJudgeInput, signal: AbortSignal): Promise<Map<string, MatchRelation>>;
}
