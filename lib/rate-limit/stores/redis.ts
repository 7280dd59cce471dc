import IORedis from "ioredis";
import { RedisScriptStore, sha1, type ScriptClient } from "@/lib/rate-limit/stores/redis-script-store";
import type { RateLimitStore } from "@/lib/rate-limit/stores/types";
import { logger } from "@/lib/logger";

/** Rate limits on a Redis server (REDIS_URL), over ioredis. */
export type RedisStoreOptions = {
  url: string;
  prefix?: string;
  /** How long a connection attempt may take (default 2000 ms). */
  connectTimeoutMs?: number;
  warn?: (message: string) => void;
};

export function createRedisStore(options: RedisStoreOptions): RateLimitStore {
  const warn = options.warn ?? ((message: string) => logger.warn(message));
  const redis = new IORedis(options.url, {
    // Fail a command after one reconnect attempt, so an unreachable server reaches the fail mode quickly.
    maxRetriesPerRequest: 1,
    connectTimeout: options.connectTimeoutMs ?? 2000,
  });
  let lastLogged = 0;
  redis.on("error", (error: Error) => {
    // ioredis emits every reconnect failure; the limiter reports failed checks, so log this at most once a minute.
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    warn(`[rate-limit] redis connection error: ${error.message}`);
  });
  return new RedisScriptStore({
    kind: "redis",
    client: ioredisScriptClient(redis),
    prefix: options.prefix,
    close: async () => {
      redis.disconnect();
    },
  });
}

/** `#!lua flags=allow-key-locking`: the first line of @upstash/ratelimit's scripts, which Redis 7.0 rejects. */
const SHEBANG = /^#!lua[^\n]*\n/;

/**
 * ioredis as a ScriptClient (the @upstash/redis call shape). Scripts lose a leading `#!lua …`
 * line: Upstash accepts its flags, Debian's Redis 7.0 does not, and the scripts are correct
 * without it. EVALSHA of an original script's hash runs the stripped copy's hash; a hash never
 * seen gets Redis's NOSCRIPT, and the caller then sends the script with EVAL.
 */
export function ioredisScriptClient(redis: IORedis): ScriptClient {
  const strippedByHash = new Map<string, string>();
  const strip = (script: string) => {
    const body = script.replace(SHEBANG, "");
    strippedByHash.set(sha1(script), body);
    return body;
  };
  return {
    eval: (script, keys, args) => redis.eval(strip(script), keys.length, ...keys, ...args),
    evalsha: (sha, keys, args) => {
      const body = strippedByHash.get(sha);
      return redis.evalsha(body === undefined ? sha : sha1(body), keys.length, ...keys, ...args);
    },
  };
}
