import "server-only";
import { findCachedAnswer, type CheckRequest } from "@/lib/fact-check/pipeline";
import { pipelineDeps } from "@/lib/fact-check/providers";
import type { FactCheckResult } from "@/lib/fact-check/types";

/**
 * The answer the pipeline's cache holds for this check, or null: such answers do not count
 * against the free limit, and the guard hands the one it found to the handler.
 */
export function findAnswerInCache(check: CheckRequest, now: Date): Promise<FactCheckResult | null> {
  return findCachedAnswer(check, pipelineDeps(), now);
}

/** Whether the pipeline would answer this check from its cache. */
export async function isAnswerCached(check: CheckRequest, now: Date): Promise<boolean> {
  return (await findAnswerInCache(check, now)) !== null;
}
