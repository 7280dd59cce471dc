import { clientAddress, type AddressEnv } from "@/lib/http/client-address";
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
 * A signed-in session (next-auth) is `{kind: "user"}`, counted against its account AND the
 * same address and cookie keys: an account's allowance never adds to the device's or the
 * address's, so making accounts buys no checks (an anonymous visitor who used 1 and then signs
 * in has 2 left). An API key (`Authorization: Bearer`, resolved by the guard) is
 * `{kind: "api-key", tier}`, counted per owning account and tier across all its keys, so a new
 * or revoked key resets nothing. `subjectFor` maps each to a policy in POLICY_BY_CLIENT, so a
 * key's tier picks its limit without touching the limiter.
 */

export const CLIENT_COOKIE = "factlens_client";
const CLIENT_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest browsers keep a cookie

export type Identity =
  | { kind: "anonymous"; ip: string; clientId: string; newClientId: boolean }
  /** A signed-in account, still on its device and address: signing in never adds to what the device and address may run. */
  | { kind: "user"; userId: string; ip: string; clientId: string; newClientId: boolean }
  /** `accountId` is the key's owner: a tier's allowance is the account's, across all its keys. Null (a key without an account): counted per key. */
  | { kind: "api-key"; keyId: string; tier: "free" | "pro"; accountId: string | null };

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
      return {
        policy: POLICY_BY_CLIENT.user,
        keys: [`limit:web:user:${identity.userId}`, `limit:web:ip:${identity.ip}`, `limit:web:client:${identity.clientId}`],
      };
    case "api-key":
      return {
        policy: POLICY_BY_CLIENT[`api-key:${identity.tier}`],
        keys: [identity.accountId ? `limit:api:account:${identity.accountId}:${identity.tier}` : `limit:api:${identity.keyId}`],
      };
  }
}

/**
 * The same client under the cached-answer rate (policy `cached-answers`): its own counters
 * (`limit:cached:…`) on the same keys, so answers from the cache never use up checks.
 */
export function cachedAnswersSubjectFor(identity: Identity): RateLimitSubject {
  return { policy: "cached-answers", keys: subjectFor(identity).keys.map((key) => key.replace(/^limit:/, "limit:cached:")) };
}

/**
 * What names the client in stored checks (hashed before it is stored, see the guard): the
 * account, the API key's account, or the address (not the cookie, which a client can clear at
 * will). Trending counts these, not rows.
 */
export function fingerprintKeyFor(identity: Identity): string {
  switch (identity.kind) {
    case "anonymous":
      return `ip:${identity.ip}`;
    case "user":
      return `user:${identity.userId}`;
    case "api-key":
      return identity.accountId ? `user:${identity.accountId}` : `api-key:${identity.keyId}`;
  }
}

/**
 * What makes a client the owner of its checks, who alone may confirm or reject a check's
 * suggested match (hashed before it is forwarded, like the fingerprint): the device cookie, and
 * the account when there is one (signed in, or an API key's account). Never the address: another
 * device on the same address, without that cookie, is another client.
 */
export function ownerKeysFor(identity: Identity): string[] {
  switch (identity.kind) {
    case "anonymous":
      return [`client:${identity.clientId}`];
    case "user":
      return [`client:${identity.clientId}`, `user:${identity.userId}`];
    case "api-key":
      return [fingerprintKeyFor(identity)];
  }
}

export type IdentifyOptions = {
  /** TRUSTED_PROXY and whether our server sets the peer header: the input of lib/http/client-address.ts's one address rule. */
  address: AddressEnv;
  /** The signed-in account's id, or null when signed out (index.ts reads the next-auth session). */
  signedInUserId?: (request: Request) => Promise<string | null>;
  newClientId?: () => string;
};

/** The web client behind a request: a signed-in user when there is one, else an anonymous client. (API keys: see the guard.) */
export async function identify(request: Request, options: IdentifyOptions): Promise<Identity> {
  const cookieId = readCookie(request.headers.get("cookie"), CLIENT_COOKIE);
  const validCookie = cookieId !== null && /^[0-9a-f-]{36}$/i.test(cookieId);
  const client = {
    ip: clientAddress(request.headers, options.address),
    clientId: validCookie ? cookieId.toLowerCase() : (options.newClientId ?? (() => crypto.randomUUID()))(),
    newClientId: !validCookie,
  };
  const userId = await options.signedInUserId?.(request);
  return userId ? { kind: "user", userId, ...client } : { kind: "anonymous", ...client };
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
  return [
    `${CLIENT_COOKIE}=${clientId}`,
    "Path=/",
    `Max-Age=${CLIENT_COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
