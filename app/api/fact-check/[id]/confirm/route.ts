import { apiHandler } from "@/lib/api/handler";
import { confirmBodySchema } from "@/lib/api/schemas/fact-check";
import { resultPathSchema } from "@/lib/api/schemas/result";
import { noSuchCheck } from "@/lib/fact-check/confirm";
import { confirmCheck } from "@/lib/fact-check/service";
import { forwardedClientFingerprint, forwardedOwnerKeys } from "@/lib/rate-limit/forwarded";

export const dynamic = "force-dynamic";

/**
 * The visitor's answer on a suggested (or related) fact-check of their check:
 * `{reviewUrl, claim?, same}` → `{result}`, the updated check. proxy.ts counts it under the cached-answer
 * rate (no check is spent) and tells the handler who asks; only the check's own client or
 * account may answer (404 otherwise, as for an unknown id).
 */
export const POST = apiHandler(
  { params: resultPathSchema, invalidParams: noSuchCheck, body: confirmBodySchema },
  async ({ request, params: { id }, body, log }) => {
    const clientFingerprint = forwardedClientFingerprint(request);
    const result = await confirmCheck({
      id,
      ...body,
      ownerKeys: forwardedOwnerKeys(request),
      ...(clientFingerprint ? { clientFingerprint } : {}),
    });
    log.info({ checkId: id, same: body.same, verdict: result.verdict.status, matchedBy: result.matchedBy }, "match answered");
    return { result };
  },
);
