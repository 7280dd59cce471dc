/**
 * The one interface every rate-limit store implements (database, Upstash, Redis). A store
 * keeps, per key, the count of checks in the key's live window and when that window started;
 * the limiter core (`../limiter.ts`) decides what the numbers mean. Stores never read a clock:
 * `now` comes in with every call.
 */

export type WindowQuery = {
  /** One counter per key; a request is counted against all of them (e.g. IP and cookie). */
  keys: string[];
  limit: number;
  windowMs: number;
  /** Where a window opened by this call starts (now for an anchored window, 00:00 UTC for a daily one). */
  startIfNew: number;
  now: number;
  /** A daily window aligned to 00:00 UTC, which the Redis stores may hand to @upstash/ratelimit. */
  aligned: boolean;
};

/** A key's window as the store holds it after the call: a window that has ended reads as count 0 starting at `startIfNew`. */
export type KeyWindow = { key: string; count: number; start: number };

export type ConsumeResult = { applied: boolean; windows: KeyWindow[] };

export interface RateLimitStore {
  readonly kind: "database" | "upstash" | "redis" | "memory";
  /**
   * Atomically adds `cost` to every key's live window, opening a window at `startIfNew` where
   * none is live, if and only if every key stays within `limit`. All or nothing: when one
   * key would go over, no key changes. Concurrent calls never take a key past `limit`.
   */
  consume(query: WindowQuery & { cost: number }): Promise<ConsumeResult>;
  /** The keys' windows, unchanged. */
  peek(query: WindowQuery): Promise<KeyWindow[]>;
  close?(): Promise<void>;
}

/** A window that has ended (or never opened) reads as empty, starting where a new one would. */
export function liveWindow(key: string, stored: { count: number; start: number } | null, query: WindowQuery): KeyWindow {
  if (stored && query.now < stored.start + query.windowMs) return { key, count: stored.count, start: stored.start };
  return { key, count: 0, start: query.startIfNew };
}
