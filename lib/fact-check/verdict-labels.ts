import type { Verdict } from "@/lib/fact-check/verdict";

/** How each verdict reads in prose. */
export const VERDICT_LABELS: Record<Verdict, string> = {
  TRUE: "True",
  MOSTLY_TRUE: "Mostly True",
  MIXED: "Mixed",
  MOSTLY_FALSE: "Mostly False",
  FALSE: "False",
  UNCLEAR: "Unclear",
  DISPUTED: "Disputed",
};
