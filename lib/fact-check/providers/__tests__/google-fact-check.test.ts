import { GoogleFactCheckProvider } from "@/lib/fact-check/providers/google-fact-check";
import { ProviderSkipped, UpstreamError } from "@/lib/fact-check/providers/outbound";
import type { ProviderContext } from "@/lib/fact-check/providers/types";
import { DEFAULT_FILTERS, type CheckFilters } from "@/lib/fact-check/types";
import type { ClaimReviewRecord } from "@/lib/knowledge-base/record";
import { MemoryCallQuota, testPolicy } from "@/tests/support/memory-call-quota";
import { apiError, googleFactCheckFake, json, type FakeProviderServer } from "@/tests/support/provider-fakes";
import { CLAIM, GOOGLE_URLS, googleClaimSearch } from "@/tests/support/provider-fixtures";

let fake: FakeProviderServer;

beforeEach(async () => {
  fake = await googleFactCheckFake(() => googleClaimSearch).start();
});
afterEach(() => fake.stop());

function context(overrides: Partial<ProviderContext> & { filters?: CheckFilters } = {}, budgetMs = 2000): ProviderContext {
  return {
    claim: CLAIM,
    normalizedClaim: CLAIM.toLowerCase(),
    filters: DEFAULT_FILTERS,
    mode: "standard",
    maxSources: 5,
    now: new Date("2026-11-23T12:00:00Z"),
    signal: AbortSignal.timeout(budgetMs),
    ...overrides,
  };
}

function provider(options: Partial<ConstructorParameters<typeof GoogleFactCheckProvider>[0]> = {}) {
  return new GoogleFactCheckProvider({
    apiKey: "test-google-key",
    baseUrl: fake.origin,
    policy: testPolicy("google-fact-check"),
    ...options,
  });
}

describe("GoogleFactCheckProvider against a fake claims:search", () => {
  it("sends query, languageCode, maxAgeDays, pageSize and the key as documented", async () => {
    await provider().search(context({ filters: { timeWindow: "year", region: "all", language: "es" }, mode: "detailed" }));
    const [request] = fake.requests;
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/v1alpha1/claims:search");
    expect(Object.fromEntries(request.query)).toEqual({
      query: CLAIM,
      languageCode: "es",
      maxAgeDays: "366",
      pageSize: "20",
      key: "test-google-key",
    });
  });

  it("leaves languageCode and maxAgeDays out for all languages and all time", async () => {
    await provider().search(context({ filters: { timeWindow: "all", region: "all", language: "all" } }));
    expect(fake.requests[0].query.has("languageCode")).toBe(false);
    expect(fake.requests[0].query.has("maxAgeDays")).toBe(false);
    expect(fake.requests[0].query.get("pageSize")).toBe("10");
  });

  it("parses claims and reviews, rating only reviews of the same claim, and tolerates missing reviewDate and title", async () => {
    const matches = await provider().search(context());
    const byUrl = new Map(matches.map((m) => [m.review.url, m]));
    expect(byUrl.get(GOOGLE_URLS.snopes)).toMatchObject({
      claim: { text: CLAIM, claimant: "Viral social media posts", claimDate: new Date("2024-03-02T00:00:00Z") },
      review: {
        publisherName: "Snopes",
        publisherSite: "snopes.com",
        title: "Is the Great Wall of China Visible From Space?",
        reviewDate: new Date("2024-03-05T14:12:00Z"),
        textualRating: "False",
        language: "en",
      },
      verdict: "FALSE",
      provider: "google-fact-check",
    });
    const reuters = byUrl.get(GOOGLE_URLS.reuters)!;
    expect(reuters.review.reviewDate).toBeUndefined();
    expect(reuters.review.title).toBeUndefined();
    expect(reuters.verdict).toBe("FALSE");
    // A review of a related but different claim is kept as context and never rates this one.
    expect(byUrl.get(GOOGLE_URLS.related)).toMatchObject({ review: { textualRating: "True" } });
    expect(["suggestion", "related"]).toContain(byUrl.get(GOOGLE_URLS.related)?.band);
    expect(byUrl.get(GOOGLE_URLS.snopes)?.band).toBeUndefined();
    // One about something else entirely is dropped.
    expect(byUrl.has(GOOGLE_URLS.unrelated)).toBe(false);
  });

  it("answers `{}` (nothing matched) with no matches", async () => {
    fake.enqueue(json({}));
    await expect(provider().search(context())).resolves.toEqual([]);
  });

  it("skips a review without a URL or rating and keeps the rest", async () => {
    fake.enqueue(
      json({
        claims: [
          {
            text: CLAIM,
            claimReview: [
              { publisher: { name: "No Rating" }, url: "https://norating.example/a" },
              { url: "not a url", textualRating: "False" },
            ],
          },
          {
            text: CLAIM,
            claimReview: [{ publisher: { site: "politifact.com" }, url: "https://www.politifact.com/x/", textualRating: "Pants on Fire!" }],
          },
        ],
      }),
    );
    const matches = await provider().search(context());
    expect(matches.map((m) => [m.review.url, m.review.publisherName, m.verdict])).toEqual([
      ["https://www.politifact.com/x/", "politifact.com", "FALSE"],
    ]);
  });

  it.each([[[]], [{ claims: "none" }], ["text"]])(
    "reports a JSON body that is not a claims:search response (%j) as unreadable",
    async (body) => {
      fake.enqueue(json(body));
      await expect(provider().search(context())).rejects.toMatchObject({ options: { kind: "invalid-response" } });
    },
  );

  it("stores every review it found into the knowledge base", async () => {
    const remembered: ClaimReviewRecord[][] = [];
    await provider({ remember: async (records) => remembered.push(records) }).search(context());
    expect(remembered).toHaveLength(1);
    expect(remembered[0].map((r) => r.reviewUrl)).toEqual([
      GOOGLE_URLS.snopes,
      GOOGLE_URLS.reuters,
      GOOGLE_URLS.related,
      GOOGLE_URLS.unrelated,
    ]);
  });

  it("still answers when storing the reviews fails", async () => {
    const errors: string[] = [];
    const matches = await provider({
      remember: async () => {
        throw new Error("database locked");
      },
      onError: (message) => errors.push(message),
    }).search(context());
    expect(matches.length).toBeGreaterThan(0);
    expect(errors).toEqual(["storing Google fact-checks in the knowledge base failed"]);
  });

  it("retries once after a 429, then answers", async () => {
    fake.enqueue(apiError(429, "Quota exceeded", { "retry-after": "0" }));
    const matches = await provider().search(context());
    expect(fake.requests).toHaveLength(2);
    expect(matches.length).toBeGreaterThan(0);
  });

  it("retries once after a 500 and fails with the status when the retry fails too", async () => {
    fake.enqueue(apiError(500, "backend error"), apiError(503, "unavailable"));
    await expect(provider().search(context())).rejects.toMatchObject({ options: { status: 503 } });
    expect(fake.requests).toHaveLength(2);
  });

  it("does not retry a 400", async () => {
    fake.enqueue(apiError(400, "bad request"));
    await expect(provider().search(context())).rejects.toBeInstanceOf(UpstreamError);
    expect(fake.requests).toHaveLength(1);
  });

  it("gives up at its budget when the server never answers", async () => {
    fake.enqueue({ kind: "hang" });
    await expect(provider().search(context({}, 150))).rejects.toThrow();
  });

  it("fails on a connection reset", async () => {
    fake.enqueue({ kind: "reset" });
    await expect(provider().search(context())).rejects.toThrow();
    expect(fake.requests).toHaveLength(1);
  });

  it("reports a body that is not JSON as an unreadable response", async () => {
    fake.enqueue({ kind: "garbage" });
    await expect(provider().search(context())).rejects.toMatchObject({ options: { kind: "invalid-response" } });
  });

  it("is cut off by its budget while a slow server drips the body", async () => {
    fake.enqueue({ kind: "drip", body: googleClaimSearch, intervalMs: 20 });
    await expect(provider().search(context({}, 200))).rejects.toThrow();
  });

  it("counts every attempt against the daily cap and stops calling once it is spent", async () => {
    const quota = new MemoryCallQuota();
    const google = provider({ policy: testPolicy("google-fact-check", { quota, dailyCap: 2 }) });
    fake.enqueue(apiError(500, "backend error"));
    await google.search(context());
    expect(quota.counts.get("google-fact-check")).toBe(2);
    await expect(google.search(context())).rejects.toEqual(new ProviderSkipped("google-fact-check", "daily-cap"));
    expect(fake.requests).toHaveLength(2);
  });

  it("opens its circuit after repeated failures and skips the server while open", async () => {
    const google = provider({ policy: testPolicy("google-fact-check", { retryBackoffMs: 0 }) });
    fake.enqueue(...Array.from({ length: 6 }, () => apiError(500, "down")));
    for (let i = 0; i < 3; i++) await expect(google.search(context())).rejects.toBeInstanceOf(UpstreamError);
    const calls = fake.requests.length;
    await expect(google.search(context())).rejects.toMatchObject({ reason: "circuit-open" });
    expect(fake.requests).toHaveLength(calls);
  });
});
