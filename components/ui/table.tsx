import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A data table in shadcn's Table API (Table, TableHeader, TableBody, TableRow, TableHead,
 * TableCell, TableCaption), accessible when it scrolls: its container is a focusable, labelled
 * region, so keyboard users can scroll a table wider than the screen and screen readers name it.
 * `density="compact"` sets smaller cells and header text for reference tables.
 */
function Table({
  label,
  density = "comfortable",
  containerClassName,
  className,
  ...props
}: React.ComponentProps<"table"> & {
  /** Names the scrolling region (its caption says what the table holds). */
  label: string;
  density?: "comfortable" | "compact";
  containerClassName?: string;
}) {
  return (
    <div
      data-slot="table-container"
      className={cn("overflow-x-auto rounded-xl border border-border", containerClassName)}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table
        data-slot="table"
        data-density={density}
        className={cn("group/table w-full border-collapse text-left text-sm", className)}
        {...props}
      />
    </div>
  );
}

/** What the table holds, for screen readers (the page's heading says it to everyone else). */
function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={cn("sr-only", className)} {...props} />;
}

function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("bg-muted/50 group-data-[density=compact]/table:text-xs", className)} {...props} />;
}

/** Body rows are ruled off from the header and from one another. */
function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&>tr]:border-t [&>tr]:border-border", className)} {...props} />;
}

function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={cn("align-top", className)} {...props} />;
}

const cellPadding = "px-4 py-3 group-data-[density=compact]/table:px-3 group-data-[density=compact]/table:py-2";

/** A header cell: a column's (the default) or, with scope="row", a row's. */
function TableHead({ className, scope = "col", ...props }: React.ComponentProps<"th">) {
  return <th data-slot="table-head" scope={scope} className={cn(cellPadding, "font-semibold", className)} {...props} />;
}

function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn(cellPadding, className)} {...props} />;
}

export { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow };
