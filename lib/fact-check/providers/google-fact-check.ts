import { TIME_WINDOW_DAYS } from "@/lib/fact-check/filters";
import { callOutbound, parseRetryAfter, UpstreamError, type OutboundPolicy } from "@/lib/fact-check/providers/outbound";
import type { FactCheckMatch, FactCheckerProvider, ProviderContext } from "@/lib/fact-check/providers/types";
import { normalizeRating } from "@/lib/fact-check/rating";
import type { CheckMode, Language } from "@/lib/fact-check/types";
import type { ClaimReviewRecord } from "@/lib/knowledge-base/record";
import { ClaimIndex } from "@/lib/knowledge-base/claim-index";
import { parseClaimSearchResponse } from "@/lib/knowledge-base/parse";

/**
 * Google Fact Check Tools (`GET /v1alpha1/claims:search`) as a fact-checker database. The
 * response is parsed leniently field by field: `{}` means nothing matched, and `reviewDate`,
 * `title`, `claimant` and `claimDate` are often missing. Every review found is handed to
 * `remember`, so the local knowledge base learns from it.
 */

/**
 * Reviews from a claims:search body, read by the knowledge base's own parser; entries that
 * lack a URL or a rating are skipped, not fatal. A body that is not a response at all is.
 */
export function parseClaimSearch(body: unknown): ClaimReviewRecord[] {
  const outcome = parseClaimSearchResponse(body);
  if (!outcome) throw new UpstreamError("Google Fact Check Tools returned an unexpected body", { kind: "invalid-response" });
  return outcome.records.map(({ record }) => record);
}

const LANGUAGE_CODES: Record<Language, string | undefined> = { all: undefined, en: "en", es: "es", other: undefined };

export type GoogleFactCheckOptions = {
  apiKey: string;
  baseUrl: string;
  policy: OutboundPolicy;
  timeoutMs?: number;
  /** Stores the reviews found into the local knowledge base. */
  remember?: (records: ClaimReviewRecord[]) => Promise<unknown>;
  fetchImpl?: typeof fetch;
  onError?: (message: string, error: unknown) => void;
};

export class GoogleFactCheckProvider implements FactCheckerProvider {
  readonly name = "google-fact-check";
  readonly timeoutMs?: number;
  readonly modes: readonly CheckMode[] = ["fast", "standard", "detailed"];

  constructor(private readonly options: GoogleFactCheckOptions) {
    this.timeoutMs = options.timeoutMs;
  }

  /** The request URL without the key (which is added only when sending). */
  searchUrl(context: Pick<ProviderContext, "claim" | "filters" | "mode">): URL {
    const url = new URL("v1alpha1/claims:search", this.options.baseUrl.endsWith("/") ? this.options.baseUrl : `${this.options.baseUrl}/`);
    url.searchParams.set("query", context.claim);
    const language = LANGUAGE_CODES[context.filters.language];
    if (language) url.searchParams.set("languageCode", language);
    const days = TIME_WINDOW_DAYS[context.filters.timeWindow];
    if (days !== null) url.searchParams.set("maxAgeDays", String(days));
    url.searchParams.set("pageSize", context.mode === "detailed" ? "20" : "10");
    return url;
  }

  async search(context: ProviderContext): Promise<FactCheckMatch[]> {
    const url = this.searchUrl(context);
    url.searchParams.set("key", this.options.apiKey);
    const fetchImpl = this.options.fetchImpl ?? fetch;
    const records = await callOutbound(this.options.policy, context.signal, async (signal) => {
      const response = await fetchImpl(url, { signal, headers: { accept: "application/json" } });
      if (!response.ok) {
        await response.body?.cancel();
        throw new UpstreamError(`Google Fact Check Tools answered ${response.status}`, {
          status: response.status,
          retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
        });
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new UpstreamError("Google Fact Check Tools returned a body that is not JSON", { kind: "invalid-response" });
      }
      return parseClaimSearch(body);
    });
    if (records.length && this.options.remember) {
      try {
        await this.options.remember(records);
      } catch (error) {
        // Learning is a side effect: a failed write must not cost the visitor the reviews.
        this.options.onError?.("storing Google fact-checks in the knowledge base failed", error);
      }
    }
    // Google's results go through the same engine as the knowledge base's: ranked by both
    // retrieval signals, scored, and banded (anything under "related" is dropped).
    const index = new ClaimIndex();
    index.add(
      records.map((record, i) => ({ id: String(i), text: record.claimText, ...(record.claimant ? { claimant: record.claimant } : {}) })),
    );
    return index.search(context.claim, { limit: records.length }).map((hit) => {
      const record = records[Number(hit.id)];
      return {
        claim: { text: record.claimText, claimant: record.claimant, claimDate: record.claimDate },
        review: {
          publisherName: record.publisherName,
          publisherSite: record.publisherSite,
          url: record.reviewUrl,
          title: record.title,
          reviewDate: record.reviewDate,
          textualRating: record.textualRating,
          language: record.language,
        },
        verdict: normalizeRating(record.textualRating).verdict,
        matchScore: hit.score,
        provider: this.name,
        // A review of a different (or possibly different) claim is shown, never counted unless confirmed.
        ...(hit.band !== "match" ? { band: hit.band } : {}),
        ...(hit.band !== "match" && hit.differences ? { differences: hit.differences } : {}),
        ...(hit.features ? { features: hit.features } : {}),
      };
    });
  }
}
