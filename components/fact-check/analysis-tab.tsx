import { Gauge, Scale, ThumbsDown, ThumbsUp } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { credibilityBadge } from "@/lib/fact-check/credibility";
import { findDisagreement, type Disagreement, type DisagreementSource } from "@/lib/fact-check/disagreement";
import type { FactCheckResult, Source } from "@/lib/fact-check/types";

/** Counts of supporting and disputing sources, and their average credibility. */
export function sourceStats(sources: Source[]) {
  const supports = sources.filter((source) => source.stance === "supports").length;
  const disputes = sources.filter((source) => source.stance === "disputes").length;
  const averageCredibility = sources.length ? sources.reduce((sum, source) => sum + source.credibility, 0) / sources.length : null;
  return { supports, disputes, averageCredibility };
}

/**
 * The Analysis tab: stance counts and average credibility to one decimal, and "Where sources
 * disagree" when the fact-checkers and the web evidence point different ways or reliable
 * fact-checkers disagree.
 */
export function AnalysisTab({ result }: { result: Pick<FactCheckResult, "sources" | "googleFactCheck" | "verdict"> }) {
  const { sources } = result;
  const { supports, disputes, averageCredibility } = sourceStats(sources);
  const disagreement = findDisagreement(result);
  return (
    <div className="flex flex-col gap-3">
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
      {disagreement ? <DisagreementPanel disagreement={disagreement} /> : null}
    </div>
  );
}

const DISAGREEMENT_TEXT: Record<Disagreement["kind"], string> = {
  "fact-checkers-vs-web": "The published fact-checks and the web evidence point different ways.",
  "fact-checkers-disagree": "Reliable fact-checkers rate this claim differently.",
};

const ROLE_LABEL: Record<DisagreementSource["role"], string> = { "fact-checker": "Fact-check", "web-evidence": "Web evidence" };

/** The two sides of a disagreement, each source with its outlet, role, stance and credibility. */
function DisagreementPanel({ disagreement }: { disagreement: Disagreement }) {
  return (
    <section
      aria-labelledby="disagreement-heading"
      className="flex flex-col gap-3 rounded-xl border border-orange-500/40 bg-orange-500/5 p-4 sm:p-5"
      data-testid="disagreement-panel"
    >
      <div className="flex flex-col gap-1">
        <h3 id="disagreement-heading" className="flex items-center gap-2 font-semibold">
          <Scale className="size-4 text-orange-600 dark:text-orange-400" aria-hidden="true" />
          Where sources disagree
        </h3>
        <p className="text-sm text-muted-foreground">{DISAGREEMENT_TEXT[disagreement.kind]}</p>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <DisagreementSide
          title="Supports the claim"
          icon={ThumbsUp}
          iconClass="text-green-600 dark:text-green-400"
          sources={disagreement.supports}
          testId="disagreement-supports"
        />
        <DisagreementSide
          title="Disputes the claim"
          icon={ThumbsDown}
          iconClass="text-red-600 dark:text-red-400"
          sources={disagreement.disputes}
          testId="disagreement-disputes"
        />
      </div>
    </section>
  );
}

function DisagreementSide({
  title,
  icon: Icon,
  iconClass,
  sources,
  testId,
}: {
  title: string;
  icon: LucideIcon;
  iconClass: string;
  sources: DisagreementSource[];
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3" data-testid={testId}>
      <h4 className="flex items-center gap-2 text-sm font-medium">
        <Icon className={`size-4 ${iconClass}`} aria-hidden="true" />
        {title} ({sources.length})
      </h4>
      <ul className="flex flex-col gap-1.5">
        {sources.map((source) => (
          <li
            key={source.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-sm"
            data-testid="disagreement-source"
          >
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="font-medium underline-offset-4 hover:underline">
              {source.outlet}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span className="text-xs text-muted-foreground">
              {ROLE_LABEL[source.role]} · {source.stance === "supports" ? "supports" : "disputes"} · credibility {source.credibility}/10 (
              {credibilityBadge(source.credibility)})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Stat({
  icon: Icon,
  iconClass,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  iconClass: string;
  label: string;
  value: string;
  testId: string;
}) {
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
