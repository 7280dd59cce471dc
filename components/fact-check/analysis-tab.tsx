import { Gauge, ThumbsDown, ThumbsUp } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { Source } from "@/lib/fact-check/types";

/** Counts of supporting and disputing sources, and their average credibility. */
export function sourceStats(sources: Source[]) {
  const supports = sources.filter((source) => source.stance === "supports").length;
  const disputes = sources.filter((source) => source.stance === "disputes").length;
  const averageCredibility = sources.length ? sources.reduce((sum, source) => sum + source.credibility, 0) / sources.length : null;
  return { supports, disputes, averageCredibility };
}

/** The Analysis tab: stance counts and average credibility to one decimal. */
export function AnalysisTab({ sources }: { sources: Source[] }) {
  const { supports, disputes, averageCredibility } = sourceStats(sources);
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Stat icon={ThumbsUp} iconClass="text-green-400" label="Sources supporting" value={String(supports)} testId="stat-supports" />
      <Stat icon={ThumbsDown} iconClass="text-red-400" label="Sources disputing" value={String(disputes)} testId="stat-disputes" />
      <Stat
        icon={Gauge}
        iconClass="text-brand"
        label="Average credibility"
        value={averageCredibility === null ? "—" : `${averageCredibility.toFixed(1)}/10`}
        testId="stat-credibility"
      />
    </dl>
  );
}

function Stat({ icon: Icon, iconClass, label, value, testId }: { icon: LucideIcon; iconClass: string; label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className={`size-4 ${iconClass}`} aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-3xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
