import starterFeed from "@/config/knowledge-base/starter-claim-reviews.json";
import type { FactCheckMatch } from "@/lib/fact-check/providers/types";
import { indexReportedEvents, reportedEventsOf } from "@/lib/fact-check/reported-events";
import { buildTimeline } from "@/lib/fact-check/timeline";
import type { Source } from "@/lib/fact-check/types";

const MICROCHIPS = "Vaccines contain microchips for tracking";
const FACTCHECK_URL = "https://www.factcheck.org/2020/04/conspiracy-theory-misinterprets-goals-of-gates-foundation/";
const POLITIFACT_URL =
  "https://www.politifact.com/factchecks/2020/may/20/facebook-posts/no-gates-foundation-isnt-pushing-microchips-all-me/";

function match(
  url: string,
  publisherName: string,
  claim: string,
  extra: Partial<FactCheckMatch["review"]> = {},
  band?: "related",
): FactCheckMatch {
  return {
    claim: { text: claim },
    review: { publisherName, url, textualRating: "False", language: "en", title: `${publisherName}'s review`, ...extra },
    verdict: "FALSE",
    matchScore: 0.95,
    provider: "local-knowledge-base",
    ...(band ? { band } : {}),
  };
}

function source(id: string, url: string, outlet: string, publishDate: string | null = null): Source {
  return {
    id,
    outlet,
    publishDate,
    credibility: 8,
    credibilityReason: "reason",
    credibilityBasis: "table",
    kind: "fact-checker",
    stance: "disputes",
    title: outlet,
    excerpt: "",
    relevance: 90,
    url,
  };
}

describe("buildTimeline with the events a review reports", () => {
  it("adds a review's dated events, oldest first, with the review as their source", () => {
    const matches = [
      match(FACTCHECK_URL, "FactCheck.org", MICROCHIPS),
      match(POLITIFACT_URL, "PolitiFact", MICROCHIPS, { reviewDate: new Date("2020-05-20") }),
    ];
    const sources = [source("src-1", FACTCHECK_URL, "FactCheck.org"), source("src-2", POLITIFACT_URL, "PolitiFact", "2020-05-20")];
    const timeline = buildTimeline(matches, sources);
    expect(timeline.map((e) => e.date)).toEqual(["2020-03-18", "2020-03-19", "2020-05-20"]);
    expect(timeline[0]).toMatchObject({
      title: expect.stringContaining("Reddit"),
      description: `Reported by FactCheck.org in "FactCheck.org's review".`,
      sources: ["src-1"],
    });
    expect(timeline[2].title).toBe('PolitiFact rates the claim "False"');
  });

  it("adds none for a related fact-check (another claim) or a review the starter file lacks", () => {
    const related = match(FACTCHECK_URL, "FactCheck.org", MICROCHIPS, {}, "related");
    expect(buildTimeline([related], [source("src-1", FACTCHECK_URL, "FactCheck.org")])).toEqual([]);
    expect(buildTimeline([match("https://example.org/x", "Example", MICROCHIPS)], [])).toEqual([]);
    // The same page reviewing another claim reports nothing for it.
    expect(reportedEventsOf({ url: FACTCHECK_URL }, "Another claim")).toEqual([]);
  });

  it("lists each event once when two matches report it", () => {
    const twice = [match(FACTCHECK_URL, "FactCheck.org", MICROCHIPS), match(FACTCHECK_URL, "FactCheck.org", MICROCHIPS)];
    expect(buildTimeline(twice, [source("src-1", FACTCHECK_URL, "FactCheck.org")])).toHaveLength(2);
  });
});

describe("the starter knowledge base's dates", () => {
  const reviews = starterFeed as Array<{ datePublished?: string; dateSource?: string; reportedEvents?: unknown[] }>;

  it("says where every publication date came from, and gives it as a calendar day", () => {
    const dated = reviews.filter((r) => r.datePublished);
    expect(dated.length).toBeGreaterThanOrEqual(28);
    for (const review of dated) {
      expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(review.dateSource?.trim()).toBeTruthy();
    }
    // A source with no date to explain is a leftover.
    for (const review of reviews.filter((r) => !r.datePublished)) expect(review.dateSource).toBeUndefined();
  });

  it("reads every reported event (a day, a title and where the day came from)", () => {
    expect(() => indexReportedEvents(starterFeed)).not.toThrow();
    expect(reviews.some((r) => r.reportedEvents?.length)).toBe(true);
  });

  it("refuses an event without a real day or without its source", () => {
    const base = { url: "https://example.org/x", claimReviewed: "A claim" };
    expect(() => indexReportedEvents([{ ...base, reportedEvents: [{ date: "2020-02-30", title: "t", dateSource: "s" }] }])).toThrow(
      /starter review 0: reportedEvents.0.date is not a calendar day/,
    );
    expect(() => indexReportedEvents([{ ...base, reportedEvents: [{ date: "2020-03", title: "t", dateSource: "s" }] }])).toThrow();
    expect(() => indexReportedEvents([{ ...base, reportedEvents: [{ date: "2020-03-01", title: "t" }] }])).toThrow(/dateSource/);
  });
});
