import { createPrismaClient } from "@/lib/db-client";
import { DatabaseRateLimitStore } from "@/lib/rate-limit/stores/database";
import { createRedisStore } from "@/lib/rate-limit/stores/redis";
import type { RateLimitStore } from "@/lib/rate-limit/stores/types";
import { createUpstashStore } from "@/lib/rate-limit/stores/upstash";
import { freePort } from "@/tests/support/free-port";
import { createRateLimiter } from "@/lib/rate-limit/limiter";
import { guardFor, limiterFor, post, testClock, testPolicies, uniqueIp } from "./helpers";

/** RATE_LIMIT_FAIL_MODE with a store that cannot be reached: open lets checks through (warning), closed refuses them. */

const quiet = () => {};

const unreachable: { name: string; create(): Promise<{ store: RateLimitStore; close(): Promise<void> }> }[] = [
  {
    name: "a Redis server on a closed port",
    async create() {
      const store = createRedisStore({ url: `redis://127.0.0.1:${await freePort()}`, warn: quiet, connectTimeoutMs: 200 });
      return {
        store,
        async close() {
          await store.close?.();
          // ioredis gives a refused socket 2 s to close before destroying it; wait, so Jest exits cleanly.
          await new Promise((resolve) => setTimeout(resolve, 2100));
        },
      };
    },
  },
  {
    name: "an Upstash URL on a closed port",
    create: async () => ({ store: createUpstashStore({ url: `http://127.0.0.1:${await freePort()}`, token: "t" }), close: async () => {} }),
  },
  {
    name: "a database that cannot be opened",
    async create() {
      const db = createPrismaClient("file:/nonexistent-factlens-dir/deeper/rate-limits.db");
      return { store: new DatabaseRateLimitStore(db), close: () => db.$disconnect() };
    },
  },
];

describe.each(unreachable)("with $name", ({ create }) => {
  let store: RateLimitStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await create());
  });
  afterAll(() => close());

  it("fail open: lets the check through uncounted, without rate-limit headers, and logs a warning", async () => {
    const clock = testClock("2026-03-10T08:00:00.000Z");
    const warn = jest.fn();
    const guard = guardFor(limiterFor(store, clock, "open", warn), clock);
    const result = await guard(post("/api/fact-check", { claim: "Water boils at 100 degrees" }, { ip: uniqueIp() }));
    expect(result!.response).toBeNull();
    expect(result!.headers.get("X-RateLimit-Remaining")).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/store failed .*letting the request through uncounted \(RATE_LIMIT_FAIL_MODE=open\)/),
    );
  }, 15_000);

  it("fail closed: refuses the check with 503 and Retry-After", async () => {
    const clock = testClock("2026-03-10T08:00:00.000Z");
    const warn = jest.fn();
    const guard = guardFor(limiterFor(store, clock, "closed", warn), clock);
    const result = await guard(post("/api/fact-check", { claim: "Water boils at 100 degrees" }, { ip: uniqueIp() }));
    expect(result!.response!.status).toBe(503);
    expect(result!.response!.headers.get("Retry-After")).toBe("30");
    expect(await result!.response!.json()).toEqual({
      error: { code: "rate_limit_unavailable", message: "Checks are paused for a moment. Please try again shortly." },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/refusing the check \(RATE_LIMIT_FAIL_MODE=closed\)/));
  }, 15_000);

  it("fail closed still serves what does not count (an invalid body goes on to its 4xx)", async () => {
    const clock = testClock("2026-03-10T08:00:00.000Z");
    const guard = guardFor(limiterFor(store, clock, "closed"), clock);
    const result = await guard(post("/api/fact-check", { claim: "ab" }, { ip: uniqueIp() }));
    expect(result!.response).toBeNull();
  }, 15_000);

  it("fail closed still serves cached answers: they spend nothing of the checks' allowance", async () => {
    const clock = testClock("2026-03-10T08:00:00.000Z");
    const guard = guardFor(limiterFor(store, clock, "closed"), clock, async () => true);
    const result = await guard(post("/api/fact-check", { claim: "Water boils at 100 degrees" }, { ip: uniqueIp() }));
    expect(result!.response).toBeNull();
  }, 15_000);
});

it("logs an outage once, then at most once a minute with a count", async () => {
  const failing: RateLimitStore = {
    kind: "redis",
    consume: () => Promise.reject(new Error("ECONNREFUSED")),
    peek: () => Promise.reject(new Error("ECONNREFUSED")),
  };
  const clock = testClock("2026-03-10T08:00:00.000Z");
  const warn = jest.fn();
  const limiter = limiterFor(failing, clock, "open", warn);
  const subject = { policy: "web" as const, keys: ["limit:web:ip:10.0.0.1"] };
  for (let i = 0; i < 3; i++) expect(await limiter.consume(subject, 1)).toMatchObject({ outcome: "unchecked" });
  expect(warn).toHaveBeenCalledTimes(1);
  clock.advance(61_000);
  await limiter.consume(subject, 1);
  expect(warn).toHaveBeenCalledTimes(2);
  expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("(2 more since the last warning)"));
});

it("treats a store slower than its deadline as unreachable", async () => {
  const never: RateLimitStore = { kind: "redis", consume: () => new Promise(() => {}), peek: () => new Promise(() => {}) };
  const warn = jest.fn();
  const limiter = createRateLimiter({ store: never, policies: testPolicies, clock: () => 0, failMode: "closed", timeoutMs: 50, warn });
  expect(await limiter.consume({ policy: "web", keys: ["k"] }, 1)).toMatchObject({ outcome: "unavailable" });
  expect(warn.mock.calls[0][0]).toMatch(/did not answer within 50 ms/);
});
