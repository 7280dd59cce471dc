import { NextRequest } from "next/server";
import { createApiKey, resolveApiKey, revokeApiKey } from "@/lib/api-keys/store";
import { db as appDb } from "@/lib/db";
import { proxy } from "@/proxy";
import { createFactCheckGuard, type FactCheckGuard } from "@/lib/rate-limit/fact-check-guard";
import { DatabaseRateLimitStore } from "@/lib/rate-limit/stores/database";
import { createTestDatabase } from "@/tests/support/test-database";
import { limiterFor, testClock, testPolicies, uniqueIp } from "./helpers";
import { logger } from "@/lib/logger";

/** API keys in the guard: each key is counted on its own under its tier's policy (here Free 3, Pro 5 a day). */

const database = createTestDatabase();
const { db } = database;
const clock = testClock("2026-03-10T08:00:00.000Z");
let guard: FactCheckGuard;

beforeAll(() => {
  const limiter = limiterFor(new DatabaseRateLimitStore(db), clock);
  guard = createFactCheckGuard({
    limiter,
    address: { TRUSTED_PROXY: 1 },
    isCached: async () => false,
    clock,
    resolveApiKey: (key) => resolveApiKey({ db, key }),
  });
});
afterAll(async () => {
  await database.cleanup();
  await appDb.$disconnect();
});

function keyed(
  authorization: string | null,
  path = "/api/fact-check",
  body: unknown = { claim: `A claim nobody has checked ${crypto.randomUUID()}` },
) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": uniqueIp() };
  if (authorization !== null) headers.authorization = authorization;
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

async function newKey(tier: "free" | "pro") {
  const user = await db.user.create({ data: { email: `${crypto.randomUUID()}@example.com` } });
  return createApiKey({ db, userId: user.id, tier });
}

/** Runs checks with the key until one is refused; returns the remaining counts seen and the refusal. */
async function useUp(key: string, max: number) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const result = (await guard(keyed(`Bearer ${key}`)))!;
    if (result.response) return { seen, refused: result.response };
    seen.push(result.headers.get("X-RateLimit-Remaining")!);
  }
  return { seen, refused: null };
}

describe("API keys in the fact-check guard", () => {
  it("gives a Free key the api-free limit and a Pro key the api-pro limit, each counted on its own", async () => {
    expect(testPolicies["api-free"].limit).toBe(3);
    expect(testPolicies["api-pro"].limit).toBe(5);
    const free = await newKey("free");
    const pro = await newKey("pro");
    const otherFree = await newKey("free");

    const freeRun = await useUp(free.key, 10);
    expect(freeRun.seen).toEqual(["2", "1", "0"]);
    expect(freeRun.refused!.status).toBe(429);
    expect(await freeRun.refused!.json()).toMatchObject({ limit: 3, windowHours: 24 });

    const proRun = await useUp(pro.key, 10);
    expect(proRun.seen).toEqual(["4", "3", "2", "1", "0"]);
    expect(proRun.refused!.status).toBe(429);
    expect(proRun.refused!.headers.get("X-RateLimit-Limit")).toBe("5");

    // Another key of the same tier has its own count; so does every anonymous client.
    expect((await useUp(otherFree.key, 1)).seen).toEqual(["2"]);
    const anonymous = (await guard(keyed(null)))!;
    expect(anonymous.headers.get("X-RateLimit-Limit")).toBe("3");
    expect(anonymous.headers.get("X-RateLimit-Remaining")).toBe("2");
    expect(anonymous.headers.get("set-cookie")).not.toBeNull();
  });

  it("resets a key's day at 00:00 UTC", async () => {
    const free = await newKey("free");
    const first = (await guard(keyed(`Bearer ${free.key}`)))!;
    expect(Number(first.headers.get("X-RateLimit-Reset"))).toBe(Date.parse("2026-03-11T00:00:00.000Z"));
    await useUp(free.key, 5);
    clock.set("2026-03-10T23:59:00.000Z");
    expect((await guard(keyed(`Bearer ${free.key}`)))!.response!.status).toBe(429);
    clock.set("2026-03-11T00:00:00.000Z");
    expect((await guard(keyed(`Bearer ${free.key}`)))!.headers.get("X-RateLimit-Remaining")).toBe("2");
  });

  it("answers 401 JSON for a bad, malformed or revoked key, and counts nothing for it", async () => {
    const { key, record } = await newKey("free");
    const tampered = key.slice(0, -2) + (key.endsWith("AA") ? "BB" : "AA");
    for (const authorization of [`Bearer ${tampered}`, "Bearer not-a-key", "Basic dXNlcjpwYXNz", "Bearer"]) {
      const result = (await guard(keyed(authorization)))!;
      expect(result.response!.status).toBe(401);
      expect(result.response!.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      expect(await result.response!.json()).toEqual({ error: { code: "invalid_api_key", message: expect.stringMatching(/API key/) } });
      expect(result.headers.get("set-cookie")).toBeNull();
    }
    // The failures above did not touch the real key's count.
    expect((await guard(keyed(`Bearer ${key}`)))!.headers.get("X-RateLimit-Remaining")).toBe("2");

    await revokeApiKey({ db, id: record.id });
    for (const path of ["/api/fact-check", "/api/fact-check/stream", "/api/fact-check/batch"]) {
      const body = path.endsWith("batch")
        ? { claims: ["The moon is made of cheese"] }
        : { claim: "The moon is made of cheese", query: "The moon is made of cheese" };
      const revoked = (await guard(keyed(`Bearer ${key}`, path, body)))!;
      expect(revoked.response!.status).toBe(401);
      expect(await revoked.response!.json()).toEqual({ error: { code: "invalid_api_key", message: "This API key has been revoked." } });
    }
  });

  it("counts a tier's day per account across all its keys: a new key or a revoked one resets nothing", async () => {
    const user = await db.user.create({ data: { email: `${crypto.randomUUID()}@example.com` } });
    const first = await createApiKey({ db, userId: user.id, tier: "free" });
    const second = await createApiKey({ db, userId: user.id, tier: "free" });
    expect((await useUp(first.key, 2)).seen).toEqual(["2", "1"]);
    // Another key of the same account and tier shares the day's count.
    const run = await useUp(second.key, 5);
    expect(run.seen).toEqual(["0"]);
    expect(run.refused!.status).toBe(429);

    // A new key does not reset it; nor does revoking every key and making another.
    const fresh = await createApiKey({ db, userId: user.id, tier: "free" });
    expect((await guard(keyed(`Bearer ${fresh.key}`)))!.response!.status).toBe(429);
    for (const { record } of [first, second, fresh]) await revokeApiKey({ db, id: record.id });
    const afterRevoking = await createApiKey({ db, userId: user.id, tier: "free" });
    const refused = (await guard(keyed(`Bearer ${afterRevoking.key}`)))!.response!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get("X-RateLimit-Remaining")).toBe("0");

    // The account's Pro tier is counted on its own, and so is every other account.
    const pro = await createApiKey({ db, userId: user.id, tier: "pro" });
    expect((await useUp(pro.key, 1)).seen).toEqual(["4"]);
    expect((await useUp((await newKey("free")).key, 1)).seen).toEqual(["2"]);
  });

  it("counts a key's batch claim by claim", async () => {
    const pro = await newKey("pro");
    const batch = (await guard(
      keyed(`Bearer ${pro.key}`, "/api/fact-check/batch", { claims: ["Claim one is here", "Claim two is here", "Claim three is here"] }),
    ))!;
    expect(batch.response).toBeNull();
    expect(batch.headers.get("X-RateLimit-Remaining")).toBe("2");
  });

  it("charges a claim repeated in one batch once, in any spelling that normalises the same (issue 28)", async () => {
    const pro = await newKey("pro");
    const same = `The same claim five times ${crypto.randomUUID()}`;
    const repeated = (await guard(keyed(`Bearer ${pro.key}`, "/api/fact-check/batch", { claims: Array(5).fill(same) })))!;
    expect(repeated.response).toBeNull();
    expect(repeated.headers.get("X-RateLimit-Remaining")).toBe("4");
    const tag = crypto.randomUUID();
    const variants = [`Variant claim T ${tag}`, `VARIANT CLAIM T ${tag}`, `Variant   claim  T ${tag}`, `Variant claim T ${tag}.`];
    const spelled = (await guard(
      keyed(`Bearer ${pro.key}`, "/api/fact-check/batch", { claims: [...variants, "A different claim here"] }),
    ))!;
    expect(spelled.headers.get("X-RateLimit-Remaining")).toBe("2");
  });
});

describe("API keys through the real proxy.ts", () => {
  const keyed = (key: string) =>
    new NextRequest("http://localhost/api/fact-check", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}`, "x-forwarded-for": uniqueIp() },
      body: JSON.stringify({ claim: `A claim nobody has checked ${crypto.randomUUID()}` }),
    });

  it("passes a valid key on with its tier's headers, and answers 401 itself for a bad or revoked one", async () => {
    const user = await appDb.user.create({ data: { email: `${crypto.randomUUID()}@example.com` } });
    const { key, record } = await createApiKey({ db: appDb, userId: user.id, tier: "pro" });
    const passed = await proxy(keyed(key));
    expect(passed.headers.get("x-middleware-next")).toBe("1");
    expect(passed.headers.get("X-RateLimit-Limit")).toBe("10000");
    expect(passed.headers.get("X-RateLimit-Remaining")).toBe("9999");
    expect(passed.headers.get("set-cookie")).toBeNull();

    const bad = await proxy(keyed(`fl_${"x".repeat(43)}`));
    expect(bad.status).toBe(401);
    expect(bad.headers.get("x-middleware-next")).toBeNull();
    expect(await bad.json()).toEqual({ error: { code: "invalid_api_key", message: "Invalid API key." } });

    await revokeApiKey({ db: appDb, id: record.id });
    const revoked = await proxy(keyed(key));
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ error: { code: "invalid_api_key", message: "This API key has been revoked." } });
  });

  it("answers 503 when keys cannot be looked up, rather than guessing", async () => {
    const failing = createFactCheckGuard({
      limiter: limiterFor(new DatabaseRateLimitStore(db), clock),
      address: { TRUSTED_PROXY: 1 },
      isCached: async () => false,
      clock,
      resolveApiKey: async () => {
        throw new Error("database is locked");
      },
    });
    const warn = jest.spyOn(logger, "warn").mockImplementation(() => {});
    const result = (await failing(keyed(`fl_${"y".repeat(43)}`)))!;
    expect(result.response!.status).toBe(503);
    expect(warn).toHaveBeenCalledWith(
      { error: expect.objectContaining({ message: "database is locked" }) },
      "rate limit: could not look up an API key",
    );
    warn.mockRestore();
  });
});
