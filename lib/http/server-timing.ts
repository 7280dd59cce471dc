/**
 * Where a request's time goes, as a `Server-Timing` header (`body;dur=0.41, user;dur=0.02`):
 * proxy.ts's stages there, the handler's in HANDLER_TIMING_HEADER (Next.js keeps the
 * middleware's header over the handler's of the same name).
 * Sent only when the server runs in bench mode (BENCH_EMPTY_ROUTE=1) and the request asks for it
 * with PROFILE_REQUEST_HEADER: `npm run bench:load -- --profile` does; its throughput runs do not
 * pay for it, and production never shows its internals.
 */
export const HANDLER_TIMING_HEADER = "x-handler-timing";
export const PROFILE_REQUEST_HEADER = "x-bench-profile";

/** Whether this request gets Server-Timing: bench mode, and asked for. */
export function wantsServerTiming(request: Pick<Request, "headers">, benchMode: string): boolean {
  return benchMode === "1" && request.headers.get(PROFILE_REQUEST_HEADER) === "1";
}

export function stopwatch() {
  const laps: Array<[stage: string, ms: number]> = [];
  let last = performance.now();
  return {
    laps,
    lap(stage: string) {
      const now = performance.now();
      laps.push([stage, now - last]);
      last = now;
    },
  };
}

export function serverTiming(laps: ReadonlyArray<readonly [string, number]>): string {
  return laps.map(([stage, ms]) => `${stage};dur=${ms.toFixed(3)}`).join(", ");
}
