import type { RateLimitDetails } from "@/lib/fact-check/client";
import { parseRateLimitHeaders, parseReset, type RateLimitState } from "@/lib/rate-limit/headers";

/**
 * The home page's rate-limit state, as pure functions of what the server said and
 * the time: the hook in `rate-limit-store.ts` keeps the result in localStorage 'rateLimitData'.
 *
 * - After every response, its X-RateLimit-* headers replace the state (none: keep it).
 * - A 429 sets remaining to 0 and `exceeded` (the banner's "Rate limit exceeded" text).
 * - Exceeded, for blocking the search and the destructive style, means remaining is 0.
 * - A state whose reset time has passed is dropped: on load, and by a timer while open.
 */

export type { RateLimitState };

/** The free limit's defaults (3 checks per 24 hours) when a 429 carries no numbers and nothing was known before. */
const DEFAULT_LIMIT = 3;
const DEFAULT_WINDOW_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
/** setTimeout's longest delay (about 24.8 days); a later reset is re-armed when that fires. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Fills a missing reset time with one window from now, so every stored state can expire. */
function withResetTime(state: RateLimitState, now: number): RateLimitState {
  return state.resetTime ? state : { ...state, resetTime: new Date(now + state.windowHours * HOUR_MS).toISOString() };
}

/** The state after a response: its headers' numbers, or the previous state when it has none. */
export function stateFromResponse(previous: RateLimitState | null, headers: Headers, now: number): RateLimitState | null {
  const parsed = parseRateLimitHeaders(headers);
  return parsed ? withResetTime(parsed, now) : previous;
}

/** The state after a 429: nothing remaining and exceeded, with the body's limit, reset time and window. */
export function stateFromRateLimitError(previous: RateLimitState | null, details: RateLimitDetails, now: number): RateLimitState {
  const reset = details.resetTime ?? previous?.resetTime ?? null;
  return withResetTime(
    {
      limit: details.limit ?? previous?.limit ?? DEFAULT_LIMIT,
      remaining: 0,
      resetTime: reset === null ? null : parseReset(String(reset)),
      windowHours: details.windowHours ?? previous?.windowHours ?? DEFAULT_WINDOW_HOURS,
      exceeded: true,
    },
    now,
  );
}

export function isExceeded(state: RateLimitState | null): boolean {
  return state !== null && (state.exceeded === true || state.remaining <= 0);
}

export function hasReset(state: RateLimitState, now: number): boolean {
  return state.resetTime !== null && Date.parse(state.resetTime) <= now;
}

/** Milliseconds until the state should be cleared (capped at setTimeout's limit); null when it never expires. */
export function msUntilReset(resetTime: string | null, now: number): number | null {
  if (!resetTime) return null;
  return Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(resetTime) - now));
}

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** Reads 'rateLimitData' as stored; anything malformed reads as nothing. */
export function parseStoredRateLimit(value: unknown): RateLimitState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { limit, remaining, resetTime, windowHours, exceeded } = value as Record<string, unknown>;
  if (!isCount(limit) || !isCount(remaining) || typeof windowHours !== "number" || !(windowHours > 0)) return undefined;
  if (resetTime !== null && (typeof resetTime !== "string" || !Number.isFinite(Date.parse(resetTime)))) return undefined;
  return { limit, remaining: Math.min(remaining, limit), resetTime, windowHours, ...(exceeded === true ? { exceeded: true } : {}) };
}

/** The stored state to show: null when there is none or its reset time has passed. */
export function restoreRateLimit(stored: RateLimitState | null | undefined, now: number): RateLimitState | null {
  if (!stored || hasReset(stored, now)) return null;
  return stored;
}
