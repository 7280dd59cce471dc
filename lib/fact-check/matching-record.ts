import type { FactCheckMatch } from "@/lib/fact-check/providers/types";
import { normalizeRating } from "@/lib/fact-check/rating";
import type { RelatedFactCheck, SuggestedFactCheck } from "@/lib/fact-check/types";

/**
 * What a stored check keeps, beyond its answer, so its visitor can confirm or reject a suggested
 * (or related) fact-check later without another provider call: every suggested and related
 * fact-check it found (as the providers returned them, with the scorer's features), the order of
 * its suggestions, the visitor's answers so far, and who may answer (hashed owner keys).
 */

/** A FactCheckMatch as JSON (its dates as ISO strings). */
export type StoredCandidate = Omit<FactCheckMatch, "claim" | "review"> & {
  claim: { text: string; claimant?: string; claimDate?: string };
  review: Omit<FactCheckMatch["review"], "reviewDate"> & { reviewDate?: string };
};

export type MatchingRecord = {
  /**
   * Who may confirm or reject: keyed hashes of the asking client's device cookie and of its
   * account (signed-in user or API key's account), never of its address alone.
   */
  owners: string[];
  /** Every suggested and related fact-check found, best first; absent in a cached copy (see `candidatesFrom`). */
  candidates?: StoredCandidate[];
  /** The suggested claims, best first (claim keys); absent in a cached copy. */
  suggestions?: string[];
  /** A cached copy's source: the row whose answer it served, which holds the candidates and suggestions. */
  candidatesFrom?: string;
  /** Claims (keys) the visitor said are not theirs, in order. */
  rejected: string[];
  /** The review URL the visitor confirmed, once they did. */
  confirmed?: string;
};

/** The most candidates a check keeps for confirmation. */
export const MAX_STORED_CANDIDATES = 30;

/** Reviews of one claim share its key. */
export const claimKey = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

export function storeCandidate(match: FactCheckMatch): StoredCandidate {
  const { claim, review, ...rest } = match;
  return {
    ...rest,
    claim: {
      text: claim.text,
      ...(claim.claimant ? { claimant: claim.claimant } : {}),
      ...(claim.claimDate ? { claimDate: claim.claimDate.toISOString() } : {}),
    },
    review: { ...review, reviewDate: review.reviewDate?.toISOString() },
  };
}

const dateOf = (value: string | undefined) => {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export function loadCandidate(stored: StoredCandidate): FactCheckMatch {
  const { claim, review, ...rest } = stored;
  return {
    ...rest,
    claim: { text: claim.text, claimant: claim.claimant, claimDate: dateOf(claim.claimDate) },
    review: { ...review, reviewDate: dateOf(review.reviewDate) },
  };
}

const day = (date: Date | undefined) => (date ? date.toISOString().slice(0, 10) : undefined);

/** One fact-check as the related list shows it. */
export function relatedEntry(m: FactCheckMatch): RelatedFactCheck {
  const reviewDate = day(m.review.reviewDate);
  return {
    claim: m.claim.text,
    ...(m.claim.claimant ? { claimant: m.claim.claimant } : {}),
    url: m.review.url,
    publisher: m.review.publisherName,
    ...(reviewDate ? { reviewDate } : {}),
    textualRating: m.review.textualRating,
    verdict: m.verdict ?? normalizeRating(m.review.textualRating).verdict ?? "UNCLEAR",
    similarity: Math.round(Math.min(1, Math.max(0, m.matchScore)) * 100),
  };
}

/**
 * The suggested claims, best first, each with every review of it (one badge per publisher): the
 * related fields are its best review's, the differences the scorer saw for it.
 */
export function suggestedClaims(suggested: FactCheckMatch[]): SuggestedFactCheck[] {
  const groups = new Map<string, FactCheckMatch[]>();
  for (const m of [...suggested].sort((a, b) => b.matchScore - a.matchScore)) {
    const key = claimKey(m.claim.text);
    const group = groups.get(key);
    if (!group) groups.set(key, [m]);
    else if (!group.some((other) => other.review.url === m.review.url)) group.push(m);
  }
  return [...groups.values()].map((reviews) => {
    const best = reviews[0];
    const claimant = reviews.find((m) => m.claim.claimant)?.claim.claimant;
    return {
      ...relatedEntry(best),
      ...(claimant ? { claimant } : {}),
      differences: best.differences ?? { query: [], candidate: [] },
      reviews: reviews.map((m) => {
        const { url, publisher, reviewDate, textualRating, verdict } = relatedEntry(m);
        return { url, publisher, ...(reviewDate ? { reviewDate } : {}), textualRating, verdict };
      }),
    };
  });
}
