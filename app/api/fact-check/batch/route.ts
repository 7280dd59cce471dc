import { apiHandler } from "@/lib/api/handler";
import { readJsonBody } from "@/lib/api/request";
import { historyOwnerId } from "@/lib/auth/session";
import { distinctClaims } from "@/lib/fact-check/batch";
import { checkClaim } from "@/lib/fact-check/service";
import { guardedRequest } from "@/lib/rate-limit/forwarded";
import { batchRequestSchema } from "@/lib/api/schemas/fact-check";

export const dynamic = "force-dynamic";

/**
 * Checks 1-5 claims: `{claims, mode?, include_reasoning?, max_sources?, filters?}` → `{results}`, in
 * order. A claim sent more than once (in any spelling that normalises the same) is computed, stored
 * and charged once, and its result is answered at each of its positions (lib/fact-check/batch.ts).
 */
export const POST = apiHandler({}, async ({ request, log }) => {
  // What proxy.ts already read (body, cached answers, account) comes from its handoff.
  const {
    body,
    historyOwnerId: userId,
    counted,
    clientFingerprint,
    ownerKeys,
  } = await guardedRequest(request, (r) => readJsonBody(r, batchRequestSchema), historyOwnerId);
  const { claims, positions } = distinctClaims(body.claims);
  const { claims: _sent, ...options } = body;
  const started = performance.now();
  // `counted` follows the guard's checks, which are these distinct claims.
  const answers = await Promise.all(
    claims.map((claim, index) => checkClaim({ claim, ...options, userId, clientFingerprint, ownerKeys, cachedAnswer: counted[index] })),
  );
  const results = positions.map((index) => answers[index]);
  log.info({ checkIds: answers.map((result) => result.id), durationMs: Math.round(performance.now() - started) }, "batch answered");
  return { results };
});
