import { normalizeClaimText } from "@/lib/knowledge-base/text";

/**
 * A batch's distinct claims: claims whose normalised wording is the same ("Variant claim T",
 * "VARIANT CLAIM T", extra spaces, a trailing ".", lib/knowledge-base/text.ts's
 * normalizeClaimText, the answer cache's own key) are one claim, computed once, charged once
 * (lib/rate-limit/fact-check-guard.ts) and answered at every position it was sent in. `claims` are
 * the distinct ones in the order they first appear (each as first written); `positions[i]` is the
 * index in `claims` of the batch's i-th claim.
 */
export function distinctClaims(batch: readonly string[]): { claims: string[]; positions: number[] } {
  const claims: string[] = [];
  const indexByKey = new Map<string, number>();
  const positions = batch.map((claim) => {
    const key = normalizeClaimText(claim);
    let index = indexByKey.get(key);
    if (index === undefined) {
      index = claims.push(claim) - 1;
      indexByKey.set(key, index);
    }
    return index;
  });
  return { claims, positions };
}
