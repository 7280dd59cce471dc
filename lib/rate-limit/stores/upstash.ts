import { Redis } from "@upstash/redis";
import { RedisScriptStore } from "@/lib/rate-limit/stores/redis-script-store";
import type { RateLimitStore } from "@/lib/rate-limit/stores/types";

/** Rate limits on Upstash Redis over its REST API (UPSTASH_REDIS_REST_URL and _TOKEN). */
export function createUpstashStore(options: { url: string; token: string; prefix?: string }): RateLimitStore {
  const redis = new Redis({
    url: options.url,
    token: options.token,
    // One quick retry: an unreachable store should reach the fail mode in well under a second, not after 5 backoffs.
    retry: { retries: 1, backoff: () => 100 },
    enableTelemetry: false,
  });
  return new RedisScriptStore({ kind: "upstash", client: redis, prefix: options.prefix });
}
