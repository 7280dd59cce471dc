/**
 * What proxy.ts tells the fact-check handlers on the request it passes on, in headers of its
 * own. proxy.ts removes every one of them from the incoming request before it sets its own
 * values, so a client can never send them: a handler reads only what the guard wrote.
 */
export const FORWARDED_HEADERS = {
  /** The client as stored with its checks: a keyed hash, never an address (see `fingerprintKeyFor`). */
  clientFingerprint: "x-factlens-client-fingerprint",
} as const;

export const FORWARDED_HEADER_NAMES: readonly string[] = Object.values(FORWARDED_HEADERS);

/** The client fingerprint the guard set; undefined when the request did not come through it. */
export function forwardedClientFingerprint(request: Pick<Request, "headers">): string | undefined {
  const value = request.headers.get(FORWARDED_HEADERS.clientFingerprint);
  return value && /^[0-9a-f]{32}$/.test(value) ? value : undefined;
}
