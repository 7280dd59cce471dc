"use client";

import { BadgeCheck, Info, Share2 } from "lucide-react";
import { toast } from "sonner";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { verdictDisplay } from "@/config/verdicts";
import type { FactCheckResult } from "@/lib/fact-check/types";
import { claimReviewStructuredData } from "@/lib/seo/claim-review";
import { cn } from "@/lib/utils";
import { VERDICT_HEADING_ID } from "@/components/fact-check/heading-ids";

/** How the counted fact-checks were matched, when not by the built-in scorer alone. */
export const MATCHED_BY_TEXT = { confirmed: "Matched to your claim by you", model: "Matched by the model" } as const;

const CONFIDENCE_EXPLANATION =
  "Confidence combines source credibility, consistency between sources and strength of evidence. For any verdict but Unclear, it is the estimated chance that professional fact-checkers would give the same verdict. Above 80% is high confidence.";

async function shareLink(id: string) {
  const url = `${window.location.origin}/check/${encodeURIComponent(id)}`;
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied", { description: "Fact-check results link copied to clipboard" });
  } catch (error) {
    console.warn("Could not copy the link", error);
    toast.error("Could not copy the link", { description: url });
  }
}

/**
 * Verdict, confidence, summary and Share, plus the page's ClaimReview block: it is rendered with
 * the card, so it leaves the page when the card does.
 */
export function VerdictCard({ result, siteUrl }: { result: FactCheckResult; siteUrl: string }) {
  const display = verdictDisplay(result.verdict.status);
  const confidence = Math.round(Math.min(100, Math.max(0, result.verdict.confidence)));

  return (
    <section
      aria-labelledby={VERDICT_HEADING_ID}
      className={cn("flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6", display.borderClass)}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h2 id={VERDICT_HEADING_ID} tabIndex={-1} className="flex items-center gap-2.5 outline-none">
            <span
              className={cn("size-3 shrink-0 rounded-full ring-4 ring-current/15", display.dotClass, display.textClass)}
              aria-hidden="true"
              data-testid="verdict-dot"
            />
            <span className="sr-only">Verdict: </span>
            <span className={cn("text-xl font-bold tracking-wide", display.textClass)} data-testid="verdict-label">
              {display.label}
            </span>
          </h2>
          <Tooltip>
            <TooltipTrigger asChild>
              <button
                type="button"
                className="inline-flex items-center gap-1.5 rounded-full border border-border bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
              >
                {confidence}% Confidence
                <Info className="size-3.5 text-muted-foreground" aria-hidden="true" />
              </button>
            </TooltipTrigger>
            <TooltipContent className="max-w-xs">{CONFIDENCE_EXPLANATION}</TooltipContent>
          </Tooltip>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => shareLink(result.id)}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </div>
      {result.matchedBy === "confirmed" || result.matchedBy === "model" ? (
        <p className="-mb-1 flex items-center gap-1.5 text-sm font-medium text-muted-foreground" data-testid="matched-by">
          <BadgeCheck className="size-4 text-brand" aria-hidden="true" />
          {MATCHED_BY_TEXT[result.matchedBy]}
        </p>
      ) : null}
      <p className="leading-relaxed text-foreground/90">{result.verdict.summary}</p>
      <JsonLdScript data={claimReviewStructuredData({ result, origin: siteUrl })} />
    </section>
  );
}
