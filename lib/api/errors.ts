import { NextResponse } from "next/server";
import type { ZodError } from "zod";
import { requestLogger } from "@/lib/logger";

/** Every API error, its HTTP status and public message. Internals are logged, never returned. */
export const API_ERRORS = {
  invalid_json: { status: 400, message: "Request body is not valid JSON" },
  validation_error: { status: 400, message: "Request validation failed" },
  malformed_path: { status: 400, message: "The URL path holds malformed percent-encoding" },
  unauthorized: { status: 401, message: "Authentication required" },
  cross_site_request: { status: 403, message: "Cross-site request refused (Origin / Sec-Fetch-Site)" },
  not_found: { status: 404, message: "Not found" },
  limit_reached: { status: 409, message: "A limit of the account was reached" },
  payload_too_large: { status: 413, message: "Request body is larger than 16 KB" },
  unsupported_media_type: { status: 415, message: "Content-Type must be application/json" },
  rate_limited: { status: 429, message: "Rate limit exceeded" },
  /** A cached answer the rate limit counted as cached is gone before the handler could serve it (it is never computed free instead). */
  cached_answer_gone: { status: 503, message: "The answer changed while your request was on its way. Please try again." },
  internal_error: { status: 500, message: "Something went wrong on our side. Please try again." },
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly field?: string,
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
 * The JSON answer for an error. Anything that is not an ApiError is a 500 with the fixed public
 * message; its details go to the log, tagged with the request's id when the request is given.
 */
export function errorResponse(error: unknown, context: { request?: Pick<Request, "headers">; headers?: HeadersInit } = {}): NextResponse {
  const apiError = error instanceof ApiError ? error : new ApiError("internal_error");
  if (!(error instanceof ApiError)) requestLogger(context.request).error({ err: error }, "unexpected error in an API handler");
  const body = {
    error: { code: apiError.code, message: apiError.message, ...(apiError.field !== undefined ? { field: apiError.field } : {}) },
  };
  return NextResponse.json(body, { status: apiError.status, headers: context.headers });
}
