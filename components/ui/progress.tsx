"use client";

import * as React from "react";
import * as ProgressPrimitive from "@radix-ui/react-progress";

import { cn } from "@/lib/utils";

// The sliding bar's keyframes live here so no CSS file needs them. React 19 hoists a <style> with
// `href` and `precedence` into <head> and renders it once however many bars mount.
const indeterminateKeyframes =
  "@keyframes ui-progress-indeterminate { from { transform: translateX(-100%); } to { transform: translateX(300%); } }";

function Progress({
  className,
  value,
  max,
  indeterminate = false,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root> & {
  /**
   * Work of unknown length: shows a sliding bar and leaves `aria-valuenow` unset (Radix then
   * reports `data-state="indeterminate"`). `value` is ignored.
   */
  indeterminate?: boolean;
}) {
  const safeMax = max != null && max > 0 ? max : 100;
  const percent = Math.min(100, Math.max(0, ((value ?? 0) / safeMax) * 100));

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      value={indeterminate ? null : value}
      max={max}
      {...props}
    >
      {indeterminate ? (
        <>
          <style href="ui-progress-indeterminate-keyframes" precedence="default">
            {indeterminateKeyframes}
          </style>
          <ProgressPrimitive.Indicator
            data-slot="progress-indicator"
            className="h-full w-1/3 rounded-full bg-primary animate-[ui-progress-indeterminate_1.5s_ease-in-out_infinite] motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-60"
          />
        </>
      ) : (
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className="h-full w-full flex-1 bg-primary transition-all motion-reduce:transition-none"
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      )}
    </ProgressPrimitive.Root>
  );
}

export { Progress };
