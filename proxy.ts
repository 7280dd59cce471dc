import { NextResponse, type NextRequest } from "next/server";
import { hasMalformedPathEncoding, malformedPathResponse } from "@/lib/api/malformed-path";
import { trackPageView } from "@/lib/analytics";
import { factCheckGuard } from "@/lib/rate-limit";
import { FORWARDED_HEADER_NAMES } from "@/lib/rate-limit/forwarded";
import { env } from "@/lib/env";
import { createNonce, pageSecurityHeaders } from "@/lib/security/security-headers";
import { serverTiming, wantsServerTiming } from "@/lib/http/server-timing";
import { staticPageHashes } from "@/lib/security/static-page-csp";

/**
 * Runs before every page and API request (Next 16's middleware, on Node.js): tags the
 * request with an id for logs, applies the free limit to the fact-check endpoints
 * (lib/rate-limit/fact-check-guard.ts: a 429 here, or rate-limit headers on the handler's
 * answer), counts views of tracked guide pages in our own database (lib/analytics) and sets
 * the security headers. A path with malformed percent-encoding (`/check/%ff`) is answered here,
 * logged, before anything else reads it (lib/api/malformed-path.ts): Next.js would fail to decode
 * it after this runs and answer a bare 500. The Content-Security-Policy carries a fresh nonce: it
 * goes on the request too (as Content-Security-Policy and x-nonce), where Next.js and
 * components/seo/json-ld.tsx read it to stamp the page's scripts. Pages prerendered at build (the
 * guide pages) cannot carry a nonce and get a policy listing their inline scripts' hashes instead
 * (lib/security/static-page-csp.ts).
 */
export async function proxy(request: NextRequest) {
  // A caller's own id is kept when it is a plain token (a load balancer's), so it cannot forge log lines.
  const incoming = request.headers.get("x-request-id");
  const requestId = incoming && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  // Only the guard below may tell a handler these (lib/rate-limit/forwarded.ts).
  for (const name of FORWARDED_HEADER_NAMES) headers.delete(name);
  const nonce = createNonce();
  const security = pageSecurityHeaders(request.nextUrl.pathname, { nonce, mode: env.NODE_ENV, staticPages: staticPageHashes });
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", security["Content-Security-Policy"]);
  if (hasMalformedPathEncoding(request.nextUrl.pathname))
    return withSecurityHeaders(malformedPathResponse(request, headers), requestId, security);
  trackPageView(request);
  const limited = await factCheckGuard()(request);
  limited?.forward.forEach((value, name) => headers.set(name, value));
  const response = limited?.response ?? NextResponse.next({ request: { headers } });
  limited?.headers.forEach((value, name) => response.headers.append(name, value));
  if (limited && wantsServerTiming(request, env.BENCH_EMPTY_ROUTE))
    response.headers.append("Server-Timing", serverTiming(limited.timings.map(([stage, ms]) => [`proxy-${stage}`, ms])));
  return withSecurityHeaders(response, requestId, security);
}

function withSecurityHeaders(response: Response, requestId: string, security: Record<string, string>): Response {
  response.headers.set("x-request-id", requestId);
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
