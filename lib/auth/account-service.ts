import { AuthError } from "@/lib/auth/errors";
import { isHostAllowed } from "@/lib/auth/allowed-hosts";
import { parseCredentials } from "@/lib/auth/credentials";
import type { DeviceCookies } from "@/lib/auth/device-cookie";
import type { SignInGuard } from "@/lib/auth/lockout";
import type { SignUpLimit } from "@/lib/auth/sign-up-limit";
import { EmailTakenError, type AccountUser, type UserStore } from "@/lib/auth/users";

/** What sign-in and sign-up need, passed in so tests can use fakes. */
export type AccountDeps = {
  users: UserStore;
  guard: SignInGuard;
  hashPassword: (password: string) => Promise<string>;
  verifyPassword: (password: string, hash: string) => Promise<boolean>;
  /** AUTH_ALLOWED_HOSTS parsed; undefined allows any host. */
  allowedHosts?: string[];
  /** Verifies and issues device cookies; without it no device is recognised. */
  devices?: DeviceCookies;
  /** The per-address sign-up throttle (lib/auth/sign-up-limit.ts); without it sign-up is not throttled. */
  signUpLimit?: SignUpLimit;
};

type Attempt = {
  email?: unknown;
  password?: unknown;
  host?: string;
  /** The client's address (lib/http/client-address.ts). */
  ip: string;
  /** The device cookie sent with the attempt, unverified (lib/auth/device-cookie.ts). */
  deviceCookie?: string | null;
};

/**
 * Email and password sign-in. Errors, in order: domain_not_authorized, missing_credentials,
 * invalid_email, too_many_requests (before the password is even checked), user_not_found,
 * wrong_password. Every failure after validation counts towards the lockout. A valid device cookie
 * for this email exempts the attempt from the account-wide limit (lockout.ts); `authenticateDevice`
 * also hands back the new cookie to set.
 */
export async function authenticate(attempt: Attempt, deps: AccountDeps): Promise<AccountUser> {
  return (await authenticateDevice(attempt, deps)).user;
}

/** `authenticate`, plus a new device cookie value for the signed-in browser (null without `deps.devices`). */
export async function authenticateDevice(attempt: Attempt, deps: AccountDeps): Promise<{ user: AccountUser; deviceCookie: string | null }> {
  if (!isHostAllowed(attempt.host, deps.allowedHosts)) throw new AuthError("domain_not_authorized");
  const { email, password } = parseCredentials(attempt, "sign-in");
  const key = { email, ip: attempt.ip, device: deps.devices?.verify(attempt.deviceCookie, email) ?? null };
  if (await deps.guard.isLocked(key)) throw new AuthError("too_many_requests");

  const user = await deps.users.findByEmail(email);
  if (!user) {
    await deps.guard.recordFailure(key);
    throw new AuthError("user_not_found");
  }
  // An account made through Google has no password: any password is wrong.
  if (!user.passwordHash || !(await deps.verifyPassword(password, user.passwordHash))) {
    await deps.guard.recordFailure(key);
    throw new AuthError("wrong_password");
  }
  await deps.guard.recordSuccess(key);
  const { passwordHash: _passwordHash, ...account } = user;
  return { user: account, deviceCookie: deps.devices?.issue(email) ?? null };
}

/**
 * Sign-up: domain_not_authorized, missing_credentials, invalid_email, weak_password,
 * too_many_sign_ups (the address's sign-ups this hour, counted once the request is valid and
 * before the email is looked up or anything hashed), email_already_in_use; server_busy when
 * password hashing is at capacity (lib/auth/config.ts maps it).
 */
export async function registerAccount(
  attempt: Omit<Attempt, "ip" | "deviceCookie"> & { ip?: string },
  deps: Pick<AccountDeps, "users" | "hashPassword" | "allowedHosts" | "signUpLimit">,
): Promise<AccountUser> {
  if (!isHostAllowed(attempt.host, deps.allowedHosts)) throw new AuthError("domain_not_authorized");
  const { email, password } = parseCredentials(attempt, "sign-up");
  if (deps.signUpLimit) {
    const decision = await deps.signUpLimit(attempt.ip ?? "unknown");
    if (!decision.allowed)
      throw new AuthError(decision.reason === "limited" ? "too_many_sign_ups" : "server_busy", undefined, decision.retryAfterSeconds);
  }
  if (await deps.users.findByEmail(email)) throw new AuthError("email_already_in_use", "email");
  try {
    return await deps.users.create({ email, passwordHash: await deps.hashPassword(password) });
  } catch (error) {
    if (error instanceof EmailTakenError) throw new AuthError("email_already_in_use", "email");
    throw error;
  }
}
