"use client";

import { Bookmark, BookmarkCheck, Check, Circle, ExternalLink, X } from "lucide-react";
import Link from "next/link";
import { toast } from "sonner";
import { badgeVariants } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatDate } from "@/components/fact-check/format";
import { credibilityBadge, OUTLET_KIND_LABELS, type CredibilityBadge, type CredibilityBasis } from "@/lib/fact-check/credibility";
import { dateRelation } from "@/lib/fact-check/evidence-dates";
import type { Source, Stance } from "@/lib/fact-check/types";
import { cn } from "@/lib/utils";

const CREDIBILITY_BADGE_CLASS: Record<CredibilityBadge, string> = {
  HIGH: "border-green-500/40 bg-green-500/10 text-green-800 dark:text-green-300",
  MEDIUM: "border-yellow-500/40 bg-yellow-500/10 text-yellow-800 dark:text-yellow-200",
  LOW: "border-red-500/40 bg-red-500/10 text-red-800 dark:text-red-300",
};

const BASIS_LABEL: Record<CredibilityBasis, string> = {
  table: "From Factlens's credibility table",
  rule: "Not in the credibility table: scored by a rule for its kind of source",
  default: "Not in the credibility table: default score",
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
  /** YYYY-MM-DD when the claim was first made, if known: the card says how its date relates to it. */
  claimDate?: string;
};

/** One source: outlet, date, credibility, stance, title, excerpt, scores, open and save. */
export function SourceCard({ source, showReceipts, saved, onSave, claimDate }: SourceCardProps) {
  const badge = credibilityBadge(source.credibility);
  const stance = STANCE_ICON[source.stance] ?? STANCE_ICON.neutral;
  const StanceIcon = stance.icon;
  const titleId = `source-${source.id}-title`;
  const relation = dateRelation(source.publishDate, claimDate);

  function save() {
    onSave(source);
    toast.success("Source saved", { description: `Saved source from ${source.outlet}` });
  }

  return (
    <article
      id={sourceCardId(source.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="outline-none focus-visible:ring-[3px] focus-visible:ring-ring flex flex-col gap-3 rounded-xl border border-border bg-card p-4 transition-colors hover:border-foreground/20 sm:p-5"
      data-testid="source-card"
    >
      <div className="flex items-start gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
          aria-hidden="true"
        >
          {source.outlet.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{source.outlet}</span>
            <CredibilityPopover source={source} badge={badge} />
            <span
              role="img"
              aria-label={stance.label}
              title={stance.label}
              className={cn("flex size-5 items-center justify-center rounded-full", stance.className)}
              data-stance={source.stance}
            >
              <StanceIcon className="size-3" strokeWidth={3} aria-hidden="true" />
            </span>
          </div>
          <span className="text-xs text-muted-foreground" data-testid="source-date">
            {formatDate(source.publishDate) ?? "Date unknown"}
            {relation ? (
              <span data-relation={relation.relation}>
                {" · "}
                {relation.text}
              </span>
            ) : null}
          </span>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button asChild variant="ghost" size="icon" className="size-8">
            <a href={source.url} target="_blank" rel="noopener noreferrer" aria-label={`Open source from ${source.outlet} in a new tab`}>
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={save}
            aria-label={`Save source from ${source.outlet}`}
          >
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

/** The credibility badge: a button that opens the score, the outlet's kind and the reason for the score. */
function CredibilityPopover({ source, badge }: { source: Source; badge: CredibilityBadge }) {
  const kind = source.kind ? OUTLET_KIND_LABELS[source.kind] : undefined;
  return (
    <Popover>
      <PopoverTrigger
        className={cn(badgeVariants({ variant: "outline" }), CREDIBILITY_BADGE_CLASS[badge], "cursor-pointer hover:brightness-110")}
        data-testid="credibility-badge"
      >
        {badge}
        <span className="sr-only"> credibility, {source.credibility} out of 10: why?</span>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="flex flex-col gap-2 text-sm"
        data-testid="credibility-popover"
        aria-label={`Credibility of ${source.outlet}`}
      >
        <p className="flex items-baseline justify-between gap-3">
          <span className="font-semibold">{source.outlet}</span>
          <span className="font-semibold tabular-nums">{source.credibility}/10</span>
        </p>
        <dl className="flex flex-col gap-1.5 text-xs">
          {kind ? (
            <div className="flex gap-1">
              <dt className="text-muted-foreground">Kind:</dt>
              <dd className="font-medium">{kind}</dd>
            </div>
          ) : null}
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground">Why this score:</dt>
            <dd className="leading-relaxed">{source.credibilityReason ?? "No reason recorded."}</dd>
          </div>
          {source.credibilityBasis ? <p className="text-muted-foreground">{BASIS_LABEL[source.credibilityBasis]}.</p> : null}
        </dl>
        <Link href="/methodology" className="w-fit text-xs text-brand underline-offset-4 hover:underline">
          How Factlens scores outlets
        </Link>
      </PopoverContent>
    </Popover>
  );
}
