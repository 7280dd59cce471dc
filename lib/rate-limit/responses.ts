import { apiErrorBody } from "@/lib/api/error-codes";
import { bannerText } from "@/lib/rate-limit/banner";
import { RATE_LIMIT_HEADERS, rateLimitHeaderValues } from "@/lib/rate-limit/headers";
import type { CountedDecision, RateLimitDecision } from "@/lib/rate-limit/limiter";

/**
 * The body of a 429: the error envelope (code rate_limited) plus, at the top level, the message
 * again with limit, resetTime and windowHours, which lib/fact-check/client.ts reads for its banner.
 */
export type RateLimitExceededBody = {
  error: { code: "rate_limited"; message: string };
  message: string;
  limit: number;
  resetTime: string;
  windowHours: number;
};

const STORE_RETRY_SECONDS = 30;

/** The rate-limit headers a decision puts on a response; none when the store could not be asked. */
export function decisionHeaders(decision: RateLimitDecision): Record<string, string> {
  if (decision.outcome !== "allowed" && decision.outcome !== "denied") return {};
  return rateLimitHeaderValues(decision);
}

/** 429 with the banner's wording, Retry-After in seconds, and the rate-limit headers. */
export function rateLimitExceededResponse(decision: CountedDecision, now: number): Response {
  const message =
    decision.windowHours < 1
      ? shortWindowMessage(decision, now)
      : decision.cost > decision.limit
        ? `This request has ${decision.cost} claims to check, more than the ${decision.limit} allowed per ${decision.windowHours} hours.`
        : bannerText({ limit: decision.limit, remaining: 0, resetTime: decision.resetAt, exceeded: true }, now).message;
  const body: RateLimitExceededBody = {
    error: { code: "rate_limited", message },
    message,
    limit: decision.limit,
    resetTime: new Date(decision.resetAt).toISOString(),
    windowHours: decision.windowHours,
  };
  return Response.json(body, {
    status: 429,
    headers: {
      ...decisionHeaders(decision),
      [RATE_LIMIT_HEADERS.retryAfter]: String(Math.max(1, Math.ceil((decision.resetAt - now) / 1000))),
    },
  });
}

/** The 429 message of a window shorter than an hour (the cached-answer rate), in seconds. */
function shortWindowMessage(decision: CountedDecision, now: number): string {
  const seconds = Math.max(1, Math.ceil((decision.resetAt - now) / 1000));
  return `Too many requests. You can search again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}

/** 503 when the store is unreachable and RATE_LIMIT_FAIL_MODE=closed. */
export function rateLimitUnavailableResponse(): Response {
  return Response.json(apiErrorBody("rate_limit_unavailable"), {
    status: 503,
    headers: { [RATE_LIMIT_HEADERS.retryAfter]: String(STORE_RETRY_SECONDS) },
  });
}

/** The 401 messages for an Authorization header the API cannot use (the documented ApiKeyError lists them). */
export const API_KEY_MESSAGES = {
  unknown: "Invalid API key.",
  revoked: "This API key has been revoked.",
  malformed: "Authorization must be 'Bearer <API key>'.",
} as const;

/** 401 for a key that cannot be used; it never counts against any limit. */
export function invalidApiKeyResponse(reason: keyof typeof API_KEY_MESSAGES): Response {
  return Response.json(apiErrorBody("invalid_api_key", API_KEY_MESSAGES[reason]), {
    status: 401,
    headers: { "WWW-Authenticate": 'Bearer realm="factlens-api"' },
  });
}
