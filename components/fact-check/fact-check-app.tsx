"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ErrorCard, ERROR_HEADING_ID } from "@/components/fact-check/error-card";
import { storedTimeWindow, useFilterPreferences } from "@/components/fact-check/filter-preferences";
import { LOADING_HEADING_ID, LoadingSteps } from "@/components/fact-check/loading-steps";
import { RateLimitBanner } from "@/components/fact-check/rate-limit-banner";
import { useRateLimit } from "@/components/fact-check/rate-limit-store";
import { CheckHistory } from "@/components/fact-check/check-history";
import { RecentSearches } from "@/components/fact-check/recent-searches";
import { useRecentSearches } from "@/components/fact-check/recent-searches-store";
import { SampleClaims } from "@/components/fact-check/sample-claims";
import { SEARCH_INPUT_ID, SearchForm } from "@/components/fact-check/search-form";
import { SUGGESTION_HEADING_ID, VERDICT_HEADING_ID } from "@/components/fact-check/heading-ids";
import { errorMessageFor, FactCheckError, streamFactCheck, type FactCheckRequest, type ProgressStep } from "@/lib/fact-check/client";
import { DEFAULT_FILTERS, type CheckFilters, type FactCheckResult, type Language, type Region } from "@/lib/fact-check/types";

/**
 * The result view (verdict, tabs, sources, timeline, filters, follow: most of this page's script) is
 * not part of the search page's first load: it is fetched when the visitor reaches for the search
 * (focus or a touch in the search view) or at the latest when a check starts, while its progress
 * shows. A page that starts with a result (a permalink) renders it on the server and loads it with the page.
 */
const loadResultView = () => import("@/components/fact-check/result-view");
const ResultView = dynamic(() => loadResultView().then((module) => module.ResultView));
/** The toasts of this page (following, saving a source, answering a suggestion) come from the result view: so does the toaster. */
const Toaster = dynamic(() => import("@/components/ui/sonner").then((module) => module.Toaster));

/** Frames the focus move waits for its target (the result view's script may still be on its way). */
const FOCUS_WAIT_FRAMES = 600;

/** The history query's key: the history list is refreshed after every successful check. */
const HISTORY_QUERY_KEY = ["/api/fact-check/history"];

type FactCheckAppProps = {
  /** The site's public origin, for structured data. */
  siteUrl: string;
  /** `/?q=`: checked as soon as the page loads. */
  initialQuery?: string;
  /** A stored check (the permalink page): shown at once. */
  initialResult?: FactCheckResult;
};

type View = "search" | "loading" | "results";
type FocusTarget =
  typeof SEARCH_INPUT_ID | typeof LOADING_HEADING_ID | typeof VERDICT_HEADING_ID | typeof SUGGESTION_HEADING_ID | typeof ERROR_HEADING_ID;

/** Where a result's view starts: the suggestion card when it takes the verdict card's place. */
const resultHeading = (result: FactCheckResult): FocusTarget =>
  result.suggestion && (result.googleFactCheck ?? []).length === 0 ? SUGGESTION_HEADING_ID : VERDICT_HEADING_ID;

/**
 * The home flow: search → loading (live progress from the stream) → results, or
 * back to search with the error card. The check is a mutation that reads the event stream.
 */
export function FactCheckApp({ siteUrl, initialQuery, initialResult }: FactCheckAppProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState(initialResult?.query ?? initialQuery?.trim() ?? "");
  const [result, setResult] = useState<FactCheckResult | null>(initialResult ?? null);
  const [progress, setProgress] = useState<ProgressStep | null>(null);
  // Region and language last for the visit; the time window and receipts are stored.
  const [place, setPlace] = useState<{ region: Region; language: Language }>({
    region: initialResult?.filters?.region ?? DEFAULT_FILTERS.region,
    language: initialResult?.filters?.language ?? DEFAULT_FILTERS.language,
  });
  const { setTimeWindow, showReceipts, setShowReceipts } = useFilterPreferences();
  const { recent, addRecent } = useRecentSearches();
  // Home search is blocked while the limit is exceeded.
  const { state: rateLimit, now: rateLimitNow, exceeded: blocked, recordResponse, recordRateLimitError } = useRateLimit();
  const abortRef = useRef<AbortController | null>(null);
  // Mounted with the first result view wanted, and kept: a toast outlives the view that raised it.
  const [toasterWanted, setToasterWanted] = useState(initialResult !== undefined);
  const focusNext = useRef<FocusTarget | null>(null);

  const mutation = useMutation({
    mutationFn: (request: FactCheckRequest) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      return streamFactCheck(request, { signal: controller.signal, onProgress: setProgress, onResponse: recordResponse });
    },
    onSuccess: (data, request) => {
      focusNext.current = resultHeading(data);
      setResult(data);
      addRecent(request.query);
      void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
      // On a permalink page, the address follows the check on screen.
      if (window.location.pathname.startsWith("/check/")) window.history.replaceState(null, "", `/check/${encodeURIComponent(data.id)}`);
    },
    onError: (error) => {
      focusNext.current = ERROR_HEADING_ID;
      if (error instanceof FactCheckError && error.rateLimit) recordRateLimitError(error.rateLimit);
    },
  });
  const { mutate, reset: resetMutation, isPending, isError, error, variables } = mutation;

  const view: View = isPending ? "loading" : isError || !result ? "search" : "results";

  const runCheck = useCallback(
    (claim: string, filters: CheckFilters) => {
      const trimmed = claim.trim();
      if (!trimmed) return;
      focusNext.current = LOADING_HEADING_ID;
      void loadResultView();
      setToasterWanted(true);
      setProgress(null);
      setQuery(trimmed);
      mutate({ query: trimmed, filters });
    },
    [mutate],
  );

  const search = useCallback(
    (claim: string) => {
      if (isPending || blocked) return;
      runCheck(claim, { timeWindow: storedTimeWindow(), ...place });
    },
    [isPending, blocked, runCheck, place],
  );

  const changeFilters = useCallback(
    (filters: CheckFilters) => {
      if (!result) return;
      setTimeWindow(filters.timeWindow);
      setPlace({ region: filters.region, language: filters.language });
      runCheck(result.query, filters);
    },
    [result, runCheck, setTimeWindow],
  );

  const startOver = useCallback(() => {
    abortRef.current?.abort();
    resetMutation();
    if (window.location.pathname.startsWith("/check/")) {
      router.push("/");
      return;
    }
    focusNext.current = SEARCH_INPUT_ID;
    setResult(null);
    setQuery("");
    setProgress(null);
    // A reload should not re-run the `/?q=` check the visitor just left.
    if (window.location.search) window.history.replaceState(null, "", "/");
  }, [resetMutation, router]);

  // `/?q=claim` runs once on load (a ref guards against the development double effect).
  const startedInitial = useRef(false);
  useEffect(() => {
    if (startedInitial.current || initialResult || !initialQuery?.trim()) return;
    startedInitial.current = true;
    search(initialQuery);
  }, [initialQuery, initialResult, search]);

  // Move focus to where the new view starts: loading heading, verdict heading, error, or input.
  useEffect(() => {
    let frame = 0;
    let frames = 0;
    const move = () => {
      const target = focusNext.current && document.getElementById(focusNext.current);
      // The target may not be rendered yet (the result lands while the loading view still shows),
      // or be on its way (the result view's script, on a slow connection): look again next frame.
      if (!target) {
        if (focusNext.current && frames++ < FOCUS_WAIT_FRAMES) frame = requestAnimationFrame(move);
        return;
      }
      focusNext.current = null;
      target.focus();
    };
    move();
    return () => cancelAnimationFrame(frame);
  }, [view, result, isError]);

  useEffect(() => () => abortRef.current?.abort(), []);

  // The visitor answered on a suggested or related fact-check: the same check, answered anew.
  const answered = useCallback(
    (updated: FactCheckResult) => {
      focusNext.current = resultHeading(updated);
      setResult(updated);
      void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
    },
    [queryClient],
  );

  const toaster = toasterWanted ? <Toaster /> : null;

  if (view === "loading")
    return (
      <>
        <LoadingSteps claim={variables?.query ?? query} progress={progress} />
        {toaster}
      </>
    );

  if (view === "results" && result) {
    return (
      <>
        <ResultView
          key={result.id}
          result={result}
          siteUrl={siteUrl}
          showReceipts={showReceipts}
          onShowReceiptsChange={setShowReceipts}
          onFiltersChange={changeFilters}
          onNewSearch={startOver}
          onResultChange={answered}
          onResponse={recordResponse}
        />
        {toaster}
      </>
    );
  }

  return (
    // A visitor who reaches for the search (or a sample claim) will want the result view: fetch it now.
    <>
      <div
        className="mx-auto flex w-full max-w-3xl flex-col gap-8 pt-2 sm:pt-8"
        onFocusCapture={() => void loadResultView()}
        onPointerDownCapture={() => void loadResultView()}
      >
        <header className="flex flex-col items-center gap-3 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">What would you like to fact-check?</h1>
          <p className="max-w-prose text-balance text-muted-foreground">
            Type a claim and get a verdict, a confidence score and the sources behind it.
          </p>
        </header>
        {rateLimit ? <RateLimitBanner state={rateLimit} now={rateLimitNow} /> : null}
        {isError ? <ErrorCard message={errorMessageFor(error)} onRetry={startOver} /> : null}
        <SearchForm query={query} onQueryChange={setQuery} onSearch={search} isLoading={isPending} disabled={blocked} />
        <RecentSearches searches={recent} onSearch={search} disabled={isPending || blocked} />
        <SampleClaims onPick={search} disabled={isPending || blocked} />
        <CheckHistory />
      </div>
      {toaster}
    </>
  );
}
