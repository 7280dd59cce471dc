import { API_ERROR_CODES, API_ERRORS } from "@/lib/api/error-codes";
import { AUTH_ERRORS } from "@/lib/auth/errors";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { apiErrorDocs } from "@/config/api-docs";
import { invalidApiKeyResponse, rateLimitExceededResponse, rateLimitUnavailableResponse } from "@/lib/rate-limit/responses";

type ErrorSchema = { properties: { error: { properties: { code: { enum: string[] } } } } };

describe("one error table", () => {
  it("spells every code in snake_case, sign-in and sign-up codes included", () => {
    for (const code of [...API_ERROR_CODES, ...Object.keys(AUTH_ERRORS)]) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    for (const [code, entry] of Object.entries(AUTH_ERRORS)) expect(API_ERRORS[code as keyof typeof API_ERRORS]).toBe(entry);
  });

  it("is the OpenAPI Error schema's code enum, and every documented error row names a code of it", () => {
    const schemas = buildOpenApiDocument("https://factlens.example").components.schemas as unknown as Record<string, ErrorSchema>;
    expect(schemas.Error.properties.error.properties.code.enum).toEqual(Object.keys(API_ERRORS));
    for (const row of apiErrorDocs) {
      expect(row.code).not.toBeNull();
      expect(API_ERRORS[row.code!].status).toBe(row.status);
    }
  });

  it("shapes the rate limiter's 401, 429 and 503 as the envelope, the 429 keeping its top-level figures", async () => {
    expect(await invalidApiKeyResponse("revoked").json()).toEqual({
      error: { code: "invalid_api_key", message: "This API key has been revoked." },
    });
    expect(await rateLimitUnavailableResponse().json()).toEqual({
      error: { code: "rate_limit_unavailable", message: API_ERRORS.rate_limit_unavailable.message },
    });
    const now = Date.parse("2026-03-10T10:00:00.000Z");
    const limited = rateLimitExceededResponse(
      { outcome: "denied", limit: 3, remaining: 0, resetAt: now + 5 * 3_600_000, windowHours: 24, cost: 1 } as Parameters<
        typeof rateLimitExceededResponse
      >[0],
      now,
    );
    const body = await limited.json();
    expect(limited.status).toBe(429);
    expect(body).toEqual({
      error: { code: "rate_limited", message: body.message },
      message: "Rate limit exceeded. You can search again in 5 hours.",
      limit: 3,
      resetTime: "2026-03-10T15:00:00.000Z",
      windowHours: 24,
    });
  });
});
