import { ApiError } from "@/lib/api/errors";
import { earliestClaimDate } from "@/lib/fact-check/evidence-dates";
import type { JudgmentStore } from "@/lib/fact-check/judgments";
import {
  claimKey,
  loadCandidate,
  relatedEntry,
  suggestedClaims,
  type MatchingRecord,
  type StoredCandidate,
} from "@/lib/fact-check/matching-record";
import { MATCHED_BY_MODEL_NOTE, MAX_SOURCES, toGoogleEntry } from "@/lib/fact-check/pipeline";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import type { EvidenceItem, FactCheckMatch } from "@/lib/fact-check/providers/types";
import type { CheckStore } from "@/lib/fact-check/store";
import type { FactCheckResult, RelatedFactCheck, Source } from "@/lib/fact-check/types";
import { UNCLEAR_SUMMARIES, unclearCase } from "@/lib/fact-check/unclear-summary";

/**
 * A visitor's answer on a suggested (or related) fact-check of their own check: "Yes, that's my
 * claim" answers the check from that fact-check, with the local synthesiser and no provider call
 * (no free check is spent); "No, mine is different" shows the next suggestion, if any, else the
 * UNCLEAR answer with the related list. Either is stored as a judgment. Only the check's own
 * client (its device cookie or its account) may answer, and only on a fact-check the check lists:
 * anything else is the same 404 as an unknown check. The answer is the visitor's own: the row is
 * never again served from the cache to anyone else.
 */

export type ConfirmRequest = {
  id: string;
  reviewUrl: string;
  /** The stored claim meant, when several listed claims share the review URL. */
  claim?: string;
  same: boolean;
  /** The asking client's owner keys, as the guard forwards them. */
  ownerKeys: string[];
  /** The asking client's fingerprint, stored with the judgment. */
  clientFingerprint?: string;
};

export type ConfirmDeps = {
  store: CheckStore;
  judgments: JudgmentStore;
  clock: () => Date;
  /** The matcher model's version, stored with the judgment. */
  modelVersion: string;
  /** Answers a confirmed match (the deterministic one by default: no provider call). */
  synthesiser?: LocalSynthesiser;
};

export const noSuchCheck = () => new ApiError("not_found", "No fact-check with this id");
const notListed = () => new ApiError("not_found", "This check lists no fact-check with this reviewUrl", "reviewUrl");

/** A source of the stored answer, as evidence for the new one. */
function evidenceOf(source: Source): EvidenceItem {
  return {
    url: source.url,
    title: source.title,
    outlet: source.outlet,
    snippet: source.excerpt,
    ...(source.publishDate ? { publishDate: new Date(source.publishDate) } : {}),
    stance: source.stance,
    relevance: Math.min(1, Math.max(0, source.relevance / 100)),
    provider: "stored-check",
  };
}

/** Related entries, best first, each URL once. */
function mergeRelated(...lists: RelatedFactCheck[][]): RelatedFactCheck[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((entry) => !seen.has(entry.url) && !!seen.add(entry.url))
    .sort((a, b) => b.similarity - a.similarity);
}

export async function confirmSuggestedMatch(request: ConfirmRequest, deps: ConfirmDeps): Promise<FactCheckResult> {
  const stored = await deps.store.findForConfirmation(request.id);
  const matching = stored?.matching;
  if (!stored || !matching || !request.ownerKeys.some((key) => matching.owners.includes(key))) throw noSuchCheck();
  const { result } = stored;

  // A cached copy's candidates and suggestions are those of the answer it served.
  const source = matching.candidatesFrom ? await deps.store.findForConfirmation(matching.candidatesFrom) : null;
  const candidates: StoredCandidate[] = (matching.candidatesFrom ? source?.matching?.candidates : matching.candidates) ?? [];
  const suggestionKeys = (matching.candidatesFrom ? source?.matching?.suggestions : matching.suggestions) ?? [];
  const rejected = new Set(matching.rejected);
  const open = matching.confirmed ? [] : suggestionKeys.filter((key) => !rejected.has(key));
  const relatedUrls = new Set(result.related.map((entry) => entry.url));
  // One publisher's article may review two stored claims: the claim named, if any, decides.
  const meant = request.claim === undefined ? null : claimKey(request.claim);
  const chosen = candidates.find(
    (c) =>
      c.review.url === request.reviewUrl &&
      (meant === null || claimKey(c.claim.text) === meant) &&
      (open.includes(claimKey(c.claim.text)) || relatedUrls.has(c.review.url)),
  );
  if (!chosen) throw notListed();

  const now = deps.clock();
  await deps.judgments.record({
    checkId: request.id,
    query: result.query,
    candidateClaim: chosen.claim.text,
    candidateId: chosen.review.url,
    same: request.same,
    ...(chosen.features ? { features: chosen.features } : {}),
    modelVersion: deps.modelVersion,
    ...(request.clientFingerprint ? { clientFingerprint: request.clientFingerprint } : {}),
    createdAt: now,
  });

  const key = claimKey(chosen.claim.text);
  const ofClaim = (k: string) => candidates.filter((c) => claimKey(c.claim.text) === k).map(loadCandidate);
  let updated: FactCheckResult;
  let next: MatchingRecord;
  if (request.same) {
    // Every review of the confirmed claim counts, as a match the visitor vouched for.
    const confirmed: FactCheckMatch[] = ofClaim(key).map((m) => ({ ...m, band: "match", matchScore: 1, matchedByModel: undefined }));
    const reviewUrls = new Set([...candidates.map((c) => c.review.url), ...result.googleFactCheck.map((entry) => entry.review.url)]);
    const evidence = result.sources.filter((s) => !reviewUrls.has(s.url)).map(evidenceOf);
    const synthesis = await (deps.synthesiser ?? new LocalSynthesiser()).synthesise({
      claim: result.query,
      matches: confirmed,
      evidence,
      mode: result.mode,
      maxSources: MAX_SOURCES,
      now,
      failedProviders: [],
      matchedBy: "confirmed",
    });
    // The other suggestions are now only close claims.
    const others = open.filter((k) => k !== key).flatMap((k) => ofClaim(k).map(relatedEntry));
    const { suggestion: _dropped, ...rest } = result;
    const claimDate = earliestClaimDate(confirmed.map((m) => m.claim.claimDate));
    const { claimDate: _previous, ...withoutDate } = rest;
    updated = {
      ...withoutDate,
      verdict: { status: synthesis.status, confidence: synthesis.confidence, summary: synthesis.summary },
      sources: synthesis.sources,
      timeline: synthesis.timeline,
      googleFactCheck: confirmed.map(toGoogleEntry),
      related: mergeRelated(result.related, others).filter((entry) => claimKey(entry.claim) !== key),
      matchedBy: "confirmed",
      ...(synthesis.contextualAnalysis ? { contextualAnalysis: synthesis.contextualAnalysis } : {}),
      reasoning: synthesis.reasoning,
      category: synthesis.category ?? result.category,
      ...(claimDate ? { claimDate } : {}),
      notes: result.notes.filter((note) => note !== MATCHED_BY_MODEL_NOTE),
    };
    next = { ...matching, confirmed: chosen.review.url };
  } else {
    if (!open.includes(key)) return result; // a related fact-check the visitor says is not theirs: only the judgment changes
    const remaining = open.filter((k) => k !== key);
    const suggestion = remaining[0] ? suggestedClaims(ofClaim(remaining[0]))[0] : undefined;
    // The rejected claim joins the related; the next suggestion leaves them for the card.
    const related = mergeRelated(result.related, ofClaim(key).map(relatedEntry)).filter(
      (entry) => !remaining[0] || claimKey(entry.claim) !== remaining[0],
    );
    const { suggestion: _rejected, ...rest } = result;
    const unclear = result.verdict.status === "UNCLEAR" && result.googleFactCheck.length === 0;
    updated = {
      ...rest,
      ...(suggestion ? { suggestion } : {}),
      related,
      verdict: unclear
        ? {
            ...result.verdict,
            summary: UNCLEAR_SUMMARIES[unclearCase({ suggestion: !!suggestion, related: related.length, rejected: true })],
          }
        : result.verdict,
    };
    next = { ...matching, rejected: [...matching.rejected, key] };
  }
  await deps.store.updateAnswer({ id: request.id, result: updated, matching: next, synthesiser: "confirmed-match", now });
  return updated;
}
