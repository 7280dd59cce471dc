import confidenceMapJson from "@/config/calibration/confidence-map.json";
import { CONFIDENCE_MAP, confidenceMapsByPath, type CalibrationMap } from "@/lib/fact-check/calibration";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import type { FactCheckMatch, SynthesisInput } from "@/lib/fact-check/providers/types";

/** The confidence map per match path (scorer, visitor-confirmed, model-judged), read defensively. */

/** A map whose isotonic step gives `p` whatever the inputs. */
const flat = (p: number): CalibrationMap => ({ ...CONFIDENCE_MAP, isotonic: { x: [0, 1], y: [p, p] } });

describe("confidenceMapsByPath", () => {
  it("gives every path the file's own map when the file has no per-path maps", () => {
    const maps = confidenceMapsByPath({ ...confidenceMapJson, paths: undefined }, CONFIDENCE_MAP);
    expect(maps).toEqual({ scorer: CONFIDENCE_MAP, confirmed: CONFIDENCE_MAP, model: CONFIDENCE_MAP });
  });

  it("reads each path's map, and falls back for a path that is missing or malformed", () => {
    const maps = confidenceMapsByPath(
      { ...confidenceMapJson, paths: { confirmed: flat(0.8), model: { method: "platt+isotonic", weights: "nonsense" } } },
      CONFIDENCE_MAP,
    );
    expect(maps.confirmed.isotonic.y).toEqual([0.8, 0.8]);
    expect(maps.scorer).toBe(CONFIDENCE_MAP);
    expect(maps.model).toBe(CONFIDENCE_MAP);
    expect(confidenceMapsByPath({ paths: "nothing" }, CONFIDENCE_MAP).confirmed).toBe(CONFIDENCE_MAP);
    expect(confidenceMapsByPath(null, CONFIDENCE_MAP).model).toBe(CONFIDENCE_MAP);
  });
});

describe("LocalSynthesiser per path", () => {
  const match: FactCheckMatch = {
    claim: { text: "The ferry was cancelled for the winter" },
    review: {
      publisherName: "Reuters",
      url: "https://www.reuters.com/ferry",
      textualRating: "False",
      language: "en",
      reviewDate: new Date("2025-06-01"),
    },
    verdict: "FALSE",
    matchScore: 1,
    provider: "kb",
  };
  const input = (matchedBy?: SynthesisInput["matchedBy"]): SynthesisInput => ({
    claim: "the ferry stopped for the winter",
    matches: [match],
    evidence: [],
    mode: "fast",
    maxSources: 5,
    now: new Date("2026-01-01"),
    failedProviders: [],
    ...(matchedBy ? { matchedBy } : {}),
  });

  it("calibrates a confirmed or model-judged answer with its path's map, and a scorer match with the scorer's", async () => {
    const synthesiser = new LocalSynthesiser({ calibration: flat(0.9), pathCalibration: { confirmed: flat(0.7), model: flat(0.6) } });
    expect((await synthesiser.synthesise(input("confirmed"))).confidence).toBe(70);
    expect((await synthesiser.synthesise(input("model"))).confidence).toBe(60);
    expect((await synthesiser.synthesise(input("scorer"))).confidence).toBe(90);
    expect((await synthesiser.synthesise(input())).confidence).toBe(90);
  });

  it("never changes the verdict, only the number", async () => {
    const synthesiser = new LocalSynthesiser({ calibration: flat(0.9), pathCalibration: { confirmed: flat(0.5) } });
    expect((await synthesiser.synthesise(input("confirmed"))).status).toBe((await synthesiser.synthesise(input("scorer"))).status);
  });
});
