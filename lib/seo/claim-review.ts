import { siteConfig } from "@/config/site";
import { RATING_SCALE, verdictDisplay } from "@/config/verdicts";
import type { FactCheckResult } from "@/lib/fact-check/types";

type ClaimReviewInput = {
  result: Pick<FactCheckResult, "id" | "query" | "verdict" | "checkedAt">;
  /** The site's public origin; the review's URL is the check's permalink under it. */
  origin: string;
};

/** The permalink of a stored check. */
export function checkPermalink(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, "")}/check/${encodeURIComponent(id)}`;
}

/**
 * schema.org ClaimReview for one check (with the verdict's star rating from config/verdicts.ts): the claim, a
 * 1–5 rating named after the verdict, Factlens as author, the check's date and permalink.
 */
export function claimReviewStructuredData({ result, origin }: ClaimReviewInput) {
  const display = verdictDisplay(result.verdict.status);
  const base = origin.replace(/\/+$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "ClaimReview",
    url: checkPermalink(base, result.id),
    claimReviewed: result.query,
    datePublished: result.checkedAt,
    reviewBody: result.verdict.summary,
    author: { "@type": "Organization", name: siteConfig.name, url: `${base}/` },
    reviewRating: {
      "@type": "Rating",
      ratingValue: display.stars,
      bestRating: RATING_SCALE.best,
      worstRating: RATING_SCALE.worst,
      alternateName: display.prose,
    },
  };
}
