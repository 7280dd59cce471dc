import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/request";
import { historyOwnerId } from "@/lib/auth/session";
import { checkClaim } from "@/lib/fact-check/service";
import { requestLogger } from "@/lib/logger";
import { forwardedClientFingerprint } from "@/lib/rate-limit/forwarded";
import { batchRequestSchema } from "../schema";

export const dynamic = "force-dynamic";

/** Checks 1-5 claims: `{claims, mode?, include_reasoning?, max_sources?, filters?}` → `{results}`, in order. */
export async function POST(request: Request) {
  try {
    const { claims, ...options } = await readJsonBody(request, batchRequestSchema);
    const userId = await historyOwnerId(request);
    const clientFingerprint = forwardedClientFingerprint(request);
    const started = performance.now();
    const results = await Promise.all(claims.map((claim) => checkClaim({ claim, ...options, userId, clientFingerprint })));
    requestLogger(request).info({ checkIds: results.map((result) => result.id), durationMs: Math.round(performance.now() - started) }, "batch answered");
    return NextResponse.json({ results });
  } catch (error) {
    return errorResponse(error, { request });
  }
}
