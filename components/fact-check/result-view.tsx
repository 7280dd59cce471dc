"use client";

import { ArrowLeft } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AnalysisTab } from "@/components/fact-check/analysis-tab";
import { ContextTab } from "@/components/fact-check/context-tab";
import { FollowButton } from "@/components/fact-check/follow-button";
import { formatDate } from "@/components/fact-check/format";
import { RelatedFactChecks } from "@/components/fact-check/related-fact-checks";
import { ResultFilters } from "@/components/fact-check/result-filters";
import { ResultNotes } from "@/components/fact-check/result-notes";
import { SourcesTab } from "@/components/fact-check/sources-tab";
import { TimelinePanel } from "@/components/fact-check/timeline-panel";
import { SuggestionCard } from "@/components/fact-check/suggestion-card";
import { VerdictCard } from "@/components/fact-check/verdict-card";
import { DEFAULT_FILTERS, type CheckFilters, type FactCheckResult } from "@/lib/fact-check/types";

type ResultViewProps = {
  result: FactCheckResult;
  /** The site's public origin, for the ClaimReview block. */
  siteUrl: string;
  showReceipts: boolean;
  onShowReceiptsChange: (show: boolean) => void;
  onFiltersChange: (filters: CheckFilters) => void;
  onNewSearch: () => void;
  /** The updated check, once the visitor answered on a suggested or related fact-check. */
  onResultChange: (result: FactCheckResult) => void;
  /** Sees the responses of those answers (their rate-limit headers). */
  onResponse?: (response: Response) => void;
};

/** A finished check: the claim, verdict card, related fact-checks, notes, filter row and the four tabs. */
export function ResultView({
  result,
  siteUrl,
  showReceipts,
  onShowReceiptsChange,
  onFiltersChange,
  onNewSearch,
  onResultChange,
  onResponse,
}: ResultViewProps) {
  const checked = formatDate(result.checkedAt);
  // Matched fact-checks are listed in googleFactCheck; UNCLEAR with none means nothing matched.
  const nothingMatched = result.verdict.status === "UNCLEAR" && (result.googleFactCheck ?? []).length === 0;
  // When nothing matched, a suggested fact-check takes the verdict card's place until the visitor answers.
  const suggestion = (result.googleFactCheck ?? []).length === 0 ? result.suggestion : undefined;
  // The tooltips' shared provider (open delay, skip delay) lives here, with the only tooltips of the
  // app pages: the pages' first load carries no tooltip code (components/layout/providers.tsx).
  return (
    <TooltipProvider>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={onNewSearch} className="-ml-2">
            <ArrowLeft aria-hidden="true" />
            New Search
          </Button>
          {checked ? (
            <p className="text-xs text-muted-foreground">
              Checked {checked}
              {result.cached ? " · served from cache" : null}
            </p>
          ) : null}
        </div>

        <header className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <p className="text-xs font-medium tracking-wider text-muted-foreground uppercase">Claim</p>
            {result.category ? <Badge variant="outline">{result.category}</Badge> : null}
            <FollowButton checkId={result.id} />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-balance break-words sm:text-3xl">&quot;{result.query}&quot;</h1>
        </header>

        {suggestion ? (
          <SuggestionCard result={{ ...result, suggestion }} onAnswered={onResultChange} onResponse={onResponse} />
        ) : (
          <VerdictCard result={result} siteUrl={siteUrl} />
        )}
        <RelatedFactChecks
          checkId={result.id}
          related={result.related ?? []}
          nothingMatched={nothingMatched}
          onAnswered={onResultChange}
          onResponse={onResponse}
        />
        <ResultNotes notes={result.notes ?? []} />
        <ResultFilters
          filters={result.filters ?? DEFAULT_FILTERS}
          onFiltersChange={onFiltersChange}
          showReceipts={showReceipts}
          onShowReceiptsChange={onShowReceiptsChange}
        />

        <Tabs defaultValue="sources" className="gap-4">
          <TabsList aria-label="Result details" className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
            <TabsTrigger value="sources" className="py-1.5">
              Sources ({result.sources.length})
            </TabsTrigger>
            <TabsTrigger value="timeline" className="py-1.5">
              Timeline ({result.timeline.length})
            </TabsTrigger>
            <TabsTrigger value="context" className="py-1.5">
              Context
            </TabsTrigger>
            <TabsTrigger value="analysis" className="py-1.5">
              Analysis
            </TabsTrigger>
          </TabsList>
          <TabsContent value="sources">
            <SourcesTab sources={result.sources} claim={result.query} claimDate={result.claimDate} showReceipts={showReceipts} />
          </TabsContent>
          <TabsContent value="timeline">
            <TimelinePanel
              perplexityResult={result.perplexityResult}
              googleFactCheck={result.googleFactCheck}
              timeline={result.timeline}
              sources={result.sources}
              claimDate={result.claimDate}
            />
          </TabsContent>
          <TabsContent value="context">
            <ContextTab analysis={result.contextualAnalysis} query={result.query} />
          </TabsContent>
          <TabsContent value="analysis">
            <AnalysisTab result={result} />
          </TabsContent>
        </Tabs>
      </div>
    </TooltipProvider>
  );
}
