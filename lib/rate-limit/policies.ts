import { env } from "@/lib/env";

/**
 * Rate-limit policies as data: how many checks each kind of client may run per window.
 * Operators change the numbers through env (FREE_CHECKS_PER_WINDOW, FREE_WINDOW_HOURS,
 * API_FREE_PER_DAY, API_PRO_PER_DAY, CACHED_ANSWERS_PER_MINUTE); the shape of each window is
 * fixed here.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export type WindowRule =
  /** Opens at the client's first counted check and ends `hours` later (the free tier: 24 hours after the first query); a fraction of an hour for short windows. */
  | { kind: "anchored"; hours: number }
  /** The calendar day in UTC: every client's window resets at 00:00 UTC. */
  | { kind: "utc-day" };

export type RateLimitPolicy = { limit: number; window: WindowRule };

export type PolicyName = "web" | "api-free" | "api-pro" | "cached-answers";

export type RateLimitPolicies = Record<PolicyName, RateLimitPolicy>;

export type PolicyNumbers = {
  freeChecksPerWindow: number;
  freeWindowHours: number;
  apiFreePerDay: number;
  apiProPerDay: number;
  cachedAnswersPerMinute: number;
};

export function buildPolicies(numbers: PolicyNumbers): RateLimitPolicies {
  return {
    /** Web checks, anonymous or signed in: 3 per 24 hours from the first check. */
    web: { limit: numbers.freeChecksPerWindow, window: { kind: "anchored", hours: numbers.freeWindowHours } },
    /** API keys on the Free tier: 100 per UTC day. */
    "api-free": { limit: numbers.apiFreePerDay, window: { kind: "utc-day" } },
    /** API keys on the Pro tier: 10,000 per UTC day. */
    "api-pro": { limit: numbers.apiProPerDay, window: { kind: "utc-day" } },
    /**
     * Answers from the cache, which the policies above never count: 60 a minute per client (its
     * address and cookie, account, or API account), so they stay free at any human pace but a
     * script cannot write rows or load the server without end.
     */
    "cached-answers": { limit: numbers.cachedAnswersPerMinute, window: { kind: "anchored", hours: 1 / 60 } },
  };
}

export const RATE_LIMIT_POLICIES: RateLimitPolicies = buildPolicies({
  freeChecksPerWindow: env.FREE_CHECKS_PER_WINDOW,
  freeWindowHours: env.FREE_WINDOW_HOURS,
  apiFreePerDay: env.API_FREE_PER_DAY,
  apiProPerDay: env.API_PRO_PER_DAY,
  cachedAnswersPerMinute: env.CACHED_ANSWERS_PER_MINUTE,
});

export function windowMs(window: WindowRule): number {
  return window.kind === "anchored" ? Math.round(window.hours * HOUR_MS) : DAY_MS;
}

export function windowHours(window: WindowRule): number {
  return window.kind === "anchored" ? window.hours : 24;
}

/** Where a window opened now would start: now for an anchored window, the UTC midnight before it otherwise. */
export function windowStartAt(window: WindowRule, now: number): number {
  return window.kind === "anchored" ? now : Math.floor(now / DAY_MS) * DAY_MS;
}
