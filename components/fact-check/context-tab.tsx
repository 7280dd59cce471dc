import { useId, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { BookOpen, Earth, FlaskConical, Landmark, Lightbulb, Link2, Newspaper, TrendingUp, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ContextualAnalysis } from "@/lib/fact-check/types";

type TextKey = "historicalContext" | "politicalContext" | "scientificContext" | "socialContext" | "economicContext" | "mediaContext";

/**
 * The prose sections of the Context tab, in order. "What is this about?" always shows with an
 * analysis (the claim itself when the analysis has no text for it); the others only with text.
 */
const TEXT_SECTIONS: { key: TextKey; question: string; icon: LucideIcon }[] = [
  { key: "historicalContext", question: "What is this about?", icon: BookOpen },
  { key: "politicalContext", question: "Why does this matter politically?", icon: Landmark },
  { key: "scientificContext", question: "What does science say?", icon: FlaskConical },
  { key: "socialContext", question: "How does society view this?", icon: Users },
  { key: "economicContext", question: "What are the economic implications?", icon: TrendingUp },
  { key: "mediaContext", question: "How is media covering this?", icon: Newspaper },
];

const nonEmpty = (items: string[] | undefined) => (items ?? []).filter((item) => item.trim() !== "");

/** Background to the claim, each section only when it has content; a generic note otherwise. */
export function ContextTab({ analysis, query }: { analysis?: ContextualAnalysis; query: string }) {
  if (!analysis) return <ContextFallback query={query} />;
  const keyActors = nonEmpty(analysis.keyActors);
  const relatedEvents = nonEmpty(analysis.relatedEvents);
  const geopolitical = nonEmpty(analysis.geopoliticalFactors);
  const texts = TEXT_SECTIONS.filter(({ key }) => analysis[key]?.trim());
  if (texts.length + keyActors.length + relatedEvents.length + geopolitical.length === 0) return <ContextFallback query={query} />;
  const about = analysis.historicalContext?.trim() || `The claim checked: “${query}”.`;
  const sections = [
    { ...TEXT_SECTIONS[0], text: about },
    ...texts.filter(({ key }) => key !== "historicalContext").map((section) => ({ ...section, text: analysis[section.key]! })),
  ];

  return (
    <div className="flex flex-col gap-3">
      {sections.map(({ key, question, icon, text }) => (
        <ContextSection key={key} title={question} icon={icon}>
          <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
        </ContextSection>
      ))}
      {keyActors.length > 0 ? (
        <ContextSection title="Who are the key players?" icon={Users}>
          <ul className="flex flex-wrap gap-2">
            {keyActors.map((actor) => (
              <li key={actor}>
                <Badge variant="secondary">{actor}</Badge>
              </li>
            ))}
          </ul>
        </ContextSection>
      ) : null}
      {relatedEvents.length > 0 ? (
        <ContextSection title="What other events are connected?" icon={Link2}>
          <BulletList items={relatedEvents} />
        </ContextSection>
      ) : null}
      {geopolitical.length > 0 ? (
        <ContextSection title="What are the global implications?" icon={Earth}>
          <BulletList items={geopolitical} />
        </ContextSection>
      ) : null}
    </div>
  );
}

function ContextSection({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 sm:p-5">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <Icon className="size-4 text-brand" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-muted-foreground marker:text-brand">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

function ContextFallback({ query }: { query: string }) {
  return (
    <ContextSection title="Understanding This Claim" icon={Lightbulb}>
      <p className="text-sm text-muted-foreground">
        You asked about: <span className="font-medium text-foreground">&quot;{query}&quot;</span>
      </p>
      <p className="text-sm leading-relaxed text-muted-foreground">
        Factlens compared this claim with published fact-checks and authoritative sources, weighed each source&apos;s credibility and
        stance, and combined them into the verdict and confidence score above. No further background was available for this claim, so read
        the sources and the timeline for the detail behind the verdict.
      </p>
    </ContextSection>
  );
}
