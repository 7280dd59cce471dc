import { MAX_BODY_SIZE } from "@/lib/api/limits";

/**
 * Every error code the API answers, with its HTTP status and public message: the one table the
 * route handlers, the rate limiter, sign-in and sign-up, the OpenAPI document and the sign-in
 * dialog read. Codes are snake_case. Client-safe (no server imports): the dialog reads it too.
 * Internals are logged, never returned.
 */
export const API_ERRORS = {
  invalid_json: { status: 400, message: "Request body is not valid JSON" },
  validation_error: { status: 400, message: "Request validation failed" },
  /** A body that is not valid UTF-8, or a string in it that is not valid Unicode (a lone surrogate). */
  invalid_encoding: { status: 400, message: "Request text is not valid Unicode" },
  malformed_path: { status: 400, message: "The URL path holds malformed percent-encoding" },
  missing_credentials: { status: 400, message: "Please enter email and password" },
  invalid_email: { status: 400, message: "Invalid email address." },
  weak_password: { status: 400, message: "Password should be at least 6 characters." },
  // bcrypt reads only the first 72 UTF-8 bytes of a password: longer ones are refused, at sign-up and sign-in, never cut.
  password_too_long: { status: 400, message: "Password should be at most 72 bytes (72 plain letters, fewer with accents or emoji)." },
  unauthorized: { status: 401, message: "Authentication required" },
  /** An Authorization header the API cannot use (unknown, revoked or malformed key); it counts against no limit. */
  invalid_api_key: { status: 401, message: "Invalid API key." },
  user_not_found: { status: 401, message: "No account found with this email address." },
  wrong_password: { status: 401, message: "Incorrect password." },
  cross_site_request: { status: 403, message: "Cross-site request refused (Origin / Sec-Fetch-Site)" },
  domain_not_authorized: {
    status: 403,
    message: "Domain authorization required: this site's address is not on this server's list of sign-in domains (AUTH_ALLOWED_HOSTS).",
  },
  not_found: { status: 404, message: "Not found" },
  /** A method an endpoint does not answer (next-auth's credentials callback takes only POST); the answer carries Allow. */
  method_not_allowed: { status: 405, message: "This method is not allowed on this endpoint" },
  limit_reached: { status: 409, message: "A limit of the account was reached" },
  email_already_in_use: { status: 409, message: "An account with this email already exists." },
  payload_too_large: { status: 413, message: `Request body is larger than ${MAX_BODY_SIZE}` },
  unsupported_media_type: { status: 415, message: "Content-Type must be application/json" },
  /** The checks of the current window are used up; the body also carries message, limit, resetTime and windowHours at its top level. */
  rate_limited: { status: 429, message: "Rate limit exceeded" },
  /** Failed sign-ins of an email locked it for a while (lib/auth/lockout.ts). */
  too_many_requests: { status: 429, message: "Too many failed attempts. Please try again later." },
  // Sign-up is throttled per client address (lib/auth/sign-up-limit.ts); the answer carries Retry-After.
  too_many_sign_ups: { status: 429, message: "Too many accounts were created from this network. Please try again later." },
  internal_error: { status: 500, message: "Something went wrong on our side. Please try again." },
  /** A cached answer the rate limit counted as cached is gone before the handler could serve it (it is never computed free instead). */
  cached_answer_gone: { status: 503, message: "The answer changed while your request was on its way. Please try again." },
  /** The rate-limit store cannot be reached and RATE_LIMIT_FAIL_MODE is closed; the answer carries Retry-After. */
  rate_limit_unavailable: { status: 503, message: "Checks are paused for a moment. Please try again shortly." },
  // Password hashing is at capacity (lib/auth/password-pool.ts); the answer carries Retry-After.
  server_busy: { status: 503, message: "The server is busy. Please try again in a moment." },
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Every code, in the table's order (the OpenAPI Error schema's `code` enum). */
export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

/** The one body every error has: `{error: {code, message, field?}}`. */
export type ApiErrorBody = { error: { code: ApiErrorCode; message: string; field?: string } };

/** The error body for a code, with its table message unless another is given. */
export function apiErrorBody(code: ApiErrorCode, message: string = API_ERRORS[code].message, field?: string): ApiErrorBody {
  return { error: { code, message, ...(field !== undefined ? { field } : {}) } };
}
