import { NextResponse } from "next/server";
import type { ZodError } from "zod";
import { API_ERRORS, apiErrorBody, type ApiErrorCode } from "@/lib/api/error-codes";
import { requestLogger } from "@/lib/logger";
import { RATE_LIMIT_HEADERS } from "@/lib/rate-limit/headers";

export { API_ERRORS, API_ERROR_CODES, apiErrorBody, type ApiErrorBody, type ApiErrorCode } from "@/lib/api/error-codes";

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly field?: string,
    /** Seconds the client should wait before trying again: sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? API_ERRORS[code].message);
  }

  get status(): number {
    return API_ERRORS[this.code].status;
  }
}

/**
 * The first problem of a failed zod parse, as a 400 naming the field: an unknown key names
 * itself (zod reports it on the parent; quoted in the message, since a key can be any string,
 * the empty one included), and a body that is not an object at all is `body`.
 */
export function fromZodError(error: ZodError): ApiError {
  const issue = error.issues[0];
  if (issue.code === "unrecognized_keys")
    return new ApiError(
      "validation_error",
      `Unknown field ${JSON.stringify(issue.keys[0])}`,
      [...issue.path, issue.keys[0]].map(String).join("."),
    );
  return new ApiError("validation_error", issue.message, issue.path.map(String).join(".") || "body");
}

/**
 * The JSON answer for an error, with Retry-After when the error gives one. Anything that is not an
 * ApiError is a 500 with the fixed public message; its details go to the log, tagged with the
 * request's id when the request is given.
 */
export function errorResponse(error: unknown, context: { request?: Pick<Request, "headers">; headers?: HeadersInit } = {}): NextResponse {
  const apiError = error instanceof ApiError ? error : new ApiError("internal_error");
  if (!(error instanceof ApiError)) requestLogger(context.request).error({ err: error }, "unexpected error in an API handler");
  const response = NextResponse.json(apiErrorBody(apiError.code, apiError.message, apiError.field), {
    status: apiError.status,
    headers: context.headers,
  });
  if (apiError.retryAfterSeconds !== undefined) response.headers.set(RATE_LIMIT_HEADERS.retryAfter, String(apiError.retryAfterSeconds));
  return response;
}
