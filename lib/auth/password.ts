import { createPasswordPool, type PasswordPool } from "@/lib/auth/password-pool";

/** bcrypt cost: 2^10 rounds, about 60 ms a hash here; raise it as hardware allows (10-12). */
export const BCRYPT_COST = 10;

export const PASSWORD_MIN_LENGTH = 6;

// One pool per process (kept on globalThis: route handlers and proxy.ts are separate bundles).
const globalForPasswords = globalThis as unknown as { passwordPool?: PasswordPool };

/** The process's bcrypt worker pool (lib/auth/password-pool.ts), started on first use. */
export function passwordPool(): PasswordPool {
  globalForPasswords.passwordPool ??= createPasswordPool();
  return globalForPasswords.passwordPool;
}

/**
 * A bcrypt hash, computed in a worker thread. Rejects with PasswordWorkBusyError at once when
 * the pool's queue is full.
 */
export function hashPassword(password: string, cost: number = BCRYPT_COST): Promise<string> {
  return passwordPool().hash(password, cost);
}

/** Whether the password matches the bcrypt hash, checked in a worker thread (PasswordWorkBusyError when full). */
export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return passwordPool().verify(password, hash);
}

/** bcrypt reads only the first 72 UTF-8 bytes of a password. */
export const PASSWORD_MAX_BYTES = 72;

/**
 * The one password rule, applied alike at sign-up and at sign-in (lib/auth/credentials.ts), so
 * the password that was hashed is exactly the one compared later:
 * - NUL characters (U+0000) are removed, as from every text input (lib/api/request.ts); sign-up
 *   bodies already lose them there, sign-in (next-auth's form) does not, so this does it for both;
 * - the length is counted in UTF-8 bytes, as bcrypt counts it: past 72 bytes a password is
 *   refused, at sign-in too, never cut (cut, the stored password plus any suffix would match).
 */
export function normalizePassword(password: string): string {
  return password.replaceAll("\u0000", "");
}

/** Whether bcrypt would cut this (normalized) password: more than 72 UTF-8 bytes. */
export function passwordTooLong(password: string): boolean {
  return Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES;
}
