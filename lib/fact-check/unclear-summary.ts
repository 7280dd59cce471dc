/**
 * The summary of an UNCLEAR answer where no fact-check counts toward the verdict, one text per
 * case of what the visitor sees beside it. Only the case where nothing at all was found may say
 * that nothing addresses the claim: when a suggestion or related fact-checks are shown, the
 * summary points to them instead. Client-safe (no server imports).
 */

export type UnclearCase =
  /** No fact-check at all: no suggestion, nothing related. */
  | "nothing-found"
  /** Fact-checks of close but different claims are listed. */
  | "related-shown"
  /** A fact-check that may be of this claim is shown for the visitor to confirm. */
  | "suggestion-shown"
  /** The visitor said the suggested fact-check is of another claim, and none is left to suggest. */
  | "suggestion-rejected";

export const UNCLEAR_SUMMARIES: Record<UnclearCase, string> = {
  "nothing-found":
    "We found no published fact-check or authoritative source that addresses this claim, so Factlens cannot rate it. Treat it as unverified until reliable evidence appears.",
  "related-shown":
    "No published fact-check rates this exact claim, so Factlens cannot rate it. Fact-checkers have reviewed close claims, listed below with their own ratings; those ratings are about their claims, not necessarily yours.",
  "suggestion-shown":
    "Fact-checkers may already have reviewed this claim: confirm whether the fact-check shown is about your claim. If it is, its rating answers your check; until then Factlens does not rate it.",
  "suggestion-rejected":
    "You said the suggested fact-check is about a different claim, and no other published fact-check rates yours, so Factlens cannot rate it. The close claims fact-checkers reviewed are listed below with their own ratings.",
};

/** Which case an answer is in, from what it shows (nothing counted toward its verdict). */
export function unclearCase(shown: { suggestion: boolean; related: number; rejected: boolean }): UnclearCase {
  if (shown.suggestion) return "suggestion-shown";
  if (shown.rejected) return "suggestion-rejected";
  if (shown.related > 0) return "related-shown";
  return "nothing-found";
}
