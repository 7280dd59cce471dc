import { confidenceBands } from "@/config/methodology";
import { CALIBRATION_FEATURES, type CalibrationFeature, type ReliabilityBin } from "@/lib/fact-check/calibration";

/**
 * Fitting and measuring the calibration map (used by `npm run eval:calibration` and its tests,
 * never at request time): Platt scaling with non-negative weights, isotonic regression by
 * pool-adjacent-violators, and the figures the methodology page publishes.
 */

type Block = { x: number; y: number; w: number };

/**
 * Pool-adjacent-violators: the non-decreasing step function closest (weighted least squares)
 * to the values, as blocks of pooled neighbours, each with its weighted mean x and y; the
 * block means increase strictly.
 */
export function poolAdjacentViolators(points: readonly Block[]): Block[] {
  const blocks: Block[] = [];
  for (const point of [...points].sort((a, b) => a.x - b.x)) {
    if (point.w <= 0) continue;
    blocks.push({ ...point });
    // Equal neighbours are pooled too, so each block stands on as many answers as possible.
    while (blocks.length > 1 && blocks[blocks.length - 2].y >= blocks[blocks.length - 1].y) {
      const last = blocks.pop()!;
      const prev = blocks.pop()!;
      const w = prev.w + last.w;
      blocks.push({ x: (prev.x * prev.w + last.x * last.w) / w, y: (prev.y * prev.w + last.y * last.w) / w, w });
    }
  }
  return blocks;
}

export type IsotonicOptions = {
  /**
   * Pseudo-answers at the overall accuracy added to each pooled block, so a small block of
   * right answers reads close to the overall rate rather than as a certainty.
   */
  pseudoCount?: number;
  /** Upper bound of the fitted probability: no sample shows a verdict is certain. */
  max?: number;
};

/**
 * Isotonic regression of outcomes (1 right, 0 wrong) on a score: points (x increasing,
 * y non-decreasing) to interpolate between. Equal scores are pooled first.
 */
export function isotonicFit(
  observations: ReadonlyArray<{ score: number; correct: boolean }>,
  { pseudoCount = 2, max = 0.99 }: IsotonicOptions = {},
): { x: number[]; y: number[] } {
  if (observations.length === 0) return { x: [], y: [] };
  const overall = observations.filter((o) => o.correct).length / observations.length;
  const byScore = new Map<number, Block>();
  for (const { score, correct } of observations) {
    const block = byScore.get(score) ?? { x: score, y: 0, w: 0 };
    block.y = (block.y * block.w + (correct ? 1 : 0)) / (block.w + 1);
    block.w += 1;
    byScore.set(score, block);
  }
  const pooled = poolAdjacentViolators([...byScore.values()]);
  // Shrinking blocks of different sizes can reorder them: pool again.
  const smoothed = poolAdjacentViolators(
    pooled.map((b) => ({ x: b.x, w: b.w, y: (b.y * b.w + pseudoCount * overall) / (b.w + pseudoCount) })),
  );
  return { x: smoothed.map((b) => b.x), y: smoothed.map((b) => Math.min(max, b.y)) };
}

export type PlattOptions = { l2?: number; iterations?: number; learningRate?: number };
export type FeatureRow = { features: Record<CalibrationFeature, number>; correct: boolean };

/**
 * Logistic regression of outcomes on the features by projected gradient descent: weights are
 * kept non-negative (each feature says "more is better"), the intercept is free, and an L2
 * penalty keeps the weights small when wrong answers are rare.
 */
export function plattFit(rows: readonly FeatureRow[], { l2 = 0.01, iterations = 4000, learningRate = 0.5 }: PlattOptions = {}) {
  const weights = Object.fromEntries(CALIBRATION_FEATURES.map((f) => [f, 0])) as Record<CalibrationFeature, number>;
  const rate = rows.filter((r) => r.correct).length / Math.max(1, rows.length);
  // Start at the base rate (kept off 0 and 1 so the logit is finite).
  let intercept = Math.log(Math.min(0.99, Math.max(0.01, rate)) / (1 - Math.min(0.99, Math.max(0.01, rate))));
  if (rows.length === 0) return { intercept, weights };
  for (let step = 0; step < iterations; step++) {
    let gIntercept = 0;
    const g = Object.fromEntries(CALIBRATION_FEATURES.map((f) => [f, 0])) as Record<CalibrationFeature, number>;
    for (const row of rows) {
      const z = CALIBRATION_FEATURES.reduce((sum, f) => sum + weights[f] * row.features[f], intercept);
      const error = 1 / (1 + Math.exp(-z)) - (row.correct ? 1 : 0);
      gIntercept += error;
      for (const f of CALIBRATION_FEATURES) g[f] += error * row.features[f];
    }
    intercept -= (learningRate * gIntercept) / rows.length;
    for (const f of CALIBRATION_FEATURES) weights[f] = Math.max(0, weights[f] - learningRate * (g[f] / rows.length + l2 * weights[f]));
  }
  return { intercept, weights };
}

/** An answer as the figures see it: its confidence (0..100) and whether fact-checkers agree. */
export type ScoredAnswer = { confidence: number; correct: boolean };

function binOf(answers: readonly ScoredAnswer[], lower: number, upper: number, includeUpper: boolean): ReliabilityBin {
  const inside = answers.filter((a) => a.confidence >= lower && (includeUpper ? a.confidence <= upper : a.confidence < upper));
  const count = inside.length;
  return {
    lower,
    upper,
    count,
    meanConfidence: count ? inside.reduce((sum, a) => sum + a.confidence, 0) / count : null,
    accuracy: count ? inside.filter((a) => a.correct).length / count : null,
  };
}

/** Ten equal-width bins of confidence, 0-10 … 90-100 (100 falls in the last). */
export function reliabilityBins(answers: readonly ScoredAnswer[]): ReliabilityBin[] {
  return Array.from({ length: 10 }, (_, i) => binOf(answers, i * 10, i * 10 + 10, i === 9));
}

/** The methodology's five bands (90-100, 70-89, 50-69, 30-49, 0-29), on whole-number confidence. */
export function bandFigures(answers: readonly ScoredAnswer[]): ReliabilityBin[] {
  const rounded = answers.map((a) => ({ ...a, confidence: Math.round(a.confidence) }));
  return confidenceBands.map((band) => binOf(rounded, band.min, band.max, true));
}

/** Expected calibration error over ten equal-width bins: the count-weighted gap between confidence and accuracy. */
export function expectedCalibrationError(answers: readonly ScoredAnswer[]): number {
  if (answers.length === 0) return 0;
  return reliabilityBins(answers).reduce(
    (sum, bin) => (bin.count ? sum + (bin.count / answers.length) * Math.abs(bin.accuracy! - bin.meanConfidence! / 100) : sum),
    0,
  );
}

/** Mean squared difference between confidence (as a probability) and the outcome. */
export function brierScore(answers: readonly ScoredAnswer[]): number {
  if (answers.length === 0) return 0;
  return answers.reduce((sum, a) => sum + (a.confidence / 100 - (a.correct ? 1 : 0)) ** 2, 0) / answers.length;
}
