import { ApiError } from "@/lib/api/errors";
import { hostName, isHostAllowed } from "@/lib/auth/allowed-hosts";
import { requestHost } from "@/lib/auth/request-info";

/**
 * Defence in depth against cross-site requests (CSRF) on the routes that change state with the
 * session cookie (account settings, API keys, saved sources, sign-up, sign out everywhere). The
 * cookie is SameSite=Lax, so browsers already keep it off cross-site POSTs; this checks again on
 * the server, from what browsers always send:
 *
 * - `Origin` present: its host must be one this server answers on (AUTH_ALLOWED_HOSTS when set,
 *   else the request's own Host / X-Forwarded-Host). `Origin: null` (sandboxed frames, some
 *   redirects) is refused.
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
    return originAllowed(origin, requestHost(headers) ?? urlHost(request.url), allowedHosts)
      ? { ok: true }
      : { ok: false, header: "Origin", value: origin };
  }
  const site = headers.get("sec-fetch-site");
  if (site !== null) {
    const value = site.trim().toLowerCase();
    return value === "same-origin" || value === "none" ? { ok: true } : { ok: false, header: "Sec-Fetch-Site", value: site };
  }
  return { ok: true };
}

function urlHost(url: string): string | undefined {
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

/** `own` is the host this request was sent to: X-Forwarded-Host or Host, else its URL's. */
function originAllowed(origin: string, own: string | undefined, allowedHosts: string[] | undefined): boolean {
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    host = url.host;
  } catch {
    return false; // "null" and anything else that is not a URL
  }
  if (allowedHosts) return isHostAllowed(host, allowedHosts);
  if (!own) return false;
  if (host === own.toLowerCase()) return true;
  // A default port written on one side only (`example.com` and `example.com:443`): the names decide.
  return hostName(host) === hostName(own) && (!hasPort(host) || !hasPort(own.toLowerCase()));
}

const hasPort = (host: string) => (host.startsWith("[") ? host.includes("]:") : host.includes(":"));

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
