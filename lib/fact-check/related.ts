import type { RelatedFactCheck, SuggestedFactCheck, SuggestedReview } from "@/lib/fact-check/types";
import type { DifferenceTerm } from "@/lib/knowledge-base/match-features";
import { isVerdict } from "@/lib/fact-check/verdict";

/** The most related claims a result lists (the pipeline's relatedFactChecks; bench:matching counts what they offer). */
export const MAX_RELATED_CLAIMS = 5;

/**
 * Reads `related` from JSON this code did not just build (a stored row, an API answer): every
 * well-formed entry is kept, anything else is dropped, and a missing list (a row stored before
 * related fact-checks existed, an older server) reads as none. Client-safe: no zod, no server
 * imports, so the browser bundle stays small.
 */
export function readRelatedFactChecks(value: unknown): RelatedFactCheck[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const related = readOne(entry);
    return related ? [related] : [];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);

/** Only http(s) links are followed: a stored `javascript:` URL must never become an href. */
function httpUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? value : undefined;
  } catch {
    return undefined;
  }
}

function readOne(entry: unknown): RelatedFactCheck | undefined {
  if (!isRecord(entry)) return undefined;
  const claim = text(entry.claim);
  const url = httpUrl(entry.url);
  const publisher = text(entry.publisher);
  const textualRating = text(entry.textualRating);
  if (!claim || !url || !publisher || !textualRating || typeof entry.similarity !== "number" || !Number.isFinite(entry.similarity))
    return undefined;
  const claimant = text(entry.claimant);
  const reviewDate = typeof entry.reviewDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(entry.reviewDate) ? entry.reviewDate : undefined;
  return {
    claim,
    ...(claimant ? { claimant } : {}),
    url,
    publisher,
    ...(reviewDate ? { reviewDate } : {}),
    textualRating,
    verdict: isVerdict(entry.verdict) ? entry.verdict : "UNCLEAR",
    similarity: Math.round(Math.min(100, Math.max(0, entry.similarity))),
  };
}

const DIFFERENCE_KINDS: ReadonlySet<string> = new Set(["word", "name", "figure", "negation"]);

function readTerms(value: unknown): DifferenceTerm[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((term) =>
    isRecord(term) && typeof term.text === "string" && term.text.trim() && typeof term.kind === "string" && DIFFERENCE_KINDS.has(term.kind)
      ? [{ text: term.text, kind: term.kind as DifferenceTerm["kind"] }]
      : [],
  );
}

function readReview(value: unknown): SuggestedReview | undefined {
  if (!isRecord(value)) return undefined;
  const url = httpUrl(value.url);
  const publisher = text(value.publisher);
  const textualRating = text(value.textualRating);
  if (!url || !publisher || !textualRating) return undefined;
  const reviewDate = typeof value.reviewDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value.reviewDate) ? value.reviewDate : undefined;
  return {
    url,
    publisher,
    ...(reviewDate ? { reviewDate } : {}),
    textualRating,
    verdict: isVerdict(value.verdict) ? value.verdict : "UNCLEAR",
  };
}

/**
 * Reads `suggestion` from JSON this code did not just build, as `readRelatedFactChecks` reads
 * `related`: undefined unless well-formed; malformed differences or reviews are dropped (the
 * best review itself is always among the reviews).
 */
export function readSuggestedFactCheck(value: unknown): SuggestedFactCheck | undefined {
  const base = readOne(value);
  if (!base || !isRecord(value)) return undefined;
  const differences = isRecord(value.differences) ? value.differences : {};
  const reviews = Array.isArray(value.reviews) ? value.reviews.flatMap((review) => readReview(review) ?? []) : [];
  const own = {
    url: base.url,
    publisher: base.publisher,
    ...(base.reviewDate ? { reviewDate: base.reviewDate } : {}),
    textualRating: base.textualRating,
    verdict: base.verdict,
  };
  return {
    ...base,
    differences: { query: readTerms(differences.query), candidate: readTerms(differences.candidate) },
    reviews: reviews.some((review) => review.url === base.url) ? reviews : [own, ...reviews],
  };
}
