import { Clock, TriangleAlert } from "lucide-react";
import { isExceeded, type RateLimitState } from "@/components/fact-check/rate-limit-state";
import { bannerText } from "@/lib/rate-limit/banner";
import { cn } from "@/lib/utils";

/**
 * The rate-limit banner above the search form: the product's sentence for the state and
 * the footer. Destructive when exceeded (nothing left); a warning icon at one search or none
 * (bannerText's tone is then no longer "normal").
 */
export function RateLimitBanner({ state, now }: { state: RateLimitState; now: number }) {
  const { message, footer, tone } = bannerText(state, now);
  const exceeded = isExceeded(state);
  const warning = tone !== "normal";
  const Icon = warning ? TriangleAlert : Clock;
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
        data-icon={warning ? "warning" : "clock"}
        className={cn(
          "mt-0.5 size-5 shrink-0",
          exceeded ? "text-destructive" : warning ? "text-amber-500 dark:text-amber-400" : "text-brand",
        )}
        aria-hidden="true"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{message}</p>
        <p className={cn("text-xs", exceeded ? "text-foreground/80" : "text-muted-foreground")}>{footer}</p>
      </div>
    </div>
  );
}
