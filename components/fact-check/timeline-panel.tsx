"use client";

import { Fragment } from "react";
import { ExternalLink, Flag, Globe, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDate, hostName } from "@/components/fact-check/format";
import type { FactCheckResult, Significance, TimelineEvent } from "@/lib/fact-check/types";
import { cn } from "@/lib/utils";

/** Source chips shown per event ('Source 1', 'Source 2'); any further sources show as '+N more'. */
const MAX_EVENT_SOURCE_CHIPS = 2;

const SIGNIFICANCE_DOT: Record<Significance, string> = {
  high: "bg-red-500",
  medium: "bg-yellow-400",
  low: "bg-gray-400",
};

type TimelinePanelProps = Pick<FactCheckResult, "perplexityResult" | "googleFactCheck" | "timeline" | "sources" | "claimDate">;

/** The Timeline tab: every source found ('All Sources') and the dated events ('Event Timeline'). */
export function TimelinePanel({ perplexityResult, googleFactCheck, timeline, sources, claimDate }: TimelinePanelProps) {
  return (
    <div className="rounded-xl border border-border bg-card p-4 sm:p-5">
      <Tabs defaultValue="all-sources" className="gap-4">
        <TabsList aria-label="Timeline views" className="w-full sm:w-fit">
          <TabsTrigger value="all-sources" className="px-3">
            All Sources
          </TabsTrigger>
          <TabsTrigger value="events" className="px-3">
            Event Timeline
          </TabsTrigger>
        </TabsList>
        <TabsContent value="all-sources">
          <AllSources citations={perplexityResult?.citations ?? []} reviews={googleFactCheck ?? []} />
        </TabsContent>
        <TabsContent value="events">
          <EventTimeline events={timeline ?? []} sources={sources ?? []} claimDate={claimDate} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function AllSources({ citations, reviews }: { citations: string[]; reviews: FactCheckResult["googleFactCheck"] }) {
  const total = citations.length + reviews.length;
  if (total === 0) return <EmptyText>No sources found for this query</EmptyText>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid="all-sources-count">
        {total} {total === 1 ? "source" : "sources"} in total
      </p>
      <ul className="flex flex-col gap-2">
        {citations.map((url) => (
          <li key={`web-${url}`} className="flex items-start gap-3 rounded-lg border border-border p-3">
            <Globe className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="text-sm font-medium">{hostName(url)}</span>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="truncate text-xs text-brand underline-offset-4 hover:underline"
              >
                {url}
              </a>
            </div>
            <Badge variant="secondary">Web Source</Badge>
          </li>
        ))}
        {reviews.map((entry, index) => {
          const review = entry.review;
          const date = formatDate(review.reviewDate);
          return (
            <li key={`review-${review.url}-${index}`} className="flex items-start gap-3 rounded-lg border border-border p-3">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="text-sm font-medium">{review.publisher.name}</span>
                {review.title ? <span className="text-sm text-foreground/90">{review.title}</span> : null}
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  {date ? <span>{date}</span> : null}
                  <Badge variant="outline">{review.textualRating}</Badge>
                </div>
                <a
                  href={review.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex w-fit items-center gap-1 text-xs text-brand underline-offset-4 hover:underline"
                >
                  Read full analysis
                  <span className="sr-only"> from {review.publisher.name} (opens in a new tab)</span>
                  <ExternalLink className="size-3" aria-hidden="true" />
                </a>
              </div>
              <Badge variant="secondary">Fact Checker</Badge>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function EventTimeline({
  events,
  sources,
  claimDate,
}: {
  events: TimelineEvent[];
  sources: FactCheckResult["sources"];
  claimDate?: string;
}) {
  if (events.length === 0) return <EmptyText>No timeline events available for this claim</EmptyText>;
  const urlOf = (id: string) => sources.find((source) => source.id === id)?.url;
  const day = (date: string) => date.slice(0, 10);
  // The claim's own date: its events carry a "Claim date" badge; without one, a marker stands at that date.
  const claimDay = claimDate ? day(claimDate) : undefined;
  const marked = claimDay !== undefined && events.some((event) => day(event.date) === claimDay);
  const firstAfter = claimDay === undefined ? -1 : events.findIndex((event) => day(event.date) > claimDay);
  // Where the marker goes: before the first later event, or last.
  const markerAt = claimDay === undefined || marked ? -1 : firstAfter === -1 ? events.length : firstAfter;
  const marker = claimDay ? (
    <li key="claim-date" className="relative flex flex-col gap-1" data-testid="timeline-claim-date">
      <Flag className="absolute top-1 -left-[2.05rem] size-4 rounded-full bg-card text-brand" aria-hidden="true" />
      <h3 className="font-medium text-brand">The claim was made</h3>
      <span className="text-xs text-muted-foreground">{formatDate(claimDay) ?? claimDay}</span>
    </li>
  ) : null;
  return (
    <ol className="relative flex flex-col gap-5 border-l border-border pl-6">
      {markerAt === 0 ? marker : null}
      {events.map((event, position) => {
        const chips = event.sources.slice(0, MAX_EVENT_SOURCE_CHIPS);
        const more = event.sources.length - chips.length;
        const isClaimDate = claimDay !== undefined && day(event.date) === claimDay;
        return (
          <Fragment key={event.id}>
            <li className="relative flex flex-col gap-1.5" data-testid="timeline-event" data-claim-date={isClaimDate || undefined}>
              <span
                className={cn(
                  "absolute top-1.5 -left-[1.95rem] size-3 rounded-full ring-4 ring-card",
                  SIGNIFICANCE_DOT[event.significance] ?? "bg-gray-400",
                )}
                aria-hidden="true"
                data-significance={event.significance}
              />
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-medium">{event.title}</h3>
                <Badge variant="outline">{event.significance} impact</Badge>
                {isClaimDate ? (
                  <Badge className="border-brand/40 bg-brand/10 text-brand" variant="outline">
                    <Flag aria-hidden="true" />
                    Claim date
                  </Badge>
                ) : null}
              </div>
              <span className="text-xs text-muted-foreground">{formatDate(event.date) ?? event.date}</span>
              <p className="text-sm text-muted-foreground">{event.description}</p>
              {event.sources.length > 0 ? (
                <ul aria-label="Sources for this event" className="flex flex-wrap gap-1.5">
                  {chips.map((id, index) => {
                    const url = urlOf(id);
                    const label = `Source ${index + 1}`;
                    return (
                      <li key={id}>
                        {url ? (
                          <Badge asChild variant="secondary">
                            <a href={url} target="_blank" rel="noopener noreferrer">
                              {label}
                            </a>
                          </Badge>
                        ) : (
                          <Badge variant="secondary">{label}</Badge>
                        )}
                      </li>
                    );
                  })}
                  {more > 0 ? (
                    <li>
                      <Badge variant="outline">+{more} more</Badge>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </li>
            {markerAt === position + 1 ? marker : null}
          </Fragment>
        );
      })}
    </ol>
  );
}

function EmptyText({ children }: { children: string }) {
  return <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{children}</p>;
}
