"use client";

import { useEffect, useRef, useState } from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SourceCard, sourceCardId } from "@/components/fact-check/source-card";
import { useSavedSources } from "@/components/fact-check/saved-sources-store";
import type { Source } from "@/lib/fact-check/types";

/** Sources shown at first, and how many more each 'Load More Sources' adds. */
export const SOURCES_PAGE_SIZE = 3;

/** The Sources tab: the first three source cards, three more per 'Load More Sources'. */
export function SourcesTab({
  sources,
  claim,
  showReceipts,
  claimDate,
}: {
  sources: Source[];
  claim: string;
  showReceipts: boolean;
  claimDate?: string;
}) {
  const [visible, setVisible] = useState(SOURCES_PAGE_SIZE);
  const { saveSource, isSaved } = useSavedSources();
  // After 'Load More Sources', focus the first new card: the button may be gone.
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    const source = sources[focusIndex.current];
    focusIndex.current = null;
    if (source) document.getElementById(sourceCardId(source.id))?.focus();
  }, [visible, sources]);

  if (sources.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        No sources matched this claim.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {sources.slice(0, visible).map((source) => (
          <li key={source.id}>
            <SourceCard
              source={source}
              claimDate={claimDate}
              showReceipts={showReceipts}
              saved={isSaved(source.url)}
              onSave={(s) => saveSource(s, claim)}
            />
          </li>
        ))}
      </ul>
      {sources.length > visible ? (
        <Button
          type="button"
          variant="outline"
          className="w-full"
          onClick={() => {
            focusIndex.current = visible;
            setVisible(visible + SOURCES_PAGE_SIZE);
          }}
        >
          <ChevronDown aria-hidden="true" />
          Load More Sources
        </Button>
      ) : null}
    </div>
  );
}
