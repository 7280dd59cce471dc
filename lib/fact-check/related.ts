import type { RelatedFactCheck } from "@/lib/fact-check/types";
import { isVerdict } from "@/lib/fact-check/verdict";

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
