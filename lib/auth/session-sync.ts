import crypto from "node:crypto";
import { logger } from "@/lib/logger";

/**
 * Optional session-token sync: when SESSION_SYNC_URL is set, a sign-in POSTs and a
 * sign-out DELETEs to it with a short-lived token as `Authorization: Bearer <token>`. The token is
 * an HS256 JWT ({sub, email, name, iat, exp, jti}, issuer "factlens", audience the URL's origin)
 * signed with a key derived from the auth secret; the receiver checks it with
 * `verifySessionSyncToken` (or any JWT library given `sessionSyncKey(secret)`).
 */

export type SessionSyncConfig = {
  url: string;
  /** Token lifetime in seconds (SESSION_SYNC_MAX_AGE_SECONDS, default 300). */
  maxAgeSeconds: number;
  /** The auth secret; the signing key is derived from it. */
  secret: string;
  /** How long the receiver gets to answer (default 3 s); sign-in never waits longer. */
  timeoutMs?: number;
};

export type SyncUser = { id: string; email?: string | null; name?: string | null };

export type SessionSyncClaims = {
  sub: string;
  email?: string;
  name?: string;
  iss: "factlens";
  aud: string;
  iat: number;
  exp: number;
  jti: string;
};

const ISSUER = "factlens";

/** The HMAC key for sync tokens: HKDF-SHA256 of the auth secret, so the secret itself is never a signing key elsewhere. */
export function sessionSyncKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "", "Factlens session sync token", 32));
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

export function signSessionSyncToken({
  user,
  secret,
  audience,
  maxAgeSeconds,
  now = new Date(),
}: {
  user: SyncUser;
  secret: string;
  audience: string;
  maxAgeSeconds: number;
  now?: Date;
}): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: SessionSyncClaims = {
    sub: user.id,
    ...(user.email ? { email: user.email } : {}),
    ...(user.name ? { name: user.name } : {}),
    iss: ISSUER,
    aud: audience,
    iat,
    exp: iat + maxAgeSeconds,
    jti: crypto.randomUUID(),
  };
  const signingInput = `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
  const signature = crypto.createHmac("sha256", sessionSyncKey(secret)).update(signingInput).digest("base64url");
  return `${signingInput}.${signature}`;
}

/** The claims of a valid, unexpired sync token for this audience, or null. */
export function verifySessionSyncToken(
  token: string,
  { secret, audience, now = new Date() }: { secret: string; audience: string; now?: Date },
): SessionSyncClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  const expected = crypto.createHmac("sha256", sessionSyncKey(secret)).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const { alg } = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as { alg?: string };
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SessionSyncClaims;
    const seconds = Math.floor(now.getTime() / 1000);
    if (alg !== "HS256" || claims.iss !== ISSUER || claims.aud !== audience) return null;
    if (typeof claims.exp !== "number" || claims.exp <= seconds) return null;
    return claims;
  } catch {
    return null;
  }
}

/**
 * Tells the sync URL about a sign-in (POST) or sign-out (DELETE). Never throws: a receiver that
 * is down or slow is logged, and the sign-in or sign-out goes ahead. Returns the status, if any.
 */
export async function syncSession(
  action: "sign-in" | "sign-out",
  user: SyncUser,
  config: SessionSyncConfig,
  { fetchImpl = fetch, now = new Date() }: { fetchImpl?: typeof fetch; now?: Date } = {},
): Promise<number | undefined> {
  const audience = new URL(config.url).origin;
  const token = signSessionSyncToken({ user, secret: config.secret, audience, maxAgeSeconds: config.maxAgeSeconds, now });
  try {
    const response = await fetchImpl(config.url, {
      method: action === "sign-in" ? "POST" : "DELETE",
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(config.timeoutMs ?? 3000),
      redirect: "error",
    });
    if (!response.ok) logger.warn({ action, status: response.status }, "session sync answered an error");
    return response.status;
  } catch (error) {
    logger.warn({ action, error }, "session sync failed");
    return undefined;
  }
}
