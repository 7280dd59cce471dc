/**
 * One reader for the dates providers and feeds send: ISO days ("2024-03-15", read as UTC midnight
 * as ECMAScript defines), ISO timestamps with or without an offset, and the English forms
 * `Date` itself reads ("March 15, 2024"). Anything else, an empty string included, is undefined
 * rather than an Invalid Date that would sort and format as NaN.
 *
 * Pure: no I/O.
 */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== "string" || !value.trim()) return undefined;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date's UTC calendar day as "YYYY-MM-DD". */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC calendar day a date falls on, as midnight UTC. */
export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
