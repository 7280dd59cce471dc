"use client";

import { useState } from "react";
import { Check, X } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ReviewRow } from "@/components/fact-check/review-row";
import { HighlightedClaim } from "@/components/fact-check/highlighted-claim";
import { confirmErrorMessage, confirmMatch } from "@/lib/fact-check/client";
import type { FactCheckResult, SuggestedFactCheck } from "@/lib/fact-check/types";
import { SUGGESTION_HEADING_ID } from "@/components/fact-check/heading-ids";

export const SUGGESTION_LEAD = "This looks like a claim that was fact-checked:";
export const SUGGESTION_BUTTONS = { same: "Yes, that's my claim", different: "No, mine is different" } as const;

type SuggestionCardProps = {
  result: FactCheckResult & { suggestion: SuggestedFactCheck };
  /** The updated check, once the visitor answered. */
  onAnswered: (result: FactCheckResult) => void;
  /** Sees the answer's response (its rate-limit headers). */
  onResponse?: (response: Response) => void;
};

/**
 * In the verdict card's place when nothing matched: the fact-check that may be the visitor's
 * claim, each publisher's rating and date, both claims with the terms on one side only
 * highlighted, and the two answers. Yes answers the check from that fact-check (no check is
 * spent); No shows the next suggestion, or the UNCLEAR answer.
 */
export function SuggestionCard({ result, onAnswered, onResponse }: SuggestionCardProps) {
  const { suggestion } = result;
  const [pending, setPending] = useState<"same" | "different" | null>(null);

  const answer = async (same: boolean) => {
    setPending(same ? "same" : "different");
    try {
      onAnswered(await confirmMatch(result.id, { reviewUrl: suggestion.url, claim: suggestion.claim, same }, { onResponse }));
    } catch (error) {
      toast.error("Could not record your answer", { description: confirmErrorMessage(error) });
      setPending(null);
    }
  };

  return (
    <section
      aria-labelledby={SUGGESTION_HEADING_ID}
      className="flex flex-col gap-4 rounded-2xl border border-brand/40 bg-card p-5 shadow-sm sm:p-6"
      data-testid="suggestion-card"
    >
      <h2 id={SUGGESTION_HEADING_ID} tabIndex={-1} className="text-lg font-semibold tracking-tight outline-none">
        {SUGGESTION_LEAD}
      </h2>
      <figure className="flex flex-col gap-1.5">
        <blockquote className="text-lg leading-snug font-medium break-words" data-testid="suggestion-claim">
          &ldquo;
          <HighlightedClaim text={suggestion.claim} terms={suggestion.differences.candidate} />
          &rdquo;
        </blockquote>
        {suggestion.claimant ? (
          <figcaption className="text-sm text-muted-foreground" data-testid="suggestion-claimant">
            Claim by {suggestion.claimant}
          </figcaption>
        ) : null}
      </figure>
      <ul aria-label="Ratings of this claim" className="flex flex-col divide-y divide-border border-y border-border">
        {suggestion.reviews.map((review) => (
          <ReviewRow key={review.url} review={review} testId="suggestion" />
        ))}
      </ul>
      <div className="flex flex-col gap-1 rounded-lg bg-muted/60 px-3 py-2.5 text-sm">
        <p className="text-xs font-medium tracking-wider text-muted-foreground uppercase">Your claim</p>
        <p className="break-words" data-testid="suggestion-query">
          &ldquo;
          <HighlightedClaim text={result.query} terms={suggestion.differences.query} />
          &rdquo;
        </p>
      </div>
      {suggestion.differences.query.length + suggestion.differences.candidate.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Highlighted: <mark className="rounded-sm bg-amber-300/50 px-0.5 text-foreground dark:bg-amber-400/25">words</mark> and{" "}
          <mark className="rounded-sm bg-red-500/20 px-0.5 text-foreground dark:bg-red-400/25">figures or negations</mark> found in one
          claim only. Check they do not change the meaning.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => answer(true)} disabled={pending !== null} aria-describedby={SUGGESTION_HEADING_ID}>
          <Check aria-hidden="true" />
          {SUGGESTION_BUTTONS.same}
        </Button>
        <Button type="button" variant="outline" onClick={() => answer(false)} disabled={pending !== null}>
          <X aria-hidden="true" />
          {SUGGESTION_BUTTONS.different}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Your answer uses none of your free checks.</p>
    </section>
  );
}
