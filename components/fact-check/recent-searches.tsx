"use client";

import { History } from "lucide-react";

/** Chips of the visitor's recent searches; each runs its search again. */
export function RecentSearches({
  searches,
  onSearch,
  disabled,
}: {
  searches: string[];
  onSearch: (query: string) => void;
  disabled: boolean;
}) {
  if (searches.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches-heading" className="flex flex-col gap-2">
      <h2 id="recent-searches-heading" className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
        <History className="size-4" aria-hidden="true" />
        Recent searches
      </h2>
      <ul className="flex flex-wrap gap-2">
        {searches.map((search) => (
          <li key={search} className="max-w-full">
            <button
              type="button"
              onClick={() => onSearch(search)}
              disabled={disabled}
              className="max-w-full truncate rounded-full border border-border bg-secondary px-3 py-1 text-xs text-secondary-foreground transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
            >
              {search}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
