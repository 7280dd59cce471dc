import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/components/fact-check/format";
import { verdictDisplay } from "@/config/verdicts";
import type { SuggestedReview } from "@/lib/fact-check/types";
import { cn } from "@/lib/utils";

/** One publisher's review of a claim: its rating badge, the rating in its own words, its date and a link. */
export function ReviewRow({ review, testId }: { review: SuggestedReview; testId: string }) {
  const display = verdictDisplay(review.verdict);
  const date = formatDate(review.reviewDate);
  return (
    <li className="flex flex-col gap-1.5 py-2.5 text-sm sm:flex-row sm:items-center sm:gap-4" data-testid={`${testId}-review`}>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant="outline" className={cn("gap-1.5 font-semibold tracking-wide", display.badgeClass)} data-testid={`${testId}-rating`}>
          <span className={cn("size-2 rounded-full", display.dotClass)} aria-hidden="true" />
          <span className="sr-only">Rating: </span>
          {display.label}
        </Badge>
        <span className="min-w-0 break-words">
          <span className="font-medium">{review.publisher}</span>
          <span className="text-muted-foreground"> rated it &ldquo;{review.textualRating}&rdquo;</span>
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-3 text-xs sm:ml-auto">
        {date && review.reviewDate ? (
          <time dateTime={review.reviewDate} className="text-muted-foreground tabular-nums">
            {date}
          </time>
        ) : null}
        <a
          href={review.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded-sm font-medium text-brand underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
        >
          Read the review
          <span className="sr-only"> by {review.publisher} (opens in a new tab)</span>
          <ExternalLink className="size-3" aria-hidden="true" />
        </a>
      </div>
    </li>
  );
}
