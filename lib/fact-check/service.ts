import "server-only";
import { runFactCheck, type CheckRequest, type ProgressStep } from "@/lib/fact-check/pipeline";
import { pipelineDeps } from "@/lib/fact-check/providers";
import type { FactCheckResult } from "@/lib/fact-check/types";
import { confirmSuggestedMatch, type ConfirmRequest } from "@/lib/fact-check/confirm";
import { PrismaJudgmentStore } from "@/lib/fact-check/judgments";
import { db } from "@/lib/db";
import { MATCHER_MODEL_VERSION } from "@/lib/knowledge-base/model-version";

/** Runs one check on this process's configured providers. */
export function checkClaim(request: CheckRequest, onProgress?: (step: ProgressStep) => void): Promise<FactCheckResult> {
  return runFactCheck(request, { ...pipelineDeps(), onProgress });
}

/** A visitor's answer on their check's suggested (or related) fact-check: no provider call, no check spent. */
export function confirmCheck(request: ConfirmRequest): Promise<FactCheckResult> {
  const { store, clock } = pipelineDeps();
  return confirmSuggestedMatch(request, { store, clock, judgments: new PrismaJudgmentStore(db), modelVersion: MATCHER_MODEL_VERSION });
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
