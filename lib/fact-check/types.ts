import type { CredibilityBasis, OutletKind } from "@/lib/fact-check/credibility";
import type { Verdict } from "@/lib/fact-check/verdict";
import type { ClaimDifferences } from "@/lib/knowledge-base/match-features";

/** The shapes of a fact-check result (verdict, sources, timeline, fact-checker reviews, context) as the web app and the API read them. */

export type Stance = "supports" | "disputes" | "neutral";
export type Significance = "high" | "medium" | "low";
export type CheckMode = "fast" | "standard" | "detailed";

export type TimeWindow = "month" | "year" | "5years" | "all";
export type Region = "all" | "us" | "europe" | "global";
export type Language = "all" | "en" | "es" | "other";
export type CheckFilters = { timeWindow: TimeWindow; region: Region; language: Language };

export const DEFAULT_FILTERS: CheckFilters = { timeWindow: "5years", region: "all", language: "all" };

export type Source = {
  id: string;
  outlet: string;
  /** ISO date (YYYY-MM-DD) or null when the source gives none. */
  publishDate: string | null;
  /** 0-10, from the credibility table. */
  credibility: number;
  /** Why the outlet has that score; for outlets not in the table, how the score was derived. */
  credibilityReason: string;
  /** "table": the outlet's entry; "rule": a class rule (journals, agencies, .gov, .edu hosts); "default": unrated outlet. */
  credibilityBasis: CredibilityBasis;
  /** What kind of outlet it is. */
  kind: OutletKind;
  stance: Stance;
  title: string;
  excerpt: string;
  /** 0-100. */
  relevance: number;
  url: string;
};

export type TimelineEvent = {
  id: string;
  date: string;
  title: string;
  description: string;
  significance: Significance;
  /** Ids of the sources behind the event. */
  sources: string[];
};

export type ContextualAnalysis = {
  historicalContext?: string;
  politicalContext?: string;
  scientificContext?: string;
  socialContext?: string;
  economicContext?: string;
  mediaContext?: string;
  keyActors: string[];
  relatedEvents: string[];
  geopoliticalFactors: string[];
};

/** A fact-checker's review as Google Fact Check Tools returns it, which the Timeline panel lists. */
export type GoogleFactCheckEntry = {
  text: string;
  claimant?: string;
  claimDate?: string;
  review: {
    publisher: { name: string; site?: string };
    url: string;
    title?: string;
    reviewDate?: string;
    textualRating: string;
    languageCode?: string;
  };
};

export type VerdictStatus = Verdict;

/**
 * A published fact-check of a claim close to the visitor's but not the same assertion: shown
 * with its own rating, never counted toward the verdict.
 */
export type RelatedFactCheck = {
  /** The claim the fact-checker reviewed, as they worded it. */
  claim: string;
  claimant?: string;
  /** The review's URL. */
  url: string;
  publisher: string;
  /** ISO date (YYYY-MM-DD) of the review, when known. */
  reviewDate?: string;
  /** The fact-checker's own rating ("Pants on Fire", "Misleading", …). */
  textualRating: string;
  /** That rating on the seven verdicts (UNCLEAR when it cannot be read). */
  verdict: VerdictStatus;
  /** 0-100: how close the reviewed claim is to the visitor's (100 × P(same claim)). */
  similarity: number;
};

/** One publisher's review of a suggested claim: its rating badge and date. */
export type SuggestedReview = {
  url: string;
  publisher: string;
  /** ISO date (YYYY-MM-DD) of the review, when known. */
  reviewDate?: string;
  textualRating: string;
  verdict: VerdictStatus;
};

/**
 * A published fact-check of a claim that may be the visitor's (the suggestion band): shown in the
 * verdict card's place, with the terms on one side only highlighted, for the visitor to confirm.
 * The related fields are its best review's; `reviews` lists every publisher's review of that claim.
 */
export type SuggestedFactCheck = RelatedFactCheck & {
  differences: ClaimDifferences;
  reviews: SuggestedReview[];
};

/**
 * How the fact-checks behind the verdict were matched to the claim: by the built-in scorer, by
 * the visitor confirming a suggestion (or a related fact-check), or by a chat model's judgment.
 */
export type MatchPath = "scorer" | "confirmed" | "model";
export const MATCH_PATHS: readonly MatchPath[] = ["scorer", "confirmed", "model"];

export type FactCheckResult = {
  id: string;
  query: string;
  verdict: { status: VerdictStatus; confidence: number; summary: string };
  sources: Source[];
  timeline: TimelineEvent[];
  googleFactCheck: GoogleFactCheckEntry[];
  /** Fact-checks of close but different claims, best first; empty when none is close. */
  related: RelatedFactCheck[];
  /**
   * When nothing matched: the fact-check that may be the visitor's claim, for them to confirm
   * (POST /api/fact-check/{id}/confirm). Absent otherwise.
   */
  suggestion?: SuggestedFactCheck;
  /** How the counted fact-checks were matched; absent when none counts toward the verdict. */
  matchedBy?: MatchPath;
  perplexityResult: { citations: string[] };
  contextualAnalysis?: ContextualAnalysis;
  /** Returned only when include_reasoning is set. */
  reasoning?: string;
  category?: string;
  cached: boolean;
  checkedAt: string;
  mode: CheckMode;
  filters: CheckFilters;
  /** Which providers answered, and which failed or were skipped. */
  providers: ProviderReport[];
  /**
   * YYYY-MM-DD: when the claim was first made, as the matched fact-checks record it; absent
   * when none gives a date.
   */
  claimDate?: string;
  /** Plain-language notes on anything that degraded the result. */
  notes: string[];
};

export type ProviderReport = {
  name: string;
  /** "matching": a chat model that re-judged the retrieved fact-checks' bands. */
  role: "fact-checker" | "web-evidence" | "matching" | "synthesis";
  status: "ok" | "empty" | "failed" | "skipped";
  durationMs: number;
  items: number;
};
