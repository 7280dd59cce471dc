import { apiHandler } from "@/lib/api/handler";
import { readJsonBody } from "@/lib/api/request";
import { historyOwnerId } from "@/lib/auth/session";
import { checkClaim } from "@/lib/fact-check/service";
import { guardedRequest } from "@/lib/rate-limit/forwarded";
import { batchRequestSchema } from "@/lib/api/schemas/fact-check";

export const dynamic = "force-dynamic";

/** Checks 1-5 claims: `{claims, mode?, include_reasoning?, max_sources?, filters?}` → `{results}`, in order. */
export const POST = apiHandler({}, async ({ request, log }) => {
  // What proxy.ts already read (body, cached answers, account) comes from its handoff.
  const {
    body,
    historyOwnerId: userId,
    counted,
    clientFingerprint,
    ownerKeys,
  } = await guardedRequest(request, (r) => readJsonBody(r, batchRequestSchema), historyOwnerId);
  const { claims, ...options } = body;
  const started = performance.now();
  const results = await Promise.all(
    claims.map((claim, index) => checkClaim({ claim, ...options, userId, clientFingerprint, ownerKeys, cachedAnswer: counted[index] })),
  );
  log.info({ checkIds: results.map((result) => result.id), durationMs: Math.round(performance.now() - started) }, "batch answered");
  return { results };
});
