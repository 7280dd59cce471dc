import Link from "next/link";
import { CircleCheck, CircleHelp, CircleX, type LucideIcon } from "lucide-react";
import { CallToAction } from "@/components/marketing/call-to-action";
import { ContentSection } from "@/components/marketing/content-section";
import { ExternalLink } from "@/components/marketing/external-link";
import { IconList } from "@/components/marketing/icon-list";
import { PageHeader } from "@/components/marketing/page-header";
import { PageJsonLd } from "@/components/marketing/page-json-ld";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { howToFactCheck, howToReferences, type HowToStep } from "@/config/guides";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/how-to-fact-check";
const description =
  "A step-by-step guide to checking a claim yourself: identify the claim, find primary sources, cross-reference them with a checklist, and conclude True, False or Unverified.";

export const metadata = pageMetadata({
  title: "How to Fact-Check",
  description,
  path,
  keywords: ["how to fact-check", "verify information", "fact-checking guide", "check a claim"],
});

const outcomeIcons: Record<NonNullable<HowToStep["outcomes"]>[number]["label"], { icon: LucideIcon; className: string }> = {
  True: { icon: CircleCheck, className: "text-emerald-400" },
  False: { icon: CircleX, className: "text-red-400" },
  Unverified: { icon: CircleHelp, className: "text-muted-foreground" },
};

function StepBody({ step }: { step: HowToStep }) {
  return (
    <div className="max-w-3xl">
      <p className="leading-relaxed">{step.text}</p>
      {step.tips.length ? (
        <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 leading-relaxed text-muted-foreground marker:text-muted-foreground">
          {step.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : null}
      {step.checklist ? (
        <div className="mt-4 rounded-lg border border-border bg-muted/30 p-5">
          <h3 className="mb-3 font-semibold">Cross-referencing checklist</h3>
          <IconList items={step.checklist} />
        </div>
      ) : null}
      {step.outcomes ? (
        <div className="mt-4">
          <h3 className="mb-3 font-semibold">Three possible outcomes</h3>
          <ul className="grid gap-3 md:grid-cols-3">
            {step.outcomes.map((outcome) => {
              const { icon: Icon, className } = outcomeIcons[outcome.label];
              return (
                <li key={outcome.label} className="rounded-lg border border-border bg-muted/30 p-4">
                  <p className="flex items-center gap-2 font-semibold">
                    <Icon className={`size-4 ${className}`} aria-hidden="true" />
                    {outcome.label}
                  </p>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{outcome.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export default function HowToFactCheckPage() {
  const pageUrl = `${env.SITE_URL.replace(/\/+$/, "")}${path}`;
  return (
    <article>
      <PageJsonLd
        path={path}
        type="HowTo"
        title={howToFactCheck.title}
        description={description}
        extra={{
          totalTime: howToFactCheck.totalTime,
          step: howToFactCheck.steps.map((step, index) => ({
            "@type": "HowToStep",
            position: index + 1,
            name: step.name,
            text: step.text,
            url: `${pageUrl}#${step.id}`,
          })),
        }}
      />
      <PageHeader title={howToFactCheck.title}>{howToFactCheck.intro}</PageHeader>

      <nav aria-label="Steps" className="rounded-xl border border-border bg-card p-5">
        <p className="text-sm font-semibold text-muted-foreground">The four steps</p>
        <ol className="mt-2 grid gap-1 sm:grid-cols-2">
          {howToFactCheck.steps.map((step, index) => (
            <li key={step.id}>
              <a href={`#${step.id}`} className="text-brand underline-offset-4 hover:underline">
                {index + 1}. {step.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {howToFactCheck.steps.map((step, index) => (
        <ContentSection key={step.id} id={step.id} title={`Step ${index + 1}: ${step.title}`}>
          <StepBody step={step} />
        </ContentSection>
      ))}

      <ContentSection id="references" title="References and resources">
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {howToReferences.map((group) => (
            <Card key={group.title} className="gap-4">
              <CardHeader>
                <h3 className="font-semibold">{group.title}</h3>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col gap-2.5 text-sm">
                  {group.links.map((link) => (
                    <li key={link.url} className="leading-relaxed">
                      <ExternalLink href={link.url}>{link.name}</ExternalLink>
                      <span className="block text-muted-foreground">{link.description}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
          <Card className="gap-4">
            <CardHeader>
              <h3 className="font-semibold">Guides on Factlens</h3>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-2.5 text-sm">
                <li>
                  <Link href="/best-fact-checking-tools" className="font-medium text-brand underline underline-offset-4">
                    Best fact-checking tools
                  </Link>
                  <span className="block text-muted-foreground">Which tool to use for which job.</span>
                </li>
                <li>
                  <Link href="/image-verification-tools" className="font-medium text-brand underline underline-offset-4">
                    Image verification tools
                  </Link>
                  <span className="block text-muted-foreground">Check whether a photo shows what it claims.</span>
                </li>
                <li>
                  <Link href="/video-verification-tools" className="font-medium text-brand underline underline-offset-4">
                    Video verification tools
                  </Link>
                  <span className="block text-muted-foreground">Check whether a video is genuine and in context.</span>
                </li>
                <li>
                  <Link href="/methodology" className="font-medium text-brand underline underline-offset-4">
                    Factlens methodology
                  </Link>
                  <span className="block text-muted-foreground">How Factlens rates sources and scores confidence.</span>
                </li>
              </ul>
            </CardContent>
          </Card>
        </div>
      </ContentSection>

      <CallToAction
        id="check-faster"
        title="Let Factlens do the first search"
        links={[
          { href: "/", label: "Check a claim" },
          { href: "/best-fact-checking-tools", label: "Compare fact-checking tools" },
        ]}
      >
        Factlens does much of steps 2 and 3 for you in seconds: it finds published fact-checks and sources, rates their credibility and
        shows whether they agree. You still make the call.
      </CallToAction>
    </article>
  );
}
