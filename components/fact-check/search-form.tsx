"use client";

import { useId, useSyncExternalStore, type FormEvent } from "react";
import { ArrowUp, BookOpen, ChartNoAxesColumn, GitCompareArrows, Loader2, Search, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Decorative mode chips (they have no behaviour); Fact Check is the mode in use. */
const MODE_CHIPS = [
  { label: "Compare", icon: GitCompareArrows },
  { label: "Fact Check", icon: ShieldCheck, active: true },
  { label: "Learn", icon: BookOpen },
  { label: "Analyze", icon: ChartNoAxesColumn },
] as const;

export const SEARCH_INPUT_ID = "fact-check-input";

const noSubscription = () => () => {};

/** False in the server render and during hydration, true once the page is interactive. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type SearchFormProps = {
  query: string;
  onQueryChange: (query: string) => void;
  /** Runs a check of the trimmed text. */
  onSearch: (query: string) => void;
  isLoading: boolean;
  disabled?: boolean;
};

/** The claim box, its submit button and the decorative mode chips. */
export function SearchForm({ query, onQueryChange, onSearch, isLoading, disabled = false }: SearchFormProps) {
  const hintId = useId();
  const hydrated = useHydrated();
  const blank = query.trim() === "";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || isLoading || disabled) return;
    onSearch(query.trim());
  }

  return (
    // Before hydration the form still works: it submits to `/?q=`, which runs the check on load.
    <form
      role="search"
      aria-label="Fact-check a claim"
      action="/"
      method="get"
      onSubmit={submit}
      data-hydrated={hydrated}
      className="flex flex-col gap-3"
    >
      <div
        className={cn(
          "relative flex items-center rounded-2xl border border-input bg-card shadow-sm transition-[box-shadow,border-color]",
          "focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/40",
        )}
      >
        <Search className="pointer-events-none absolute left-4 size-5 text-muted-foreground" aria-hidden="true" />
        <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
          Claim to fact-check
        </label>
        <input
          id={SEARCH_INPUT_ID}
          name="q"
          type="text"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Ask anything..."
          disabled={isLoading || disabled}
          autoComplete="off"
          aria-describedby={hintId}
          maxLength={1000}
          className="h-14 w-full min-w-0 rounded-2xl bg-transparent pr-16 pl-12 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50"
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Fact-check"
          disabled={hydrated && (blank || isLoading || disabled)}
          className="absolute right-2.5 size-9 rounded-xl bg-brand text-white hover:bg-brand/90"
        >
          {isLoading ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <ArrowUp aria-hidden="true" />}
        </Button>
      </div>
      <p id={hintId} className="sr-only">
        Press Enter to check the claim.
      </p>
      <ul aria-label="Modes" className="flex flex-wrap justify-center gap-2">
        {MODE_CHIPS.map(({ label, icon: Icon, ...chip }) => (
          <li key={label}>
            <span
              className={cn(
                "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium",
                "active" in chip && chip.active ? "border-brand/50 bg-brand/15 text-foreground" : "border-border text-muted-foreground",
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
              {label}
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}
