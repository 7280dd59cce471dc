import type { Language, TimeWindow } from "@/lib/fact-check/types";

const DAY = 24 * 60 * 60 * 1000;

/** How far back each time window reaches. */
export const TIME_WINDOW_DAYS: Record<TimeWindow, number | null> = {
  month: 31,
  year: 366,
  "5years": 5 * 366,
  all: null,
};

/** Undated material is kept: a missing date is not evidence of age. */
export function withinTimeWindow(date: Date | undefined | null, window: TimeWindow, now: Date): boolean {
  const days = TIME_WINDOW_DAYS[window];
  if (days === null || !date) return true;
  return now.getTime() - date.getTime() <= days * DAY;
}

export function matchesLanguage(languageCode: string | undefined | null, filter: Language): boolean {
  if (filter === "all") return true;
  const primary = (languageCode ?? "en").toLowerCase().split(/[-_]/)[0];
  if (filter === "other") return primary !== "en" && primary !== "es";
  return primary === filter;
}

/** Material from the last six months counts as recent: recent claims are cached for less time. */
export function isRecent(date: Date | undefined | null, now: Date): boolean {
  return !!date && now.getTime() - date.getTime() <= 183 * DAY && date.getTime() <= now.getTime() + DAY;
}
