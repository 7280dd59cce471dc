import { z } from "zod";
import confidenceMapJson from "@/config/calibration/confidence-map.json";
import { MATCH_PATHS, type MatchPath } from "@/lib/fact-check/types";

/**
 * The calibration map: turns what the deterministic synthesiser knows about a verdict into the
 * probability that fact-checkers would give that same verdict. It is fitted by
 * `npm run eval:calibration` on the training side of eval/matching and committed as data
 * (config/calibration/confidence-map.json); this module only reads and applies it.
 *
 * Two steps, each monotone, so more evidence never lowers the number:
 *   1. a logistic combination of the factors (Platt scaling) with non-negative weights;
 *   2. isotonic regression of that score against observed accuracy, read by linear
 *      interpolation between its points.
 */

/** What the map reads about a verdict other than UNCLEAR, as the synthesiser measured it. */
export type CalibrationInputs = {
  /** The weighted sum of credibility, consistency and strength, 0..1 (after the DISPUTED cap). */
  score: number;
  /** P(same claim) of the best counted match, 0..1. */
  bestMatch: number;
  /** Distinct publishers whose rating is the verdict itself. */
  agreeingPublishers: number;
  /** The most credible reviewer's score, 0..10. */
  bestCredibility: number;
  /** Years since the newest dated review; null when no review is dated. */
  newestAgeYears: number | null;
};

export const CALIBRATION_FEATURES = ["score", "bestMatch", "publishers", "credibility", "freshness"] as const;
export type CalibrationFeature = (typeof CALIBRATION_FEATURES)[number];

/** Age assumed for an undated review, and the age at which freshness reaches 0. */
const UNDATED_AGE_YEARS = 10;
const STALE_AGE_YEARS = 20;

/**
 * The factors on a 0..1 scale where more is better: each enters the logistic score with a
 * non-negative weight, which is what keeps the map monotone in every one of them.
 */
export function calibrationFeatures(inputs: CalibrationInputs): Record<CalibrationFeature, number> {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const age = inputs.newestAgeYears ?? UNDATED_AGE_YEARS;
  return {
    score: clamp(inputs.score),
    bestMatch: clamp(inputs.bestMatch),
    // One publisher 0, two 0.5, three 0.67…: agreement counts, with diminishing returns.
    publishers: inputs.agreeingPublishers <= 1 ? 0 : 1 - 1 / inputs.agreeingPublishers,
    credibility: clamp(inputs.bestCredibility / 10),
    freshness: 1 - clamp(age / STALE_AGE_YEARS),
  };
}

const probability = z.number().min(0).max(1);

export const calibrationMapSchema = z
  .object({
    method: z.literal("platt+isotonic"),
    fittedAt: z.string(),
    command: z.string(),
    /** What it was fitted on: answers (verdicts other than UNCLEAR) of the training split. */
    trainedOn: z.object({ answers: z.number().int().nonnegative(), correct: z.number().int().nonnegative() }),
    intercept: z.number(),
    weights: z.object(
      Object.fromEntries(CALIBRATION_FEATURES.map((f) => [f, z.number().nonnegative()])) as Record<CalibrationFeature, z.ZodNumber>,
    ),
    /** Points of the isotonic fit: logistic score (x, increasing) to observed accuracy (y, non-decreasing). */
    isotonic: z.object({ x: z.array(z.number()), y: z.array(probability) }),
  })
  .refine((map) => map.isotonic.x.length === map.isotonic.y.length, { message: "isotonic x and y differ in length" })
  .refine((map) => map.isotonic.x.every((x, i, xs) => i === 0 || x > xs[i - 1]), { message: "isotonic x must increase" })
  .refine((map) => map.isotonic.y.every((y, i, ys) => i === 0 || y >= ys[i - 1]), { message: "isotonic y must not decrease" });

export type CalibrationMap = z.infer<typeof calibrationMapSchema>;

/** The committed map, validated once when the module loads: a malformed file fails loudly. */
export const CONFIDENCE_MAP: CalibrationMap = calibrationMapSchema.parse(confidenceMapJson);

/**
 * A map per match path (scorer match, visitor-confirmed, model-judged), read defensively from
 * the file's optional `paths` object: a path that is missing or malformed gets `fallback` (the
 * file's own map), so a file without per-path maps reads as before.
 */
export function confidenceMapsByPath(json: unknown, fallback: CalibrationMap): Record<MatchPath, CalibrationMap> {
  const paths = typeof json === "object" && json !== null && "paths" in json ? (json as { paths?: unknown }).paths : undefined;
  const entry = (path: MatchPath): CalibrationMap => {
    if (typeof paths !== "object" || paths === null) return fallback;
    const parsed = calibrationMapSchema.safeParse((paths as Record<string, unknown>)[path]);
    return parsed.success ? parsed.data : fallback;
  };
  return Object.fromEntries(MATCH_PATHS.map((path) => [path, entry(path)])) as Record<MatchPath, CalibrationMap>;
}

/** The committed per-path maps (each path without its own map uses CONFIDENCE_MAP). */
export const CONFIDENCE_MAPS_BY_PATH: Record<MatchPath, CalibrationMap> = confidenceMapsByPath(confidenceMapJson, CONFIDENCE_MAP);

/** The logistic score before the isotonic step (its logit). */
export function plattScore(map: Pick<CalibrationMap, "intercept" | "weights">, inputs: CalibrationInputs): number {
  const features = calibrationFeatures(inputs);
  return CALIBRATION_FEATURES.reduce((sum, name) => sum + map.weights[name] * features[name], map.intercept);
}

/** Piecewise-linear through the points, flat beyond the ends. */
export function interpolate(points: { x: readonly number[]; y: readonly number[] }, x: number): number {
  const { x: xs, y: ys } = points;
  if (xs.length === 0) return Number.NaN;
  if (x <= xs[0]) return ys[0];
  if (x >= xs[xs.length - 1]) return ys[ys.length - 1];
  let hi = 1;
  while (xs[hi] < x) hi++;
  const t = (x - xs[hi - 1]) / (xs[hi] - xs[hi - 1]);
  return ys[hi - 1] + t * (ys[hi] - ys[hi - 1]);
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** P(fact-checkers give the same verdict), 0..1. Without isotonic points, the logistic score alone. */
export function calibratedProbability(map: CalibrationMap, inputs: CalibrationInputs): number {
  const z = plattScore(map, inputs);
  return map.isotonic.x.length ? interpolate(map.isotonic, z) : sigmoid(z);
}

const share = z.number().min(0).max(1);
const binSchema = z.object({
  lower: z.number(),
  upper: z.number(),
  count: z.number().int().nonnegative(),
  /** Mean confidence of the answers in the bin, 0..100; null when empty. */
  meanConfidence: z.number().nullable(),
  /** Share of them fact-checkers agree with; null when empty. */
  accuracy: share.nullable(),
});
export type ReliabilityBin = z.infer<typeof binSchema>;

/** The published figures: held-out answers of the deterministic synthesiser, calibrated. */
export const reliabilityFiguresSchema = z.object({
  generatedAt: z.string(),
  command: z.string(),
  split: z.string(),
  /** Queries asked (held-out), including those answered UNCLEAR. */
  claims: z.number().int().nonnegative(),
  /** Of which answered with a verdict other than UNCLEAR: these are what the chart plots. */
  answers: z.number().int().nonnegative(),
  accuracy: share,
  ece: share,
  brier: share,
  uncalibrated: z.object({ ece: share, brier: share }),
  bins: z.array(binSchema).length(10),
  bands: z.array(binSchema),
  /** The same figures per match path (scorer match, visitor-confirmed), where measured. */
  paths: z
    .array(
      z.object({
        path: z.enum(["scorer", "confirmed", "model"]),
        answers: z.number().int().nonnegative(),
        accuracy: share,
        ece: share,
        wrongAbove90: z.number().int().nonnegative(),
        bins: z.array(binSchema).length(10),
      }),
    )
    .optional(),
});
export type ReliabilityFigures = z.infer<typeof reliabilityFiguresSchema>;

/** Reads published figures (the committed JSON), refusing anything malformed. */
export function readReliabilityFigures(json: unknown): ReliabilityFigures {
  return reliabilityFiguresSchema.parse(json);
}
