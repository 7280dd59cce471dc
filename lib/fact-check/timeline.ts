import type { FactCheckMatch } from "@/lib/fact-check/providers/types";
import type { Source, TimelineEvent } from "@/lib/fact-check/types";
import { isoDay } from "@/lib/dates";
import { reportedEventsOf } from "@/lib/fact-check/reported-events";

/**
 * Events from the dates the evidence carries: when the claim was made, when each
 * fact-checker reviewed it, the dated events a review reports (with that review as their
 * source), and when other sources were published. The first appearance and the most credible
 * review matter most.
 */
export function buildTimeline(matches: FactCheckMatch[], sources: Source[]): TimelineEvent[] {
  const sourceIdByUrl = new Map(sources.map((source) => [source.url, source.id]));
  const events: Array<Omit<TimelineEvent, "id"> & { at: number }> = [];
  const claimDates = new Map<string, { date: Date; match: FactCheckMatch }>();
  for (const match of matches) {
    if (!match.claim.claimDate) continue;
    const key = isoDay(match.claim.claimDate);
    if (!claimDates.has(key)) claimDates.set(key, { date: match.claim.claimDate, match });
  }
  const earliestClaim = [...claimDates.values()].sort((a, b) => a.date.getTime() - b.date.getTime())[0];
  for (const { date, match } of claimDates.values()) {
    const claimant = match.claim.claimant ? ` by ${match.claim.claimant}` : "";
    events.push({
      at: date.getTime(),
      date: isoDay(date),
      title: `Claim made${claimant}`,
      description: `"${match.claim.text}"`,
      significance: date === earliestClaim?.date ? "high" : "medium",
      sources: [sourceIdByUrl.get(match.review.url)].filter((id): id is string => !!id),
    });
  }
  const reviewed = matches.filter((match) => match.review.reviewDate);
  const topCredibility = Math.max(0, ...reviewed.map((match) => sources.find((s) => s.url === match.review.url)?.credibility ?? 0));
  const seen = new Set<string>();
  for (const match of reviewed) {
    const date = match.review.reviewDate!;
    const key = `${match.review.publisherName}|${isoDay(date)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const source = sources.find((s) => s.url === match.review.url);
    events.push({
      at: date.getTime(),
      date: isoDay(date),
      title: `${match.review.publisherName} rates the claim "${match.review.textualRating}"`,
      description: match.review.title ?? `Fact-check of "${match.claim.text}"`,
      significance: source && source.credibility === topCredibility ? "high" : "medium",
      sources: source ? [source.id] : [],
    });
  }
  const reported = new Set<string>();
  for (const match of matches) {
    // A related fact-check is of another claim: its events are not this claim's story.
    if (match.band === "related") continue;
    const source = sources.find((s) => s.url === match.review.url);
    for (const event of reportedEventsOf(match.review, match.claim.text)) {
      const key = `${event.date}|${event.title}`;
      if (reported.has(key)) continue;
      reported.add(key);
      events.push({
        at: new Date(event.date).getTime(),
        date: event.date,
        title: event.title,
        description: `Reported by ${match.review.publisherName}${match.review.title ? ` in "${match.review.title}"` : ""}.`,
        significance: "medium",
        sources: source ? [source.id] : [],
      });
    }
  }
  const reviewUrls = new Set(matches.map((match) => match.review.url));
  for (const source of sources) {
    if (!source.publishDate || reviewUrls.has(source.url)) continue;
    events.push({
      at: new Date(source.publishDate).getTime(),
      date: source.publishDate,
      title: `${source.outlet} publishes "${source.title}"`,
      description: source.excerpt,
      significance: "low",
      sources: [source.id],
    });
  }
  return events.sort((a, b) => a.at - b.at).map(({ at: _at, ...event }, index) => ({ id: `event-${index + 1}`, ...event }));
}
