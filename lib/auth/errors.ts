/**
 * Every sign-in and sign-up error: its code (what the server sends), its HTTP status and the
 * text the dialog shows. Client-safe: the dialog and the server read this one table.
 */
export const AUTH_ERRORS = {
  "missing-credentials": { status: 400, message: "Please enter email and password" },
  "invalid-email": { status: 400, message: "Invalid email address." },
  "weak-password": { status: 400, message: "Password should be at least 6 characters." },
  // bcrypt reads only the first 72 UTF-8 bytes of a password: longer ones are refused, at sign-up and sign-in, never cut.
  "password-too-long": { status: 400, message: "Password should be at most 72 bytes (72 plain letters, fewer with accents or emoji)." },
  "email-already-in-use": { status: 409, message: "An account with this email already exists." },
  "user-not-found": { status: 401, message: "No account found with this email address." },
  "wrong-password": { status: 401, message: "Incorrect password." },
  "too-many-requests": { status: 429, message: "Too many failed attempts. Please try again later." },
  // Sign-up is throttled per client address (lib/auth/sign-up-limit.ts); the answer carries Retry-After.
  "too-many-sign-ups": { status: 429, message: "Too many accounts were created from this network. Please try again later." },
  // Password hashing is at capacity (lib/auth/password-pool.ts); the answer carries Retry-After.
  "server-busy": { status: 503, message: "The server is busy. Please try again in a moment." },
  "domain-not-authorized": {
    status: 403,
    message: "Domain authorization required: this site's address is not on this server's list of sign-in domains (AUTH_ALLOWED_HOSTS).",
  },
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

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
