"use client";

import { useId, useState } from "react";
import { Check } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ReviewRow } from "@/components/fact-check/review-row";
import { confirmErrorMessage, confirmMatch } from "@/lib/fact-check/client";
import type { FactCheckResult, RelatedFactCheck } from "@/lib/fact-check/types";

export const RELATED_HEADING_ID = "related-heading";

/** The lead under the heading: whether anything matched decides what the list means. */
export const RELATED_LEAD = {
  nothingMatched: "No fact-check of this exact claim was found. These are close:",
  alsoMatched: "Close claims that were checked separately; they do not count toward this verdict.",
} as const;

/** The button of a related claim: it answers this check from that claim's fact-checks (no check is spent). */
export const RELATED_CONFIRM_BUTTON = "That's my claim";

type RelatedFactChecksProps = {
  /** The check the list belongs to: a related claim the visitor says is theirs answers it. */
  checkId: string;
  related: RelatedFactCheck[];
  /** True when no fact-check matched the claim itself (the verdict is UNCLEAR for want of one). */
  nothingMatched: boolean;
  /** The updated check, once the visitor said a related claim is theirs. */
  onAnswered: (result: FactCheckResult) => void;
  /** Sees the answer's response (its rate-limit headers). */
  onResponse?: (response: Response) => void;
};

/** One reviewed claim and every related review of it (a claim is often reviewed by several publishers). */
type ClaimGroup = { claim: string; claimant?: string; similarity: number; reviews: RelatedFactCheck[] };

function groupByClaim(related: RelatedFactCheck[]): ClaimGroup[] {
  const groups = new Map<string, ClaimGroup>();
  for (const entry of related) {
    const key = entry.claim.trim().toLowerCase();
    const group = groups.get(key);
    if (!group) groups.set(key, { claim: entry.claim.trim(), claimant: entry.claimant, similarity: entry.similarity, reviews: [entry] });
    else {
      group.reviews.push(entry);
      group.similarity = Math.max(group.similarity, entry.similarity);
      group.claimant ??= entry.claimant;
    }
  }
  // The list arrives best first; a group takes its best entry's place.
  return [...groups.values()].sort((a, b) => b.similarity - a.similarity);
}

/**
 * Published fact-checks of claims close to the visitor's but not the same: each with its own
 * rating, never counted toward the verdict, and a button by which the visitor says that claim is
 * theirs after all: the same check is then answered from its fact-checks, as a confirmed
 * suggestion is (POST /api/fact-check/{id}/confirm), and no free check is spent.
 */
export function RelatedFactChecks({ checkId, related, nothingMatched, onAnswered, onResponse }: RelatedFactChecksProps) {
  const [pending, setPending] = useState(false);
  const confirm = async (reviewUrl: string, claim: string) => {
    setPending(true);
    try {
      onAnswered(await confirmMatch(checkId, { reviewUrl, claim, same: true }, { onResponse }));
    } catch (error) {
      toast.error("Could not record your answer", { description: confirmErrorMessage(error) });
    } finally {
      setPending(false);
    }
  };
  if (related.length === 0) return null;
  return (
    <section aria-labelledby={RELATED_HEADING_ID} className="flex flex-col gap-3" data-testid="related-fact-checks">
      <div className="flex flex-col gap-1">
        <h2 id={RELATED_HEADING_ID} className="text-lg font-semibold tracking-tight">
          Related fact-checks
        </h2>
        <p className="text-sm text-muted-foreground">{nothingMatched ? RELATED_LEAD.nothingMatched : RELATED_LEAD.alsoMatched}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {groupByClaim(related).map((group) => (
          <li key={group.claim.toLowerCase()}>
            <RelatedClaimCard group={group} onConfirm={confirm} disabled={pending} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedClaimCard({
  group,
  onConfirm,
  disabled,
}: {
  group: ClaimGroup;
  onConfirm: (reviewUrl: string, claim: string) => void;
  disabled: boolean;
}) {
  const claimId = useId();
  return (
    <Card className="gap-3 px-4 py-4 sm:px-5" data-testid="related-fact-check">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h3 id={claimId} className="min-w-0 flex-1 leading-snug font-medium break-words">
          &ldquo;{group.claim}&rdquo;
        </h3>
        <span className="shrink-0 text-xs font-medium text-muted-foreground tabular-nums" data-testid="related-similarity">
          {group.similarity}% similar
        </span>
      </div>
      {group.claimant ? <p className="-mt-1 text-xs text-muted-foreground">Claim by {group.claimant}</p> : null}
      <ul aria-label="Reviews of this claim" className="flex flex-col divide-y divide-border border-y border-border">
        {group.reviews.map((review, index) => (
          <ReviewRow key={`${review.url}-${index}`} review={review} testId="related" />
        ))}
      </ul>
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => onConfirm(group.reviews[0].url, group.claim)}
          disabled={disabled}
          aria-describedby={claimId}
        >
          <Check aria-hidden="true" />
          {RELATED_CONFIRM_BUTTON}
        </Button>
      </div>
    </Card>
  );
}
