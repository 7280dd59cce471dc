import { NextResponse } from "next/server";
import { apiErrorBody, errorResponse } from "@/lib/api/errors";
import { AUTH_ERRORS, AuthError } from "@/lib/auth/errors";
import { RATE_LIMIT_HEADERS } from "@/lib/rate-limit/headers";

/** An AuthError as `{error: {code, message, field?}}` with its status (and Retry-After when it has one); anything else through the API's error module. */
export function authErrorResponse(error: unknown, context: { request?: Pick<Request, "headers"> } = {}): NextResponse {
  if (error instanceof AuthError) {
    const headers =
      error.retryAfterSeconds !== undefined
        ? { [RATE_LIMIT_HEADERS.retryAfter]: String(Math.max(1, Math.ceil(error.retryAfterSeconds))) }
        : undefined;
    return NextResponse.json(apiErrorBody(error.code, AUTH_ERRORS[error.code].message, error.field || undefined), {
      status: error.status,
      headers,
    });
  }
  return errorResponse(error, context);
}
