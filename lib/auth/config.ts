import "server-only";
import { db } from "@/lib/db";
import { dataDir, env } from "@/lib/env";
import type { AccountDeps } from "@/lib/auth/account-service";
import { parseAllowedHosts } from "@/lib/auth/allowed-hosts";
import { createDeviceCookies } from "@/lib/auth/device-cookie";
import { createSignInGuard, PrismaAttemptStore } from "@/lib/auth/lockout";
import { AuthError } from "@/lib/auth/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { PasswordWorkBusyError } from "@/lib/auth/password-pool";
import { resolveAuthSecret } from "@/lib/auth/secret";
import type { SessionSyncConfig } from "@/lib/auth/session-sync";
import { PrismaSessionStore } from "@/lib/auth/sessions";
import { PrismaUserStore } from "@/lib/auth/users";

/** Accounts as this process is configured: secret, allowed hosts, Google, session sync. */

let secret: string | undefined;

/** AUTH_SECRET, else NEXTAUTH_SECRET, else the generated one in the data folder (read on first use, not at build). */
export function authSecret(): string {
  secret ??= resolveAuthSecret({ configured: env.AUTH_SECRET ?? env.NEXTAUTH_SECRET, dataDir });
  return secret;
}

export const allowedHosts = parseAllowedHosts(env.AUTH_ALLOWED_HOSTS);

/** Google sign-in is configured only with both keys; no button uses it yet. */
export const google =
  env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : undefined;

export function sessionSyncConfig(): SessionSyncConfig | undefined {
  if (!env.SESSION_SYNC_URL) return undefined;
  return { url: env.SESSION_SYNC_URL, maxAgeSeconds: env.SESSION_SYNC_MAX_AGE_SECONDS, secret: authSecret() };
}

export const userStore = new PrismaUserStore(db);

/** Server-side sessions: sign-out ends a session token for good (lib/auth/sessions.ts). */
export const sessionStore = new PrismaSessionStore(db);

/** Password hashing at capacity (lib/auth/password-pool.ts) is a 503 `server_busy` with Retry-After, not a 500. */
function busyAsAuthError(error: unknown): never {
  if (error instanceof PasswordWorkBusyError) throw new AuthError("server_busy", undefined, error.retryAfterSeconds);
  throw error;
}

/** Sign-in and sign-up; sign-up's per-address limit is added by its route (it needs the rate limiter's store). */
export const accountDeps: AccountDeps = {
  users: userStore,
  guard: createSignInGuard({ store: new PrismaAttemptStore(db) }),
  hashPassword: (password) => hashPassword(password).catch(busyAsAuthError),
  verifyPassword: (password, hash) => verifyPassword(password, hash).catch(busyAsAuthError),
  allowedHosts,
  devices: createDeviceCookies({ secret: authSecret }),
};
