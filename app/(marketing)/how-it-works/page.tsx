import Link from "next/link";
import { CallToAction } from "@/components/marketing/call-to-action";
import { ContentSection } from "@/components/marketing/content-section";
import { IconList } from "@/components/marketing/icon-list";
import { VerdictDefinitions } from "@/components/marketing/verdict-definitions";
import { PageHeader } from "@/components/marketing/page-header";
import { PageJsonLd } from "@/components/marketing/page-json-ld";
import { pipelineLimits, pipelineSteps } from "@/config/how-it-works";
import { pageMetadata } from "@/lib/seo/metadata";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

const description =
  "How Factlens turns a claim into a verdict: normalising the claim, answering repeats from the cache, searching fact-checker databases and web evidence in parallel, weighing the evidence and scoring confidence.";

export const metadata = pageMetadata({
  title: "How It Works",
  description,
  path: "/how-it-works",
  keywords: ["how fact-checking works", "automated fact-checking", "ClaimReview"],
});

const providers = [
  {
    kind: "Fact-checker databases",
    always: "The Factlens knowledge base of published ClaimReview fact-checks",
    optional: "Google Fact Check Tools",
  },
  { kind: "Web evidence", always: "Sources cited by earlier checks of the same claim", optional: "Perplexity Sonar web search" },
  {
    kind: "Synthesis",
    always: "A deterministic evidence aggregator",
    optional: "Any OpenAI-compatible language model, with validated output",
  },
];

export default function HowItWorksPage() {
  return (
    <article>
      <PageJsonLd path="/how-it-works" type="Article" title="How Factlens Works" description={description} />
      <PageHeader title="How It Works">
        Every claim goes through the same steps: it is normalised, matched against published fact-checks and evidence, weighed by source
        credibility and agreement, and scored for confidence. Here is each step in plain words.
      </PageHeader>

      <ContentSection id="pipeline" title="From claim to verdict, step by step">
        <ol className="flex flex-col gap-8">
          {pipelineSteps.map(({ id, title, icon: Icon, summary, details }, index) => (
            <li key={id} className="grid gap-4 sm:grid-cols-[3rem_1fr]">
              <div className="flex size-12 items-center justify-center rounded-xl border border-border bg-card" aria-hidden="true">
                <Icon className="size-5 text-brand" />
              </div>
              <div>
                <h3 className="text-lg font-semibold">
                  <span className="text-muted-foreground">Step {index + 1}. </span>
                  {title}
                </h3>
                <p className="mt-1 leading-relaxed">{summary}</p>
                <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-muted-foreground marker:text-muted-foreground">
                  {details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection
        id="providers"
        title="What runs where"
        lead="Factlens works with no outside services at all. Site operators can add more providers with their own keys; each one only adds evidence."
      >
        <Table label="Providers by role" className="min-w-[34rem]">
          <TableCaption>Providers by role: what always runs, and what runs when configured</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Role</TableHead>
              <TableHead>Always on</TableHead>
              <TableHead>When configured</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {providers.map((provider) => (
              <TableRow key={provider.kind}>
                <TableHead scope="row">{provider.kind}</TableHead>
                <TableCell className="leading-relaxed">{provider.always}</TableCell>
                <TableCell className="leading-relaxed text-muted-foreground">{provider.optional}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ContentSection>

      <ContentSection
        id="verdicts"
        title="The seven verdicts"
        lead={
          <>
            Every check ends in one of these. The{" "}
            <Link href="/methodology" className="font-medium text-brand underline underline-offset-4">
              Methodology
            </Link>{" "}
            page explains exactly when each one is given.
          </>
        }
      >
        <VerdictDefinitions />
      </ContentSection>

      <ContentSection id="limits" title="What Factlens does not do">
        <IconList items={pipelineLimits} tone="warning" className="max-w-prose" />
      </ContentSection>

      <CallToAction
        id="try-it"
        title="See it work"
        links={[
          { href: "/", label: "Check a claim" },
          { href: "/methodology", label: "Read the methodology" },
        ]}
      >
        Check a claim and open the Sources and Analysis tabs to see the evidence behind the verdict.
      </CallToAction>
    </article>
  );
}
