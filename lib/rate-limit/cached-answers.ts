import "server-only";
import type { CheckRequest } from "@/lib/fact-check/pipeline";
import { pipelineDeps } from "@/lib/fact-check/providers";
import { normalizeClaimText } from "@/lib/knowledge-base/text";

/**
 * Whether the pipeline would answer this check from its cache: the same store, claim
 * normalisation and lookup window as `runFactCheck`. Answers from the cache do not count
 * against the rate limit.
 */
export async function isAnswerCached(check: CheckRequest, now: Date): Promise<boolean> {
  const deps = pipelineDeps();
  const fresh = await deps.store.findFresh({
    normalizedQuery: normalizeClaimText(check.claim),
    mode: check.mode,
    filters: check.filters,
    now,
    maxAgeMs: Math.max(deps.cache.ttlMs, deps.cache.recentTtlMs),
  });
  return fresh !== null;
}
