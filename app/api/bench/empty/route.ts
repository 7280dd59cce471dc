import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/**
 * A route that does nothing: the baseline `npm run bench:load` sets cached checks against, so
 * the ratio shows what a check costs beyond Next.js routing and proxy.ts, which both share.
 * Off (404) unless BENCH_EMPTY_ROUTE=1: production has no use for it.
 */
export function GET() {
  if (env.BENCH_EMPTY_ROUTE !== "1") return new Response(null, { status: 404 });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
