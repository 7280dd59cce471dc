"use client";

import { CircleCheck, CircleDashed, LoaderCircle } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import type { ProgressStep } from "@/lib/fact-check/client";
import { cn } from "@/lib/utils";

/** The four steps of the loading screen and the progress event that starts each. */
const LOADING_STEPS: { step: ProgressStep; label: string }[] = [
  { step: "analyzing", label: "Analyzing claim structure" },
  { step: "searching", label: "Searching authoritative sources" },
  { step: "cross-referencing", label: "Cross-referencing evidence" },
  { step: "scoring", label: "Generating confidence score" },
];

type StepState = "done" | "in-progress" | "pending";

const STATE_TEXT: Record<StepState, string> = { done: "done", "in-progress": "in progress", pending: "pending" };

export const LOADING_HEADING_ID = "fact-check-loading-heading";

/** Index of the step in progress: 0 before any event, 4 (all done) after "done". */
function currentIndex(progress: ProgressStep | null): number {
  if (progress === "done") return LOADING_STEPS.length;
  const index = LOADING_STEPS.findIndex((item) => item.step === progress);
  return index === -1 ? 0 : index;
}

/** The loading screen: the claim, the steps following the stream's progress, and a bar. */
export function LoadingSteps({ claim, progress }: { claim: string; progress: ProgressStep | null }) {
  const current = currentIndex(progress);
  const stateOf = (index: number): StepState => (index < current ? "done" : index === current ? "in-progress" : "pending");
  const announcement = current < LOADING_STEPS.length ? `${LOADING_STEPS[current].label}…` : "Finishing up…";

  return (
    <section
      aria-labelledby={LOADING_HEADING_ID}
      aria-busy="true"
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <LoaderCircle className="size-8 animate-spin text-brand motion-reduce:animate-none" aria-hidden="true" />
        <h1 id={LOADING_HEADING_ID} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
          Fact-checking your claim...
        </h1>
        <p className="max-w-prose text-balance break-words text-muted-foreground" data-testid="loading-claim">
          &quot;{claim}&quot;
        </p>
      </div>
      <Progress
        value={(Math.min(current + 0.5, LOADING_STEPS.length) / LOADING_STEPS.length) * 100}
        aria-label="Fact-check progress"
        className="h-1.5"
      />
      <ol className="flex flex-col gap-3">
        {LOADING_STEPS.map((item, index) => {
          const state = stateOf(index);
          return (
            <li key={item.step} data-state={state} className="flex items-center gap-3 text-sm">
              {state === "done" ? (
                <CircleCheck className="size-5 shrink-0 text-green-400" aria-hidden="true" />
              ) : state === "in-progress" ? (
                <LoaderCircle className="size-5 shrink-0 animate-spin text-brand motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <CircleDashed className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <span
                className={cn(state === "pending" ? "text-muted-foreground" : "text-foreground", state === "in-progress" && "font-medium")}
              >
                {item.label}
              </span>
              <span className="sr-only">({STATE_TEXT[state]})</span>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only" data-testid="loading-status">
        {announcement}
      </p>
    </section>
  );
}
