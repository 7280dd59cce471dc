import type { PrismaClient } from "@/generated/prisma/client";

/**
 * Server-side sessions behind next-auth's JWTs. A JWT alone stays valid until it expires, so
 * signing out would only delete the browser's cookie: a copy of it would still sign in for 30
 * days. Each sign-in therefore creates a row (`auth_sessions`) whose id goes into the JWT as
 * `sid`, and every request that reads the session (lib/auth/session.ts, next-auth's own session
 * endpoint through the jwt callback in options.ts, the free limit's signed-in lookup) asks
 * `isActive`. Signing out deletes the row; "Sign out everywhere" deletes all of the account's
 * rows; a token without a `sid` (or whose row is gone or expired) reads as signed out.
 *
 * The row's expiry follows the JWT's: next-auth re-issues the cookie with a fresh 30 days while
 * the session is used, and `touch` moves `expiresAt` along with it at most once a day (one write
 * a day per session, not one per request: the jwt callback's `confirm` writes only when it is due).
 */

/** next-auth's session lifetime and how often it is renewed while in use (options.ts passes these to next-auth). */
export const SESSION_POLICY = { maxAgeSeconds: 30 * 24 * 60 * 60, updateAgeSeconds: 24 * 60 * 60 } as const;

export interface SessionStore {
  /** A new session for this account; its id goes into the JWT. Also prunes expired rows. */
  create(userId: string): Promise<string>;
  /** Whether this session exists, belongs to this account and has not expired. */
  isActive(sessionId: string, userId: string): Promise<boolean>;
  /** Moves the session's expiry to now + max age, when it was last moved more than `updateAge` ago. */
  touch(sessionId: string): Promise<void>;
  /** isActive, and touch when the renewal is due: one read per use of the session, and a write about once a day. */
  confirm(sessionId: string, userId: string): Promise<boolean>;
  /** Ends one session (sign-out). */
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of the account (sign out everywhere); the number ended. */
  revokeAll(userId: string): Promise<number>;
}

export class PrismaSessionStore implements SessionStore {
  constructor(
    private readonly db: PrismaClient,
    private readonly clock: () => Date = () => new Date(),
    private readonly policy: { maxAgeSeconds: number; updateAgeSeconds: number } = SESSION_POLICY,
  ) {}

  private expiry(): Date {
    return new Date(this.clock().getTime() + this.policy.maxAgeSeconds * 1000);
  }

  async create(userId: string): Promise<string> {
    await this.db.authSession.deleteMany({ where: { expiresAt: { lte: this.clock() } } });
    const row = await this.db.authSession.create({ data: { userId, expiresAt: this.expiry() }, select: { id: true } });
    return row.id;
  }

  /** Renewal is due when less than (max age - update age) is left, i.e. it was last renewed over a day ago. */
  private renewBefore(): Date {
    return new Date(this.clock().getTime() + (this.policy.maxAgeSeconds - this.policy.updateAgeSeconds) * 1000);
  }

  private async liveRow(sessionId: string, userId: string) {
    const row = await this.db.authSession.findUnique({ where: { id: sessionId }, select: { userId: true, expiresAt: true } });
    return row && row.userId === userId && row.expiresAt > this.clock() ? row : null;
  }

  async isActive(sessionId: string, userId: string): Promise<boolean> {
    return (await this.liveRow(sessionId, userId)) !== null;
  }

  async touch(sessionId: string): Promise<void> {
    await this.db.authSession.updateMany({
      where: { id: sessionId, expiresAt: { lt: this.renewBefore(), gt: this.clock() } },
      data: { expiresAt: this.expiry() },
    });
  }

  async confirm(sessionId: string, userId: string): Promise<boolean> {
    const row = await this.liveRow(sessionId, userId);
    if (!row) return false;
    if (row.expiresAt < this.renewBefore()) await this.touch(sessionId);
    return true;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.authSession.deleteMany({ where: { id: sessionId } });
  }

  async revokeAll(userId: string): Promise<number> {
    return (await this.db.authSession.deleteMany({ where: { userId } })).count;
  }
}

/** The claims of a decoded session JWT that say who and which session. */
export type SessionClaims = { sub?: unknown; sid?: unknown };

/** The account id of a decoded session token whose server-side session is live; null otherwise (no sid = signed out). */
export async function activeSessionUserId(
  token: SessionClaims | null | undefined,
  store: Pick<SessionStore, "isActive">,
): Promise<string | null> {
  if (!token || typeof token.sub !== "string" || !token.sub || typeof token.sid !== "string" || !token.sid) return null;
  return (await store.isActive(token.sid, token.sub)) ? token.sub : null;
}
