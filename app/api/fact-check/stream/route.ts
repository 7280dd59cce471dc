import { ApiError, apiErrorBody } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { readJsonBody } from "@/lib/api/request";
import { historyOwnerId } from "@/lib/auth/session";
import type { ProgressStep } from "@/lib/fact-check/pipeline";
import { checkClaim } from "@/lib/fact-check/service";
import { guardedRequest } from "@/lib/rate-limit/forwarded";
import { factCheckRequestSchema } from "@/lib/api/schemas/fact-check";

export const dynamic = "force-dynamic";

/**
 * The streaming variant of POST /api/fact-check for the web app's loading screen: the same
 * body, answered as server-sent events — `progress` ({step}) as the pipeline advances, then
 * `result` ({result}) or `error` ({error: {code, message}}). Errors before the stream starts (validation, rate limit) are the usual JSON error answers.
 */
export const POST = apiHandler({}, async ({ request, log }) => {
  // What proxy.ts already read (body, cached answer, account) comes from its handoff.
  const guarded = await guardedRequest(request, (r) => readJsonBody(r, factCheckRequestSchema), historyOwnerId);
  const { body, historyOwnerId: userId, counted, clientFingerprint, ownerKeys } = guarded;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      try {
        const started = performance.now();
        const result = await checkClaim({ ...body, userId, clientFingerprint, ownerKeys, cachedAnswer: counted[0] }, (step: ProgressStep) =>
          send("progress", { step }),
        );
        log.info(
          {
            checkId: result.id,
            verdict: result.verdict.status,
            cached: result.cached,
            durationMs: Math.round(performance.now() - started),
          },
          "check answered (stream)",
        );
        send("result", { result });
      } catch (error) {
        // At capacity (lib/knowledge-base/search-pool.ts): the stream has begun, so the busy answer is its error event.
        if (error instanceof ApiError && error.code === "server_busy") send("error", apiErrorBody("server_busy"));
        else {
          log.error({ err: error }, "streaming check failed");
          send("error", apiErrorBody("internal_error", "An error occurred while fact-checking your claim. Please try again."));
        }
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
  });
});
