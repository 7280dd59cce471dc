/** Display helpers shared by the result view. Dates print in UTC so server and browser agree. */

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** "Feb 26, 2025" for an ISO date or date-time; undefined when missing or unreadable. */
export function formatDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? undefined : dateFormat.format(date);
}

/** The host of a URL without "www."; the URL itself when it cannot be parsed. */
export function hostName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\d*\./, "");
  } catch {
    return url;
  }
}
