import { ApiError } from "@/lib/api/errors";
import { isHostAllowed } from "@/lib/auth/allowed-hosts";
import { requestHost } from "@/lib/auth/request-info";

/**
 * Defence in depth against cross-site requests (CSRF) on the routes that change state with the
 * session cookie (account settings, API keys, saved sources, sign-up, sign out everywhere). The
 * cookie is SameSite=Lax, so browsers already keep it off cross-site POSTs; this checks again on
 * the server, from what browsers always send:
 *
 * - `Origin` present: it must be this request's own origin, scheme, host and port exactly (the
 *   scheme from X-Forwarded-Proto, the host from X-Forwarded-Host or Host, a default port filled
 *   in), or, with AUTH_ALLOWED_HOSTS set, name a host on that list. `Origin: null` (sandboxed
 *   frames, some redirects) is refused.
 * - no `Origin`, `Sec-Fetch-Site` present: it must be `same-origin` or `none` (typed in the
 *   address bar); `same-site` and `cross-site` are refused.
 * - neither header: not a browser (curl, scripts, API clients with Bearer keys), allowed.
 *
 * A refusal is a 403 `cross_site_request` naming the header that failed.
 */

export type SameOriginVerdict = { ok: true } | { ok: false; header: "Origin" | "Sec-Fetch-Site"; value: string };

export function sameOriginVerdict(request: Pick<Request, "headers" | "url">, allowedHosts: string[] | undefined): SameOriginVerdict {
  const { headers } = request;
  const origin = headers.get("origin");
  if (origin !== null) {
    return originAllowed(origin, ownOrigin(request), allowedHosts) ? { ok: true } : { ok: false, header: "Origin", value: origin };
  }
  const site = headers.get("sec-fetch-site");
  if (site !== null) {
    const value = site.trim().toLowerCase();
    return value === "same-origin" || value === "none" ? { ok: true } : { ok: false, header: "Sec-Fetch-Site", value: site };
  }
  return { ok: true };
}

const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };

/** An origin as `scheme://host:port`, the port written out even when it is the scheme's default; null when it is not http(s). */
function canonicalOrigin(url: URL): string | null {
  const port = url.port || DEFAULT_PORTS[url.protocol];
  return port ? `${url.protocol}//${url.hostname}:${port}` : null;
}

/**
 * The origin this request was sent to: the scheme of X-Forwarded-Proto (a TLS proxy's), else the
 * request URL's; the host of X-Forwarded-Host or Host, else the request URL's.
 */
function ownOrigin(request: Pick<Request, "headers" | "url">): string | null {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0].trim().toLowerCase();
  const scheme = proto === "http" || proto === "https" ? `${proto}:` : url.protocol;
  const host = requestHost(request.headers) ?? url.host;
  try {
    return canonicalOrigin(new URL(`${scheme}//${host}`));
  } catch {
    return null;
  }
}

/**
 * With AUTH_ALLOWED_HOSTS, the Origin's host must be on that list (an entry without a port allows
 * any port, as for sign-in). Without it, the Origin must be this request's own origin exactly:
 * scheme, host and port, the scheme's default port filled in on both sides (`http://h` is
 * `http://h:80`; `http://h:9999` is another origin).
 */
function originAllowed(origin: string, own: string | null, allowedHosts: string[] | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" and anything else that is not a URL
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (allowedHosts) return isHostAllowed(url.host, allowedHosts);
  return own !== null && canonicalOrigin(url) === own;
}

/** Throws a 403 `cross_site_request` ApiError when the request comes from another site (rules above). */
export function assertSameOrigin(request: Pick<Request, "headers" | "url">, allowedHosts: string[] | undefined): void {
  const verdict = sameOriginVerdict(request, allowedHosts);
  if (!verdict.ok) {
    throw new ApiError(
      "cross_site_request",
      verdict.header === "Origin"
        ? `Cross-site request refused: the Origin header (${verdict.value.slice(0, 200)}) is not a host this server answers on.`
        : `Cross-site request refused: the Sec-Fetch-Site header is "${verdict.value.slice(0, 40)}" (same-origin or none is needed).`,
      verdict.header,
    );
  }
}
