import { apiErrorDocs, apiRateLimitTiers, exampleRateLimitError, rateLimitHeaders, windowPhrase } from "@/config/api-docs";
import { API_ERRORS } from "@/lib/api/error-codes";
import { MAX_BODY_BYTES, MAX_BODY_SIZE } from "@/lib/api/limits";
import { RATE_LIMIT_HEADERS } from "@/lib/rate-limit/headers";
import { buildPolicies, RATE_LIMIT_POLICIES } from "@/lib/rate-limit/policies";

describe("the API reference's rate limits", () => {
  it("are the server's policies, as env sets them, not written-in numbers", () => {
    const policies = buildPolicies({
      freeChecksPerWindow: 7,
      freeWindowHours: 12,
      apiFreePerDay: 250,
      apiProPerDay: 20_000,
      cachedAnswersPerMinute: 60,
    });
    expect(apiRateLimitTiers(policies)).toEqual([
      { id: "anonymous", name: "Anonymous", limit: 7, window: "per 12-hour window, starting at the first check", authentication: "No key" },
      { id: "free", name: "Free", limit: 250, window: "per day", authentication: "Authorization: Bearer <key>" },
      { id: "pro", name: "Pro", limit: 20_000, window: "per day", authentication: "Authorization: Bearer <key>" },
    ]);
    expect(apiRateLimitTiers().map((tier) => tier.limit)).toEqual([
      RATE_LIMIT_POLICIES.web.limit,
      RATE_LIMIT_POLICIES["api-free"].limit,
      RATE_LIMIT_POLICIES["api-pro"].limit,
    ]);
    expect(exampleRateLimitError.limit).toBe(RATE_LIMIT_POLICIES.web.limit);
    expect(windowPhrase({ kind: "anchored", hours: 0.5 })).toBe("per 30-minute window");
  });

  it("document every rate-limit header the server sends, by the names it sends them under", () => {
    expect(rateLimitHeaders.map((header) => header.name)).toEqual(Object.values(RATE_LIMIT_HEADERS));
  });
});

describe("the body cap", () => {
  it("is said as MAX_BODY_BYTES in the error message and the error table", () => {
    expect(MAX_BODY_SIZE).toBe(`${MAX_BODY_BYTES / 1024} KB`);
    expect(API_ERRORS.payload_too_large.message).toContain(MAX_BODY_SIZE);
    expect(apiErrorDocs.find((doc) => doc.code === "payload_too_large")!.when).toContain(MAX_BODY_SIZE);
  });
});
