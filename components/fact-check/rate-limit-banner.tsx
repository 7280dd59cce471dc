import { Clock, TriangleAlert } from "lucide-react";
import type { RateLimitState } from "@/components/fact-check/rate-limit-state";
import { bannerText } from "@/lib/rate-limit/banner";
import { cn } from "@/lib/utils";

/**
 * The rate-limit banner above the search form (spec §8): the spec's sentence for the state and
 * the footer. Destructive when exceeded (nothing left); a warning icon at one search or none.
 */
export function RateLimitBanner({ state, exceeded, now }: { state: RateLimitState; exceeded: boolean; now: number }) {
  const { message, footer } = bannerText(state, now);
  const Icon = state.remaining <= 1 ? TriangleAlert : Clock;
  return (
    <div
      role="status"
      aria-label="Search limit"
      data-testid="rate-limit-banner"
      data-exceeded={exceeded}
      className={cn(
        "flex gap-3 rounded-xl border p-4 text-sm",
        exceeded ? "border-destructive/50 bg-destructive/10 text-destructive" : "border-border bg-card text-card-foreground",
      )}
    >
      <Icon
        data-icon={state.remaining <= 1 ? "warning" : "clock"}
        className={cn("mt-0.5 size-5 shrink-0", exceeded ? "text-destructive" : state.remaining <= 1 ? "text-amber-500 dark:text-amber-400" : "text-brand")}
        aria-hidden="true"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{message}</p>
        <p className={cn("text-xs", exceeded ? "text-foreground/80" : "text-muted-foreground")}>{footer}</p>
      </div>
    </div>
  );
}
