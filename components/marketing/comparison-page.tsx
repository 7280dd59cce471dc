import { CallToAction } from "@/components/marketing/call-to-action";
import { ContentSection } from "@/components/marketing/content-section";
import { ExternalLink } from "@/components/marketing/external-link";
import { IconList } from "@/components/marketing/icon-list";
import { PageHeader } from "@/components/marketing/page-header";
import { PageJsonLd } from "@/components/marketing/page-json-ld";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { Comparison } from "@/config/comparisons";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

function StrengthsAndLimits({ name, strengths, limits }: { name: string; strengths: string[]; limits: string[] }) {
  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg font-semibold">{name}</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div>
          <h4 className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Strengths</h4>
          <IconList items={strengths} tone="check" />
        </div>
        <div>
          <h4 className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Limits</h4>
          <IconList items={limits} tone="warning" />
        </div>
      </CardContent>
    </Card>
  );
}

/** A Factlens-vs-another-fact-checker page, rendered from config/comparisons.ts. */
export function ComparisonPage({ comparison }: { comparison: Comparison }) {
  const { competitor } = comparison;
  return (
    <article>
      <PageJsonLd path={comparison.path} type="Article" title={comparison.title} description={comparison.metadata.description} />
      <PageHeader title={comparison.title}>{comparison.intro}</PageHeader>

      <ContentSection id="comparison" title="At a glance">
        {/* Narrow screens: one card per dimension, both answers stacked, instead of a sideways-scrolling table. */}
        <dl className="flex flex-col gap-4 md:hidden">
          {comparison.rows.map((row) => (
            <div key={row.dimension} className="rounded-xl border border-border bg-card p-4 text-card-foreground">
              <dt className="font-semibold">{row.dimension}</dt>
              <dd className="mt-2 text-sm leading-relaxed">
                <span className="font-semibold">Factlens: </span>
                {row.factlens}
              </dd>
              <dd className="mt-2 text-sm leading-relaxed text-muted-foreground">
                <span className="font-semibold text-foreground">{competitor}: </span>
                {row.competitor}
              </dd>
            </div>
          ))}
        </dl>
        <Table label={`Factlens and ${competitor} compared`} containerClassName="hidden md:block" className="min-w-[36rem]">
          <TableCaption>
            Factlens and {competitor} compared on response time, coverage, source integration, API access and cost
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="w-40">
                <span className="sr-only">Dimension</span>
              </TableHead>
              <TableHead>Factlens</TableHead>
              <TableHead>{competitor}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {comparison.rows.map((row) => (
              <TableRow key={row.dimension}>
                <TableHead scope="row">{row.dimension}</TableHead>
                <TableCell className="leading-relaxed">{row.factlens}</TableCell>
                <TableCell className="leading-relaxed text-muted-foreground">{row.competitor}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ContentSection>

      <ContentSection id={`about-${competitor.toLowerCase()}`} title={`About ${competitor}`}>
        <div className="flex max-w-prose flex-col gap-3 leading-relaxed">
          {comparison.competitorProfile.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <ExternalLink href={comparison.competitorUrl}>Visit {competitor}</ExternalLink>
          </p>
        </div>
      </ContentSection>

      <ContentSection id="strengths-and-limits" title="Strengths and limits">
        <div className="grid gap-6 md:grid-cols-2">
          <StrengthsAndLimits name="Factlens" strengths={comparison.factlensStrengths} limits={comparison.factlensLimits} />
          <StrengthsAndLimits name={competitor} strengths={comparison.competitorStrengths} limits={comparison.competitorLimits} />
        </div>
      </ContentSection>

      <ContentSection id="which-to-choose" title="Which should you choose?">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <h3 className="text-lg font-semibold">Choose Factlens when</h3>
            </CardHeader>
            <CardContent>
              <IconList items={comparison.chooseFactlensWhen} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h3 className="text-lg font-semibold">Choose {competitor} when</h3>
            </CardHeader>
            <CardContent>
              <IconList items={comparison.chooseCompetitorWhen} />
            </CardContent>
          </Card>
        </div>
        <p className="mt-6 max-w-prose leading-relaxed">
          <strong className="font-semibold">Better together.</strong> {comparison.together}
        </p>
      </ContentSection>

      <CallToAction
        id="get-started"
        title="Check a claim now"
        links={[
          { href: "/", label: "Check a claim" },
          { href: "/best-fact-checking-tools", label: "Compare more fact-checking tools" },
        ]}
      >
        Type any claim and see the verdict, the confidence and the sources behind it in seconds. No account needed.
      </CallToAction>
    </article>
  );
}
