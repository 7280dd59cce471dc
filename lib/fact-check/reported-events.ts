import { z } from "zod";
import starterFeed from "@/config/knowledge-base/starter-claim-reviews.json";
import { isoDay, parseDate } from "@/lib/dates";

/**
 * Dated events a review reports (a study's publication, a ruling, a law taking effect), as the
 * starter knowledge base records them in each review's `reportedEvents`: a day, what happened,
 * and where the day was established (`dateSource`). The timeline shows them with the review as
 * their source. Read once from config/knowledge-base/starter-claim-reviews.json; a malformed
 * event is a data error and fails loudly.
 */

export type ReportedEvent = { date: string; title: string; dateSource: string };

const isoDaySchema = z.string().refine((value) => {
  const date = parseDate(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !!date && isoDay(date) === value;
}, "is not a calendar day (YYYY-MM-DD)");

const eventSchema = z.object({
  date: isoDaySchema,
  title: z.string().trim().min(1).max(300),
  dateSource: z.string().trim().min(1),
});

const reviewSchema = z.object({
  url: z.string().min(1),
  claimReviewed: z.string().min(1),
  reportedEvents: z.array(eventSchema).optional(),
});

/** The key of one review of one claim: a page can review several claims (the IPCC's summary does). */
const keyOf = (reviewUrl: string, claimText: string) => `${reviewUrl}\n${claimText.trim()}`;

/** Reported events by review, from a list of ClaimReview objects; throws on a malformed event. */
export function indexReportedEvents(feed: unknown[]): Map<string, ReportedEvent[]> {
  const index = new Map<string, ReportedEvent[]>();
  feed.forEach((entry, position) => {
    const parsed = reviewSchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`starter review ${position}: ${issue.path.join(".")} ${issue.message}`);
    }
    const events = parsed.data.reportedEvents ?? [];
    if (events.length) index.set(keyOf(parsed.data.url, parsed.data.claimReviewed), events);
  });
  return index;
}

let starterIndex: Map<string, ReportedEvent[]> | undefined;

/** The dated events a stored review reports, oldest first; none for a review the starter file lacks. */
export function reportedEventsOf(review: { url: string }, claimText: string): ReportedEvent[] {
  starterIndex ??= indexReportedEvents(starterFeed);
  return [...(starterIndex.get(keyOf(review.url, claimText)) ?? [])].sort((a, b) => a.date.localeCompare(b.date));
}
