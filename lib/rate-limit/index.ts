import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/auth/config";
import { resolveApiKey } from "@/lib/api-keys/store";
import { getRequestUser, historyOwnerOf } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { addressEnv } from "@/lib/http/client-address";
import { env, type Env } from "@/lib/env";
import { heavyTurns } from "@/lib/http/heavy-turns";
import type { PrismaClient } from "@/generated/prisma/client";
import { findAnswerInCache } from "@/lib/rate-limit/cached-answers";
import { createFactCheckGuard, type FactCheckGuard } from "@/lib/rate-limit/fact-check-guard";
import { createRateLimiter, type RateLimiter } from "@/lib/rate-limit/limiter";
import { RATE_LIMIT_POLICIES } from "@/lib/rate-limit/policies";
import { DatabaseRateLimitStore } from "@/lib/rate-limit/stores/database";
import { MemoryRateLimitStore } from "@/lib/rate-limit/stores/memory";
import { createRedisStore } from "@/lib/rate-limit/stores/redis";
import type { RateLimitStore } from "@/lib/rate-limit/stores/types";
import { createUpstashStore } from "@/lib/rate-limit/stores/upstash";

/**
 * Rate limiting as this process runs it, built once from validated env. The store is chosen
 * by configuration: Upstash when UPSTASH_REDIS_REST_URL and _TOKEN are set, else a Redis
 * server when REDIS_URL is set, else the database's `rate_limits` table (`rateLimiter().store.kind`
 * says which).
 */

export function createStoreFromConfig(
  config: Pick<Env, "UPSTASH_REDIS_REST_URL" | "UPSTASH_REDIS_REST_TOKEN" | "REDIS_URL">,
  database: PrismaClient,
): RateLimitStore {
  const { UPSTASH_REDIS_REST_URL: url, UPSTASH_REDIS_REST_TOKEN: token, REDIS_URL: redisUrl } = config;
  if (url || token) {
    if (!url || !token)
      throw new Error("Invalid environment configuration: set both UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN, or neither.");
    return createUpstashStore({ url, token });
  }
  if (redisUrl) return createRedisStore({ url: redisUrl });
  return new DatabaseRateLimitStore(database);
}

const globalForRateLimit = globalThis as unknown as {
  rateLimiter?: RateLimiter;
  cachedAnswersLimiter?: RateLimiter;
  factCheckGuard?: FactCheckGuard;
};

/** The process's one limiter (kept on globalThis: proxy.ts and the route handlers are separate bundles). */
export function rateLimiter(): RateLimiter {
  globalForRateLimit.rateLimiter ??= createRateLimiter({
    store: createStoreFromConfig(env, db),
    policies: RATE_LIMIT_POLICIES,
    clock: () => Date.now(),
    failMode: env.RATE_LIMIT_FAIL_MODE,
  });
  return globalForRateLimit.rateLimiter;
}

/**
 * The limiter of the cached-answer rate: the shared store when it is Redis or Upstash (one round
 * trip); with the database store, this process's memory. A database write transaction per cached
 * answer would cost more than the answer (SQLite runs them one at a time), and a generous rate of
 * answers that spend no check may be counted per instance (several instances should share Redis).
 */
export function cachedAnswersLimiter(): RateLimiter {
  const shared = rateLimiter();
  globalForRateLimit.cachedAnswersLimiter ??=
    shared.store.kind === "database"
      ? createRateLimiter({ store: new MemoryRateLimitStore(), policies: RATE_LIMIT_POLICIES, clock: () => Date.now(), failMode: "open" })
      : shared;
  return globalForRateLimit.cachedAnswersLimiter;
}

/** One user read per request: the guard's identity and the history owner it hands to the handler share it. */
const usersByRequest = new WeakMap<Request, ReturnType<typeof getRequestUser>>();
function requestUser(request: Request) {
  let user = usersByRequest.get(request);
  if (!user) usersByRequest.set(request, (user = getRequestUser(request)));
  return user;
}

/** The guard proxy.ts runs on POST /api/fact-check, /stream and /batch. */
export function factCheckGuard(): FactCheckGuard {
  globalForRateLimit.factCheckGuard ??= createFactCheckGuard({
    limiter: rateLimiter(),
    cachedAnswersLimiter: cachedAnswersLimiter(),
    // The headers of a cached answer may reuse this client's decision for a second.
    peekMemoMs: 1000,
    // proxy.ts's request: Next.js gives middleware its own copy of the body.
    bodyIsOwnCopy: true,
    address: addressEnv(env),
    isCached: (check) => findAnswerInCache(check, new Date()),
    // Signed-in users are counted by account, and by the IP and cookie of their device too.
    signedInUserId: async (request) => (await requestUser(request))?.id ?? null,
    // From the same user read as signedInUserId.
    historyOwnerId: async (request) => historyOwnerOf(await requestUser(request)),
    // API keys are counted per owning account under their tier's policy.
    resolveApiKey: (key) => resolveApiKey({ db, key }),
    // Keyed with the server's secret, so a stored fingerprint cannot be turned back into an address.
    fingerprint: (key) => createHmac("sha256", authSecret()).update(`client-fingerprint\n${key}`).digest("hex").slice(0, 32),
    // The guard's database work waits its turn with accepting connections (lib/http/heavy-turns.ts).
    turn: () => heavyTurns().turn(),
    clock: () => Date.now(),
  });
  return globalForRateLimit.factCheckGuard;
}
