/**
 * The security headers every response carries, given a fresh nonce per request by proxy.ts.
 *
 * Content-Security-Policy is nonce-based: scripts run only when they carry this request's
 * nonce (Next.js reads it from the request's own CSP header and stamps it on its framework
 * and page scripts), and `'strict-dynamic'` lets those scripts load the app's chunks. No
 * `'unsafe-inline'` for scripts. Styles do allow `'unsafe-inline'`: Radix primitives and
 * the toast library set `style` attributes at run time, which no nonce can cover (and a
 * nonce in style-src would make browsers ignore `'unsafe-inline'`). Development adds
 * `'unsafe-eval'`, which React's dev build needs for its error overlay; production never does.
 *
 * Pages prerendered at build (the guide and information pages) are the same HTML for everyone and
 * cannot carry a nonce: they get a hash-based policy instead (staticPageSecurityHeaders), which
 * lists the sha256 of each of their inline scripts and allows the app's own script files
 * (`'self'`); still no `'unsafe-inline'`, so an injected inline script is blocked there too.
 */

export type SecurityHeaderOptions = {
  /** Fresh for each request: see createNonce. */
  nonce: string;
  /** `NODE_ENV` of the running server. HSTS is sent by production builds only. */
  mode: "development" | "test" | "production";
};

/** 128 random bits, base64: unguessable and new for every request. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Stands in for the nonce while each mode's policy is built, once, at load. */
const NONCE_SLOT = "\u0000nonce\u0000";

function policyWithSlot(
  mode: SecurityHeaderOptions["mode"],
  scriptSources: string[] = ["'self'", `'nonce-${NONCE_SLOT}'`, "'strict-dynamic'"],
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [...scriptSources, ...(mode === "development" ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Account avatars may come from a sign-in provider's image host.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(mode === "development" ? ["ws:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Two years, subdomains included: the value HSTS preload lists ask for. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

function staticHeaders(mode: SecurityHeaderOptions["mode"]): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Older browsers that ignore frame-ancestors.
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(mode === "production" ? { "Strict-Transport-Security": HSTS_VALUE } : {}),
  };
}

/**
 * Everything but the nonce, per mode, built once: proxy.ts runs on every request, and there
 * only the nonce changes.
 */
const PER_MODE = Object.fromEntries(
  (["development", "test", "production"] as const).map((mode) => [
    mode,
    { policy: policyWithSlot(mode).split(NONCE_SLOT), headers: staticHeaders(mode) },
  ]),
) as Record<SecurityHeaderOptions["mode"], { policy: string[]; headers: Record<string, string> }>;

export function contentSecurityPolicy({ nonce, mode }: SecurityHeaderOptions): string {
  return PER_MODE[mode].policy.join(nonce);
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return { "Content-Security-Policy": contentSecurityPolicy(options), ...PER_MODE[options.mode].headers };
}

/** A CSP hash source: `'sha256-<base64>'` (lib/security/static-page-csp.ts computes them). */
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The headers of a page prerendered at build: the same policy as every other page but for
 * script-src, which allows the app's script files and exactly the page's inline scripts, by hash.
 */
export function staticPageSecurityHeaders({
  scriptHashes,
  mode,
}: {
  scriptHashes: readonly string[];
  mode: SecurityHeaderOptions["mode"];
}): Record<string, string> {
  const invalid = scriptHashes.find((hash) => !HASH_SOURCE.test(hash));
  if (invalid) throw new Error(`not a sha256 hash source: ${invalid}`);
  return { "Content-Security-Policy": policyWithSlot(mode, ["'self'", ...scriptHashes]), ...PER_MODE[mode].headers };
}

/**
 * What proxy.ts sends for a page: the hash-based headers when `pathname` is a page prerendered at
 * build (`staticPages`, production only: development renders every page per request), the
 * nonce-based ones otherwise; under /api/feeds/ `Referrer-Policy: no-referrer`.
 */
export function pageSecurityHeaders(
  pathname: string,
  options: SecurityHeaderOptions & { staticPages: () => ReadonlyMap<string, readonly string[]> },
): Readonly<Record<string, string>> {
  // A private feed's address holds its token: no Referer may carry it on (the route says so too, and these headers would replace it).
  if (pathname.startsWith("/api/feeds/")) return { ...securityHeaders(options), "Referrer-Policy": "no-referrer" };
  const scriptHashes = options.mode === "production" ? options.staticPages().get(pathname) : undefined;
  if (!scriptHashes) return securityHeaders(options);
  // A prerendered page's headers never change while the server runs: built once per page, not per request.
  let headers = STATIC_PAGE_HEADERS.get(scriptHashes);
  if (!headers)
    STATIC_PAGE_HEADERS.set(scriptHashes, (headers = Object.freeze(staticPageSecurityHeaders({ scriptHashes, mode: options.mode }))));
  return headers;
}

const STATIC_PAGE_HEADERS = new WeakMap<readonly string[], Readonly<Record<string, string>>>();
