import { earliestClaimDate, staleEvidenceNote } from "@/lib/fact-check/evidence-dates";
import { ApiError } from "@/lib/api/errors";
import { isRecent } from "@/lib/fact-check/filters";
import type {
  EvidenceItem,
  FactCheckMatch,
  FactCheckerProvider,
  MatchJudge,
  MatchRelation,
  ProviderContext,
  ProviderOptions,
  Synthesis,
  Synthesiser,
  WebEvidenceProvider,
} from "@/lib/fact-check/providers/types";
import { countsTowardVerdict } from "@/lib/fact-check/providers/types";
import { describeFailure, ProviderSkipped } from "@/lib/fact-check/providers/outbound";
import type { CheckStore } from "@/lib/fact-check/store";
import type {
  CheckFilters,
  CheckMode,
  FactCheckResult,
  GoogleFactCheckEntry,
  MatchPath,
  ProviderReport,
  RelatedFactCheck,
} from "@/lib/fact-check/types";
import { claimKey, MAX_STORED_CANDIDATES, relatedEntry, storeCandidate, suggestedClaims } from "@/lib/fact-check/matching-record";
import { MAX_RELATED_CLAIMS } from "@/lib/fact-check/related";
import { UNCLEAR_SUMMARIES, unclearCase } from "@/lib/fact-check/unclear-summary";
import { normalizeClaimText } from "@/lib/knowledge-base/text";
import { classifyCategory } from "@/lib/discover/classify-category";

/**
 * The fact-check pipeline: normalise, answer from the cache, or ask every fact-checker and
 * web-evidence provider in parallel (each on its own time budget), synthesise, and persist.
 * Everything it depends on is passed in; nothing here reads the environment.
 */

/** The most sources a check keeps (the API's max_sources ceiling). */
export const MAX_SOURCES = 10;

export type CheckRequest = {
  claim: string;
  mode: CheckMode;
  includeReasoning: boolean;
  maxSources: number;
  filters: CheckFilters;
  userId?: string;
  /** Who asked, as the rate-limit guard names them (a keyed hash); stored with the row. */
  clientFingerprint?: string;
  /**
   * Who may later confirm or reject the check's suggested match: keyed hashes of the asking
   * client's device cookie and account, as the guard forwards them (`forwarded.ts`).
   */
  ownerKeys?: string[];
  /**
   * The cached answer the rate limit found and counted as cached (or its id, to load): served
   * as it is, without looking the cache up again, even if it expired meanwhile. Never computed:
   * an id that no longer loads is a 503 to retry, not a free check. Null: the rate limit looked
   * the cache up and found nothing, so the check neither looks again nor serves a cached answer.
   */
  cachedAnswer?: FactCheckResult | { id: string } | null;
};

export type ProgressStep = "analyzing" | "searching" | "cross-referencing" | "scoring" | "done";

export type PipelineDeps = {
  factCheckers: FactCheckerProvider[];
  webEvidence: WebEvidenceProvider[];
  synthesiser: Synthesiser;
  /**
   * A chat model that re-judges the top retrieved fact-checks (same claim, related, different)
   * in the modes it serves, under its own budget (else the providers'), cut to what is left of
   * the retrieval phase. Its failure keeps the scorer's bands, with a note.
   */
  matchJudge?: MatchJudge;
  /** Answers when the synthesiser fails. */
  fallbackSynthesiser?: Synthesiser;
  store: CheckStore;
  clock: () => Date;
  budgets: { providerMs: number; synthesisMs: number };
  cache: { ttlMs: number; recentTtlMs: number };
  onProgress?: (step: ProgressStep) => void;
  /** Told of every provider failure with its internals, for the server log; the result only gets a plain note. */
  onProviderError?: (provider: string, error: unknown) => void;
};

/** `failure`, set when the provider failed or was skipped by its breaker or cap, is the reason in plain words. */
type Outcome<T> = { report: ProviderReport; items: T[]; note?: string; failure?: string };

class BudgetExceeded extends Error {}

/** Runs one provider call with its own deadline (AbortSignal.timeout); failure is reported, not thrown. */
async function withBudget<T>(
  name: string,
  role: ProviderReport["role"],
  budgetMs: number,
  call: (signal: AbortSignal) => Promise<T[]>,
  onError?: (provider: string, error: unknown) => void,
): Promise<Outcome<T>> {
  // The call is given a signal that aborts at the budget, and is not waited for beyond it even when it ignores the signal.
  const signal = AbortSignal.timeout(budgetMs);
  const started = performance.now();
  const budgetSpent = new Promise<never>((_, reject) => {
    signal.addEventListener("abort", () => reject(new BudgetExceeded(`${name} exceeded its ${budgetMs} ms budget`)), { once: true });
  });
  try {
    const items = await Promise.race([call(signal), budgetSpent]);
    const durationMs = Math.round(performance.now() - started);
    return { items, report: { name, role, status: items.length ? "ok" : "empty", durationMs, items: items.length } };
  } catch (error) {
    // The server at capacity (a full knowledge-base queue) is the request's answer, a 503 with
    // Retry-After, not a source missing from it.
    if (error instanceof ApiError && error.code === "server_busy") throw error;
    const durationMs = Math.round(performance.now() - started);
    const failure = error instanceof BudgetExceeded || signal.aborted ? "timed out" : describeFailure(error);
    const skipped = error instanceof ProviderSkipped;
    onError?.(name, error);
    return {
      items: [],
      failure,
      report: { name, role, status: skipped ? "skipped" : "failed", durationMs, items: 0 },
      note: `${name} was unavailable (${failure}); the result uses the other sources.`,
    };
  }
}

const servesMode = (provider: { modes?: readonly CheckMode[] }, mode: CheckMode) => !provider.modes || provider.modes.includes(mode);

/** A provider this mode does not use: listed as skipped, without a note (nothing was lost). */
const notInMode = <T>(name: string, role: ProviderReport["role"]): Outcome<T> => ({
  items: [],
  report: { name, role, status: "skipped", durationMs: 0, items: 0 },
});

export function toGoogleEntry(match: FactCheckMatch): GoogleFactCheckEntry {
  return {
    text: match.claim.text,
    claimant: match.claim.claimant,
    claimDate: match.claim.claimDate?.toISOString(),
    review: {
      publisher: { name: match.review.publisherName, site: match.review.publisherSite },
      url: match.review.url,
      title: match.review.title,
      reviewDate: match.review.reviewDate?.toISOString(),
      textualRating: match.review.textualRating,
      languageCode: match.review.language,
    },
  };
}

function dedupeMatches(matches: FactCheckMatch[]): FactCheckMatch[] {
  const best = new Map<string, FactCheckMatch>();
  for (const match of matches) {
    const key = `${match.review.url}\n${match.claim.text.toLowerCase()}`;
    const existing = best.get(key);
    if (!existing || match.matchScore > existing.matchScore) best.set(key, match);
  }
  return [...best.values()].sort((a, b) => b.matchScore - a.matchScore);
}

/** The most reviews a result lists of each related claim (it lists at most MAX_RELATED_CLAIMS claims). */
const MAX_REVIEWS_PER_RELATED_CLAIM = 3;

/** Fact-checks of close but different claims, as the result lists them: not already cited as matches, best first. */
export function relatedFactChecks(related: FactCheckMatch[], matches: Pick<FactCheckMatch, "review">[]): RelatedFactCheck[] {
  const cited = new Set(matches.map((m) => m.review.url));
  const seen = new Set<string>();
  const perClaim = new Map<string, number>();
  const out: RelatedFactCheck[] = [];
  for (const m of related) {
    if (cited.has(m.review.url) || seen.has(m.review.url)) continue;
    const reviews = perClaim.get(m.claim.text) ?? 0;
    if (reviews >= MAX_REVIEWS_PER_RELATED_CLAIM || (reviews === 0 && perClaim.size >= MAX_RELATED_CLAIMS)) continue;
    perClaim.set(m.claim.text, reviews + 1);
    seen.add(m.review.url);
    out.push(relatedEntry(m));
  }
  return out;
}

/** The note of an answer whose matches a chat model judged to be the visitor's claim. */
export const MATCHED_BY_MODEL_NOTE = "Matched by the model";

/** The most retrieved fact-checks the match judge is shown. */
export const MAX_JUDGED_CANDIDATES = 8;

type JudgedCandidates = { found: FactCheckMatch[]; report?: ProviderReport; note?: string; failed?: boolean };

/**
 * The match judge's second opinion on the best retrieved fact-checks: "same" moves one to the
 * match band, "related" to the related band, "different" drops it. Ids it invents are ignored,
 * candidates it leaves out keep the scorer's band, and nothing is ever added. When it fails,
 * times out or answers nonsense, the scorer's bands stand and a note says so. It has its own
 * budget, but no more than `remainingMs`, what is left of the retrieval phase.
 */
async function judgeCandidates(
  claim: string,
  mode: CheckMode,
  found: FactCheckMatch[],
  deps: PipelineDeps,
  remainingMs: number,
): Promise<JudgedCandidates> {
  const judge = deps.matchJudge;
  if (!judge) return { found };
  if (!servesMode(judge, mode)) return { found, report: notInMode(judge.name, "matching").report };
  const top = found.slice(0, MAX_JUDGED_CANDIDATES);
  // Nothing retrieved, nothing to judge: no call.
  if (top.length === 0) return { found, report: notInMode(judge.name, "matching").report };
  const ids = new Map(top.map((m, index) => [m, `c${index + 1}`]));
  const candidates = top.map((m) => ({
    id: ids.get(m)!,
    claim: m.claim.text,
    ...(m.claim.claimant ? { claimant: m.claim.claimant } : {}),
    band: m.band ?? ("match" as const),
    score: m.matchScore,
  }));
  const note = (failure: string) =>
    `The chat model did not judge the fact-check matches (${failure}); the built-in matcher's bands were used.`;
  // Its own budget, cut to what is left of the retrieval phase; with nothing left it is not called.
  const budgetMs = Math.round(Math.min(judge.timeoutMs ?? deps.budgets.providerMs, remainingMs));
  if (budgetMs <= 0) {
    return {
      found,
      failed: true,
      note: note("timed out"),
      report: { name: judge.name, role: "matching", status: "failed", durationMs: 0, items: 0 },
    };
  }
  const outcome = await withBudget(
    judge.name,
    "matching",
    budgetMs,
    async (signal) => [await judge.judge({ claim, candidates }, signal)],
    deps.onProviderError,
  );
  const relations: Map<string, MatchRelation> | undefined = outcome.items[0];
  if (!relations) {
    return { found, report: outcome.report, failed: true, note: note(outcome.failure ?? "error") };
  }
  let judged = 0;
  const rebanded = found.flatMap((m): FactCheckMatch[] => {
    const id = ids.get(m);
    const relation = id === undefined ? undefined : relations.get(id);
    if (!relation) return [m];
    judged += 1;
    if (relation === "different") return [];
    if (relation === "related") return [{ ...m, band: "related" }];
    // A suggestion (or related fact-check) the model judges the same claim becomes a match, marked as the model's.
    return [{ ...m, band: "match", ...(countsTowardVerdict(m) ? {} : { matchedByModel: true }) }];
  });
  return { found: rebanded, report: { ...outcome.report, status: judged ? "ok" : "empty", items: judged } };
}

/** The stored answer the cache would serve for this request, if any (the rate limiter asks too: cached answers are free). */
export function findCachedAnswer(
  request: Pick<CheckRequest, "claim" | "mode" | "filters">,
  deps: Pick<PipelineDeps, "store" | "cache">,
  now: Date,
) {
  return deps.store.findFresh({
    normalizedQuery: normalizeClaimText(request.claim),
    mode: request.mode,
    filters: request.filters,
    now,
    maxAgeMs: Math.max(deps.cache.ttlMs, deps.cache.recentTtlMs),
  });
}

async function countedAnswer(answer: FactCheckResult | { id: string }, deps: PipelineDeps): Promise<FactCheckResult> {
  if ("verdict" in answer) return answer;
  const loaded = await deps.store.findById(answer.id);
  if (!loaded) throw new ApiError("cached_answer_gone");
  return loaded;
}

export async function runFactCheck(request: CheckRequest, deps: PipelineDeps): Promise<FactCheckResult> {
  const started = performance.now();
  const now = deps.clock();
  const progress = deps.onProgress ?? (() => {});
  const normalizedClaim = normalizeClaimText(request.claim);
  progress("analyzing");

  const fresh =
    request.cachedAnswer === undefined
      ? await findCachedAnswer(request, deps, now)
      : request.cachedAnswer && (await countedAnswer(request.cachedAnswer, deps));
  if (fresh) {
    const result: Omit<FactCheckResult, "id"> = {
      ...fresh,
      query: request.claim,
      cached: true,
      reasoning: request.includeReasoning ? fresh.reasoning : undefined,
      sources: fresh.sources.slice(0, request.maxSources),
    };
    const durationMs = Math.round(performance.now() - started);
    // A client's repeat of an answer it already has is stored once: no row, no Trending count.
    const repeat = request.clientFingerprint
      ? await deps.store.findRepeat({
          normalizedQuery: normalizedClaim,
          mode: fresh.mode,
          filters: fresh.filters,
          clientFingerprint: request.clientFingerprint,
          since: new Date(fresh.checkedAt),
          ownerKeys: request.ownerKeys ?? [],
        })
      : null;
    const id =
      repeat ??
      (await deps.store.save({
        result,
        normalizedQuery: normalizedClaim,
        expiresAt: now,
        durationMs,
        synthesiser: "cache",
        userId: request.userId,
        clientFingerprint: request.clientFingerprint,
        // The suggestions to confirm are the served answer's: its row keeps them.
        matching: { owners: request.ownerKeys ?? [], candidatesFrom: fresh.id, rejected: [] },
      }));
    progress("done");
    return { ...result, id };
  }

  progress("searching");
  const signalFree: Omit<ProviderContext, "signal"> = {
    claim: request.claim,
    normalizedClaim,
    filters: request.filters,
    mode: request.mode,
    maxSources: request.maxSources,
    now,
  };
  // Each provider in the modes it serves, under its own budget or the pipeline's.
  const retrieve = <T>(
    provider: ProviderOptions & { name: string },
    role: ProviderReport["role"],
    call: (signal: AbortSignal) => Promise<T[]>,
  ) =>
    servesMode(provider, request.mode)
      ? withBudget(provider.name, role, provider.timeoutMs ?? deps.budgets.providerMs, call, deps.onProviderError)
      : notInMode<T>(provider.name, role);
  // The retrieval phase lasts as long as its slowest provider's budget. The match judge runs
  // inside it, once the fact-checkers have answered and while web evidence may still be
  // arriving, and must finish by its end: judging never lengthens a check.
  const retrievalStarted = performance.now();
  const retrievalMs = Math.max(
    deps.budgets.providerMs,
    ...[...deps.factCheckers, ...deps.webEvidence]
      .filter((p) => servesMode(p, request.mode))
      .map((p) => p.timeoutMs ?? deps.budgets.providerMs),
  );
  const factChecksDone = Promise.all(
    deps.factCheckers.map((provider) => retrieve(provider, "fact-checker", (signal) => provider.search({ ...signalFree, signal }))),
  );
  const [factChecks, evidence, judged] = await Promise.all([
    factChecksDone,
    Promise.all(
      deps.webEvidence.map((provider) => retrieve(provider, "web-evidence", (signal) => provider.findEvidence({ ...signalFree, signal }))),
    ),
    // A chat model, when configured, may move retrieved fact-checks between bands or drop them.
    factChecksDone.then((outcomes) =>
      judgeCandidates(
        request.claim,
        request.mode,
        dedupeMatches(outcomes.flatMap((outcome) => outcome.items)),
        deps,
        retrievalMs - (performance.now() - retrievalStarted),
      ),
    ),
  ]);
  const evidenceItems: EvidenceItem[] = evidence.flatMap((outcome) => outcome.items);
  // Unavailable providers: failed, or skipped by their breaker or daily cap (not by the mode).
  const failedProviders = [...factChecks, ...evidence].filter((o) => o.failure !== undefined).map((o) => o.report.name);

  progress("cross-referencing");
  const found = judged.found;
  // Only matches count toward the verdict; suggested and related fact-checks are shown beside it.
  const matches = found.filter(countsTowardVerdict);
  // How the counted fact-checks were matched: by the scorer, unless only the chat model's judgment put them there.
  const matchedBy: MatchPath | undefined = matches.length === 0 ? undefined : matches.some((m) => !m.matchedByModel) ? "scorer" : "model";
  // When nothing matched, the suggested claims are offered for the visitor to confirm, best
  // first: the first in the verdict card's place, the others listed among the related until it
  // is rejected. When something matched, they are only related.
  const suggestions = matches.length === 0 ? suggestedClaims(found.filter((m) => m.band === "suggestion")) : [];
  const shownKey = suggestions[0] ? claimKey(suggestions[0].claim) : undefined;
  const related = relatedFactChecks(
    found.filter((m) => !countsTowardVerdict(m) && claimKey(m.claim.text) !== shownKey),
    matches,
  );
  // Sources are kept up to the API's maximum so a cached answer can serve any max_sources.
  const synthesisInput = {
    claim: request.claim,
    matches,
    evidence: evidenceItems,
    mode: request.mode,
    maxSources: MAX_SOURCES,
    now,
    failedProviders,
    ...(matchedBy ? { matchedBy } : {}),
  };
  const notes = [...factChecks, ...evidence].map((o) => o.note).filter((note): note is string => !!note);
  if (judged.note) notes.push(judged.note);
  // An answer that rests on the chat model's judgment alone says so.
  if (matchedBy === "model") notes.push(MATCHED_BY_MODEL_NOTE);
  if (matches.some((m) => m.outsideTimeWindow)) {
    notes.push("No dated fact-check of this claim falls inside the selected time window, so older fact-checks were used.");
  }
  // Fast checks (and any mode the synthesiser does not serve) go straight to the fallback.
  const synthesiser = servesMode(deps.synthesiser, request.mode) || !deps.fallbackSynthesiser ? deps.synthesiser : deps.fallbackSynthesiser;
  const synthesisOutcome = await withBudget(
    synthesiser.name,
    "synthesis",
    synthesiser.timeoutMs ?? deps.budgets.synthesisMs,
    async (signal) => [await synthesiser.synthesise(synthesisInput, signal)],
    deps.onProviderError,
  );
  let synthesis: Synthesis | undefined = synthesisOutcome.items[0];
  // A failed match judge loses no source, so confidence is untouched, but the answer is kept only briefly.
  const degraded = failedProviders.length > 0 || !synthesis || !!judged.failed;
  const synthesisReports =
    synthesiser === deps.synthesiser
      ? [synthesisOutcome.report]
      : [notInMode(deps.synthesiser.name, "synthesis").report, synthesisOutcome.report];
  const reports = [...factChecks, ...evidence].map((o) => o.report).concat(judged.report ? [judged.report] : [], synthesisReports);
  if (!synthesis) {
    if (!deps.fallbackSynthesiser || synthesiser === deps.fallbackSynthesiser)
      throw new Error(`${synthesiser.name} failed and no fallback synthesiser is configured`);
    notes.push(`${synthesiser.name} did not answer (${synthesisOutcome.failure}); the deterministic synthesiser produced this result.`);
    const fallbackStarted = performance.now();
    synthesis = await deps.fallbackSynthesiser.synthesise(synthesisInput, new AbortController().signal);
    reports.push({
      name: deps.fallbackSynthesiser.name,
      role: "synthesis",
      status: "ok",
      durationMs: Math.round(performance.now() - fallbackStarted),
      items: 1,
    });
  }
  notes.push(...(synthesis.notes ?? []));
  const stale = staleEvidenceNote(
    synthesis.sources.map((source) => source.publishDate),
    now,
  );
  if (stale) notes.push(stale);
  const claimDate = earliestClaimDate(matches.map((m) => m.claim.claimDate));

  // An UNCLEAR answer with nothing counted says what is shown beside it, never that nothing addresses the claim when something is shown.
  const summary =
    synthesis.status === "UNCLEAR" && matches.length === 0 && (suggestions.length > 0 || related.length > 0)
      ? UNCLEAR_SUMMARIES[unclearCase({ suggestion: suggestions.length > 0, related: related.length, rejected: false })]
      : synthesis.summary;

  progress("scoring");
  const recent =
    matches.some((m) => isRecent(m.review.reviewDate ?? m.claim.claimDate, now)) || evidenceItems.some((e) => isRecent(e.publishDate, now));
  const result: Omit<FactCheckResult, "id"> = {
    query: request.claim,
    verdict: { status: synthesis.status, confidence: synthesis.confidence, summary },
    sources: synthesis.sources,
    timeline: synthesis.timeline,
    googleFactCheck: matches.map(toGoogleEntry),
    related,
    ...(suggestions[0] ? { suggestion: suggestions[0] } : {}),
    ...(matchedBy ? { matchedBy } : {}),
    perplexityResult: { citations: [...new Set(evidenceItems.map((item) => item.url))] },
    ...(synthesis.contextualAnalysis ? { contextualAnalysis: synthesis.contextualAnalysis } : {}),
    reasoning: synthesis.reasoning,
    category: synthesis.category ?? classifyCategory(request.claim),
    ...(claimDate ? { claimDate } : {}),
    cached: false,
    checkedAt: now.toISOString(),
    mode: request.mode,
    filters: request.filters,
    providers: reports,
    notes,
  };
  const durationMs = Math.round(performance.now() - started);
  const id = await deps.store.save({
    result,
    normalizedQuery: normalizedClaim,
    // A degraded answer (a provider or the synthesiser failed) is kept only as long as a recent
    // claim's, so the full answer replaces it soon after the provider recovers.
    expiresAt: new Date(now.getTime() + (recent || degraded ? Math.min(deps.cache.recentTtlMs, deps.cache.ttlMs) : deps.cache.ttlMs)),
    durationMs,
    synthesiser: synthesis.synthesiser,
    userId: request.userId,
    clientFingerprint: request.clientFingerprint,
    matching: {
      owners: request.ownerKeys ?? [],
      candidates: found
        .filter((m) => !countsTowardVerdict(m))
        .slice(0, MAX_STORED_CANDIDATES)
        .map(storeCandidate),
      suggestions: suggestions.map((s) => claimKey(s.claim)),
      rejected: [],
    },
  });
  await deps.store.upsertSources(result.sources, now);
  progress("done");
  return {
    ...result,
    id,
    sources: result.sources.slice(0, request.maxSources),
    reasoning: request.includeReasoning ? result.reasoning : undefined,
  };
}
