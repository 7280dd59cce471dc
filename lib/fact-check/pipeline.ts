import { isRecent } from "@/lib/fact-check/filters";
import type {
  EvidenceItem,
  FactCheckMatch,
  FactCheckerProvider,
  ProviderContext,
  ProviderOptions,
  Synthesis,
  Synthesiser,
  WebEvidenceProvider,
} from "@/lib/fact-check/providers/types";
import { describeFailure, ProviderSkipped } from "@/lib/fact-check/providers/outbound";
import type { CheckStore } from "@/lib/fact-check/store";
import type { CheckFilters, CheckMode, FactCheckResult, GoogleFactCheckEntry, ProviderReport } from "@/lib/fact-check/types";
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
};

export type ProgressStep = "analyzing" | "searching" | "cross-referencing" | "scoring" | "done";

export type PipelineDeps = {
  factCheckers: FactCheckerProvider[];
  webEvidence: WebEvidenceProvider[];
  synthesiser: Synthesiser;
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

/** Runs one provider call with its own AbortController and deadline; failure is reported, not thrown. */
async function withBudget<T>(
  name: string,
  role: ProviderReport["role"],
  budgetMs: number,
  call: (signal: AbortSignal) => Promise<T[]>,
  onError?: (provider: string, error: unknown) => void,
): Promise<Outcome<T>> {
  const controller = new AbortController();
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new BudgetExceeded(`${name} exceeded its ${budgetMs} ms budget`));
      reject(new BudgetExceeded(`${name} exceeded its ${budgetMs} ms budget`));
    }, budgetMs);
  });
  try {
    const items = await Promise.race([call(controller.signal), deadline]);
    const durationMs = Math.round(performance.now() - started);
    return { items, report: { name, role, status: items.length ? "ok" : "empty", durationMs, items: items.length } };
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    const failure = error instanceof BudgetExceeded ? "timed out" : describeFailure(error);
    const skipped = error instanceof ProviderSkipped;
    onError?.(name, error);
    return {
      items: [],
      failure,
      report: { name, role, status: skipped ? "skipped" : "failed", durationMs, items: 0 },
      note: `${name} was unavailable (${failure}); the result uses the other sources.`,
    };
  } finally {
    clearTimeout(timer);
  }
}

const servesMode = (provider: { modes?: readonly CheckMode[] }, mode: CheckMode) => !provider.modes || provider.modes.includes(mode);

/** A provider this mode does not use: listed as skipped, without a note (nothing was lost). */
const notInMode = <T>(name: string, role: ProviderReport["role"]): Outcome<T> => ({
  items: [],
  report: { name, role, status: "skipped", durationMs: 0, items: 0 },
});

function toGoogleEntry(match: FactCheckMatch): GoogleFactCheckEntry {
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

/** The stored answer the cache would serve for this request, if any (the rate limiter asks too: cached answers are free). */
export function findCachedAnswer(request: Pick<CheckRequest, "claim" | "mode" | "filters">, deps: Pick<PipelineDeps, "store" | "cache">, now: Date) {
  return deps.store.findFresh({
    normalizedQuery: normalizeClaimText(request.claim),
    mode: request.mode,
    filters: request.filters,
    now,
    maxAgeMs: Math.max(deps.cache.ttlMs, deps.cache.recentTtlMs),
  });
}

export async function runFactCheck(request: CheckRequest, deps: PipelineDeps): Promise<FactCheckResult> {
  const started = performance.now();
  const now = deps.clock();
  const progress = deps.onProgress ?? (() => {});
  const normalizedClaim = normalizeClaimText(request.claim);
  progress("analyzing");

  const fresh = await findCachedAnswer(request, deps, now);
  if (fresh) {
    const result: Omit<FactCheckResult, "id"> = {
      ...fresh,
      query: request.claim,
      cached: true,
      reasoning: request.includeReasoning ? fresh.reasoning : undefined,
      sources: fresh.sources.slice(0, request.maxSources),
    };
    const durationMs = Math.round(performance.now() - started);
    const id = await deps.store.save({
      result,
      normalizedQuery: normalizedClaim,
      expiresAt: now,
      durationMs,
      synthesiser: "cache",
      userId: request.userId,
    });
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
  const retrieve = <T>(provider: ProviderOptions & { name: string }, role: ProviderReport["role"], call: (signal: AbortSignal) => Promise<T[]>) =>
    servesMode(provider, request.mode) ? withBudget(provider.name, role, provider.timeoutMs ?? deps.budgets.providerMs, call, deps.onProviderError) : notInMode<T>(provider.name, role);
  const [factChecks, evidence] = await Promise.all([
    Promise.all(deps.factCheckers.map((provider) => retrieve(provider, "fact-checker", (signal) => provider.search({ ...signalFree, signal })))),
    Promise.all(deps.webEvidence.map((provider) => retrieve(provider, "web-evidence", (signal) => provider.findEvidence({ ...signalFree, signal })))),
  ]);
  const matches = dedupeMatches(factChecks.flatMap((outcome) => outcome.items));
  const evidenceItems: EvidenceItem[] = evidence.flatMap((outcome) => outcome.items);
  // Unavailable providers: failed, or skipped by their breaker or daily cap (not by the mode).
  const failedProviders = [...factChecks, ...evidence].filter((o) => o.failure !== undefined).map((o) => o.report.name);

  progress("cross-referencing");
  // Sources are kept up to the API's maximum so a cached answer can serve any max_sources.
  const synthesisInput = { claim: request.claim, matches, evidence: evidenceItems, mode: request.mode, maxSources: MAX_SOURCES, now, failedProviders };
  const notes = [...factChecks, ...evidence].map((o) => o.note).filter((note): note is string => !!note);
  if (matches.some((m) => m.outsideTimeWindow)) {
    notes.push("No fact-check of this claim falls inside the selected time window, so older fact-checks were used.");
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
  const degraded = failedProviders.length > 0 || !synthesis;
  const synthesisReports = synthesiser === deps.synthesiser ? [synthesisOutcome.report] : [notInMode(deps.synthesiser.name, "synthesis").report, synthesisOutcome.report];
  const reports = [...factChecks, ...evidence].map((o) => o.report).concat(synthesisReports);
  if (!synthesis) {
    if (!deps.fallbackSynthesiser || synthesiser === deps.fallbackSynthesiser) throw new Error(`${synthesiser.name} failed and no fallback synthesiser is configured`);
    notes.push(`${synthesiser.name} did not answer (${synthesisOutcome.failure}); the deterministic synthesiser produced this result.`);
    const fallbackStarted = performance.now();
    synthesis = await deps.fallbackSynthesiser.synthesise(synthesisInput, new AbortController().signal);
    reports.push({ name: deps.fallbackSynthesiser.name, role: "synthesis", status: "ok", durationMs: Math.round(performance.now() - fallbackStarted), items: 1 });
  }
  notes.push(...(synthesis.notes ?? []));

  progress("scoring");
  const recent = matches.some((m) => isRecent(m.review.reviewDate ?? m.claim.claimDate, now)) || evidenceItems.some((e) => isRecent(e.publishDate, now));
  const result: Omit<FactCheckResult, "id"> = {
    query: request.claim,
    verdict: { status: synthesis.status, confidence: synthesis.confidence, summary: synthesis.summary },
    sources: synthesis.sources,
    timeline: synthesis.timeline,
    googleFactCheck: matches.map(toGoogleEntry),
    perplexityResult: { citations: [...new Set(evidenceItems.map((item) => item.url))] },
    ...(synthesis.contextualAnalysis ? { contextualAnalysis: synthesis.contextualAnalysis } : {}),
    reasoning: synthesis.reasoning,
    category: synthesis.category ?? classifyCategory(request.claim),
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
  });
  await deps.store.upsertSources(result.sources, now);
  progress("done");
  return { ...result, id, sources: result.sources.slice(0, request.maxSources), reasoning: request.includeReasoning ? result.reasoning : undefined };
}
