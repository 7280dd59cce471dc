import {
  hasReset,
  isExceeded,
  MAX_TIMER_MS,
  msUntilReset,
  parseStoredRateLimit,
  restoreRateLimit,
  stateFromRateLimitError,
  stateFromResponse,
  type RateLimitState,
} from "@/components/fact-check/rate-limit-state";
import { bannerText } from "@/lib/rate-limit/banner";
import { rateLimitHeaderValues } from "@/lib/rate-limit/headers";

const HOUR = 60 * 60 * 1000;
const now = Date.parse("2026-03-10T10:00:00.000Z");
const headers = (remaining: number, resetAt = now + 24 * HOUR) =>
  new Headers(rateLimitHeaderValues({ limit: 3, remaining, resetAt, windowHours: 24 }));

describe("the home page's rate-limit state", () => {
  it("follows the headers of every response as the remaining count falls", () => {
    let state: RateLimitState | null = null;
    const messages: string[] = [];
    for (const remaining of [2, 1, 0]) {
      state = stateFromResponse(state, headers(remaining), now);
      messages.push(bannerText(state!, now).message);
    }
    expect(messages).toEqual([
      "You have 2 searches remaining today.",
      "You have 1 search remaining today. Use it wisely!",
      "You have used all 3 searches. Limit resets in 24 hours.",
    ]);
    expect(state).toEqual({ limit: 3, remaining: 0, resetTime: "2026-03-11T10:00:00.000Z", windowHours: 24 });
    expect(isExceeded(state)).toBe(true);
  });

  it("keeps the previous state for a response without rate-limit headers", () => {
    const previous = stateFromResponse(null, headers(2), now);
    expect(stateFromResponse(previous, new Headers({ "content-type": "application/json" }), now)).toBe(previous);
    expect(stateFromResponse(null, new Headers(), now)).toBeNull();
  });

  it("gives a state without a reset time one window from now, so it can expire", () => {
    expect(stateFromResponse(null, new Headers({ "X-RateLimit-Limit": "3", "X-RateLimit-Remaining": "2" }), now)).toEqual({
      limit: 3,
      remaining: 2,
      resetTime: "2026-03-11T10:00:00.000Z",
      windowHours: 24,
    });
  });

  it("turns a 429 into exceeded with nothing remaining, using the body's numbers", () => {
    const previous = stateFromResponse(null, headers(2), now);
    const state = stateFromRateLimitError(previous, { limit: 3, resetTime: "2026-03-10T15:00:00.000Z", windowHours: 24 }, now);
    expect(state).toEqual({ limit: 3, remaining: 0, resetTime: "2026-03-10T15:00:00.000Z", windowHours: 24, exceeded: true });
    expect(isExceeded(state)).toBe(true);
    expect(bannerText(state, now).message).toBe("Rate limit exceeded. You can search again in 5 hours.");
    expect(bannerText(state, now).tone).toBe("exceeded");
  });

  it("falls back to what it knew, then to the defaults, when a 429 body has no numbers", () => {
    const previous: RateLimitState = { limit: 5, remaining: 1, resetTime: "2026-03-10T12:00:00.000Z", windowHours: 12 };
    expect(stateFromRateLimitError(previous, {}, now)).toEqual({ ...previous, remaining: 0, exceeded: true });
    expect(stateFromRateLimitError(null, {}, now)).toEqual({
      limit: 3,
      remaining: 0,
      resetTime: "2026-03-11T10:00:00.000Z",
      windowHours: 24,
      exceeded: true,
    });
    expect(stateFromRateLimitError(null, { resetTime: now + 2 * HOUR }, now).resetTime).toBe("2026-03-10T12:00:00.000Z");
  });

  it("is exceeded only when nothing remains", () => {
    expect(isExceeded(null)).toBe(false);
    expect(isExceeded({ limit: 3, remaining: 1, resetTime: null, windowHours: 24 })).toBe(false);
    expect(isExceeded({ limit: 3, remaining: 0, resetTime: null, windowHours: 24 })).toBe(true);
  });
});

describe("the stored copy ('rateLimitData')", () => {
  const stored: RateLimitState = { limit: 3, remaining: 1, resetTime: "2026-03-10T12:00:00.000Z", windowHours: 24 };

  it("is restored on load while its reset time is ahead, and dropped once it has passed", () => {
    expect(restoreRateLimit(stored, now)).toEqual(stored);
    expect(restoreRateLimit(stored, Date.parse("2026-03-10T12:00:00.000Z"))).toBeNull();
    expect(restoreRateLimit(undefined, now)).toBeNull();
    expect(restoreRateLimit(null, now)).toBeNull();
    expect(hasReset(stored, now + 2 * HOUR)).toBe(true);
  });

  it("round-trips through JSON and rejects malformed data", () => {
    expect(parseStoredRateLimit(JSON.parse(JSON.stringify({ ...stored, exceeded: true })))).toEqual({ ...stored, exceeded: true });
    for (const bad of [
      null,
      "3",
      { ...stored, limit: "3" },
      { ...stored, remaining: -1 },
      { ...stored, resetTime: "soon" },
      { ...stored, windowHours: 0 },
    ]) {
      expect(parseStoredRateLimit(bad)).toBeUndefined();
    }
    expect(parseStoredRateLimit({ ...stored, remaining: 9 })?.remaining).toBe(3);
  });

  it("arms the clearing timer for the reset time, within setTimeout's range", () => {
    expect(msUntilReset(stored.resetTime, now)).toBe(2 * HOUR);
    expect(msUntilReset(stored.resetTime, now + 3 * HOUR)).toBe(0);
    expect(msUntilReset("2027-01-01T00:00:00.000Z", now)).toBe(MAX_TIMER_MS);
    expect(msUntilReset(null, now)).toBeNull();
  });
});
