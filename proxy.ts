import { NextResponse, type NextRequest } from "next/server";
import { trackPageView } from "@/lib/analytics";
import { factCheckGuard } from "@/lib/rate-limit";
import { securityHeaders } from "@/lib/security-headers";

/**
 * Runs before every page and API request (Next 16's middleware, on Node.js): tags the
 * request with an id for logs, applies the free limit to the fact-check endpoints
 * (lib/rate-limit/fact-check-guard.ts: a 429 here, or rate-limit headers on the handler's
 * answer), counts views of tracked guide pages in our own database (lib/analytics) and sets
 * the security headers.
 */
export async function proxy(request: NextRequest) {
  const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  trackPageView(request);
  const limited = await factCheckGuard()(request);
  const response = limited?.response ?? NextResponse.next({ request: { headers } });
  limited?.headers.forEach((value, name) => response.headers.append(name, value));
  response.headers.set("x-request-id", requestId);
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
