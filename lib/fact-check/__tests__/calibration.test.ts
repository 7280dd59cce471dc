import fc from "fast-check";
import reliabilityJson from "@/config/calibration/reliability.json";
import {
  CALIBRATION_FEATURES,
  CONFIDENCE_MAP,
  calibratedProbability,
  calibrationMapSchema,
  interpolate,
  readReliabilityFigures,
  type CalibrationInputs,
  type CalibrationMap,
} from "@/lib/fact-check/calibration";
import {
  bandFigures,
  brierScore,
  expectedCalibrationError,
  isotonicFit,
  plattFit,
  poolAdjacentViolators,
  reliabilityBins,
} from "@/lib/fact-check/calibration-fit";
import { assess, type WeightedRating } from "@/lib/fact-check/confidence";
import { LocalSynthesiser, weightedRatings } from "@/lib/fact-check/providers/local-synthesis";
import type { FactCheckMatch, SynthesisInput } from "@/lib/fact-check/providers/types";
import { VERDICTS, type Verdict } from "@/lib/fact-check/verdict";

/** A map that is sure of everything (99%): the caps must still hold under it. */
const CONFIDENT: CalibrationMap = {
  ...CONFIDENCE_MAP,
  intercept: 10,
  weights: { score: 0, bestMatch: 0, publishers: 0, credibility: 0, freshness: 0 },
  isotonic: { x: [], y: [] },
};
/** A steep map over every factor, so monotonicity is tested where it can fail. */
const STEEP: CalibrationMap = {
  ...CONFIDENCE_MAP,
  intercept: -6,
  weights: { score: 3, bestMatch: 2, publishers: 1.5, credibility: 1, freshness: 0.5 },
  isotonic: { x: [-5, -2, 0, 1, 2], y: [0.1, 0.3, 0.6, 0.6, 0.95] },
};
const MAPS: Array<[string, CalibrationMap]> = [
  ["the committed map", CONFIDENCE_MAP],
  ["a steep map", STEEP],
  ["a certain map", CONFIDENT],
];

const ratingArb: fc.Arbitrary<WeightedRating> = fc.record({
  verdict: fc.constantFrom<Verdict>(...VERDICTS),
  match: fc.double({ min: 0, max: 1, noNaN: true }),
  credibility: fc.integer({ min: 0, max: 10 }),
  recency: fc.double({ min: 0.5, max: 1, noNaN: true }),
  publisher: fc.constantFrom("PolitiFact", "Snopes", "AFP Fact Check", "Full Fact"),
  ageYears: fc.double({ min: 0, max: 30, noNaN: true }),
});
const inputsArb: fc.Arbitrary<CalibrationInputs> = fc.record({
  score: fc.double({ min: 0, max: 1, noNaN: true }),
  bestMatch: fc.double({ min: 0, max: 1, noNaN: true }),
  agreeingPublishers: fc.integer({ min: 0, max: 6 }),
  bestCredibility: fc.integer({ min: 0, max: 10 }),
  newestAgeYears: fc.option(fc.double({ min: 0, max: 30, noNaN: true }), { nil: null }),
});

describe("the calibration map", () => {
  it("the committed map is valid, with non-negative weights and a non-decreasing isotonic curve", () => {
    expect(() => calibrationMapSchema.parse(CONFIDENCE_MAP)).not.toThrow();
    for (const feature of CALIBRATION_FEATURES) expect(CONFIDENCE_MAP.weights[feature]).toBeGreaterThanOrEqual(0);
    const { y } = CONFIDENCE_MAP.isotonic;
    expect(y.every((value, i) => i === 0 || value >= y[i - 1])).toBe(true);
  });

  it("refuses a map that could not be monotone: a negative weight or a decreasing curve", () => {
    expect(() => calibrationMapSchema.parse({ ...CONFIDENCE_MAP, weights: { ...CONFIDENCE_MAP.weights, bestMatch: -1 } })).toThrow();
    expect(() => calibrationMapSchema.parse({ ...CONFIDENCE_MAP, isotonic: { x: [0, 1], y: [0.9, 0.8] } })).toThrow();
    expect(() => calibrationMapSchema.parse({ ...CONFIDENCE_MAP, isotonic: { x: [1, 0], y: [0.8, 0.9] } })).toThrow();
  });

  it.each(MAPS)("%s never lowers the probability when any factor improves", (_name, map) => {
    const better: Array<(i: CalibrationInputs) => CalibrationInputs> = [
      (i) => ({ ...i, score: Math.min(1, i.score + 0.1) }),
      (i) => ({ ...i, bestMatch: Math.min(1, i.bestMatch + 0.1) }),
      (i) => ({ ...i, agreeingPublishers: i.agreeingPublishers + 1 }),
      (i) => ({ ...i, bestCredibility: Math.min(10, i.bestCredibility + 1) }),
      (i) => ({ ...i, newestAgeYears: i.newestAgeYears === null ? null : Math.max(0, i.newestAgeYears - 2) }),
    ];
    fc.assert(
      fc.property(inputsArb, fc.integer({ min: 0, max: better.length - 1 }), (inputs, which) => {
        expect(calibratedProbability(map, better[which](inputs))).toBeGreaterThanOrEqual(calibratedProbability(map, inputs) - 1e-12);
      }),
    );
  });

  it("reads the isotonic curve by linear interpolation, flat beyond its ends", () => {
    const points = { x: [0, 1, 3], y: [0.2, 0.6, 0.8] };
    expect(interpolate(points, -5)).toBe(0.2);
    expect(interpolate(points, 0.5)).toBeCloseTo(0.4);
    expect(interpolate(points, 2)).toBeCloseTo(0.7);
    expect(interpolate(points, 9)).toBe(0.8);
  });
});

describe("assess with a calibration map", () => {
  it.each(MAPS)("no verdict changes under %s: only the number moves", (_name, map) => {
    fc.assert(
      fc.property(fc.array(ratingArb, { maxLength: 6 }), fc.integer({ min: 0, max: 2 }), (ratings, failedProviders) => {
        const before = assess(ratings, { failedProviders });
        const after = assess(ratings, { failedProviders, calibration: map });
        expect(after.status).toBe(before.status);
        expect(after.rawConfidence).toBe(before.confidence);
      }),
    );
  });

  it.each(MAPS)("UNCLEAR stays at 30 or less and DISPUTED at 60 or less under %s", (_name, map) => {
    fc.assert(
      fc.property(fc.array(ratingArb, { maxLength: 6 }), (ratings) => {
        const { status, confidence } = assess(ratings, { calibration: map });
        if (status === "UNCLEAR") expect(confidence).toBeLessThanOrEqual(30);
        if (status === "DISPUTED") expect(confidence).toBeLessThanOrEqual(60);
        expect(confidence).toBeGreaterThanOrEqual(0);
        expect(confidence).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("caps DISPUTED at 60 even when the map is certain", () => {
    const rating = (verdict: Verdict, publisher: string): WeightedRating => ({
      verdict,
      match: 0.98,
      credibility: 9,
      recency: 1,
      publisher,
    });
    const result = assess([rating("TRUE", "Snopes"), rating("FALSE", "PolitiFact")], { calibration: CONFIDENT });
    expect(result).toMatchObject({ status: "DISPUTED", confidence: 60 });
  });

  it("keeps UNCLEAR's low score of how little is known, uncalibrated", () => {
    const result = assess([], { calibration: CONFIDENT });
    expect(result.status).toBe("UNCLEAR");
    expect(result.confidence).toBeLessThanOrEqual(30);
    expect(result.calibrationInputs).toBeNull();
  });

  it("gives the map the best match, the agreeing publishers, the best reviewer and the newest review's age", () => {
    const result = assess(
      [
        { verdict: "FALSE", match: 0.97, credibility: 8, recency: 1, publisher: "PolitiFact", ageYears: 3 },
        { verdict: "FALSE", match: 0.99, credibility: 9, recency: 1, publisher: "Snopes", ageYears: 1.5 },
        { verdict: "MOSTLY_FALSE", match: 0.96, credibility: 8, recency: 1, publisher: "Full Fact" },
      ],
      { calibration: STEEP },
    );
    expect(result.status).toBe("FALSE");
    expect(result.calibrationInputs).toEqual({
      score: expect.any(Number),
      bestMatch: 0.99,
      agreeingPublishers: 2,
      bestCredibility: 9,
      newestAgeYears: 1.5,
    });
    expect(result.confidence).toBe(Math.round(100 * calibratedProbability(STEEP, result.calibrationInputs!)));
  });

  it("still takes the failed-provider penalty off the calibrated number", () => {
    const ratings: WeightedRating[] = [{ verdict: "TRUE", match: 0.98, credibility: 9, recency: 1, publisher: "Reuters" }];
    const healthy = assess(ratings, { calibration: CONFIDENT });
    expect(assess(ratings, { calibration: CONFIDENT, failedProviders: 1 }).confidence).toBe(healthy.confidence - 10);
  });
});

describe("fitting", () => {
  it("pools adjacent violators into non-decreasing blocks (ties pooled too)", () => {
    const points = [0, 1, 0, 1, 1, 1].map((y, i) => ({ x: i + 1, y, w: 1 }));
    expect(poolAdjacentViolators(points)).toEqual([
      { x: 1, y: 0, w: 1 },
      { x: 2.5, y: 0.5, w: 2 },
      { x: 5, y: 1, w: 3 },
    ]);
  });

  it("fits isotonic points to a small hand-made set, then shrinks small blocks and bounds them below certainty", () => {
    const observations = [0, 1, 0, 1, 1, 1].map((y, i) => ({ score: i + 1, correct: y === 1 }));
    expect(isotonicFit(observations, { pseudoCount: 0, max: 1 })).toEqual({ x: [1, 2.5, 5], y: [0, 0.5, 1] });
    const smoothed = isotonicFit(observations);
    expect(smoothed.y.every((y, i) => i === 0 || y >= smoothed.y[i - 1])).toBe(true);
    expect(Math.max(...smoothed.y)).toBeLessThanOrEqual(0.99);
    expect(smoothed.y[0]).toBeGreaterThan(0);
    // Equal scores are one observation group.
    expect(
      isotonicFit(
        [0.5, 0.5, 0.5].map((score) => ({ score, correct: true })),
        { pseudoCount: 0, max: 1 },
      ),
    ).toEqual({ x: [0.5], y: [1] });
  });

  it("Platt scaling learns a positive weight for a factor that predicts accuracy and never a negative one", () => {
    const feature = (bestMatch: number, credibility: number) => ({ score: 0.5, bestMatch, publishers: 0, credibility, freshness: 0.5 });
    const rows = Array.from({ length: 200 }, (_, i) => {
      const bestMatch = (i % 10) / 10;
      // Right more often with a better match; credibility is anti-correlated noise.
      return { features: feature(bestMatch, 1 - bestMatch), correct: i % 10 >= 3 };
    });
    const { weights } = plattFit(rows);
    expect(weights.bestMatch).toBeGreaterThan(1);
    expect(weights.credibility).toBe(0);
    for (const f of CALIBRATION_FEATURES) expect(weights[f]).toBeGreaterThanOrEqual(0);
  });
});

describe("reliability figures", () => {
  const answers = [
    { confidence: 95, correct: true },
    { confidence: 95, correct: false },
    { confidence: 100, correct: true },
    { confidence: 62, correct: true },
    { confidence: 20, correct: false },
  ];

  it("bins confidence in ten equal-width bins, with 100 in the last", () => {
    const bins = reliabilityBins(answers);
    expect(bins).toHaveLength(10);
    expect(bins[9]).toEqual({ lower: 90, upper: 100, count: 3, meanConfidence: (95 + 95 + 100) / 3, accuracy: 2 / 3 });
    expect(bins[6]).toMatchObject({ count: 1, accuracy: 1 });
    expect(bins[0]).toEqual({ lower: 0, upper: 10, count: 0, meanConfidence: null, accuracy: null });
  });

  it("computes the expected calibration error and the Brier score", () => {
    const top = Math.abs(2 / 3 - 290 / 300) * (3 / 5);
    expect(expectedCalibrationError(answers)).toBeCloseTo(top + (1 / 5) * 0.38 + (1 / 5) * 0.2);
    expect(brierScore(answers)).toBeCloseTo((0.05 ** 2 + 0.95 ** 2 + 0 + 0.38 ** 2 + 0.2 ** 2) / 5);
    expect(expectedCalibrationError([])).toBe(0);
  });

  it("counts the methodology's five bands", () => {
    expect(bandFigures(answers).map((b) => [`${b.lower}-${b.upper}`, b.count])).toEqual([
      ["90-100", 3],
      ["70-89", 0],
      ["50-69", 1],
      ["30-49", 0],
      ["0-29", 1],
    ]);
  });

  it("reads the committed figures, and refuses malformed ones", () => {
    const figures = readReliabilityFigures(reliabilityJson);
    expect(figures.bins).toHaveLength(10);
    expect(figures.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(figures.answers);
    expect(figures.answers).toBeLessThanOrEqual(figures.claims);
    expect(() => readReliabilityFigures({ ...figures, bins: figures.bins.slice(1) })).toThrow();
    expect(() => readReliabilityFigures({ ...figures, ece: 2 })).toThrow();
  });
});

describe("LocalSynthesiser", () => {
  const match = (publisher: string, rating: string, verdict: Verdict): FactCheckMatch => ({
    claim: { text: "The moon landing was staged" },
    review: {
      publisherName: publisher,
      url: `https://factcheck.example/${publisher}`,
      textualRating: rating,
      language: "en",
      reviewDate: new Date("2025-06-01"),
    },
    verdict,
    matchScore: 0.98,
    provider: "test",
  });
  const input = (matches: FactCheckMatch[]): SynthesisInput => ({
    claim: "The moon landing was staged",
    matches,
    evidence: [],
    mode: "standard",
    maxSources: 5,
    now: new Date("2026-01-01"),
    failedProviders: [],
  });

  it("gives the calibrated probability by default, and the same verdict as the raw rules", async () => {
    const matches = [match("PolitiFact", "False", "FALSE"), match("Snopes", "False", "FALSE")];
    const calibrated = await new LocalSynthesiser().synthesise(input(matches));
    const raw = await new LocalSynthesiser({ calibration: null }).synthesise(input(matches));
    expect(calibrated.status).toBe(raw.status);
    const ratings = weightedRatings(matches, new Date("2026-01-01"));
    expect(ratings.map((r) => [r.publisher, r.ageYears!.toFixed(2)])).toEqual([
      ["PolitiFact", "0.59"],
      ["Snopes", "0.59"],
    ]);
    const expected = assess(ratings, { calibration: CONFIDENCE_MAP });
    expect(calibrated.confidence).toBe(expected.confidence);
    expect(calibrated.reasoning).toMatch(/calibrated to \d+%: the estimated probability that fact-checkers would give this verdict/);
    expect(raw.reasoning).not.toMatch(/calibrated/);
  });
});
