import { GuideLink } from "@/components/marketing/guide-link";
import { CallToAction } from "@/components/marketing/call-to-action";
import { ContentSection } from "@/components/marketing/content-section";
import { IconList } from "@/components/marketing/icon-list";
import { PageHeader } from "@/components/marketing/page-header";
import { PageJsonLd } from "@/components/marketing/page-json-ld";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { aboutAudiences, aboutLimits, aboutMission, aboutPrinciples } from "@/config/about";
import { pageMetadata } from "@/lib/seo/metadata";

const description =
  'What Factlens is, who it is for, and the principles that keep its verdicts honest: cited sources, published rules, and "unclear" when the evidence is.';

export const metadata = pageMetadata({
  title: "About",
  description,
  path: "/about",
  keywords: ["about Factlens", "fact-checking mission", "AI fact-checker"],
});

const learnMore = [
  { href: "/how-it-works", label: "How It Works", text: "the steps from your claim to a verdict." },
  { href: "/methodology", label: "Methodology", text: "how verdicts, confidence and source credibility are computed." },
  { href: "/faq", label: "FAQ", text: "answers to the questions people ask most." },
  { href: "/fact-check-api", label: "Fact-Check API", text: "the same pipeline for your own software." },
  { href: "/how-to-fact-check", label: "How to Fact-Check", text: "the skills to check a claim yourself." },
];

export default function AboutPage() {
  return (
    <article>
      <PageJsonLd path="/about" type="AboutPage" title="About Factlens" description={description} />
      <PageHeader title="About Factlens">
        Factlens checks claims against published fact-checks and authoritative sources and answers with a verdict, a confidence score and
        the sources behind it. When the evidence is thin, it says so.
      </PageHeader>

      <ContentSection id="mission" title="Why Factlens exists">
        <div className="flex max-w-prose flex-col gap-4 leading-relaxed">
          {aboutMission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>

      <ContentSection id="audience" title="Who it is for">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {aboutAudiences.map(({ title, icon: Icon, description: text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-5 text-card-foreground">
              <Icon className="size-5 text-brand" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="principles" title="What we hold to">
        <ol className="grid gap-4 md:grid-cols-2">
          {aboutPrinciples.map((principle, index) => (
            <li key={principle.title}>
              <Card className="h-full gap-3">
                <CardHeader>
                  <h3 className="font-semibold">
                    <span className="mr-2 text-brand" aria-hidden="true">
                      {index + 1}.
                    </span>
                    {principle.title}
                  </h3>
                </CardHeader>
                <CardContent className="text-sm leading-relaxed text-muted-foreground">{principle.description}</CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection id="limits" title="What Factlens is not">
        <IconList items={aboutLimits} tone="warning" className="max-w-prose" />
      </ContentSection>

      <ContentSection id="learn-more" title="Learn more">
        <ul className="flex flex-col gap-2 leading-relaxed">
          {learnMore.map((link) => (
            <li key={link.href}>
              <GuideLink href={link.href} className="font-medium text-brand underline underline-offset-4">
                {link.label}
              </GuideLink>
              <span className="text-muted-foreground">: {link.text}</span>
            </li>
          ))}
        </ul>
      </ContentSection>

      <CallToAction id="get-started" title="Check a claim" links={[{ href: "/", label: "Start fact-checking" }]}>
        Type any claim and see what published fact-checks and sources say about it. No account needed.
      </CallToAction>
    </article>
  );
}
