import { z } from "zod";
import { AuthError } from "@/lib/auth/errors";
import { PASSWORD_MIN_LENGTH, normalizePassword, passwordTooLong } from "@/lib/auth/password";

/** Emails are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailSchema = z.email().max(254);

export type Credentials = { email: string; password: string };

/**
 * Reads the email and password of a sign-in or sign-up: both are required, the email
 * must be one; sign-up also needs a password of at least 6 characters. Both flows apply the one
 * password rule of lib/auth/password.ts: NUL characters removed, at most 72 UTF-8 bytes (a longer
 * password is refused at sign-in too, before any lockout count or bcrypt work). Throws an AuthError.
 */
export function parseCredentials(input: { email?: unknown; password?: unknown }, flow: "sign-in" | "sign-up"): Credentials {
  const email = typeof input.email === "string" ? normalizeEmail(input.email) : "";
  const password = typeof input.password === "string" ? normalizePassword(input.password) : "";
  if (!email || !password) throw new AuthError("missing_credentials", email ? "password" : "email");
  if (!emailSchema.safeParse(email).success) throw new AuthError("invalid_email", "email");
  if (flow === "sign-up" && password.length < PASSWORD_MIN_LENGTH) throw new AuthError("weak_password", "password");
  if (passwordTooLong(password)) throw new AuthError("password_too_long", "password");
  return { email, password };
}

/** The JSON body of POST /api/auth/register, before the rules above. */
export const registerBodySchema = z.strictObject({
  email: z.unknown().optional(),
  password: z.unknown().optional(),
});
