import { createTestDatabase, testDatabaseKind } from "@/tests/support/test-database";
import { startRedisServer, type RunningRedis } from "@/tests/support/redis-server";
import { startUpstashFake } from "@/tests/support/upstash-fake";
import { createFactCheckGuard } from "@/lib/rate-limit/fact-check-guard";
import { createRateLimiter, type RateLimiter } from "@/lib/rate-limit/limiter";
import { buildPolicies } from "@/lib/rate-limit/policies";
import { DatabaseRateLimitStore } from "@/lib/rate-limit/stores/database";
import { MemoryRateLimitStore } from "@/lib/rate-limit/stores/memory";
import { createRedisStore } from "@/lib/rate-limit/stores/redis";
import type { RateLimitStore } from "@/lib/rate-limit/stores/types";
import { createUpstashStore } from "@/lib/rate-limit/stores/upstash";

/** The default web limits (3 checks per 24 hours, 60 cached answers a minute) and small API tiers, fixed here so the tests do not depend on the environment. */
export const testPolicies = buildPolicies({
  freeChecksPerWindow: 3,
  freeWindowHours: 24,
  apiFreePerDay: 3,
  apiProPerDay: 5,
  cachedAnswersPerMinute: 60,
});

export const HOUR = 60 * 60 * 1000;

/** A clock the test moves by hand. */
export function testClock(start: string | number) {
  let now = typeof start === "number" ? start : Date.parse(start);
  const clock = () => now;
  clock.set = (to: string | number) => (now = typeof to === "number" ? to : Date.parse(to));
  clock.advance = (ms: number) => (now += ms);
  return clock;
}

const octet = () => 1 + Math.floor(Math.random() * 254);
/** A client address no other test uses (by chance, 1 in 16 million). */
export const uniqueIp = () => `10.${octet()}.${octet()}.${octet()}`;

export function post(path: string, body: unknown, options: { ip?: string; cookie?: string; contentType?: string } = {}) {
  const headers: Record<string, string> = { "content-type": options.contentType ?? "application/json" };
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  if (options.cookie) headers.cookie = options.cookie;
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

/** `factlens_client=<id>` from a guard result's Set-Cookie. */
export function cookieFrom(headers: Headers): string | undefined {
  return headers.get("set-cookie")?.split(";")[0];
}

export function guardFor(limiter: RateLimiter, clock: () => number, isCached: () => Promise<boolean> = async () => false) {
  return createFactCheckGuard({ limiter, address: { TRUSTED_PROXY: 1 }, isCached, clock });
}

export function limiterFor(store: RateLimitStore, clock: () => number, failMode: "open" | "closed" = "open", warn = jest.fn()) {
  return createRateLimiter({ store, policies: testPolicies, clock, failMode, timeoutMs: 3000, warn });
}

export type StoreHarness = { name: string; start(): Promise<{ store: RateLimitStore; cleanup(): Promise<void> }> };

/** One Redis server per test file, shared by the Redis and Upstash stores (each with its own key prefix). */
let redisServer: Promise<RunningRedis> | null = null;
const sharedRedis = () => (redisServer ??= startRedisServer());
export async function stopSharedRedis() {
  if (redisServer) await (await redisServer).stop();
  redisServer = null;
}

let prefixCounter = 0;
const freshPrefix = () => `test${process.pid}-${++prefixCounter}:`;

export const storeHarnesses: StoreHarness[] = [
  {
    name: "memory (this process)",
    async start() {
      return { store: new MemoryRateLimitStore(), cleanup: async () => {} };
    },
  },
  {
    name: testDatabaseKind() === "postgresql" ? "database (PostgreSQL)" : "database (SQLite)",
    async start() {
      const database = createTestDatabase();
      return { store: new DatabaseRateLimitStore(database.db), cleanup: database.cleanup };
    },
  },
  {
    name: "Redis server (ioredis)",
    async start() {
      const redis = await sharedRedis();
      const store = createRedisStore({ url: redis.url, prefix: freshPrefix() });
      return { store, cleanup: async () => void (await store.close?.()) };
    },
  },
  {
    name: "Upstash REST (@upstash/redis against a local fake)",
    async start() {
      const redis = await sharedRedis();
      const fake = await startUpstashFake({ redisUrl: redis.url, token: "test-token" });
      const store = createUpstashStore({ url: fake.url, token: fake.token, prefix: freshPrefix() });
      return { store, cleanup: () => fake.stop() };
    },
  },
];
