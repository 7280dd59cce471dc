import { createHash } from "node:crypto";
import { factCheckRequestSchema } from "@/lib/api/schemas/fact-check";
import { FORWARDED_HEADERS } from "@/lib/rate-limit/forwarded";
import { db } from "@/lib/db";
import { checkClaim } from "@/lib/fact-check/service";
import { findAnswerInCache } from "@/lib/rate-limit/cached-answers";
import { createFactCheckGuard, type FactCheckGuard } from "@/lib/rate-limit/fact-check-guard";
import type { RateLimiter } from "@/lib/rate-limit/limiter";
import { DatabaseRateLimitStore } from "@/lib/rate-limit/stores/database";
import { createTestDatabase } from "@/tests/support/test-database";
import { cookieFrom, limiterFor, post, testClock, uniqueIp } from "./helpers";

/** What counts: validated, uncached claims; a batch counts each. Identity: IP and cookie. */

let database: ReturnType<typeof createTestDatabase>;
let limiter: RateLimiter;
let guard: FactCheckGuard;
const clock = testClock("2026-03-10T08:00:00.000Z");

beforeAll(() => {
  database = createTestDatabase();
  limiter = limiterFor(new DatabaseRateLimitStore(database.db), clock);
  // The real cache lookup, on the app's database (where checkClaim stores its answers).
  guard = createFactCheckGuard({
    limiter,
    address: { TRUSTED_PROXY: 1 },
    isCached: async (check) => (await findAnswerInCache(check, new Date())) !== null,
    clock,
  });
});
afterAll(async () => {
  await database.cleanup();
  await db.$disconnect();
});

const remaining = async (request: Request) => (await guard(request))!.headers.get("X-RateLimit-Remaining");
const uniqueClaim = () => `Invented claim number ${crypto.randomUUID()}`;

describe("the fact-check guard", () => {
  it("never counts a request that fails validation, and lets it through for the handler's 4xx", async () => {
    const ip = uniqueIp();
    const invalid = [
      post("/api/fact-check", { claim: "ab" }, { ip }),
      post("/api/fact-check", { claim: "Water is wet", max_sources: 11 }, { ip }),
      post("/api/fact-check", "{ not json", { ip }),
      post("/api/fact-check", "claim=hello", { ip, contentType: "application/x-www-form-urlencoded" }),
      post("/api/fact-check", { claim: "Water is wet", padding: "p".repeat(17 * 1024) }, { ip }),
      post("/api/fact-check/stream", {}, { ip }),
      post("/api/fact-check/batch", { claims: [] }, { ip }),
      post("/api/fact-check/batch", { claims: ["valid claim", "x"] }, { ip }),
    ];
    for (let round = 0; round < 2; round++) {
      for (const request of invalid) {
        const result = await guard(request.clone());
        expect(result!.response).toBeNull();
        expect(result!.headers.get("X-RateLimit-Remaining")).toBe("3");
      }
    }
    expect(await remaining(post("/api/fact-check", { claim: uniqueClaim() }, { ip }))).toBe("2");
  });

  it("leaves the body whole for the handler, even past the size limit", async () => {
    const small = post("/api/fact-check", { claim: "Water is wet" }, { ip: uniqueIp() });
    await guard(small);
    expect(await small.json()).toEqual({ claim: "Water is wet" });
    const large = post("/api/fact-check", { claim: "Water is wet", padding: "p".repeat(40 * 1024) }, { ip: uniqueIp() });
    await guard(large);
    expect((await large.text()).length).toBeGreaterThan(40 * 1024);
  });

  it("with bodyIsOwnCopy (proxy.ts: Next hands middleware its own copy) reads the body itself, counts a valid check and not an invalid one", async () => {
    const ownCopy = createFactCheckGuard({
      limiter,
      address: { TRUSTED_PROXY: 1 },
      isCached: async () => false,
      bodyIsOwnCopy: true,
      clock,
    });
    const ip = uniqueIp();
    const invalid = post("/api/fact-check", { claim: "ab" }, { ip });
    expect((await ownCopy(invalid))!.headers.get("X-RateLimit-Remaining")).toBe("3");
    const valid = post("/api/fact-check", { claim: uniqueClaim() }, { ip });
    expect((await ownCopy(valid))!.headers.get("X-RateLimit-Remaining")).toBe("2");
    // Read, not cloned: the guard used the request's own body.
    expect(valid.bodyUsed).toBe(true);
  });

  it("never counts an answer the cache will serve", async () => {
    const claim = "Vaccines contain microchips for tracking";
    await checkClaim(factCheckRequestSchema.parse({ claim }));
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect(await remaining(post("/api/fact-check", { claim }, { ip }))).toBe("3");
    // The cache matches the normalised claim, so a rewording that normalises the same is free too.
    expect(await remaining(post("/api/fact-check/stream", { query: "vaccines CONTAIN microchips for tracking!" }, { ip }))).toBe("3");
    // Another mode is another cache entry: that one is computed, and counts.
    expect(await remaining(post("/api/fact-check", { claim, mode: "detailed" }, { ip }))).toBe("2");
  });

  it("counts each claim of a batch that the cache will not answer", async () => {
    const cachedClaim = "The 2020 US election was rigged";
    await checkClaim(factCheckRequestSchema.parse({ claim: cachedClaim, max_sources: 3 }));
    const ip = uniqueIp();
    expect(await remaining(post("/api/fact-check/batch", { claims: [uniqueClaim(), cachedClaim] }, { ip }))).toBe("2");
    expect(await remaining(post("/api/fact-check/batch", { claims: [uniqueClaim(), uniqueClaim()] }, { ip }))).toBe("0");
  });

  it("runs none of a batch that does not fit, and says so", async () => {
    const ip = uniqueIp();
    expect(await remaining(post("/api/fact-check", { claim: uniqueClaim() }, { ip }))).toBe("2");
    const result = await guard(post("/api/fact-check/batch", { claims: [uniqueClaim(), uniqueClaim(), uniqueClaim()] }, { ip }));
    expect(result!.response!.status).toBe(429);
    expect(result!.response!.headers.get("X-RateLimit-Remaining")).toBe("2");
    expect(await remaining(post("/api/fact-check/batch", { claims: [uniqueClaim(), uniqueClaim()] }, { ip }))).toBe("0");

    const tooBig = await guard(post("/api/fact-check/batch", { claims: [1, 2, 3, 4].map(() => uniqueClaim()) }, { ip: uniqueIp() }));
    expect(await tooBig!.response!.json()).toMatchObject({
      message: "This request has 4 claims to check, more than the 3 allowed per 24 hours.",
      limit: 3,
    });
  });

  it("gives a new client an httpOnly SameSite=Lax cookie, and clearing it does not reset the limit", async () => {
    const ip = uniqueIp();
    const first = await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip }));
    const setCookie = first!.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^factlens_client=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const cookie = cookieFrom(first!.headers);
    const again = await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip, cookie }));
    expect(again!.headers.get("set-cookie")).toBeNull();
    expect(again!.headers.get("X-RateLimit-Remaining")).toBe("1");
    await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip, cookie }));

    // Cookies cleared: same IP, new cookie → still limited.
    expect((await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip })))!.response!.status).toBe(429);
    // Same cookie from another network → still limited.
    expect((await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip: uniqueIp(), cookie })))!.response!.status).toBe(429);
  });

  it("answers the 429 message in the banner's words as the reset approaches", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip }));
    clock.advance(19 * 60 * 60 * 1000); // 5 hours left
    const fiveHours = await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip }));
    expect((await fiveHours!.response!.json()).message).toBe("Rate limit exceeded. You can search again in 5 hours.");
    expect(fiveHours!.response!.headers.get("Retry-After")).toBe(String(5 * 60 * 60));
    clock.advance(4.5 * 60 * 60 * 1000);
    const halfHour = await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip }));
    expect((await halfHour!.response!.json()).message).toBe("Rate limit exceeded. You can search again in 1 hour.");
    clock.advance(60 * 60 * 1000);
  });

  it("leaves other methods and paths alone", async () => {
    expect(await guard(new Request("http://localhost/api/fact-check", { method: "GET" }))).toBeNull();
    expect(await guard(post("/api/results/abc", { claim: "Water is wet" }))).toBeNull();
    expect(await guard(post("/", { claim: "Water is wet" }))).toBeNull();
  });
});

describe("the guard's memory of a client's decision", () => {
  it("reuses it for the headers of cached answers within peekMemoMs, and its own counting updates it at once", async () => {
    const database = createTestDatabase();
    try {
      const clock = testClock("2026-03-10T08:00:00.000Z");
      const store = new DatabaseRateLimitStore(database.db);
      const peeks = jest.spyOn(store, "peek");
      const guard = createFactCheckGuard({
        limiter: limiterFor(store, clock),
        address: { TRUSTED_PROXY: 1 },
        isCached: async (check) => check.claim.startsWith("Cached"),
        clock,
        peekMemoMs: 1000,
      });
      const ip = uniqueIp();
      const first = (await guard(post("/api/fact-check", { claim: "Cached claim" }, { ip })))!;
      const cookie = cookieFrom(first.headers);
      const cached = async () =>
        (await guard(post("/api/fact-check", { claim: "Cached claim" }, { ip, cookie })))!.headers.get("X-RateLimit-Remaining");
      expect(first.headers.get("X-RateLimit-Remaining")).toBe("3");
      expect(await cached()).toBe("3");
      expect(peeks).toHaveBeenCalledTimes(1);
      // A counted check updates the memory at once.
      expect((await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip, cookie })))!.headers.get("X-RateLimit-Remaining")).toBe(
        "2",
      );
      expect(await cached()).toBe("2");
      expect(peeks).toHaveBeenCalledTimes(1);
      // Past the second the store is read again.
      clock.advance(1000);
      expect(await cached()).toBe("2");
      expect(peeks).toHaveBeenCalledTimes(2);
    } finally {
      await database.cleanup();
    }
  });

  it("does its work on its turn (lib/http/heavy-turns.ts), and only for the endpoints it guards", async () => {
    let open!: () => void;
    const turns: string[] = [];
    const looked: string[] = [];
    const waiting = createFactCheckGuard({
      limiter,
      address: { TRUSTED_PROXY: 1 },
      isCached: async (check) => (looked.push(check.claim), false),
      turn: () => (turns.push("turn"), new Promise<void>((resolve) => (open = resolve))),
      clock,
    });
    expect(await waiting(new Request("http://localhost/api/health"))).toBeNull();
    expect(turns).toEqual([]);
    const pending = waiting(post("/api/fact-check", { claim: "Water is wet" }, { ip: uniqueIp() }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns).toEqual(["turn"]);
    expect(looked).toEqual([]);
    open();
    expect((await pending)!.headers.get("X-RateLimit-Remaining")).toBe("2");
    expect(looked).toEqual(["Water is wet"]);
  });
});

describe("confirmations (POST /api/fact-check/{id}/confirm)", () => {
  const fingerprinting = () =>
    createFactCheckGuard({
      limiter,
      address: { TRUSTED_PROXY: 1 },
      isCached: async () => false,
      clock,
      fingerprint: (key) => createHash("md5").update(key).digest("hex"),
    });
  const confirmation = (options: { ip: string; cookie?: string }) =>
    post("/api/fact-check/some-check/confirm", { reviewUrl: "https://factcheck.example/1", same: true }, options);

  it("spend no check, carry the checks' headers, and forward the device's owner key, not the address's", async () => {
    const guard = fingerprinting();
    const ip = uniqueIp();
    const checked = (await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip })))!;
    expect(checked.headers.get("X-RateLimit-Remaining")).toBe("2");
    const cookie = cookieFrom(checked.headers)!;
    const ownerKeys = checked.forward.get(FORWARDED_HEADERS.ownerKeys);
    expect(ownerKeys).toMatch(/^[0-9a-f]{32}$/);

    for (let i = 0; i < 3; i++) {
      const confirmed = (await guard(confirmation({ ip, cookie })))!;
      expect(confirmed.response).toBeNull();
      expect(confirmed.headers.get("X-RateLimit-Remaining")).toBe("2");
      expect(confirmed.forward.get(FORWARDED_HEADERS.ownerKeys)).toBe(ownerKeys);
      expect(confirmed.forward.get(FORWARDED_HEADERS.clientFingerprint)).toBe(checked.forward.get(FORWARDED_HEADERS.clientFingerprint));
    }
    // The same address without the cookie is another client: same fingerprint (the address), other owner key.
    const stranger = (await guard(confirmation({ ip })))!;
    expect(stranger.forward.get(FORWARDED_HEADERS.clientFingerprint)).toBe(checked.forward.get(FORWARDED_HEADERS.clientFingerprint));
    expect(stranger.forward.get(FORWARDED_HEADERS.ownerKeys)).not.toBe(ownerKeys);
  });

  it("are still answered when the client has used all its checks", async () => {
    const guard = fingerprinting();
    const ip = uniqueIp();
    let cookie: string | undefined;
    for (let i = 0; i < 3; i++) {
      const checked = (await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip, cookie })))!;
      cookie ??= cookieFrom(checked.headers);
    }
    expect((await guard(post("/api/fact-check", { claim: uniqueClaim() }, { ip, cookie })))!.response?.status).toBe(429);
    const confirmed = (await guard(confirmation({ ip, cookie })))!;
    expect(confirmed.response).toBeNull();
    expect(confirmed.headers.get("X-RateLimit-Remaining")).toBe("0");
  });
});
