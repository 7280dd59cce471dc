/**
 * The seven verdicts Factlens can give a claim, from most to least supported.
 * DISPUTED (credible sources disagree) and UNCLEAR (not enough evidence either way) are
 * deliberately distinct from MIXED (the claim is partly right and partly wrong).
 */
export const VERDICTS = ["TRUE", "MOSTLY_TRUE", "MIXED", "MOSTLY_FALSE", "FALSE", "UNCLEAR", "DISPUTED"] as const;

export type Verdict = (typeof VERDICTS)[number];

export function isVerdict(x: unknown): x is Verdict {
  return typeof x === "string" && (VERDICTS as readonly string[]).includes(x);
}
