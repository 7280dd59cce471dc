import "server-only";
import { runFactCheck, type CheckRequest, type ProgressStep } from "@/lib/fact-check/pipeline";
import { pipelineDeps } from "@/lib/fact-check/providers";
import type { FactCheckResult } from "@/lib/fact-check/types";

/** Runs one check on this process's configured providers. */
export function checkClaim(request: CheckRequest, onProgress?: (step: ProgressStep) => void): Promise<FactCheckResult> {
  return runFactCheck(request, { ...pipelineDeps(), onProgress });
}

export function findCheck(id: string): Promise<FactCheckResult | null> {
  return pipelineDeps().store.findById(id);
}

/** The documented public shape of `GET /api/results/{id}`. */
export function toPublicResult(result: FactCheckResult) {
  return {
    id: result.id,
    verdict: result.verdict.status,
    confidence: result.verdict.confidence,
    sources: result.sources,
    analysis: result.verdict.summary,
    related: result.related,
  };
}
