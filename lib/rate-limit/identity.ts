import { isIP } from "node:net";
import type { PolicyName } from "@/lib/rate-limit/policies";
import type { RateLimitSubject } from "@/lib/rate-limit/limiter";

/**
 * Who a request comes from, for rate limiting.
 *
 * Anonymous web clients are counted against BOTH their IP address and a first-party cookie
 * (`factlens_client`, a random id, httpOnly, SameSite=Lax): clearing cookies leaves the IP's
 * count, and moving to another network leaves the cookie's. The cost is that people behind
 * one shared address (an office, a campus NAT) share its allowance; signing in (a per-user
 * key) is the way out of that.
 *
 * A signed-in session (next-auth) is `{kind: "user"}`; an API key (`Authorization: Bearer`,
 * resolved by the guard) is `{kind: "api-key", tier}`. `subjectFor` maps each to a policy in
 * POLICY_BY_CLIENT, so a key's tier picks its limit without touching the limiter.
 */

export const CLIENT_COOKIE = "factlens_client";
const CLIENT_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest browsers keep a cookie

export type Identity =
  | { kind: "anonymous"; ip: string; clientId: string; newClientId: boolean }
  | { kind: "user"; userId: string }
  | { kind: "api-key"; keyId: string; tier: "free" | "pro" };

export const POLICY_BY_CLIENT = {
  anonymous: "web",
  user: "web",
  "api-key:free": "api-free",
  "api-key:pro": "api-pro",
} as const satisfies Record<string, PolicyName>;

export function subjectFor(identity: Identity): RateLimitSubject {
  switch (identity.kind) {
    case "anonymous":
      return { policy: POLICY_BY_CLIENT.anonymous, keys: [`limit:web:ip:${identity.ip}`, `limit:web:client:${identity.clientId}`] };
    case "user":
      return { policy: POLICY_BY_CLIENT.user, keys: [`limit:web:user:${identity.userId}`] };
    case "api-key":
      return { policy: POLICY_BY_CLIENT[`api-key:${identity.tier}`], keys: [`limit:api:${identity.keyId}`] };
  }
}

export type IdentifyOptions = {
  /** Reverse proxies in front of the app that append to X-Forwarded-For (TRUSTED_PROXY). */
  trustedProxyHops: number;
  /** The signed-in account's id, or null when signed out (index.ts reads the next-auth session). */
  signedInUserId?: (request: Request) => Promise<string | null>;
  newClientId?: () => string;
};

/** The web client behind a request: a signed-in user when there is one, else an anonymous client. (API keys: see the guard.) */
export async function identify(request: Request, options: IdentifyOptions): Promise<Identity> {
  const userId = await options.signedInUserId?.(request);
  if (userId) return { kind: "user", userId };
  const cookieId = readCookie(request.headers.get("cookie"), CLIENT_COOKIE);
  const validCookie = cookieId !== null && /^[0-9a-f-]{36}$/i.test(cookieId);
  return {
    kind: "anonymous",
    ip: clientIp(request.headers, options.trustedProxyHops),
    clientId: validCookie ? cookieId.toLowerCase() : (options.newClientId ?? (() => crypto.randomUUID()))(),
    newClientId: !validCookie,
  };
}

/**
 * The client's IP address. Next.js puts the socket's address in X-Forwarded-For when a
 * request arrives without one, and keeps the header as sent otherwise. Behind N trusted
 * proxies that each append the address they saw, the client is the Nth entry from the right
 * (entries further left were written by the client and can be anything). With no trusted
 * proxy, the last entry is the socket's address unless the client sent the header itself,
 * which Next.js does not let the app tell apart — so a public deployment belongs behind a
 * proxy with TRUSTED_PROXY set. IPv6 addresses count per /64, the block one subscriber gets.
 */
export function clientIp(headers: Headers, trustedProxyHops: number): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const index = Math.max(0, entries.length - Math.max(1, trustedProxyHops));
  return normaliseIp(entries[index] ?? "") ?? "unknown";
}

export function normaliseIp(raw: string): string | null {
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

/**
 * The token of an `Authorization: Bearer <token>` header: null when there is no Authorization
 * header, "" when there is one that is not a bearer token (refused, not ignored).
 */
export function bearerToken(header: string | null): string | null {
  if (header === null) return null;
  const match = header.trim().match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : "";
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** The Set-Cookie value that gives a new anonymous client its id. */
export function clientCookie(clientId: string, secure: boolean): string {
  return [`${CLIENT_COOKIE}=${clientId}`, "Path=/", `Max-Age=${CLIENT_COOKIE_MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}
