import { NextResponse, type NextRequest } from "next/server";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { requestLogger } from "@/lib/logger";

/**
 * Whether a request path holds percent-encoding that cannot be decoded (`/check/%ff`, a lone `%`,
 * a cut UTF-8 sequence such as `%e2%82`). Next.js decodes each segment to match its dynamic
 * routes after proxy.ts has run and, when that throws, answers a bare 500 without our headers or
 * a log line; proxy.ts asks this first and answers itself. Segments are decoded as Next.js
 * decodes them (decodeURIComponent); `%2F` and other valid escapes are fine.
 */
export function hasMalformedPathEncoding(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  for (const segment of pathname.split("/")) {
    try {
      decodeURIComponent(segment);
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * Where pages with a malformed path are rewritten: its own static route (app/%5Fmalformed-path),
 * which renders the 404 page. Not the catch-all `[...missing]`: Next.js matches the original path
 * against the pattern of the route it is rewritten to, and a dynamic pattern decodes the path's
 * segments, which failed with a 500 under `npm start` (issue 28).
 */
export const MALFORMED_PATH_PAGE = "/_malformed-path";

/**
 * The answer to a malformed path, logged as a warning with the request's id: under /api/ a 400 in
 * the API's error envelope (`malformed_path`, field `path`); elsewhere the site's 404 page,
 * rendered with status 404 (there is no page at an address that cannot be read). `headers` are
 * the request headers proxy.ts built (request id, nonce), so the page's scripts get the nonce.
 */
export function malformedPathResponse(request: NextRequest, headers: Headers): NextResponse {
  const path = request.nextUrl.pathname;
  const api = path === "/api" || path.startsWith("/api/");
  requestLogger({ headers }).warn(
    { method: request.method, path: path.slice(0, 512), status: api ? 400 : 404 },
    "malformed percent-encoding in the request path",
  );
  if (api) return errorResponse(new ApiError("malformed_path", undefined, "path"));
  return NextResponse.rewrite(new URL(MALFORMED_PATH_PAGE, request.url), { request: { headers } });
}
