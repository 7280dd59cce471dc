import Link from "next/link";
import { GuideLink } from "@/components/marketing/guide-link";
import { CallToAction } from "@/components/marketing/call-to-action";
import { ContentSection } from "@/components/marketing/content-section";
import { ExternalLink } from "@/components/marketing/external-link";
import { IconList } from "@/components/marketing/icon-list";
import { PageHeader } from "@/components/marketing/page-header";
import { PageJsonLd } from "@/components/marketing/page-json-ld";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import type { VerificationGuide } from "@/config/guides";

/** The image or video verification guide, rendered from config/guides.ts. */
export function VerificationGuidePage({ guide }: { guide: VerificationGuide }) {
  return (
    <article>
      <PageJsonLd path={guide.path} type="Article" title={guide.title} description={guide.metadata.description} />
      <PageHeader title={guide.title}>{guide.intro}</PageHeader>

      <ContentSection id="techniques" title="Techniques">
        <div className="grid gap-6 md:grid-cols-2">
          {guide.techniques.map((technique) => (
            <Card key={technique.id}>
              <CardHeader>
                <h3 className="text-lg font-semibold">{technique.title}</h3>
                <CardDescription>{technique.description}</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed marker:text-muted-foreground">
                  {technique.tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </ContentSection>

      <ContentSection
        id="tools"
        title="Tools"
        lead="Free tools used by professional fact-checkers. No single tool settles a case; use several and compare."
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {guide.tools.map((tool) => (
            <li key={tool.name} className="rounded-xl border border-border bg-card p-5 text-card-foreground">
              <h3 className="font-semibold">{tool.url ? <ExternalLink href={tool.url}>{tool.name}</ExternalLink> : tool.name}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{tool.description}</p>
              {tool.note ? <p className="mt-2 text-xs text-muted-foreground italic">{tool.note}</p> : null}
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="workflow" title="A step-by-step workflow">
        <ol className="flex flex-col gap-4">
          {guide.workflow.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 leading-relaxed text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection id="signs" title="Red flags and good signs">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <h3 className="text-lg font-semibold">Red flags</h3>
              <CardDescription>Reasons to doubt, and to dig further.</CardDescription>
            </CardHeader>
            <CardContent>
              <IconList items={guide.redFlags} tone="cross" />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h3 className="text-lg font-semibold">Good signs</h3>
              <CardDescription>Evidence that builds trust, especially together.</CardDescription>
            </CardHeader>
            <CardContent>
              <IconList items={guide.goodSigns} tone="check" />
            </CardContent>
          </Card>
        </div>
      </ContentSection>

      <ContentSection id="related" title="Related guides">
        <ul className="flex flex-col gap-3">
          <li>
            <Link href={guide.sibling.href} className="font-medium text-brand underline underline-offset-4">
              {guide.sibling.label}
            </Link>
            <span className="text-muted-foreground">: {guide.sibling.description}</span>
          </li>
          <li>
            <GuideLink href="/how-to-fact-check" className="font-medium text-brand underline underline-offset-4">
              How to fact-check a claim
            </GuideLink>
            <span className="text-muted-foreground">: the four steps for checking what a picture is said to prove.</span>
          </li>
        </ul>
      </ContentSection>

      <CallToAction
        id="check-the-claim"
        title="Check the claim that comes with it"
        links={[
          { href: "/", label: "Check a claim" },
          { href: guide.sibling.href, label: guide.sibling.label },
        ]}
      >
        Pictures usually travel with a claim. Type the claim into Factlens to see whether fact-checkers have already reviewed it.
      </CallToAction>
    </article>
  );
}
