import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { readJsonBody } from "@/lib/api/request";
import { historyOwnerId } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { checkClaim } from "@/lib/fact-check/service";
import { guardedRequest } from "@/lib/rate-limit/forwarded";
import { HANDLER_TIMING_HEADER, serverTiming, stopwatch, wantsServerTiming } from "@/lib/http/server-timing";
import { factCheckRequestSchema } from "@/lib/api/schemas/fact-check";

export const dynamic = "force-dynamic";

/**
 * Checks one claim: `{claim | query, mode?, include_reasoning?, max_sources?, filters?}` → `{result}`.
 * What proxy.ts already read (body, cached answer, account) is taken from its handoff, not read again.
 */
export const POST = apiHandler({}, async ({ request, log }) => {
  const timing = stopwatch();
  const {
    body,
    historyOwnerId: userId,
    counted,
    clientFingerprint,
    ownerKeys,
  } = await guardedRequest(request, (r) => readJsonBody(r, factCheckRequestSchema), historyOwnerId);
  timing.lap("handler-read");
  const started = performance.now();
  const result = await checkClaim({ ...body, userId, clientFingerprint, ownerKeys, cachedAnswer: counted[0] });
  timing.lap("handler-check");
  log.info(
    { checkId: result.id, verdict: result.verdict.status, cached: result.cached, durationMs: Math.round(performance.now() - started) },
    "check answered",
  );
  const response = NextResponse.json({ result });
  if (wantsServerTiming(request, env.BENCH_EMPTY_ROUTE)) response.headers.set(HANDLER_TIMING_HEADER, serverTiming(timing.laps));
  return response;
});
