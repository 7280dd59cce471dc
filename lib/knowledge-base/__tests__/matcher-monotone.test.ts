import { FEATURE_MONOTONE, FEATURE_NAMES, type MatchFeatures } from "@/lib/knowledge-base/match-features";
import { compareClaims, LEXICAL_MATCHER_MODEL, MATCHER_MODEL, probabilityOf } from "@/lib/knowledge-base/matcher";

/** Real pairs' features as starting points: a rewording, a one-word swap, an unrelated claim. */
const starts: MatchFeatures[] = [
  compareClaims("wearing a face mask gives you hypoxia", "Face masks cause hypoxia.").features,
  compareClaims(
    "Joe Biden was the first person in his family to serve in the Navy",
    "Joe Biden was the first in his family to go to college",
  ).features,
  compareClaims(
    "Rick Perry proposed letting Texans pay their state fees in Bitcoin",
    "Bing Energy moved to Florida because of Rick Scott's tax plan",
  ).features,
];
/** Values each feature is swept over: the shares' range and the counts' range. */
const SWEEP = [0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1, 1.5, 2, 3];

describe.each([
  ["with word vectors", MATCHER_MODEL],
  ["lexical", LEXICAL_MATCHER_MODEL],
])("the matcher's model (%s) is monotone", (_, model) => {
  const constrained = FEATURE_NAMES.filter((name) => FEATURE_MONOTONE[name] !== 0);

  it.each(constrained)("P(same claim) moves only one way as %s grows", (name) => {
    const direction = FEATURE_MONOTONE[name];
    for (const start of starts) {
      const ps = SWEEP.map((value) => probabilityOf({ ...start, [name]: value }, model));
      for (let i = 1; i < ps.length; i++) {
        const step = (ps[i] - ps[i - 1]) * direction;
        expect({ name, from: SWEEP[i - 1], to: SWEEP[i], step: step >= -1e-12 }).toEqual({
          name,
          from: SWEEP[i - 1],
          to: SWEEP[i],
          step: true,
        });
      }
    }
  });

  it("constrains every difference to lower P(same claim) and every kind of coverage to raise it", () => {
    for (const name of [
      "numbersConflict",
      "negationDiffers",
      "oppositeTerms",
      "nameOnlyInQuery",
      "nameOnlyInCandidate",
      "substitutions",
    ] as const)
      expect(FEATURE_MONOTONE[name]).toBe(-1);
    for (const name of ["queryCoverage", "candidateCoverage", "querySoftCoverage", "candidateSoftCoverage", "worstAlignment"] as const)
      expect(FEATURE_MONOTONE[name]).toBe(1);
  });
});
