import { loadEnv } from "@/lib/env";
import { cachedAnswersLimiter, createStoreFromConfig, rateLimiter } from "@/lib/rate-limit";
import { buildPolicies, RATE_LIMIT_POLICIES, windowMs, windowStartAt } from "@/lib/rate-limit/policies";
import { freePort } from "@/tests/support/free-port";

describe("rate-limit policies", () => {
  it("default to 3 web checks per 24 hours from the first, 100 and 10,000 API checks per UTC day, 60 cached answers a minute", () => {
    expect(RATE_LIMIT_POLICIES).toEqual({
      web: { limit: 3, window: { kind: "anchored", hours: 24 } },
      "api-free": { limit: 100, window: { kind: "utc-day" } },
      "api-pro": { limit: 10_000, window: { kind: "utc-day" } },
      "cached-answers": { limit: 60, window: { kind: "anchored", hours: 1 / 60 } },
    });
    expect(windowMs(RATE_LIMIT_POLICIES["cached-answers"].window)).toBe(60_000);
  });

  it("take their numbers from env, validated", () => {
    const env = loadEnv({
      FREE_CHECKS_PER_WINDOW: "5",
      FREE_WINDOW_HOURS: "12",
      API_FREE_PER_DAY: "50",
      API_PRO_PER_DAY: "2000",
      CACHED_ANSWERS_PER_MINUTE: "20",
    });
    expect(
      buildPolicies({
        freeChecksPerWindow: env.FREE_CHECKS_PER_WINDOW,
        freeWindowHours: env.FREE_WINDOW_HOURS,
        apiFreePerDay: env.API_FREE_PER_DAY,
        apiProPerDay: env.API_PRO_PER_DAY,
        cachedAnswersPerMinute: env.CACHED_ANSWERS_PER_MINUTE,
      }),
    ).toEqual({
      web: { limit: 5, window: { kind: "anchored", hours: 12 } },
      "api-free": { limit: 50, window: { kind: "utc-day" } },
      "api-pro": { limit: 2000, window: { kind: "utc-day" } },
      "cached-answers": { limit: 20, window: { kind: "anchored", hours: 1 / 60 } },
    });
    expect(() => loadEnv({ FREE_CHECKS_PER_WINDOW: "0" })).toThrow(/FREE_CHECKS_PER_WINDOW/);
    expect(() => loadEnv({ CACHED_ANSWERS_PER_MINUTE: "0" })).toThrow(/CACHED_ANSWERS_PER_MINUTE/);
    expect(() => loadEnv({ RATE_LIMIT_FAIL_MODE: "maybe" })).toThrow(/RATE_LIMIT_FAIL_MODE/);
    expect(() => loadEnv({ REDIS_URL: "http://x" })).toThrow(/REDIS_URL/);
    expect(loadEnv({})).toMatchObject({ RATE_LIMIT_FAIL_MODE: "open", TRUSTED_PROXY: 0 });
  });

  it("open an anchored window at the check, and a daily one at 00:00 UTC", () => {
    const now = Date.parse("2026-03-10T15:30:00.000Z");
    expect(windowStartAt({ kind: "anchored", hours: 24 }, now)).toBe(now);
    expect(windowStartAt({ kind: "utc-day" }, now)).toBe(Date.parse("2026-03-10T00:00:00.000Z"));
  });
});

describe("the store in force", () => {
  const database = {} as unknown as Parameters<typeof createStoreFromConfig>[1];

  it("is the database by default, Upstash when both its variables are set, else Redis with REDIS_URL", async () => {
    expect(createStoreFromConfig({}, database).kind).toBe("database");
    expect(
      createStoreFromConfig(
        { UPSTASH_REDIS_REST_URL: "https://example.invalid", UPSTASH_REDIS_REST_TOKEN: "t", REDIS_URL: "redis://127.0.0.1:1" },
        database,
      ).kind,
    ).toBe("upstash");
    const redis = createStoreFromConfig({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, database);
    expect(redis.kind).toBe("redis");
    await redis.close?.();
    await new Promise((resolve) => setTimeout(resolve, 2100)); // ioredis's close timer for a refused socket
  });

  it("counts cached answers in this process's memory when the database keeps the limits", () => {
    expect(rateLimiter().store.kind).toBe("database");
    expect(cachedAnswersLimiter().store.kind).toBe("memory");
  });

  it("fails loudly when only one Upstash variable is set", () => {
    expect(() => createStoreFromConfig({ UPSTASH_REDIS_REST_URL: "https://example.invalid" }, database)).toThrow(
      /both UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN/,
    );
  });
});
