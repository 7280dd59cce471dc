import { BANNER_FOOTER, bannerText, timeUntilReset } from "@/lib/rate-limit/banner";
import { parseRateLimitHeaders, rateLimitHeaderValues } from "@/lib/rate-limit/headers";

const now = Date.parse("2026-03-10T10:00:00.000Z");
const inHours = (hours: number) => new Date(now + hours * 60 * 60 * 1000).toISOString();

describe("bannerText", () => {
  it.each([
    [inHours(5), "Rate limit exceeded. You can search again in 5 hours."],
    [inHours(4.2), "Rate limit exceeded. You can search again in 5 hours."],
    [inHours(1), "Rate limit exceeded. You can search again in 1 hour."],
    [inHours(0.25), "Rate limit exceeded. You can search again in 1 hour."],
    [inHours(-0.1), "Rate limit exceeded. You can search again in now."],
  ])("exceeded, resetting at %s: %s", (resetTime, message) => {
    expect(bannerText({ limit: 3, remaining: 0, resetTime, exceeded: true }, now)).toEqual({
      message,
      footer: BANNER_FOOTER,
      tone: "exceeded",
    });
  });

  it("says when the limit resets once every search is used", () => {
    expect(bannerText({ limit: 3, remaining: 0, resetTime: inHours(7) }, now).message).toBe(
      "You have used all 3 searches. Limit resets in 7 hours.",
    );
    expect(bannerText({ limit: 3, remaining: 0, resetTime: null }, now).message).toBe(
      "You have used all 3 searches. Limit resets in 24 hours.",
    );
    expect(bannerText({ limit: 3, remaining: 0, resetTime: null }, now).tone).toBe("low");
  });

  it("warns at one search left, and counts otherwise", () => {
    expect(bannerText({ limit: 3, remaining: 1, resetTime: inHours(3) }, now)).toEqual({
      message: "You have 1 search remaining today. Use it wisely!",
      footer: BANNER_FOOTER,
      tone: "low",
    });
    expect(bannerText({ limit: 3, remaining: 2, resetTime: inHours(3) }, now)).toEqual({
      message: "You have 2 searches remaining today.",
      footer: BANNER_FOOTER,
      tone: "normal",
    });
    expect(bannerText({ limit: 3, remaining: 3 }, now).message).toBe("You have 3 searches remaining today.");
  });

  it("always has the 24-hour footer", () => {
    expect(BANNER_FOOTER).toBe("Limit resets every 24 hours to prevent abuse");
  });

  it("reads epoch milliseconds as well as ISO strings", () => {
    expect(timeUntilReset(now + 2 * 60 * 60 * 1000, now)).toBe("2 hours");
    expect(timeUntilReset("not a date", now)).toBeNull();
  });
});

describe("parseRateLimitHeaders", () => {
  it("reads what the server writes", () => {
    const headers = new Headers(
      rateLimitHeaderValues({ limit: 3, remaining: 1, resetAt: Date.parse("2026-03-11T09:00:00.000Z"), windowHours: 24 }),
    );
    expect(headers.get("X-RateLimit-Reset")).toBe(String(Date.parse("2026-03-11T09:00:00.000Z")));
    expect(parseRateLimitHeaders(headers)).toEqual({ limit: 3, remaining: 1, resetTime: "2026-03-11T09:00:00.000Z", windowHours: 24 });
  });

  it("returns null without limit headers, and defaults (remaining = limit, 24 hours) for missing parts", () => {
    expect(parseRateLimitHeaders(new Headers())).toBeNull();
    expect(parseRateLimitHeaders({ "x-ratelimit-limit": "3" })).toEqual({ limit: 3, remaining: 3, resetTime: null, windowHours: 24 });
  });

  it("accepts a reset in epoch seconds or ISO form, and other window units", () => {
    expect(
      parseRateLimitHeaders({ "X-RateLimit-Limit": "100", "X-RateLimit-Reset": "1773219600", "X-RateLimit-Window": "1d" }),
    ).toMatchObject({
      resetTime: "2026-03-11T09:00:00.000Z",
      windowHours: 24,
    });
    expect(
      parseRateLimitHeaders({ "X-RateLimit-Limit": "3", "X-RateLimit-Reset": "2026-03-11T09:00:00Z", "X-RateLimit-Window": "12h" }),
    ).toMatchObject({
      resetTime: "2026-03-11T09:00:00.000Z",
      windowHours: 12,
    });
  });
});
