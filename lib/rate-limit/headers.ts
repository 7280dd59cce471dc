/**
 * The rate-limit headers of the fact-check endpoints, written by the server and read by the
 * browser: their names, written only here (what each means is in config/api-docs.ts). No server
 * imports: the web app's banner uses `parseRateLimitHeaders`.
 */

export const RATE_LIMIT_HEADERS = {
  limit: "X-RateLimit-Limit",
  remaining: "X-RateLimit-Remaining",
  reset: "X-RateLimit-Reset",
  window: "X-RateLimit-Window",
  retryAfter: "Retry-After",
} as const;

export type RateLimitHeaderName = (typeof RATE_LIMIT_HEADERS)[keyof typeof RATE_LIMIT_HEADERS];

/** The rate-limit record the banner reads, as the web app keeps it in localStorage under 'rateLimitData'. */
export type RateLimitState = {
  limit: number;
  remaining: number;
  /** ISO date-time of the window's end; null when unknown. */
  resetTime: string | null;
  windowHours: number;
  /** Set by a 429 (which also forces remaining to 0): the banner then says the limit is exceeded. */
  exceeded?: boolean;
};

export function rateLimitHeaderValues(state: {
  limit: number;
  remaining: number;
  resetAt: number;
  windowHours: number;
}): Record<string, string> {
  return {
    [RATE_LIMIT_HEADERS.limit]: String(state.limit),
    [RATE_LIMIT_HEADERS.remaining]: String(state.remaining),
    [RATE_LIMIT_HEADERS.reset]: String(state.resetAt),
    [RATE_LIMIT_HEADERS.window]: windowText(state.windowHours),
  };
}

/** `24h`; a window shorter than an hour in minutes (`1m`), or seconds when it is not whole minutes. */
export function windowText(hours: number): string {
  if (hours >= 1 && Number.isInteger(hours)) return `${hours}h`;
  const seconds = Math.round(hours * 3600);
  return seconds % 60 === 0 ? `${seconds / 60}m` : `${seconds}s`;
}

type HeaderSource = Headers | Record<string, string | null | undefined>;

function header(headers: HeaderSource, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value ?? null;
  return null;
}

const WINDOW_UNITS_IN_HOURS: Record<string, number> = { s: 1 / 3600, m: 1 / 60, h: 1, d: 24 };

/** `24h` → 24; also `30m`, `1d`, or a bare number of hours. */
function parseWindowHours(value: string | null): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)\s*([smhd]?)$/i);
  if (!match) return null;
  return Number(match[1]) * WINDOW_UNITS_IN_HOURS[(match[2] || "h").toLowerCase()];
}

/** A reset time as an ISO date-time, from epoch milliseconds (what Factlens sends), epoch seconds or an ISO date-time; null when unreadable. */
export function parseReset(value: string | null): string | null {
  if (!value?.trim()) return null;
  const number = Number(value);
  const ms = Number.isFinite(number) ? (number < 1e11 ? number * 1000 : number) : Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

const wholeNumber = (value: string | null) => (value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null);

/**
 * The rate-limit state a response's headers describe, or null when they carry none (the
 * banner then keeps what it had). Missing parts take defaults: remaining =
 * limit, window 24 hours.
 */
export function parseRateLimitHeaders(headers: HeaderSource): RateLimitState | null {
  const limit = wholeNumber(header(headers, RATE_LIMIT_HEADERS.limit));
  if (limit === null) return null;
  const remaining = wholeNumber(header(headers, RATE_LIMIT_HEADERS.remaining));
  return {
    limit,
    remaining: remaining === null ? limit : Math.min(remaining, limit),
    resetTime: parseReset(header(headers, RATE_LIMIT_HEADERS.reset)),
    windowHours: parseWindowHours(header(headers, RATE_LIMIT_HEADERS.window)) ?? 24,
  };
}
