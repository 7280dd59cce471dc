import { z } from "zod";
import type { RateLimitHeaderName } from "@/config/api-docs";
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
 * The API's operations as data: path, method, who may call, and the zod schemas of parameters,
 * body and answers by status. The OpenAPI document is generated from this and the prose in
 * config/api-docs.ts; the contract test compares it with the route handlers.
 */

export type ApiResponseShape = {
  status: number;
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

const rateLimitHeaderNames = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Window"] as const;

/** The check endpoints' answers besides the result: an unusable key, and what a body or the limit can get. */
const checkErrors: ApiResponseShape[] = [
  { status: 401, schema: apiKeyErrorSchema },
  { status: 400, schema: errorSchema },
  { status: 413, schema: errorSchema },
  { status: 415, schema: errorSchema },
  { status: 429, schema: rateLimitErrorSchema, headers: [...rateLimitHeaderNames, "Retry-After"] },
];

const error = (status: number): ApiResponseShape => ({ status, schema: errorSchema });
const notSignedIn = error(401);
const crossSite = error(403);

export const apiOperations = [
  {
    id: "check-claim",
    method: "POST",
    path: "/api/fact-check",
    access: "api-key",
    requestBody: factCheckBodySchema,
    responses: [{ status: 200, schema: checkAnswerSchema, headers: rateLimitHeaderNames }, ...checkErrors],
  },
  {
    id: "check-batch",
    method: "POST",
    path: "/api/fact-check/batch",
    access: "api-key",
    requestBody: batchBodySchema,
    responses: [{ status: 200, schema: batchAnswerSchema, headers: rateLimitHeaderNames }, ...checkErrors],
  },
  {
    id: "confirm-match",
    method: "POST",
    path: "/api/fact-check/{id}/confirm",
    access: "api-key",
    pathParameters: resultPathSchema,
    requestBody: confirmBodySchema,
    responses: [
      { status: 200, schema: checkAnswerSchema, headers: rateLimitHeaderNames },
      { status: 401, schema: apiKeyErrorSchema },
      error(400),
      error(404),
      error(413),
      error(415),
      { status: 429, schema: rateLimitErrorSchema, headers: [...rateLimitHeaderNames, "Retry-After"] },
    ],
  },
  {
    id: "get-result",
    method: "GET",
    path: "/api/results/{id}",
    access: "public",
    pathParameters: resultPathSchema,
    responses: [{ status: 200, schema: publicResultSchema }, error(404)],
  },
  {
    id: "check-stream",
    method: "POST",
    path: "/api/fact-check/stream",
    access: "api-key",
    requestBody: factCheckBodySchema,
    responses: [{ status: 200, mediaType: "text/event-stream", headers: rateLimitHeaderNames }, ...checkErrors],
  },
  {
    id: "trending-claims",
    method: "GET",
    path: "/api/trending/claims",
    access: "public",
    queryParameters: trendingClaimsQuerySchema,
    responses: [{ status: 200, schema: trendingClaimsSchema }, error(400)],
  },
  {
    id: "trending-categories",
    method: "GET",
    path: "/api/trending/categories",
    access: "public",
    queryParameters: trendingCategoriesQuerySchema,
    responses: [{ status: 200, schema: trendingCategoriesSchema }, error(400)],
  },
  {
    id: "trending-stats",
    method: "GET",
    path: "/api/trending/stats",
    access: "public",
    responses: [{ status: 200, schema: communityStatsSchema }],
  },
  { id: "openapi", method: "GET", path: "/api/openapi.json", access: "public", responses: [{ status: 200 }] },
  {
    id: "history",
    method: "GET",
    path: "/api/fact-check/history",
    access: "session",
    queryParameters: historyQuerySchema,
    responses: [{ status: 200, schema: historyPageSchema }, notSignedIn],
  },
  {
    id: "get-account-settings",
    method: "GET",
    path: "/api/account/settings",
    access: "session",
    responses: [{ status: 200, schema: accountSettingsAnswerSchema }, notSignedIn],
  },
  {
    id: "update-account-settings",
    method: "PATCH",
    path: "/api/account/settings",
    access: "session",
    requestBody: accountSettingsSchema,
    responses: [{ status: 200, schema: accountSettingsAnswerSchema }, error(400), notSignedIn, crossSite],
  },
  {
    id: "list-saved-sources",
    method: "GET",
    path: "/api/saved-sources",
    access: "session",
    responses: [{ status: 200, schema: itemsOf(savedSourceSchema) }, notSignedIn],
  },
  {
    id: "save-source",
    method: "POST",
    path: "/api/saved-sources",
    access: "session",
    requestBody: savedSourceInputSchema,
    responses: [{ status: 201, schema: itemOf(savedSourceSchema) }, error(400), notSignedIn, crossSite],
  },
  {
    id: "remove-saved-source",
    method: "DELETE",
    path: "/api/saved-sources",
    access: "session",
    queryParameters: savedSourceQuerySchema,
    responses: [{ status: 204 }, error(400), notSignedIn, crossSite, error(404)],
  },
  {
    id: "list-api-keys",
    method: "GET",
    path: "/api/api-keys",
    access: "session",
    responses: [{ status: 200, schema: itemsOf(apiKeySchema) }, notSignedIn],
  },
  {
    id: "create-api-key",
    method: "POST",
    path: "/api/api-keys",
    access: "session",
    requestBody: createApiKeyRequestSchema,
    responses: [{ status: 201, schema: newApiKeySchema }, error(400), notSignedIn, crossSite],
  },
  {
    id: "revoke-api-key",
    method: "DELETE",
    path: "/api/api-keys/{id}",
    access: "session",
    pathParameters: apiKeyPathSchema,
    responses: [{ status: 200, schema: itemOf(apiKeySchema) }, error(400), notSignedIn, crossSite, error(404)],
  },
  {
    id: "sign-out-everywhere",
    method: "POST",
    path: "/api/account/sign-out-everywhere",
    access: "session",
    requestBody: signOutEverywhereSchema,
    responses: [{ status: 200, schema: signedOutSchema }, error(400), notSignedIn, crossSite],
  },
  {
    id: "list-follows",
    method: "GET",
    path: "/api/follows",
    access: "session",
    responses: [{ status: 200, schema: followListSchema }, notSignedIn],
  },
  {
    id: "follow-check",
    method: "POST",
    path: "/api/follows",
    access: "session",
    requestBody: followRequestSchema,
    responses: [
      { status: 200, schema: itemOf(followedClaimSchema) },
      { status: 201, schema: itemOf(followedClaimSchema) },
      error(400),
      notSignedIn,
      crossSite,
      error(404),
      error(409),
      { status: 503, schema: errorSchema, headers: ["Retry-After"] },
    ],
  },
  {
    id: "unfollow-check",
    method: "DELETE",
    path: "/api/follows/{checkId}",
    access: "session",
    pathParameters: followPathSchema,
    responses: [{ status: 204 }, error(400), notSignedIn, crossSite, error(404)],
  },
  {
    id: "feed-token-status",
    method: "GET",
    path: "/api/account/feed-token",
    access: "session",
    responses: [{ status: 200, schema: feedTokenSchema }, notSignedIn],
  },
  {
    id: "create-feed-token",
    method: "POST",
    path: "/api/account/feed-token",
    access: "session",
    responses: [{ status: 201, schema: newFeedTokenSchema }, notSignedIn, crossSite],
  },
  {
    id: "revoke-feed-token",
    method: "DELETE",
    path: "/api/account/feed-token",
    access: "session",
    responses: [{ status: 204 }, notSignedIn, crossSite],
  },
  {
    id: "followed-claims-feed",
    method: "GET",
    path: "/api/feeds/{token}",
    access: "public",
    pathParameters: feedPathSchema,
    responses: [{ status: 200, mediaType: "application/atom+xml" }, error(404)],
  },
  {
    id: "health",
    method: "GET",
    path: "/api/health",
    access: "public",
    responses: [
      { status: 200, schema: healthSchema },
      { status: 503, schema: healthSchema },
    ],
  },
] as const satisfies readonly ApiOperation[];

export type ApiOperationId = (typeof apiOperations)[number]["id"];
