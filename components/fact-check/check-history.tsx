"use client";

import Link from "next/link";
import { BellRing, History } from "lucide-react";
import { useCheckHistory } from "@/lib/account/use-check-history";
import { VERDICT_LABELS } from "@/lib/fact-check/verdict-labels";
import { isVerdict } from "@/lib/fact-check/verdict";
import { describeChange } from "@/lib/follow/describe";

/** The signed-in account's saved checks under the form; shown only when history is on and has entries. */
export function CheckHistory() {
  const history = useCheckHistory({ pageSize: 5 });
  const page = history.data;
  if (!page?.saveHistory || page.items.length === 0) return null;
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-2">
      <h2 id="history-heading" className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
        <History className="size-4" aria-hidden="true" />
        Your history
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-lg border bg-card" data-testid="check-history">
        {page.items.map((item) => (
          <li key={item.id}>
            <Link
              href={`/check/${item.id}`}
              className="flex items-center justify-between gap-3 px-3 py-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="flex min-w-0 flex-col">
                <span className="truncate">{item.query}</span>
                {item.follow?.lastChange ? (
                  <span
                    className="flex items-center gap-1 text-xs font-medium text-amber-700 dark:text-amber-300"
                    data-testid="verdict-change"
                  >
                    <BellRing className="size-3" aria-hidden="true" />
                    {describeChange(item.follow.lastChange)}
                  </span>
                ) : item.follow ? (
                  <span className="text-xs text-muted-foreground">Following</span>
                ) : null}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {item.verdict && isVerdict(item.verdict) ? VERDICT_LABELS[item.verdict] : "—"}
                {item.confidence !== null ? ` · ${item.confidence}%` : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
