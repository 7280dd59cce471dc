import { z } from "zod";
import { exampleRateLimitError, exampleResult, examplePublicResult, exampleValidationError } from "@/config/api-docs";
import { MAX_BODY_SIZE } from "@/lib/api/limits";
import {
  accountSettingsAnswerSchema,
  accountSettingsSchema,
  historyPageSchema,
  historyQuerySchema,
  signedOutSchema,
  signOutEverywhereSchema,
} from "@/lib/api/schemas/account";
import { apiKeyPathSchema, apiKeySchema, createApiKeyRequestSchema, newApiKeySchema } from "@/lib/api/schemas/api-keys";
import { itemOf, itemsOf } from "@/lib/api/schemas/common";
import { apiKeyErrorSchema, errorSchema, rateLimitErrorSchema } from "@/lib/api/schemas/errors";
import { batchBodySchema, confirmBodySchema, factCheckBodySchema } from "@/lib/api/schemas/fact-check";
import {
  feedPathSchema,
  feedTokenSchema,
  followedClaimSchema,
  followListSchema,
  followPathSchema,
  followRequestSchema,
  newFeedTokenSchema,
} from "@/lib/api/schemas/follows";
import { healthSchema } from "@/lib/api/schemas/health";
import { RATE_LIMIT_HEADERS, type RateLimitHeaderName } from "@/lib/rate-limit/headers";
import { batchAnswerSchema, checkAnswerSchema, publicResultSchema, resultPathSchema } from "@/lib/api/schemas/result";
import { savedSourceInputSchema, savedSourceQuerySchema, savedSourceSchema } from "@/lib/api/schemas/saved-sources";
import {
  communityStatsSchema,
  trendingCategoriesQuerySchema,
  trendingCategoriesSchema,
  trendingClaimsQuerySchema,
  trendingClaimsSchema,
} from "@/lib/api/schemas/trending";

/**
 * The API's operations as data: path, method, who may call, the zod schemas of parameters and
 * body, and each status it answers with what it means and its body's schema. The OpenAPI
 * document is generated from this and the summaries and examples in config/api-docs.ts; the
 * contract test compares it with the route handlers.
 */

export type ApiResponseShape = {
  status: number;
  /** What an answer of this status means. */
  description: string;
  /** An example body, when one helps. */
  example?: unknown;
  /** The answer's body; none for an empty answer (204) or a non-JSON one. */
  schema?: z.ZodType;
  /** Defaults to application/json when there is a schema. */
  mediaType?: string;
  headers?: readonly RateLimitHeaderName[];
};

export type ApiOperation = {
  id: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  /**
   * api-key: an API key is accepted (it raises the rate limit; anonymous calls are counted too);
   * session: the web app's session cookie is needed; public: neither.
   */
  access: "api-key" | "session" | "public";
  pathParameters?: z.ZodObject;
  queryParameters?: z.ZodObject;
  requestBody?: z.ZodType;
  responses: readonly ApiResponseShape[];
};

const rateLimitHeaderNames = [RATE_LIMIT_HEADERS.limit, RATE_LIMIT_HEADERS.remaining, RATE_LIMIT_HEADERS.reset, RATE_LIMIT_HEADERS.window];

/** The check endpoints' answers besides the result: an unusable key, and what a body or the limit can get. */
const checkErrors: ApiResponseShape[] = [
  {
    status: 401,
    schema: apiKeyErrorSchema,
    description: "The Authorization header holds an unknown, revoked or malformed API key. Nothing is counted.",
    example: { error: { code: "invalid_api_key", message: "Invalid API key." } },
  },
  {
    status: 400,
    schema: errorSchema,
    description: "Invalid JSON, or a field failed validation; `error.field` names it.",
    example: exampleValidationError,
  },
  { status: 413, schema: errorSchema, description: `The body is larger than ${MAX_BODY_SIZE}.` },
  { status: 415, schema: errorSchema, description: "Content-Type is not application/json." },
  {
    status: 429,
    schema: rateLimitErrorSchema,
    headers: [...rateLimitHeaderNames, RATE_LIMIT_HEADERS.retryAfter],
    description: "Rate limit exceeded. Retry-After says how many seconds to wait.",
    example: exampleRateLimitError,
  },
];

const error = (status: number, description: string, example?: unknown): ApiResponseShape => ({
  status,
  schema: errorSchema,
  description,
  ...(example !== undefined ? { example } : {}),
});
/** How an endpoint for signed-in accounts answers a request without a session. */
const notSignedIn = error(401, "Not signed in.");
/** How one that changes something also answers a request from another site. */
/** The trending endpoints' answer to a bad query parameter. */
const badQuery = error(400, "An invalid query parameter; `error.field` names it.");
const crossSite = error(
  403,
  "`cross_site_request`: a browser request from another site (its `Origin` names a host this server does not answer on, or `Sec-Fetch-Site` is same-site or cross-site); `error.field` names the header.",
);

export const apiOperations = [
  {
    id: "check-claim",
    method: "POST",
    path: "/api/fact-check",
    access: "api-key",
    requestBody: factCheckBodySchema,
    responses: [
      {
        status: 200,
        schema: checkAnswerSchema,
        headers: rateLimitHeaderNames,
        description: "The result.",
        example: { result: exampleResult },
      },
      ...checkErrors,
    ],
  },
  {
    id: "check-batch",
    method: "POST",
    path: "/api/fact-check/batch",
    access: "api-key",
    requestBody: batchBodySchema,
    responses: [
      { status: 200, schema: batchAnswerSchema, headers: rateLimitHeaderNames, description: "One result per claim, in order." },
      ...checkErrors,
    ],
  },
  {
    id: "confirm-match",
    method: "POST",
    path: "/api/fact-check/{id}/confirm",
    access: "api-key",
    pathParameters: resultPathSchema,
    requestBody: confirmBodySchema,
    responses: [
      {
        status: 200,
        schema: checkAnswerSchema,
        headers: rateLimitHeaderNames,
        description: "The updated result, as POST /api/fact-check answers it.",
      },
      ...checkErrors.filter((r) => r.status !== 429),
      error(
        404,
        "No check with this id that you ran, or the check lists no suggested or related fact-check with this `reviewUrl` (`error.field` is reviewUrl).",
        { error: { code: "not_found", message: "No fact-check with this id" } },
      ),
      ...checkErrors.filter((r) => r.status === 429),
    ],
  },
  {
    id: "get-result",
    method: "GET",
    path: "/api/results/{id}",
    access: "public",
    pathParameters: resultPathSchema,
    responses: [
      { status: 200, schema: publicResultSchema, description: "The stored result.", example: examplePublicResult },
      error(404, "No fact-check has this id.", { error: { code: "not_found", message: "No fact-check with this id" } }),
    ],
  },
  {
    id: "check-stream",
    method: "POST",
    path: "/api/fact-check/stream",
    access: "api-key",
    requestBody: factCheckBodySchema,
    responses: [
      {
        status: 200,
        mediaType: "text/event-stream",
        headers: rateLimitHeaderNames,
        description: "A text/event-stream of progress events and the result.",
      },
      ...checkErrors,
    ],
  },
  {
    id: "trending-claims",
    method: "GET",
    path: "/api/trending/claims",
    access: "public",
    queryParameters: trendingClaimsQuerySchema,
    responses: [{ status: 200, schema: trendingClaimsSchema, description: "The claims, most checked first." }, badQuery],
  },
  {
    id: "trending-categories",
    method: "GET",
    path: "/api/trending/categories",
    access: "public",
    queryParameters: trendingCategoriesQuerySchema,
    responses: [{ status: 200, schema: trendingCategoriesSchema, description: "The categories, most checked first." }, badQuery],
  },
  {
    id: "trending-stats",
    method: "GET",
    path: "/api/trending/stats",
    access: "public",
    responses: [{ status: 200, schema: communityStatsSchema, description: "The figures." }],
  },
  {
    id: "openapi",
    method: "GET",
    path: "/api/openapi.json",
    access: "public",
    responses: [{ status: 200, description: "An OpenAPI 3.1 document." }],
  },
  {
    id: "history",
    method: "GET",
    path: "/api/fact-check/history",
    access: "session",
    queryParameters: historyQuerySchema,
    responses: [{ status: 200, schema: historyPageSchema, description: "One page of history." }, notSignedIn],
  },
  {
    id: "get-account-settings",
    method: "GET",
    path: "/api/account/settings",
    access: "session",
    responses: [{ status: 200, schema: accountSettingsAnswerSchema, description: "The settings." }, notSignedIn],
  },
  {
    id: "update-account-settings",
    method: "PATCH",
    path: "/api/account/settings",
    access: "session",
    requestBody: accountSettingsSchema,
    responses: [
      { status: 200, schema: accountSettingsAnswerSchema, description: "The saved settings." },
      error(400, "A field failed validation."),
      notSignedIn,
      crossSite,
    ],
  },
  {
    id: "list-saved-sources",
    method: "GET",
    path: "/api/saved-sources",
    access: "session",
    responses: [{ status: 200, schema: itemsOf(savedSourceSchema), description: "The saved sources, newest first." }, notSignedIn],
  },
  {
    id: "save-source",
    method: "POST",
    path: "/api/saved-sources",
    access: "session",
    requestBody: savedSourceInputSchema,
    responses: [
      { status: 201, schema: itemOf(savedSourceSchema), description: "The saved source." },
      error(400, "A field failed validation; `error.field` names it."),
      notSignedIn,
      crossSite,
    ],
  },
  {
    id: "remove-saved-source",
    method: "DELETE",
    path: "/api/saved-sources",
    access: "session",
    queryParameters: savedSourceQuerySchema,
    responses: [
      { status: 204, description: "Removed." },
      error(400, "Neither id nor url was given."),
      notSignedIn,
      crossSite,
      error(404, "No such saved source."),
    ],
  },
  {
    id: "list-api-keys",
    method: "GET",
    path: "/api/api-keys",
    access: "session",
    responses: [{ status: 200, schema: itemsOf(apiKeySchema), description: "The keys." }, notSignedIn],
  },
  {
    id: "create-api-key",
    method: "POST",
    path: "/api/api-keys",
    access: "session",
    requestBody: createApiKeyRequestSchema,
    responses: [
      { status: 201, schema: newApiKeySchema, description: "The new key, shown once, and its list entry." },
      error(400, "A field failed validation (`error.field` names it), or the account already holds 20 active keys."),
      notSignedIn,
      crossSite,
    ],
  },
  {
    id: "revoke-api-key",
    method: "DELETE",
    path: "/api/api-keys/{id}",
    access: "session",
    pathParameters: apiKeyPathSchema,
    responses: [
      { status: 200, schema: itemOf(apiKeySchema), description: "The revoked key's entry." },
      error(400, "The id is not a key id; `error.field` is id."),
      notSignedIn,
      crossSite,
      error(404, "The account has no such key."),
    ],
  },
  {
    id: "sign-out-everywhere",
    method: "POST",
    path: "/api/account/sign-out-everywhere",
    access: "session",
    requestBody: signOutEverywhereSchema,
    responses: [
      { status: 200, schema: signedOutSchema, description: "How many sessions were ended." },
      error(400, "`confirm` is not true; `error.field` is confirm."),
      notSignedIn,
      crossSite,
    ],
  },
  {
    id: "list-follows",
    method: "GET",
    path: "/api/follows",
    access: "session",
    responses: [{ status: 200, schema: followListSchema, description: "The followed claims." }, notSignedIn],
  },
  {
    id: "follow-check",
    method: "POST",
    path: "/api/follows",
    access: "session",
    requestBody: followRequestSchema,
    responses: [
      { status: 200, schema: itemOf(followedClaimSchema), description: "Already followed." },
      { status: 201, schema: itemOf(followedClaimSchema), description: "Now followed." },
      error(400, "checkId is missing or not a check id (`error.field` names it)."),
      notSignedIn,
      crossSite,
      error(404, "No such check, or another account's."),
      error(409, "The account already follows 50 claims (`error.code` limit_reached)."),
      {
        ...error(
          503,
          "Too many follows of the account at the same moment; nothing was stored. Retry-After gives the seconds to wait (`error.code` server_busy).",
        ),
        headers: [RATE_LIMIT_HEADERS.retryAfter],
      },
    ],
  },
  {
    id: "unfollow-check",
    method: "DELETE",
    path: "/api/follows/{checkId}",
    access: "session",
    pathParameters: followPathSchema,
    responses: [
      { status: 204, description: "No longer followed." },
      error(400, "The id is not a check id; `error.field` is checkId."),
      notSignedIn,
      crossSite,
      error(404, "The account does not follow that check."),
    ],
  },
  {
    id: "feed-token-status",
    method: "GET",
    path: "/api/account/feed-token",
    access: "session",
    responses: [{ status: 200, schema: feedTokenSchema, description: "The state." }, notSignedIn],
  },
  {
    id: "create-feed-token",
    method: "POST",
    path: "/api/account/feed-token",
    access: "session",
    responses: [{ status: 201, schema: newFeedTokenSchema, description: "The new token, shown once." }, notSignedIn, crossSite],
  },
  {
    id: "revoke-feed-token",
    method: "DELETE",
    path: "/api/account/feed-token",
    access: "session",
    responses: [{ status: 204, description: "Revoked (or there was none)." }, notSignedIn, crossSite],
  },
  {
    id: "followed-claims-feed",
    method: "GET",
    path: "/api/feeds/{token}",
    access: "public",
    pathParameters: feedPathSchema,
    responses: [
      { status: 200, mediaType: "application/atom+xml", description: "The feed." },
      error(404, "The token is malformed, unknown, replaced or revoked (all alike)."),
    ],
  },
  {
    id: "health",
    method: "GET",
    path: "/api/health",
    access: "public",
    responses: [
      { status: 200, schema: healthSchema, description: "The service is healthy." },
      { status: 503, schema: healthSchema, description: "The service is degraded (for example, the database is unreachable)." },
    ],
  },
] as const satisfies readonly ApiOperation[];

export type ApiOperationId = (typeof apiOperations)[number]["id"];
