"use client";

import { sampleClaims } from "@/config/site";
import { cn } from "@/lib/utils";

/** The four sample claims; picking one fills the box and checks it at once. */
export function SampleClaims({ onPick, disabled }: { onPick: (claim: string) => void; disabled: boolean }) {
  return (
    <section aria-labelledby="sample-claims-heading" className="flex flex-col gap-3">
      <h2 id="sample-claims-heading" className="text-sm font-semibold text-muted-foreground">
        Try a sample claim
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sampleClaims.map((claim) => (
          <li key={claim.id}>
            <button
              type="button"
              onClick={() => onPick(claim.text)}
              disabled={disabled}
              className={cn(
                "flex h-full w-full flex-col items-start gap-1.5 rounded-xl border border-border bg-card p-4 text-left transition-colors",
                "hover:border-brand/50 hover:bg-accent/50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none",
                "disabled:pointer-events-none disabled:opacity-50",
              )}
            >
              <span className="text-xs font-medium text-brand">{claim.category}</span>
              <span className="text-sm">{claim.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
