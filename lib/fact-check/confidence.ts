import { calibratedProbability, type CalibrationInputs, type CalibrationMap } from "@/lib/fact-check/calibration";
import type { Verdict } from "@/lib/fact-check/verdict";

/**
 * Verdict and confidence from weighted fact-checks (the deterministic synthesiser's rules).
 *
 * Each rated review weighs `match × credibility/10 × recency`. Verdicts sit on an ordinal
 * scale (TRUE 2 … MIXED 0 … FALSE −2); the weighted mean picks the verdict unless reliable
 * reviews disagree in direction (DISPUTED) or most weight says "unproven" (UNCLEAR).
 * Three factors (source credibility, consistency, evidence strength) give a raw score; with a
 * calibration map (lib/fact-check/calibration.ts) that score and the best match, the agreeing
 * publishers, the best reviewer and the newest review's age become the probability, in percent,
 * that fact-checkers would give the same verdict. The map only moves the number: the verdict is
 * decided before it is read. UNCLEAR keeps its low score of how little is known.
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
  /** Who published the review: agreeing publishers count once each. */
  publisher?: string;
  /** Years since the review was published, when it is dated. */
  ageYears?: number;
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
  /** The weighted sum of credibility, consistency and strength (capped, less the failed-provider penalty): the confidence before calibration. */
  rawConfidence: number;
  factors: { credibility: number; consistency: number; strength: number; totalWeight: number };
  /** What the calibration map reads; null for UNCLEAR, whose score is not a probability. */
  calibrationInputs: CalibrationInputs | null;
};

export type AssessOptions = {
  failedProviders?: number;
  /** The fitted map; without one, confidence is the raw score. */
  calibration?: CalibrationMap | null;
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

type Scaled = WeightedRating & { weight: number };

/** The calibration map's inputs for a verdict, from the ratings that were counted. */
function calibrationInputs(status: Verdict, counted: Scaled[], score: number): CalibrationInputs {
  const ages = counted.map((r) => r.ageYears).filter((age): age is number => age !== undefined);
  return {
    score,
    bestMatch: Math.max(0, ...counted.map((r) => r.match)),
    agreeingPublishers: new Set(counted.filter((r) => r.verdict === status).map((r, i) => r.publisher ?? `#${i}`)).size,
    bestCredibility: Math.max(0, ...counted.map((r) => r.credibility)),
    newestAgeYears: ages.length ? Math.max(0, Math.min(...ages)) : null,
  };
}

/** Confidence for a verdict other than UNCLEAR: the raw score, or its calibrated probability; capped, less the penalty. */
function finalConfidence(status: Verdict, raw: number, counted: Scaled[], { failedProviders = 0, calibration }: AssessOptions) {
  const rules = CONFIDENCE_RULES;
  const cap = rules.caps[status] ?? 100;
  const capped = Math.min(raw, cap);
  const inputs = calibrationInputs(status, counted, capped / 100);
  const calibrated = calibration ? Math.min(cap, 100 * calibratedProbability(calibration, inputs)) : capped;
  const penalty = failedProviders * rules.failedProviderPenalty;
  return {
    confidence: Math.round(Math.max(0, calibrated - penalty)),
    rawConfidence: Math.round(Math.max(0, capped - penalty)),
    calibrationInputs: inputs,
  };
}

export function assess(ratings: WeightedRating[], options: AssessOptions = {}): Assessment {
  const { failedProviders = 0 } = options;
  const rules = CONFIDENCE_RULES;
  const scaled: Scaled[] = ratings.map((rating) => ({ ...rating, weight: weightOf(rating) })).filter((rating) => rating.weight > 0);
  const ordinal = scaled.filter((rating) => ORDINAL[rating.verdict] !== undefined);
  const totalWeight = scaled.reduce((sum, rating) => sum + rating.weight, 0);
  const ordinalWeight = ordinal.reduce((sum, rating) => sum + rating.weight, 0);
  const emptyFactors = { credibility: 0, consistency: 0, strength: 0, totalWeight };

  if (ordinalWeight < rules.minEvidenceWeight || ordinalWeight < totalWeight / 2) {
    // No good match, or most of the weight says the claim is unproven or contested.
    const disputedWeight = scaled.filter((r) => r.verdict === "DISPUTED").reduce((sum, r) => sum + r.weight, 0);
    const status: Verdict = disputedWeight > totalWeight / 2 && totalWeight >= rules.minEvidenceWeight ? "DISPUTED" : "UNCLEAR";
    if (status === "DISPUTED")
      return { status, ...finalConfidence(status, Math.round(30 + totalWeight * 15), scaled, options), factors: emptyFactors };
    const confidence = Math.max(0, uncertainConfidence(totalWeight) - failedProviders * rules.failedProviderPenalty);
    return { status, confidence, rawConfidence: confidence, factors: emptyFactors, calibrationInputs: null };
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
  return { status, ...finalConfidence(status, raw, scaled, options), factors: { credibility, consistency, strength, totalWeight } };
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
