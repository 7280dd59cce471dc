import { APIConnectionError, APIConnectionTimeoutError } from "openai";
import {
  callOutbound,
  CircuitBreaker,
  DatabaseCallQuota,
  describeFailure,
  parseRetryAfter,
  ProviderSkipped,
  QuotaUnavailable,
  UpstreamError,
} from "@/lib/fact-check/providers/outbound";
import { createTestDatabase } from "@/tests/support/test-database";
import { testPolicy } from "@/tests/support/memory-call-quota";

describe("CircuitBreaker", () => {
  it("opens after the threshold, lets one trial through after the cooldown, and closes on its success", () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 1000 }, () => now);
    breaker.recordFailure();
    expect(breaker.state()).toBe("closed");
    breaker.recordFailure();
    expect(breaker.state()).toBe("open");
    expect(breaker.tryAcquire()).toBe(false);
    now = 1000;
    expect(breaker.state()).toBe("half-open");
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.state()).toBe("closed");
  });

  it("re-opens for a full cooldown when the trial fails", () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 1, cooldownMs: 1000 }, () => now);
    breaker.recordFailure();
    now = 1500;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.state()).toBe("open");
    now = 2400;
    expect(breaker.state()).toBe("open");
  });
});

describe("callOutbound", () => {
  const signal = () => new AbortController().signal;

  it("retries once on 429 and 5xx, never twice", async () => {
    let calls = 0;
    const policy = testPolicy("p", { retryBackoffMs: 0 });
    await expect(
      callOutbound(policy, signal(), async () => {
        calls += 1;
        throw new UpstreamError("x", { status: 503 });
      }),
    ).rejects.toBeInstanceOf(UpstreamError);
    expect(calls).toBe(2);
  });

  it("does not retry other failures", async () => {
    let calls = 0;
    await expect(
      callOutbound(testPolicy("p"), signal(), async () => {
        calls += 1;
        throw new TypeError("fetch failed");
      }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(calls).toBe(1);
  });

  it("skips the call when the circuit is open", async () => {
    const policy = testPolicy("p");
    for (let i = 0; i < 3; i++) policy.breaker.recordFailure();
    await expect(callOutbound(policy, signal(), async () => "never")).rejects.toEqual(new ProviderSkipped("p", "circuit-open"));
  });

  it("does not call the provider, nor charge its breaker, when the call counter fails", async () => {
    const policy = testPolicy("p", {
      quota: {
        consume: async () => {
          throw new Error("database is locked");
        },
        peek: async () => ({ count: 0, cap: 1, windowStart: new Date() }),
      },
    });
    let called = false;
    for (let i = 0; i < 4; i++) {
      await expect(
        callOutbound(policy, signal(), async () => {
          called = true;
        }),
      ).rejects.toBeInstanceOf(QuotaUnavailable);
    }
    expect(called).toBe(false);
    expect(policy.breaker.state()).toBe("closed");
  });

  it("stops waiting for the backoff when the budget is aborted", async () => {
    const controller = new AbortController();
    const policy = testPolicy("p", { retryBackoffMs: 10_000 });
    const pending = callOutbound(policy, controller.signal, async () => {
      throw new UpstreamError("x", { status: 429 });
    });
    setTimeout(() => controller.abort(new Error("budget")), 20);
    await expect(pending).rejects.toThrow("budget");
  });
});

describe("describeFailure", () => {
  it("names the reason in plain words, never the upstream body", () => {
    expect(describeFailure(new UpstreamError("secret body", { status: 429 }))).toBe("rate limited");
    expect(describeFailure(new UpstreamError("secret body", { status: 502 }))).toBe("HTTP 502");
    expect(describeFailure(new UpstreamError("secret body", { kind: "invalid-response" }))).toBe("unreadable response");
    expect(describeFailure(new ProviderSkipped("p", "daily-cap"))).toBe("daily call cap reached");
    expect(describeFailure(new TypeError("fetch failed"))).toBe("connection failed");
    expect(describeFailure(new APIConnectionError({ message: "Connection error." }))).toBe("connection failed");
    expect(describeFailure(new APIConnectionTimeoutError())).toBe("timed out");
    expect(describeFailure(new Error("ECONNRESET"))).toBe("error");
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("2")).toBe(2000);
    expect(parseRetryAfter(new Date(5000).toUTCString(), 1000)).toBe(4000);
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe("DatabaseCallQuota", () => {
  let testDb: ReturnType<typeof createTestDatabase>;
  beforeAll(() => {
    testDb = createTestDatabase();
  });
  afterAll(() => testDb.cleanup());

  it("counts calls per provider in rate_limits for the UTC day, refuses past the cap, and starts afresh the next day", async () => {
    const quota = new DatabaseCallQuota(testDb.db);
    const day = new Date("2026-11-23T08:00:00Z");
    expect(await quota.consume("perplexity", 2, day)).toMatchObject({
      allowed: true,
      count: 1,
      windowStart: new Date("2026-11-23T00:00:00Z"),
    });
    expect(await quota.consume("perplexity", 2, day)).toMatchObject({ allowed: true, count: 2 });
    expect(await quota.consume("perplexity", 2, day)).toMatchObject({ allowed: false, count: 2 });
    expect(await quota.peek("google-fact-check", 2, day)).toMatchObject({ count: 0 });
    const row = await testDb.db.rateLimit.findUnique({ where: { id: "provider:perplexity" } });
    expect(row).toMatchObject({ apiService: "provider:perplexity", requestCount: 2, windowStart: new Date("2026-11-23T00:00:00Z") });
    const nextDay = new Date("2026-11-24T00:00:01Z");
    expect(await quota.consume("perplexity", 2, nextDay)).toMatchObject({
      allowed: true,
      count: 1,
      windowStart: new Date("2026-11-24T00:00:00Z"),
    });
  });
});
