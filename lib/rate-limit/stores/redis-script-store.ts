import { createHash } from "node:crypto";
import { Ratelimit } from "@upstash/ratelimit";
import { liveWindow, type ConsumeResult, type KeyWindow, type RateLimitStore, type WindowQuery } from "@/lib/rate-limit/stores/types";

/**
 * What the Redis-family stores (Upstash over REST, a Redis server over ioredis) have in
 * common: one Lua script run atomically by Redis, and @upstash/ratelimit for daily windows.
 * Each vendor file only builds a `ScriptClient` for its connection.
 */

/** EVAL / EVALSHA as @upstash/redis exposes them; `./redis.ts` adapts ioredis to the same shape. */
export interface ScriptClient {
  eval(script: string, keys: string[], args: (string | number)[]): Promise<unknown>;
  evalsha(sha: string, keys: string[], args: (string | number)[]): Promise<unknown>;
}

/**
 * The anchored window, for any number of keys at once. A key is a hash {count, start}; a
 * window has ended when now >= start + window (`now` comes from the app's clock, so tests can
 * move it), and then reads as empty. The script adds `cost` to every key only if every key
 * stays within the limit, and expires each key when its window ends (PEXPIRE is only for
 * tidiness; the script never relies on it). Redis runs a script without interleaving any
 * other command, which is what makes concurrent requests unable to pass the limit.
 *
 * ARGV: cost, limit, windowMs, now, startIfNew, apply (1 consume, 0 peek).
 * Returns {applied, count1, start1, count2, start2, …} in KEYS order.
 */
export const WINDOW_SCRIPT = `
local cost = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local windowMs = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
local startIfNew = ARGV[5]
local apply = ARGV[6] == "1"
local counts, starts = {}, {}
local fits = true
for i, key in ipairs(KEYS) do
  local fields = redis.call("HMGET", key, "count", "start")
  local count, start = tonumber(fields[1]), tonumber(fields[2])
  if count and start and now < start + windowMs then
    counts[i], starts[i] = count, fields[2]
  else
    counts[i], starts[i] = 0, startIfNew
  end
  if counts[i] + cost > limit then fits = false end
end
local applied = 0
if apply and fits then
  applied = 1
  for i, key in ipairs(KEYS) do
    counts[i] = counts[i] + cost
    redis.call("HSET", key, "count", counts[i], "start", starts[i])
    local ttl = math.ceil(tonumber(starts[i]) + windowMs - now)
    if ttl < 1 then ttl = 1 end
    redis.call("PEXPIRE", key, ttl)
  end
end
local reply = { applied }
for i = 1, #KEYS do
  reply[#reply + 1] = counts[i]
  reply[#reply + 1] = starts[i]
end
return reply
`;

export const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

/** EVALSHA, sending the script itself only when the server has not cached it yet. */
export async function runScript(client: ScriptClient, script: string, keys: string[], args: (string | number)[]): Promise<unknown> {
  try {
    return await client.evalsha(sha1(script), keys, args);
  } catch (error) {
    if (!String(error).includes("NOSCRIPT")) throw error;
    return client.eval(script, keys, args);
  }
}

export type RedisScriptStoreOptions = {
  kind: "upstash" | "redis";
  client: ScriptClient;
  /** Key prefix, so tests (and several apps on one Redis) stay apart. Default `factlens:`. */
  prefix?: string;
  close?: () => Promise<void>;
};

export class RedisScriptStore implements RateLimitStore {
  readonly kind: "upstash" | "redis";
  private readonly client: ScriptClient;
  private readonly prefix: string;
  private readonly closeClient?: () => Promise<void>;
  private readonly dailyLimiters = new Map<string, Ratelimit>();

  constructor(options: RedisScriptStoreOptions) {
    this.kind = options.kind;
    this.client = options.client;
    this.prefix = options.prefix ?? "factlens:";
    this.closeClient = options.close;
  }

  async consume(query: WindowQuery & { cost: number }): Promise<ConsumeResult> {
    if (this.usesDailyLimiter(query)) {
      const key = query.keys[0];
      const result = await this.dailyLimiter(query).limit(this.prefix + key, { rate: query.cost });
      return { applied: result.success, windows: [{ key, count: result.limit - result.remaining, start: result.reset - query.windowMs }] };
    }
    return this.runWindowScript(query, query.cost, true);
  }

  async peek(query: WindowQuery): Promise<KeyWindow[]> {
    if (this.usesDailyLimiter(query)) {
      const key = query.keys[0];
      const { remaining, reset, limit } = await this.dailyLimiter(query).getRemaining(this.prefix + key);
      return [liveWindow(key, { count: limit - remaining, start: reset - query.windowMs }, query)];
    }
    return (await this.runWindowScript(query, 0, false)).windows;
  }

  async close(): Promise<void> {
    await this.closeClient?.();
  }

  /**
   * A single-key window aligned to 00:00 UTC (the API tiers) goes to @upstash/ratelimit's
   * fixedWindow, whose buckets are exactly UTC days. It reads its own clock (Date.now), and
   * a denied request still adds to the day's counter, which only matters until midnight.
   */
  private usesDailyLimiter(query: WindowQuery): boolean {
    return query.aligned && query.keys.length === 1;
  }

  private dailyLimiter(query: WindowQuery): Ratelimit {
    const id = `${query.limit}/${query.windowMs}`;
    let limiter = this.dailyLimiters.get(id);
    if (!limiter) {
      limiter = new Ratelimit({
        // The Ratelimit type names @upstash/redis; it only calls EVALSHA and EVAL, which a ScriptClient has.
        redis: this.client as unknown as ConstructorParameters<typeof Ratelimit>[0]["redis"],
        limiter: Ratelimit.fixedWindow(query.limit, `${query.windowMs} ms`),
        prefix: `${this.prefix}daily`,
        ephemeralCache: false,
        analytics: false,
        // The limiter core applies its own deadline and the fail mode; never let a slow call through here.
        timeout: 0,
      });
      this.dailyLimiters.set(id, limiter);
    }
    return limiter;
  }

  private async runWindowScript(query: WindowQuery, cost: number, apply: boolean): Promise<ConsumeResult> {
    const keys = query.keys.map((key) => this.prefix + key);
    const args = [cost, query.limit, query.windowMs, query.now, query.startIfNew, apply ? 1 : 0];
    const reply = (await runScript(this.client, WINDOW_SCRIPT, keys, args)) as unknown[];
    if (!Array.isArray(reply) || reply.length !== 1 + 2 * keys.length)
      throw new Error(`unexpected reply from the rate-limit script: ${JSON.stringify(reply)}`);
    const windows = query.keys.map((key, index) => ({ key, count: Number(reply[1 + 2 * index]), start: Number(reply[2 + 2 * index]) }));
    return { applied: Number(reply[0]) === 1, windows };
  }
}
