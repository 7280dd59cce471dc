import type { Verdict } from "@/lib/fact-check/verdict";

/**
 * Verdict and confidence from weighted fact-checks (the deterministic synthesiser's rules).
 *
 * Each rated review weighs `match × credibility/10 × recency`. Verdicts sit on an ordinal
 * scale (TRUE 2 … MIXED 0 … FALSE −2); the weighted mean picks the verdict unless reliable
 * reviews disagree in direction (DISPUTED) or most weight says "unproven" (UNCLEAR).
 * Confidence follows the spec's tooltip: source credibility, consistency and evidence strength.
 */

export const ORDINAL: Partial<Record<Verdict, number>> = { TRUE: 2, MOSTLY_TRUE: 1, MIXED: 0, MOSTLY_FALSE: -1, FALSE: -2 };

export type WeightedRating = {
  verdict: Verdict;
  /** 0..1: how closely the reviewed claim matches the visitor's. */
  match: number;
  /** 0..10 */
  credibility: number;
  /** 0..1: older reviews count for less. */
  recency: number;
};

export const CONFIDENCE_RULES = {
  /** Below this total weight there is no good evidence: UNCLEAR. */
  minEvidenceWeight: 0.3,
  /** Credibility from which a reviewer counts as reliable for DISPUTED. */
  reliableCredibility: 7,
  /** Share of weight each side needs for a disagreement to make the claim DISPUTED. */
  disputedMinShare: 0.25,
  weights: { credibility: 0.4, consistency: 0.35, strength: 0.25 },
  /** Evidence strength saturates as weight accumulates: 1 − e^(−weight / k). */
  strengthScale: 1.2,
  caps: { UNCLEAR: 30, DISPUTED: 60 } as Partial<Record<Verdict, number>>,
  /** Each provider that failed costs this many points. */
  failedProviderPenalty: 10,
} as const;

export type Assessment = {
  status: Verdict;
  confidence: number;
  factors: { credibility: number; consistency: number; strength: number; totalWeight: number };
};

const weightOf = (rating: WeightedRating) => rating.match * (rating.credibility / 10) * rating.recency;

function fromMean(mean: number): Verdict {
  if (mean >= 1.5) return "TRUE";
  if (mean >= 0.5) return "MOSTLY_TRUE";
  if (mean > -0.5) return "MIXED";
  if (mean > -1.5) return "MOSTLY_FALSE";
  return "FALSE";
}

/** The uncertain floor: how confident we are that nothing can be said (low by design). */
function uncertainConfidence(totalWeight: number): number {
  return Math.round(Math.min(CONFIDENCE_RULES.caps.UNCLEAR!, 10 + totalWeight * 20));
}

export function assess(ratings: WeightedRating[], { failedProviders = 0 }: { failedProviders?: number } = {}): Assessment {
  const rules = CONFIDENCE_RULES;
  const scaled = ratings.map((rating) => ({ ...rating, weight: weightOf(rating) })).filter((rating) => rating.weight > 0);
  const ordinal = scaled.filter((rating) => ORDINAL[rating.verdict] !== undefined);
  const totalWeight = scaled.reduce((sum, rating) => sum + rating.weight, 0);
  const ordinalWeight = ordinal.reduce((sum, rating) => sum + rating.weight, 0);
  const emptyFactors = { credibility: 0, consistency: 0, strength: 0, totalWeight };

  if (ordinalWeight < rules.minEvidenceWeight || ordinalWeight < totalWeight / 2) {
    // No good match, or most of the weight says the claim is unproven or contested.
    const disputedWeight = scaled.filter((r) => r.verdict === "DISPUTED").reduce((sum, r) => sum + r.weight, 0);
    const status: Verdict = disputedWeight > totalWeight / 2 && totalWeight >= rules.minEvidenceWeight ? "DISPUTED" : "UNCLEAR";
    const confidence = status === "DISPUTED" ? Math.min(rules.caps.DISPUTED!, Math.round(30 + totalWeight * 15)) : uncertainConfidence(totalWeight);
    return { status, confidence: Math.max(0, confidence - failedProviders * rules.failedProviderPenalty), factors: emptyFactors };
  }

  const mean = ordinal.reduce((sum, r) => sum + ORDINAL[r.verdict]! * r.weight, 0) / ordinalWeight;
  const variance = ordinal.reduce((sum, r) => sum + r.weight * (ORDINAL[r.verdict]! - mean) ** 2, 0) / ordinalWeight;
  const credibility = scaled.reduce((sum, r) => sum + r.credibility * r.weight, 0) / totalWeight / 10;
  // Spread is at most 2 on this scale (all weight at the two ends).
  const consistency = Math.max(0, 1 - Math.sqrt(variance) / 2);
  const strength = 1 - Math.exp(-ordinalWeight / rules.strengthScale);

  const reliable = ordinal.filter((r) => r.credibility >= rules.reliableCredibility);
  const reliableWeight = reliable.reduce((sum, r) => sum + r.weight, 0);
  const supportShare = reliable.filter((r) => ORDINAL[r.verdict]! > 0).reduce((sum, r) => sum + r.weight, 0) / (reliableWeight || 1);
  const refuteShare = reliable.filter((r) => ORDINAL[r.verdict]! < 0).reduce((sum, r) => sum + r.weight, 0) / (reliableWeight || 1);
  const disputed = supportShare >= rules.disputedMinShare && refuteShare >= rules.disputedMinShare;

  const status = disputed ? "DISPUTED" : fromMean(mean);
  const raw = 100 * (rules.weights.credibility * credibility + rules.weights.consistency * consistency + rules.weights.strength * strength);
  const capped = Math.min(raw, rules.caps[status] ?? 100);
  const confidence = Math.round(Math.max(0, capped - failedProviders * rules.failedProviderPenalty));
  return { status, confidence, factors: { credibility, consistency, strength, totalWeight } };
}

/** Newer reviews count for more: full weight for five years, then fading to half at twenty. */
export function recencyWeight(date: Date | undefined, now: Date): number {
  if (!date) return 0.85;
  const years = (now.getTime() - date.getTime()) / (365.25 * 24 * 3600 * 1000);
  if (years <= 5) return 1;
  return Math.max(0.5, 1 - ((years - 5) / 15) * 0.5);
}

/** The methodology's five bands. */
export function confidenceBand(confidence: number): "very high" | "high" | "moderate" | "low" | "very low" {
  if (confidence >= 90) return "very high";
  if (confidence >= 70) return "high";
  if (confidence >= 50) return "moderate";
  if (confidence >= 30) return "low";
  return "very low";
}
