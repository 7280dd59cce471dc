import { z } from "zod";
import { parseDate } from "@/lib/dates";
import { KB_CATEGORIES, type ClaimReviewRecord } from "@/lib/knowledge-base/record";

/**
 * Reads fact-checks from the formats the knowledge base imports:
 *  (a) schema.org ClaimReview JSON-LD: one object, an array, an `@graph`, or a DataFeed
 *      `{"@type":"DataFeed","dataFeedElement":[{"item":[ClaimReview, …]}]}`;
 *  (b) a Google Fact Check Tools `claims:search` response (`{}` when nothing matched);
 *  (c) JSON Lines whose lines are any of the above.
 * A bad record is skipped with a reason; it never stops the rest of the input.
 */

export type ParsedRecord = { record: ClaimReviewRecord; where: string };
export type SkippedRecord = { where: string; reason: string };
export type ParseOutcome = { records: ParsedRecord[]; skipped: SkippedRecord[] };

const text = z.string().trim().min(1);
const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), "is not an http(s) URL");

const recordSchema = z.object({
  claimText: text.max(5000),
  claimant: z.string().trim().min(1).max(500).optional(),
  claimDate: z.date().optional(),
  publisherName: text.max(300),
  publisherSite: z.string().trim().min(1).max(300).optional(),
  reviewUrl: httpUrl,
  title: z.string().trim().min(1).max(1000).optional(),
  reviewDate: z.date().optional(),
  textualRating: text.max(2000),
  language: z.string().trim().min(2).max(35),
  category: z.enum(KB_CATEGORIES).optional(),
  summary: z.string().trim().min(1).max(5000).optional(),
});

type Json = unknown;
type JsonObject = Record<string, unknown>;

const isObject = (value: Json): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
const asString = (value: Json): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

function hasType(value: JsonObject, type: string): boolean {
  const declared = value["@type"];
  return Array.isArray(declared) ? declared.includes(type) : declared === type;
}

function nameOf(value: Json): string | undefined {
  if (Array.isArray(value)) return nameOf(value[0]);
  if (isObject(value)) return asString(value.name) ?? asString(value.legalName);
  return asString(value);
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return undefined;
  }
}

function categoryOf(value: Json): ClaimReviewRecord["category"] {
  const words = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  for (const word of words) {
    const match = KB_CATEGORIES.find((category) => typeof word === "string" && category.toLowerCase() === word.trim().toLowerCase());
    if (match) return match;
  }
  return undefined;
}

/** A star rating with its scale, as some publishers give instead of a label. */
function ratingFromStars(rating: JsonObject): string | undefined {
  const value = Number(rating.ratingValue);
  const best = Number(rating.bestRating ?? 5);
  const worst = Number(rating.worstRating ?? 1);
  if (!Number.isFinite(value) || !Number.isFinite(best) || !Number.isFinite(worst) || best <= worst) return undefined;
  const position = (value - worst) / (best - worst);
  if (position < 0 || position > 1) return undefined;
  const labels = ["False", "Mostly False", "Half True", "Mostly True", "True"];
  return labels[Math.round(position * 4)];
}

function finish(candidate: Partial<ClaimReviewRecord>, where: string, outcome: ParseOutcome) {
  const parsed = recordSchema.safeParse(candidate);
  if (parsed.success) {
    outcome.records.push({ record: parsed.data, where });
    return;
  }
  const issue = parsed.error.issues[0];
  const field = issue.path.join(".") || "record";
  const reason =
    issue.code === "invalid_type" && candidate[field as keyof ClaimReviewRecord] === undefined
      ? `missing ${field}`
      : `${field} ${issue.message}`;
  outcome.skipped.push({ where, reason });
}

function fromClaimReview(review: JsonObject, where: string, outcome: ParseOutcome) {
  const item = isObject(review.itemReviewed) ? review.itemReviewed : {};
  const author = Array.isArray(review.author) ? review.author[0] : review.author;
  const publisher = isObject(author) ? author : isObject(review.publisher) ? review.publisher : {};
  const rating = isObject(review.reviewRating)
    ? review.reviewRating
    : Array.isArray(review.reviewRating) && isObject(review.reviewRating[0])
      ? review.reviewRating[0]
      : {};
  const reviewUrl = asString(review.url);
  const publisherSite = hostOf(asString(publisher.url)) ?? hostOf(reviewUrl);
  const firstAppearance = Array.isArray(item.appearance) ? item.appearance[0] : item.firstAppearance;
  finish(
    {
      claimText: asString(review.claimReviewed) ?? asString(item.name) ?? asString(item.text),
      claimant: nameOf(item.author),
      claimDate: parseDate(item.datePublished) ?? (isObject(firstAppearance) ? parseDate(firstAppearance.datePublished) : undefined),
      publisherName: nameOf(publisher) ?? publisherSite,
      publisherSite,
      reviewUrl,
      title: asString(review.headline) ?? asString(review.name),
      reviewDate: parseDate(review.datePublished) ?? parseDate(review.dateModified),
      textualRating: asString(rating.alternateName) ?? asString(rating.name) ?? ratingFromStars(rating),
      language:
        asString(review.inLanguage) ?? (isObject(review.inLanguage) ? asString(review.inLanguage.alternateName) : undefined) ?? "en",
      category: categoryOf(review.keywords),
      summary: asString(review.reviewBody) ?? asString(review.description),
    },
    where,
    outcome,
  );
}

function fromGoogleResponse(response: JsonObject, where: string, outcome: ParseOutcome) {
  const claims = Array.isArray(response.claims) ? response.claims : [];
  claims.forEach((claim, claimIndex) => collectFromClaim(claim, `${where} claims[${claimIndex}]`, outcome));
}

/** One entry of a `claims:search` response's `claims`: each of its reviews is a record. */
export function collectFromClaim(claim: Json, at: string, outcome: ParseOutcome): void {
  if (!isObject(claim)) {
    outcome.skipped.push({ where: at, reason: "claim is not an object" });
    return;
  }
  const reviews = Array.isArray(claim.claimReview) ? claim.claimReview : [];
  if (reviews.length === 0) outcome.skipped.push({ where: at, reason: "claim has no claimReview" });
  reviews.forEach((review, reviewIndex) => {
    const reviewAt = `${at}.claimReview[${reviewIndex}]`;
    if (!isObject(review)) {
      outcome.skipped.push({ where: reviewAt, reason: "claimReview is not an object" });
      return;
    }
    const publisher = isObject(review.publisher) ? review.publisher : {};
    const reviewUrl = asString(review.url);
    finish(
      {
        claimText: asString(claim.text),
        claimant: asString(claim.claimant),
        claimDate: parseDate(claim.claimDate),
        publisherName: asString(publisher.name) ?? asString(publisher.site) ?? hostOf(reviewUrl),
        publisherSite: asString(publisher.site) ?? hostOf(reviewUrl),
        reviewUrl,
        title: asString(review.title),
        reviewDate: parseDate(review.reviewDate),
        textualRating: asString(review.textualRating),
        language: asString(review.languageCode) ?? "en",
      },
      reviewAt,
      outcome,
    );
  });
}

/** One `dataFeedElement` of a DataFeed: a DataFeedItem whose `item` holds ClaimReviews, or a ClaimReview itself. */
export function collectFromFeedElement(element: Json, where: string, index: number, outcome: ParseOutcome): void {
  const items = isObject(element) ? (Array.isArray(element.item) ? element.item : element.item ? [element.item] : [element]) : [element];
  items.forEach((item, itemIndex) => collectFromJson(item, `${where} dataFeedElement[${index}].item[${itemIndex}]`, outcome));
}

/**
 * A `claims:search` body as the online Google provider receives it: the same reading as an
 * imported response, so a review is stored the same way whichever door it came through.
 * Null when the body is not a claims:search response at all (not an object, or `claims` not a list).
 */
export function parseClaimSearchResponse(body: Json): ParseOutcome | null {
  if (!isObject(body) || ("claims" in body && !Array.isArray(body.claims))) return null;
  const outcome: ParseOutcome = { records: [], skipped: [] };
  fromGoogleResponse(body, "claims:search", outcome);
  return outcome;
}

/** Any JSON value of the accepted formats. */
export function collectFromJson(value: Json, where: string, outcome: ParseOutcome): void {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => collectFromJson(entry, `${where}[${index}]`, outcome));
    return;
  }
  if (!isObject(value)) {
    outcome.skipped.push({ where, reason: "not a JSON object" });
    return;
  }
  if (hasType(value, "ClaimReview")) return fromClaimReview(value, where, outcome);
  // A DataFeed, with or without its @type (published feeds are `{"dataFeedElement": […]}` at heart).
  if (hasType(value, "DataFeed") || Array.isArray(value.dataFeedElement)) {
    const elements = Array.isArray(value.dataFeedElement) ? value.dataFeedElement : [];
    elements.forEach((element, index) => collectFromFeedElement(element, where, index, outcome));
    return;
  }
  if (Array.isArray(value["@graph"])) return collectFromJson(value["@graph"], `${where} @graph`, outcome);
  if (Array.isArray(value.claims) || Object.keys(value).length === 0 || (Object.keys(value).length === 1 && "nextPageToken" in value)) {
    return fromGoogleResponse(value, where, outcome);
  }
  outcome.skipped.push({
    where,
    reason: `not a ClaimReview, DataFeed or claims:search response (@type ${JSON.stringify(value["@type"] ?? null)})`,
  });
}

/** Parses a file's text: JSON first, JSON Lines when the whole text is not one JSON value. */
export function parseClaimReviews(content: string, source = "input"): ParseOutcome {
  const outcome: ParseOutcome = { records: [], skipped: [] };
  const trimmed = content.replace(/^\uFEFF/, "").trim();
  if (trimmed === "") return outcome;
  try {
    collectFromJson(JSON.parse(trimmed), source, outcome);
    return outcome;
  } catch {
    // Not a single JSON value: read it as JSON Lines.
  }
  trimmed.split(/\r?\n/).forEach((line, index) => {
    const where = `${source}:${index + 1}`;
    if (line.trim() === "") return;
    let value: Json;
    try {
      value = JSON.parse(line);
    } catch (error) {
      outcome.skipped.push({ where, reason: `invalid JSON (${(error as Error).message})` });
      return;
    }
    collectFromJson(value, where, outcome);
  });
  return outcome;
}
