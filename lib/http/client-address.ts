import { isIP } from "node:net";

/**
 * The one rule for "which address is this client": the free limit (lib/rate-limit/identity.ts),
 * the sign-in lockout (lib/auth/options.ts) and anything else that counts or records a client's
 * address call `clientAddress` and nothing else.
 *
 * - TRUSTED_PROXY unset (0): no proxy is trusted. The address is the TCP peer's, which our own
 *   server (server/serve.mjs, behind `npm start` and the test servers) writes into
 *   PEER_HEADER on every request, overwriting whatever a client sent there. X-Forwarded-For is
 *   ignored: a client can write anything into it.
 * - TRUSTED_PROXY=N: N reverse proxies each append the address they saw to X-Forwarded-For, so the
 *   client is the Nth entry from the right (entries further left were written by the client). With
 *   fewer than N entries (a request that reached us around a proxy) the peer's address is used.
 *
 * The peer header is believed only when serve.mjs announced that it sets it (PEER_HEADER_ENV in
 * the process's environment): under another server (`next dev`, a bare `next start`) a client
 * could send it, so there the peer is "unknown", which all such clients share.
 *
 * Addresses are normalised (ports, IPv4-mapped IPv6, zones dropped) and IPv6 counts per /64, the
 * block one subscriber gets; anything unreadable is "unknown".
 */

/** The request header serve.mjs sets to the socket's remote address. */
export const PEER_HEADER = "x-factlens-peer";
/** The environment variable serve.mjs sets to "1" in its own process before Next.js loads. */
export const PEER_HEADER_ENV = "FACTLENS_PEER_HEADER";

/** Headers as next-auth hands them to `authorize` (a plain object) or as a fetch `Headers`. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined;

/** What the rule reads from the environment: TRUSTED_PROXY (a number, as lib/env.ts parses it) and the peer-header flag. */
export type AddressEnv = { TRUSTED_PROXY?: number; [PEER_HEADER_ENV]?: string };

/** This process's AddressEnv from the validated environment (lib/env.ts): TRUSTED_PROXY, and the flag serve.mjs set. */
export function addressEnv(env: { TRUSTED_PROXY?: number; FACTLENS_PEER_HEADER?: string }): AddressEnv {
  return { TRUSTED_PROXY: env.TRUSTED_PROXY, [PEER_HEADER_ENV]: env.FACTLENS_PEER_HEADER };
}

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The client's address under the rule above. */
export function clientAddress(headers: HeaderSource, env: AddressEnv): string {
  const peer = env[PEER_HEADER_ENV] === "1" ? (normalizeIp(header(headers, PEER_HEADER) ?? "") ?? "unknown") : "unknown";
  const hops = env.TRUSTED_PROXY ?? 0;
  if (!Number.isInteger(hops) || hops <= 0) return peer;
  const entries = (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < hops) return peer;
  return normalizeIp(entries[entries.length - hops]) ?? "unknown";
}

export function normalizeIp(raw: string): string | null {
  let address = raw.trim();
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, "");
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) address = mapped[1];
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
  return null;
}

/** The eight 16-bit groups of an IPv6 address, expanded and lower-case (an embedded IPv4 tail becomes two groups). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const ipv4Tail = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number);
    text = text.slice(0, ipv4Tail.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === null ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => (parseInt(group, 16) || 0).toString(16));
}
