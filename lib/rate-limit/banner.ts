import type { RateLimitState } from "@/lib/rate-limit/headers";

/**
 * The rate-limit banner's words, as a pure function of the state and the time, so
 * the web app's banner and the API's 429 message say the same thing.
 */

export const BANNER_FOOTER = "Limit resets every 24 hours to prevent abuse";

/** exceeded: destructive style; low: one search or none left (another icon); normal otherwise. */
export type BannerTone = "exceeded" | "low" | "normal";

export type Banner = { message: string; footer: string; tone: BannerTone };

const HOUR_MS = 60 * 60 * 1000;

/** Whole hours until the reset, rounded up: "5 hours", "1 hour", or "now" once it has passed; null when unknown. */
export function timeUntilReset(resetTime: string | number | null | undefined, now: number): string | null {
  if (resetTime === null || resetTime === undefined) return null;
  const resetAt = typeof resetTime === "number" ? resetTime : Date.parse(resetTime);
  if (!Number.isFinite(resetAt)) return null;
  const hours = Math.ceil((resetAt - now) / HOUR_MS);
  if (hours > 1) return `${hours} hours`;
  return hours === 1 ? "1 hour" : "now";
}

/** What the banner needs of the rate-limit record; `resetTime` may be an ISO string or epoch milliseconds. */
export type BannerState = Pick<RateLimitState, "limit" | "remaining" | "exceeded"> & { resetTime?: string | number | null };

export function bannerText(state: BannerState, now: number): Banner {
  const until = timeUntilReset(state.resetTime, now);
  if (state.exceeded) {
    return { message: `Rate limit exceeded. You can search again in ${until ?? "24 hours"}.`, footer: BANNER_FOOTER, tone: "exceeded" };
  }
  if (state.remaining <= 0) {
    const resetsIn = until && until !== "now" ? until : "24 hours";
    return { message: `You have used all ${state.limit} searches. Limit resets in ${resetsIn}.`, footer: BANNER_FOOTER, tone: "low" };
  }
  if (state.remaining === 1) {
    return { message: "You have 1 search remaining today. Use it wisely!", footer: BANNER_FOOTER, tone: "low" };
  }
  return { message: `You have ${state.remaining} searches remaining today.`, footer: BANNER_FOOTER, tone: "normal" };
}
