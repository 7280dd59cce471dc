import { assess, confidenceBand, recencyWeight, type WeightedRating } from "@/lib/fact-check/confidence";

const rating = (verdict: WeightedRating["verdict"], overrides: Partial<WeightedRating> = {}): WeightedRating => ({
  verdict,
  match: 0.9,
  credibility: 9,
  recency: 1,
  ...overrides,
});

describe("assess", () => {
  it("gives UNCLEAR with confidence ≤ 30 when there is no evidence", () => {
    const result = assess([]);
    expect(result.status).toBe("UNCLEAR");
    expect(result.confidence).toBeLessThanOrEqual(30);
  });

  it("gives UNCLEAR ≤ 30 when the only match is weak", () => {
    const result = assess([rating("FALSE", { match: 0.2, credibility: 5 })]);
    expect(result.status).toBe("UNCLEAR");
    expect(result.confidence).toBeLessThanOrEqual(30);
  });

  it("gives high confidence when several credible reviews agree", () => {
    const result = assess([rating("FALSE"), rating("FALSE"), rating("FALSE", { credibility: 8 })]);
    expect(result.status).toBe("FALSE");
    expect(result.confidence).toBeGreaterThan(80);
  });

  it("is less confident with one review than with three that agree", () => {
    const one = assess([rating("TRUE")]);
    const three = assess([rating("TRUE"), rating("TRUE"), rating("TRUE")]);
    expect(one.status).toBe("TRUE");
    expect(one.confidence).toBeLessThan(three.confidence);
  });

  it("gives DISPUTED when reliable reviewers disagree in direction, capped at 60", () => {
    const result = assess([rating("TRUE"), rating("FALSE")]);
    expect(result.status).toBe("DISPUTED");
    expect(result.confidence).toBeLessThanOrEqual(60);
  });

  it("does not call it DISPUTED when only an unreliable outlet disagrees", () => {
    const result = assess([rating("FALSE"), rating("FALSE"), rating("TRUE", { credibility: 3 })]);
    expect(result.status).not.toBe("DISPUTED");
    expect(["FALSE", "MOSTLY_FALSE"]).toContain(result.status);
  });

  it("averages neighbouring verdicts on the ordinal scale", () => {
    expect(assess([rating("MOSTLY_FALSE"), rating("FALSE")]).status).toMatch(/FALSE/);
    expect(assess([rating("MIXED"), rating("MIXED")]).status).toBe("MIXED");
    expect(assess([rating("MOSTLY_TRUE")]).status).toBe("MOSTLY_TRUE");
  });

  it("follows reviews that say the claim is unproven: UNCLEAR, low confidence", () => {
    const result = assess([rating("UNCLEAR"), rating("UNCLEAR")]);
    expect(result.status).toBe("UNCLEAR");
    expect(result.confidence).toBeLessThanOrEqual(30);
  });

  it("lowers confidence for each provider that failed", () => {
    const healthy = assess([rating("FALSE"), rating("FALSE")]);
    const degraded = assess([rating("FALSE"), rating("FALSE")], { failedProviders: 1 });
    expect(degraded.confidence).toBe(healthy.confidence - 10);
  });

  it("weighs less credible sources less", () => {
    const credible = assess([rating("TRUE", { credibility: 9 })]);
    const weak = assess([rating("TRUE", { credibility: 5 })]);
    expect(weak.confidence).toBeLessThan(credible.confidence);
  });
});

describe("recencyWeight", () => {
  const now = new Date("2026-01-01");
  it("keeps full weight for five years and fades to half at twenty", () => {
    expect(recencyWeight(new Date("2023-01-01"), now)).toBe(1);
    expect(recencyWeight(new Date("2000-01-01"), now)).toBe(0.5);
    const ten = recencyWeight(new Date("2016-01-01"), now);
    expect(ten).toBeGreaterThan(0.5);
    expect(ten).toBeLessThan(1);
  });
});

describe("confidenceBand", () => {
  it.each([
    [95, "very high"],
    [90, "very high"],
    [89, "high"],
    [70, "high"],
    [69, "moderate"],
    [50, "moderate"],
    [49, "low"],
    [30, "low"],
    [29, "very low"],
    [0, "very low"],
  ])("%i%% reads as %s", (confidence, band) => {
    expect(confidenceBand(confidence)).toBe(band);
  });
});
