"use client";

import { Bookmark, BookmarkCheck, Check, Circle, ExternalLink, X } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/components/fact-check/format";
import { credibilityBadge, type CredibilityBadge } from "@/lib/fact-check/credibility";
import type { Source, Stance } from "@/lib/fact-check/types";
import { cn } from "@/lib/utils";

const CREDIBILITY_BADGE_CLASS: Record<CredibilityBadge, string> = {
  HIGH: "border-green-500/40 bg-green-500/10 text-green-300",
  MEDIUM: "border-yellow-500/40 bg-yellow-500/10 text-yellow-200",
  LOW: "border-red-500/40 bg-red-500/10 text-red-300",
};

const STANCE_ICON: Record<Stance, { icon: typeof Check; label: string; className: string }> = {
  supports: { icon: Check, label: "Supports the claim", className: "bg-green-500/15 text-green-400" },
  disputes: { icon: X, label: "Disputes the claim", className: "bg-red-500/15 text-red-400" },
  neutral: { icon: Circle, label: "Neutral on the claim", className: "bg-muted text-muted-foreground" },
};

/** The element id of a source's card (focus target after 'Load More Sources'). */
export const sourceCardId = (id: string) => `source-${id}`;

type SourceCardProps = {
  source: Source;
  showReceipts: boolean;
  saved: boolean;
  onSave: (source: Source) => void;
};

/** One source: outlet, date, credibility, stance, title, excerpt, scores, open and save. */
export function SourceCard({ source, showReceipts, saved, onSave }: SourceCardProps) {
  const badge = credibilityBadge(source.credibility);
  const stance = STANCE_ICON[source.stance] ?? STANCE_ICON.neutral;
  const StanceIcon = stance.icon;
  const titleId = `source-${source.id}-title`;

  function save() {
    onSave(source);
    toast.success("Source saved", { description: `Saved source from ${source.outlet}` });
  }

  return (
    <article
      id={sourceCardId(source.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="outline-none focus-visible:ring-[3px] focus-visible:ring-ring flex flex-col gap-3 rounded-xl border border-border bg-card p-4 transition-colors hover:border-foreground/20 sm:p-5" data-testid="source-card">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground" aria-hidden="true">
          {source.outlet.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{source.outlet}</span>
            <Badge variant="outline" className={CREDIBILITY_BADGE_CLASS[badge]}>
              {badge}
              <span className="sr-only"> credibility</span>
            </Badge>
            <span role="img" aria-label={stance.label} title={stance.label} className={cn("flex size-5 items-center justify-center rounded-full", stance.className)} data-stance={source.stance}>
              <StanceIcon className="size-3" strokeWidth={3} aria-hidden="true" />
            </span>
          </div>
          <span className="text-xs text-muted-foreground">{formatDate(source.publishDate) ?? "Date unknown"}</span>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button asChild variant="ghost" size="icon" className="size-8">
            <a href={source.url} target="_blank" rel="noopener noreferrer" aria-label={`Open source from ${source.outlet} in a new tab`}>
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-8" onClick={save} aria-label={`Save source from ${source.outlet}`}>
            {saved ? <BookmarkCheck className="text-brand" aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="leading-snug font-semibold">
          {source.title}
        </h3>
        <p className="text-sm leading-relaxed text-muted-foreground" data-testid="source-excerpt">
          {source.excerpt}
          {showReceipts ? ` [Citation: ${source.id}]` : null}
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 border-t border-border pt-3 text-xs text-muted-foreground">
        <div className="flex gap-1">
          <dt>Relevance:</dt>
          <dd className="font-medium text-foreground">{Math.round(source.relevance)}%</dd>
        </div>
        <div className="flex gap-1">
          <dt>Credibility:</dt>
          <dd className="font-medium text-foreground">{source.credibility}/10</dd>
        </div>
      </dl>
    </article>
  );
}
