import "server-only";
import { env } from "@/lib/env";
import { createAdmission, type Admission } from "@/lib/fact-check/admission";
import { heavyTurns } from "@/lib/http/heavy-turns";
import { runFactCheck, type CheckRequest, type ProgressStep } from "@/lib/fact-check/pipeline";
import { pipelineDeps } from "@/lib/fact-check/providers";
import type { FactCheckResult } from "@/lib/fact-check/types";
import { confirmSuggestedMatch, type ConfirmRequest } from "@/lib/fact-check/confirm";
import { PrismaJudgmentStore } from "@/lib/fact-check/judgments";
import { db } from "@/lib/db";
import { MATCHER_MODEL_VERSION } from "@/lib/knowledge-base/model-version";

const globalForChecks = globalThis as unknown as { checkAdmission?: Admission };

/**
 * Runs one check on this process's configured providers. An answer the proxy already found in the
 * cache goes straight through; any other check takes its turn (CHECK_CONCURRENCY at once, up to
 * CHECK_QUEUE waiting, then 503 with Retry-After: lib/fact-check/admission.ts), and once admitted
 * starts on its turn with accepting connections (lib/http/heavy-turns.ts).
 */
export function checkClaim(request: CheckRequest, onProgress?: (step: ProgressStep) => void): Promise<FactCheckResult> {
  const check = () => runFactCheck(request, { ...pipelineDeps(), onProgress });
  if (request.cachedAnswer) return check();
  globalForChecks.checkAdmission ??= createAdmission({
    concurrency: env.CHECK_CONCURRENCY,
    maxQueued: env.CHECK_QUEUE,
    retryAfterSeconds: 2,
  });
  return globalForChecks.checkAdmission.run(() => heavyTurns().turn().then(check));
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
