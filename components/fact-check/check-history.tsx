"use client";

import Link from "next/link";
import { History } from "lucide-react";
import { useCheckHistory } from "@/lib/account/use-check-history";
import { VERDICT_LABELS } from "@/lib/fact-check/verdict-labels";
import { isVerdict } from "@/lib/fact-check/verdict";

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
            <Link href={`/check/${item.id}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <span className="truncate">{item.query}</span>
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
