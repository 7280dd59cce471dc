import { API_ERRORS } from "@/lib/api/error-codes";

/** The codes sign-in and sign-up answer (entries of the API's one error table, lib/api/error-codes.ts). */
const AUTH_ERROR_CODES = [
  "missing_credentials",
  "invalid_email",
  "weak_password",
  "password_too_long",
  "email_already_in_use",
  "user_not_found",
  "wrong_password",
  "too_many_requests",
  "too_many_sign_ups",
  "server_busy",
  "domain_not_authorized",
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/**
 * Every sign-in and sign-up error: its code (what the server sends), its HTTP status and the
 * text the dialog shows. Client-safe: the dialog and the server read this one table.
 */
export const AUTH_ERRORS = Object.fromEntries(AUTH_ERROR_CODES.map((code) => [code, API_ERRORS[code]])) as {
  readonly [Code in AuthErrorCode]: (typeof API_ERRORS)[Code];
};

/** What the dialog shows for an error code it has no text for and no message from the server. */
export const AUTH_FALLBACK_MESSAGES = {
  signIn: "Email sign-in failed. Please try again.",
  signUp: "Account creation failed. Please try again.",
} as const;

/** What the dialog shows when an attempt fails without any message at all. */
export const AUTH_UI_FALLBACK_MESSAGES = {
  signIn: "Sign-in failed",
  signUp: "Account creation failed",
} as const;

/** Errors containing this text also show the domain-setup help card. */
export const DOMAIN_AUTHORIZATION_MARKER = "Domain authorization required";

export type AuthFlow = keyof typeof AUTH_FALLBACK_MESSAGES;

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === "string" && Object.hasOwn(AUTH_ERRORS, value);
}

/**
 * The text for an error the server answered: a known code's text, else the server's own public
 * message, else the flow's fallback. next-auth's internal codes (`CredentialsSignin`,
 * `Configuration`…) are not sentences and fall back too.
 */
export function authErrorMessage(flow: AuthFlow, code: string | null | undefined, serverMessage?: string | null): string {
  if (isAuthErrorCode(code)) return AUTH_ERRORS[code].message;
  if (serverMessage && serverMessage.trim()) return serverMessage.trim();
  return AUTH_FALLBACK_MESSAGES[flow];
}

/**
 * A sign-in or sign-up failure with its code, and the field at fault when there is one. Its
 * message is the code, so next-auth can carry it to the browser.
 */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    readonly field?: "email" | "password",
    /** For a 429 or 503: when to try again (the Retry-After header), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = "AuthError";
  }

  get status(): number {
    return AUTH_ERRORS[this.code].status;
  }
}
