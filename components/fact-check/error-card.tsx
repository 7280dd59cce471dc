"use client";

import { CircleAlert, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";

export const ERROR_HEADING_ID = "fact-check-error-heading";

/** The failed check: 'Error', the message and 'Try Again', which resets to the search form. */
export function ErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-destructive/50 bg-destructive/10 p-4">
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id={ERROR_HEADING_ID} tabIndex={-1} className="font-semibold outline-none">
          Error
        </h2>
        <p className="text-sm break-words text-foreground/90">{message}</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry} className="mt-1 w-fit">
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    </div>
  );
}
