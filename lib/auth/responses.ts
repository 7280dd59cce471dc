import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { AUTH_ERRORS, AuthError } from "@/lib/auth/errors";

/** An AuthError as `{error: {code, message, field?}}` with its status; anything else through the API's error module. */
export function authErrorResponse(error: unknown, context: { request?: Pick<Request, "headers"> } = {}): NextResponse {
  if (error instanceof AuthError) {
    const body = { code: error.code, message: AUTH_ERRORS[error.code].message, ...(error.field ? { field: error.field } : {}) };
    return NextResponse.json({ error: body }, { status: error.status });
  }
  return errorResponse(error, context);
}
