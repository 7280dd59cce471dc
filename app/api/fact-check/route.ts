import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/request";
import { historyOwnerId } from "@/lib/auth/session";
import { checkClaim } from "@/lib/fact-check/service";
import { requestLogger } from "@/lib/logger";
import { forwardedClientFingerprint } from "@/lib/rate-limit/forwarded";
import { factCheckRequestSchema } from "./schema";

export const dynamic = "force-dynamic";

/** Checks one claim: `{claim | query, mode?, include_reasoning?, max_sources?, filters?}` → `{result}`. */
export async function POST(request: Request) {
  try {
    const body = await readJsonBody(request, factCheckRequestSchema);
    const started = performance.now();
    const result = await checkClaim({ ...body, userId: await historyOwnerId(request), clientFingerprint: forwardedClientFingerprint(request) });
    requestLogger(request).info({ checkId: result.id, verdict: result.verdict.status, cached: result.cached, durationMs: Math.round(performance.now() - started) }, "check answered");
    return NextResponse.json({ result });
  } catch (error) {
    return errorResponse(error, { request });
  }
}
