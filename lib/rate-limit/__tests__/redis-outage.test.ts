import { createRedisStore } from "@/lib/rate-limit/stores/redis";
import type { RateLimitStore } from "@/lib/rate-limit/stores/types";
import { startRedisServer, type RunningRedis } from "@/tests/support/redis-server";
import { guardFor, limiterFor, post, testClock, uniqueIp } from "./helpers";

/**
 * A Redis server that goes away while the app runs, then comes back: RATE_LIMIT_FAIL_MODE
 * decides what happens to checks meanwhile (open: through, uncounted and logged; closed: 503),
 * and counting resumes on its own once the server is back.
 */

const check = (guard: ReturnType<typeof guardFor>, ip: string, n: number) =>
  guard(post("/api/fact-check", { claim: `Redis outage check ${n}: the ferry runs hourly` }, { ip }));

describe.each(["open", "closed"] as const)("RATE_LIMIT_FAIL_MODE=%s", (failMode) => {
  let redis: RunningRedis;
  let store: RateLimitStore;
  beforeAll(async () => {
    redis = await startRedisServer();
    store = createRedisStore({ url: redis.url, prefix: `outage-${failMode}:`, warn: () => {}, connectTimeoutMs: 300 });
  });
  afterAll(async () => {
    await store.close?.();
    await redis.stop();
    // ioredis gives a closing socket up to 2 s; wait, so Jest exits cleanly.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  });

  it(
    failMode === "open"
      ? "lets checks through uncounted while Redis is down, then counts again"
      : "refuses checks with 503 while Redis is down, then counts again",
    async () => {
      const clock = testClock("2026-03-10T08:00:00.000Z");
      const warn = jest.fn();
      const guard = guardFor(limiterFor(store, clock, failMode, warn), clock);
      const ip = uniqueIp();

      const before = await check(guard, ip, 1);
      expect(before!.response).toBeNull();
      expect(before!.headers.get("X-RateLimit-Remaining")).toBe("2");

      await redis.stop();
      const during = await check(guard, ip, 2);
      if (failMode === "open") {
        expect(during!.response).toBeNull();
        expect(during!.headers.get("X-RateLimit-Remaining")).toBeNull();
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(/letting the request through uncounted \(RATE_LIMIT_FAIL_MODE=open\)/));
      } else {
        expect(during!.response!.status).toBe(503);
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(/refusing the check \(RATE_LIMIT_FAIL_MODE=closed\)/));
      }

      // Back on the same port (empty: no persistence): ioredis reconnects and counting resumes.
      redis = await startRedisServer({ port: redis.port });
      let after = await check(guard, ip, 3);
      for (let attempt = 0; after!.headers.get("X-RateLimit-Remaining") === null && attempt < 40; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        after = await check(guard, ip, 3);
      }
      expect(after!.response).toBeNull();
      expect(after!.headers.get("X-RateLimit-Remaining")).toBe("2");
    },
    30_000,
  );
});
