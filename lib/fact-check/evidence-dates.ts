import { isoDay, parseDate, utcDay } from "@/lib/dates";

/**
 * How the evidence's dates relate to the claim's and to the check: "2 years after the claim",
 * "before the claim was made", and whether the newest evidence is old. Pure: no I/O.
 */

/** Evidence older than this at the time of the check gets a note on the result. */
export const STALE_EVIDENCE_YEARS = 3;

const DAY_MS = 24 * 3600 * 1000;

/** A date given as YYYY-MM-DD, an ISO timestamp or a Date, as a UTC day; undefined if unreadable. */
function dayOf(value: string | Date | null | undefined): Date | undefined {
  const date = parseDate(value);
  return date && utcDay(date);
}

/** The earliest readable date, as YYYY-MM-DD; undefined when none is. */
export function earliestClaimDate(dates: Array<string | Date | null | undefined>): string | undefined {
  const days = dates.map(dayOf).filter((d): d is Date => !!d);
  if (days.length === 0) return undefined;
  return isoDay(new Date(Math.min(...days.map((d) => d.getTime()))));
}

/** Whole calendar months from `from` to `to` (to ≥ from). */
function wholeMonths(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  return months;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

export type DateRelation = { relation: "before" | "same-day" | "after"; text: string };

/**
 * How a source's date relates to the claim's: "before the claim was made", "on the day the
 * claim was made" or "3 days / 5 months / 2 years after the claim". Null when either date is unknown.
 */
export function dateRelation(publishDate: string | null | undefined, claimDate: string | null | undefined): DateRelation | null {
  const published = dayOf(publishDate);
  const claimed = dayOf(claimDate);
  if (!published || !claimed) return null;
  const days = Math.round((published.getTime() - claimed.getTime()) / DAY_MS);
  if (days < 0) return { relation: "before", text: "before the claim was made" };
  if (days === 0) return { relation: "same-day", text: "on the day the claim was made" };
  const months = wholeMonths(claimed, published);
  if (months < 1) return { relation: "after", text: `${plural(days, "day")} after the claim` };
  if (months < 12) return { relation: "after", text: `${plural(months, "month")} after the claim` };
  return { relation: "after", text: `${plural(Math.floor(months / 12), "year")} after the claim` };
}

/**
 * A note for the result when its newest dated evidence is more than three years older than the
 * check; null when the evidence is newer or carries no dates.
 */
export function staleEvidenceNote(publishDates: Array<string | null | undefined>, checkedAt: Date): string | null {
  const days = publishDates.map(dayOf).filter((d): d is Date => !!d);
  if (days.length === 0) return null;
  const newest = new Date(Math.max(...days.map((d) => d.getTime())));
  // More than three years: a day past the third anniversary of the newest evidence.
  if (dayOf(checkedAt)!.getTime() <= addYears(newest, STALE_EVIDENCE_YEARS).getTime()) return null;
  return `The newest evidence found is from ${isoDay(newest)}, more than ${STALE_EVIDENCE_YEARS} years before this check: later developments may not be covered.`;
}

function addYears(date: Date, years: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()));
}
