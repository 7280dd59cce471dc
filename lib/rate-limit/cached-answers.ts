import "server-only";
import { findCachedAnswer, type CheckRequest } from "@/lib/fact-check/pipeline";
import { pipelineDeps } from "@/lib/fact-check/providers";

/** Whether the pipeline would answer this check from its cache; such answers do not count against the rate limit. */
export async function isAnswerCached(check: CheckRequest, now: Date): Promise<boolean> {
  return (await findCachedAnswer(check, pipelineDeps(), now)) !== null;
}
