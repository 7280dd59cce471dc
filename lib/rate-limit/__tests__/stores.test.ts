import { createFactCheckGuard } from "@/lib/rate-limit/fact-check-guard";
import { DAY_MS } from "@/lib/rate-limit/policies";
import type { RateLimitStore } from "@/lib/rate-limit/stores/types";
import { cookieFrom, guardFor, HOUR, limiterFor, post, stopSharedRedis, storeHarnesses, testClock, uniqueIp } from "./helpers";

/**
 * The same behaviour on every store: the database (embedded default), a real Redis server
 * started by the test, and Upstash's REST API (a local fake backed by that server).
 */

afterAll(() => stopSharedRedis());

describe.each(storeHarnesses)("the $name store", (harness) => {
  let store: RateLimitStore;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ store, cleanup } = await harness.start());
  }, 60_000);
  afterAll(() => cleanup?.());

  it("allows exactly 3 of 20 concurrent checks from one client and answers the other 17 with 429, its body and headers", async () => {
    const clock = testClock("2026-03-10T15:30:00.000Z");
    const guard = guardFor(limiterFor(store, clock), clock);
    const ip = uniqueIp();
    const first = await guard(post("/api/fact-check", { claim: "The moon is made of cheese" }, { ip }));
    const cookie = cookieFrom(first!.headers);
    expect(first!.response).toBeNull();

    const results = await Promise.all(
      Array.from({ length: 19 }, (_, i) => guard(post("/api/fact-check", { claim: `The moon is made of cheese ${i}` }, { ip, cookie }))),
    );
    const all = [first!, ...results.map((result) => result!)];
    const allowed = all.filter((result) => result.response === null);
    const denied = all.filter((result) => result.response !== null);
    expect(allowed).toHaveLength(3);
    expect(denied).toHaveLength(17);

    expect(allowed.map((result) => result.headers.get("X-RateLimit-Remaining")).sort()).toEqual(["0", "1", "2"]);
    const resetAt = Date.parse("2026-03-11T15:30:00.000Z");
    for (const result of allowed) {
      expect(result.headers.get("X-RateLimit-Limit")).toBe("3");
      expect(result.headers.get("X-RateLimit-Reset")).toBe(String(resetAt));
      expect(result.headers.get("X-RateLimit-Window")).toBe("24h");
    }
    for (const { response } of denied) {
      expect(response!.status).toBe(429);
      expect(
        Object.fromEntries(
          ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Window", "Retry-After"].map((name) => [
            name,
            response!.headers.get(name),
          ]),
        ),
      ).toEqual({
        "X-RateLimit-Limit": "3",
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset": String(resetAt),
        "X-RateLimit-Window": "24h",
        "Retry-After": String(24 * 60 * 60),
      });
      expect(await response!.json()).toEqual({
        error: { code: "rate_limited", message: "Rate limit exceeded. You can search again in 24 hours." },
        message: "Rate limit exceeded. You can search again in 24 hours.",
        limit: 3,
        resetTime: "2026-03-11T15:30:00.000Z",
        windowHours: 24,
      });
    }
  });

  it("resets the window 24 hours after the first check, not at midnight", async () => {
    const clock = testClock("2026-03-10T15:30:00.000Z");
    const limiter = limiterFor(store, clock);
    const subject = { policy: "web" as const, keys: [`limit:web:ip:${uniqueIp()}`] };
    expect(await limiter.consume(subject, 1)).toMatchObject({
      outcome: "allowed",
      remaining: 2,
      resetAt: Date.parse("2026-03-11T15:30:00.000Z"),
    });
    clock.advance(2 * HOUR);
    expect(await limiter.consume(subject, 1)).toMatchObject({
      outcome: "allowed",
      remaining: 1,
      resetAt: Date.parse("2026-03-11T15:30:00.000Z"),
    });
    clock.advance(2 * HOUR);
    expect(await limiter.consume(subject, 1)).toMatchObject({ outcome: "allowed", remaining: 0 });
    expect(await limiter.consume(subject, 1)).toMatchObject({ outcome: "denied", remaining: 0 });

    clock.set("2026-03-11T00:00:00.000Z");
    expect(await limiter.consume(subject, 1)).toMatchObject({ outcome: "denied", resetAt: Date.parse("2026-03-11T15:30:00.000Z") });
    clock.set(Date.parse("2026-03-11T15:30:00.000Z") - 1);
    expect(await limiter.consume(subject, 1)).toMatchObject({ outcome: "denied" });

    clock.set("2026-03-11T15:30:00.000Z");
    expect(await limiter.peek(subject)).toMatchObject({ outcome: "allowed", remaining: 3 });
    clock.set("2026-03-11T18:00:00.000Z");
    // The new window opens at this check, not at the old window's end.
    expect(await limiter.consume(subject, 1)).toMatchObject({
      outcome: "allowed",
      remaining: 2,
      resetAt: Date.parse("2026-03-12T18:00:00.000Z"),
    });
  });

  it("counts a request against every key, all or nothing", async () => {
    const clock = testClock("2026-03-10T08:00:00.000Z");
    const limiter = limiterFor(store, clock);
    const [ipA, ipB, cookieA, cookieB] = [uniqueIp(), uniqueIp(), crypto.randomUUID(), crypto.randomUUID()].map((id, i) =>
      i < 2 ? `limit:web:ip:${id}` : `limit:web:client:${id}`,
    );
    const web = (...keys: string[]) => ({ policy: "web" as const, keys });

    expect(await limiter.consume(web(ipA, cookieA), 2)).toMatchObject({ outcome: "allowed", remaining: 1 });
    // A batch of two no longer fits: nothing is counted.
    expect(await limiter.consume(web(ipA, cookieA), 2)).toMatchObject({ outcome: "denied", remaining: 1 });
    expect(await limiter.peek(web(ipA))).toMatchObject({ remaining: 1 });
    expect(await limiter.consume(web(ipA, cookieA), 1)).toMatchObject({ outcome: "allowed", remaining: 0 });

    // Cleared cookies: the IP is still spent. Another network, same cookie: the cookie is spent.
    expect(await limiter.consume(web(ipA, cookieB), 1)).toMatchObject({ outcome: "denied" });
    expect(await limiter.consume(web(ipB, cookieA), 1)).toMatchObject({ outcome: "denied" });
    // The denials counted nowhere.
    expect(await limiter.peek(web(ipB, cookieB))).toMatchObject({ remaining: 3 });
    expect(await limiter.consume(web(ipB, cookieB), 1)).toMatchObject({ outcome: "allowed", remaining: 2 });
  });

  it("never lets a batch larger than the limit through", async () => {
    const clock = testClock("2026-03-10T08:00:00.000Z");
    const limiter = limiterFor(store, clock);
    const subject = { policy: "web" as const, keys: [`limit:web:ip:${uniqueIp()}`] };
    expect(await limiter.consume(subject, 4)).toMatchObject({ outcome: "denied", remaining: 3, resetAt: clock() + DAY_MS });
    expect(await limiter.peek(subject)).toMatchObject({ remaining: 3 });
  });

  it("gives an API key its tier's daily allowance, resetting at 00:00 UTC", async () => {
    const clock = () => Date.now(); // @upstash/ratelimit's daily window reads the real clock
    const limiter = limiterFor(store, clock);
    const key = { policy: "api-free" as const, keys: [`limit:api:${crypto.randomUUID()}`] };
    const midnight = Math.ceil((Date.now() + 1) / DAY_MS) * DAY_MS;
    for (const remaining of [2, 1, 0])
      expect(await limiter.consume(key, 1)).toMatchObject({ outcome: "allowed", limit: 3, remaining, resetAt: midnight, windowHours: 24 });
    expect(await limiter.consume(key, 1)).toMatchObject({ outcome: "denied", remaining: 0, resetAt: midnight });
    const pro = { policy: "api-pro" as const, keys: [`limit:api:${crypto.randomUUID()}`] };
    expect(await limiter.consume(pro, 1)).toMatchObject({ outcome: "allowed", limit: 5, remaining: 4 });
  });

  /** A guard where `x-test-user` stands for a signed-in session, and claims starting "Cached" are in the cache. */
  function accountGuard(clock: ReturnType<typeof testClock>) {
    return createFactCheckGuard({
      limiter: limiterFor(store, clock),
      address: { TRUSTED_PROXY: 1 },
      isCached: async (check) => check.claim.startsWith("Cached"),
      signedInUserId: async (request) => request.headers.get("x-test-user"),
      clock,
    });
  }
  const signedIn = (
    user: string | null,
    options: { ip: string; cookie?: string },
    claim = `A claim nobody has checked ${crypto.randomUUID()}`,
  ) => {
    const request = post("/api/fact-check", { claim }, options);
    if (user) request.headers.set("x-test-user", user);
    return request;
  };

  it("never lets signing in add to what a device or an address may run", async () => {
    const clock = testClock("2026-03-10T08:00:00.000Z");
    const guard = accountGuard(clock);
    const ip = uniqueIp();
    const [ada, bob, cy] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];

    // Honest use: one check signed out, then sign in on the same device: 2 left, not 3 and not 5.
    const anonymous = (await guard(signedIn(null, { ip })))!;
    expect(anonymous.headers.get("X-RateLimit-Remaining")).toBe("2");
    const cookie = cookieFrom(anonymous.headers)!;
    expect((await guard(signedIn(ada, { ip, cookie }, "Cached claim")))!.headers.get("X-RateLimit-Remaining")).toBe("2");
    expect((await guard(signedIn(ada, { ip, cookie })))!.headers.get("X-RateLimit-Remaining")).toBe("1");
    expect((await guard(signedIn(ada, { ip, cookie })))!.headers.get("X-RateLimit-Remaining")).toBe("0");

    // New accounts on the same device, or on the same address with cookies cleared: nothing more.
    expect((await guard(signedIn(bob, { ip, cookie })))!.response!.status).toBe(429);
    expect((await guard(signedIn(cy, { ip })))!.response!.status).toBe(429);
    // The account itself ran 2 (the first check was made signed out): on another network and
    // device it has 1 more, then none.
    const travelling = uniqueIp();
    expect((await guard(signedIn(ada, { ip: travelling })))!.headers.get("X-RateLimit-Remaining")).toBe("0");
    expect((await guard(signedIn(ada, { ip: travelling })))!.response!.status).toBe(429);
    // The refusals counted nowhere: a fresh account on a fresh device has its 3.
    const elsewhere = (await guard(signedIn(bob, { ip: uniqueIp() })))!;
    expect(elsewhere.response).toBeNull();
    expect(elsewhere.headers.get("X-RateLimit-Remaining")).toBe("2");
    // Answers from the cache stay free for every one of them.
    expect((await guard(signedIn(bob, { ip, cookie }, "Cached claim")))!.response).toBeNull();

    // 24 hours after the first check the device is whole again.
    clock.advance(24 * HOUR);
    expect((await guard(signedIn(cy, { ip, cookie })))!.headers.get("X-RateLimit-Remaining")).toBe("2");
  });

  it("gives 3 new accounts from one address 3 checks in all, under concurrency too", async () => {
    const clock = testClock("2026-03-10T08:00:00.000Z");
    const guard = accountGuard(clock);
    const ip = uniqueIp();
    const accounts = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const results = await Promise.all(accounts.flatMap((user) => Array.from({ length: 4 }, () => guard(signedIn(user, { ip })))));
    expect(results.filter((result) => result!.response === null)).toHaveLength(3);
    expect(results.filter((result) => result!.response?.status === 429)).toHaveLength(9);
  });

  it("serves cached answers at 60 a minute per client, then answers 429 with its body and headers, never touching the checks", async () => {
    const clock = testClock("2026-03-10T08:00:00.000Z");
    const guard = accountGuard(clock);
    const ip = uniqueIp();
    const first = (await guard(signedIn(null, { ip }, "Cached claim")))!;
    const cookie = cookieFrom(first.headers)!;
    const passed = [first];
    for (let i = 1; i < 60; i++) {
      passed.push((await guard(signedIn(null, { ip, cookie }, "Cached claim")))!);
      clock.advance(500); // two a second: a script's pace, not a person's
    }
    expect(passed.every((result) => result.response === null && result.headers.get("X-RateLimit-Remaining") === "3")).toBe(true);

    const limited = (await guard(signedIn(null, { ip, cookie }, "Cached claim")))!.response!;
    expect(limited.status).toBe(429);
    const resetAt = Date.parse("2026-03-10T08:01:00.000Z");
    expect(
      Object.fromEntries(
        ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Window", "Retry-After"].map((name) => [
          name,
          limited.headers.get(name),
        ]),
      ),
    ).toEqual({
      "X-RateLimit-Limit": "60",
      "X-RateLimit-Remaining": "0",
      "X-RateLimit-Reset": String(resetAt),
      "X-RateLimit-Window": "1m",
      "Retry-After": String(Math.ceil((resetAt - clock()) / 1000)),
    });
    expect(await limited.json()).toEqual({
      error: {
        code: "rate_limited",
        message: `Too many requests. You can search again in ${Math.ceil((resetAt - clock()) / 1000)} seconds.`,
      },
      message: `Too many requests. You can search again in ${Math.ceil((resetAt - clock()) / 1000)} seconds.`,
      limit: 60,
      resetTime: new Date(resetAt).toISOString(),
      windowHours: 1 / 60,
    });
    // Clearing cookies does not help (the address is counted too); another client is unaffected.
    expect((await guard(signedIn(null, { ip }, "Cached claim")))!.response!.status).toBe(429);
    expect((await guard(signedIn(null, { ip: uniqueIp() }, "Cached claim")))!.response).toBeNull();
    // The checks were never touched: a computed check still has all 3.
    expect((await guard(signedIn(null, { ip, cookie })))!.headers.get("X-RateLimit-Remaining")).toBe("2");

    // A minute after the first, the rate opens again.
    clock.set(resetAt);
    expect((await guard(signedIn(null, { ip, cookie }, "Cached claim")))!.response).toBeNull();
  });
});
