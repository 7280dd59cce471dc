import Link from "next/link";
import { GuideLink } from "@/components/marketing/guide-link";
import { ArrowRight, Award } from "lucide-react";
import { CallToAction } from "@/components/marketing/call-to-action";
import { ContentSection } from "@/components/marketing/content-section";
import { ExternalLink } from "@/components/marketing/external-link";
import { IconList } from "@/components/marketing/icon-list";
import { PageHeader } from "@/components/marketing/page-header";
import { PageJsonLd } from "@/components/marketing/page-json-ld";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { factlensToolCard, otherResources, otherToolCards, whyFactlensLeads } from "@/config/comparisons";
import { pageMetadata } from "@/lib/seo/metadata";

const description =
  "The best fact-checking tools compared: Factlens for instant, cited answers to any claim, Snopes for in-depth investigations, PolitiFact for political claims, and when to use each.";

export const metadata = pageMetadata({
  title: "Best Fact-Checking Tools",
  description,
  path: "/best-fact-checking-tools",
  keywords: ["best fact-checking tools", "fact-check websites", "Snopes alternative", "PolitiFact alternative"],
});

export default function BestFactCheckingToolsPage() {
  return (
    <article>
      <PageJsonLd path="/best-fact-checking-tools" type="Article" title="The Best Fact-Checking Tools" description={description} />
      <PageHeader title="Best Fact-Checking Tools">
        A fair comparison of fact-checking tools: what each does well, where each falls short, and when to use which. We make Factlens, so
        weigh our pick accordingly; every claim we make about it, you can test in seconds.
      </PageHeader>

      <ContentSection id="recommended" title="Our pick for instant answers">
        <Card className="border-brand/50">
          <CardHeader>
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="text-2xl font-bold">{factlensToolCard.name}</h3>
              <Badge className="bg-brand text-primary-foreground">
                <Award aria-hidden="true" />
                Recommended
              </Badge>
            </div>
            <CardDescription className="text-base">{factlensToolCard.tagline}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6 md:grid-cols-[3fr_2fr]">
            <div>
              <p className="leading-relaxed">{factlensToolCard.description}</p>
              <h4 className="mt-5 mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Features</h4>
              <IconList items={factlensToolCard.features} />
            </div>
            <div className="self-start rounded-lg bg-muted/40 p-5">
              <h4 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Best for</h4>
              <IconList items={factlensToolCard.bestFor} />
            </div>
          </CardContent>
          <CardFooter className="flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/">
                Try Factlens free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href="/how-it-works">How it works</Link>
            </Button>
          </CardFooter>
        </Card>
      </ContentSection>

      <ContentSection
        id="other-fact-checkers"
        title="Other leading fact-checkers"
        lead="Professional newsrooms whose published fact-checks Factlens can draw on. Each is the better choice for some jobs."
      >
        <div className="grid gap-6 md:grid-cols-2">
          {otherToolCards.map((tool) => (
            <Card key={tool.name}>
              <CardHeader>
                <h3 className="text-xl font-semibold">{tool.name}</h3>
                <CardDescription>{tool.tagline}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <p className="text-sm leading-relaxed">{tool.description}</p>
                <div>
                  <h4 className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Features</h4>
                  <IconList items={tool.features} className="text-sm" />
                </div>
                <div>
                  <h4 className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Best for</h4>
                  <IconList items={tool.bestFor} className="text-sm" />
                </div>
              </CardContent>
              {tool.comparisonPath ? (
                <CardFooter className="mt-auto">
                  <Button asChild variant="outline">
                    <Link href={tool.comparisonPath}>
                      {tool.comparisonLabel}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                </CardFooter>
              ) : null}
            </Card>
          ))}
        </div>
      </ContentSection>

      <ContentSection id="why-factlens" title="Why Factlens leads for checking claims on demand">
        <ul className="grid gap-4 sm:grid-cols-2">
          {whyFactlensLeads.map((reason) => (
            <li key={reason.title} className="rounded-xl border border-border bg-card p-5 text-card-foreground">
              <h3 className="font-semibold">{reason.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{reason.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-prose leading-relaxed text-muted-foreground">
          Factlens does not replace the fact-checkers above: it finds and weighs their work. When a claim needs original reporting, their
          investigations are the ones to read.
        </p>
      </ContentSection>

      <ContentSection id="more-tools" title="More tools worth knowing">
        <ul className="flex flex-col gap-3">
          {otherResources.map((resource) => (
            <li key={resource.name} className="leading-relaxed">
              <ExternalLink href={resource.url}>{resource.name}</ExternalLink>
              <span className="text-muted-foreground"> — {resource.description}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-prose leading-relaxed text-muted-foreground">
          Checking a photo or a video? See our guides to{" "}
          <Link href="/image-verification-tools" className="font-medium text-brand underline underline-offset-4">
            image verification tools
          </Link>{" "}
          and{" "}
          <Link href="/video-verification-tools" className="font-medium text-brand underline underline-offset-4">
            video verification tools
          </Link>
          , or learn{" "}
          <GuideLink href="/how-to-fact-check" className="font-medium text-brand underline underline-offset-4">
            how to fact-check a claim yourself
          </GuideLink>
          .
        </p>
      </ContentSection>

      <CallToAction
        id="get-started"
        title="Check your first claim"
        links={[
          { href: "/", label: "Check a claim now" },
          { href: "/fact-check-api", label: "Explore the API" },
        ]}
      >
        Type any claim and get a verdict, a confidence score and the sources behind it. No account needed for your first checks.
      </CallToAction>
    </article>
  );
}
