import Link from "next/link";
import { Lightbulb } from "lucide-react";
import { FaqAccordion } from "@/components/marketing/faq-accordion";
import { PageHeader } from "@/components/marketing/page-header";
import { PageJsonLd } from "@/components/marketing/page-json-ld";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { allFaqEntries, faqCategories, faqQuickTips, faqStats } from "@/config/faq";
import { pageMetadata } from "@/lib/seo/metadata";

const description =
  "Answers to common questions about Factlens: getting started, how it works, accuracy and reliability, features, the API, privacy and security.";

export const metadata = pageMetadata({
  title: "FAQ",
  description,
  path: "/faq",
  keywords: ["fact-check FAQ", "Factlens questions", "how accurate is Factlens"],
});

const moreLinks = [
  { href: "/methodology", label: "Methodology" },
  { href: "/how-it-works", label: "How It Works" },
  { href: "/about", label: "About Factlens" },
];

export default function FaqPage() {
  const questionCount = allFaqEntries().length;
  return (
    <article>
      <PageJsonLd
        path="/faq"
        type="FAQPage"
        title="Factlens FAQ"
        description={description}
        extra={{
          mainEntity: allFaqEntries().map((entry) => ({
            "@type": "Question",
            name: entry.question,
            acceptedAnswer: { "@type": "Answer", text: entry.answer },
          })),
        }}
      />
      <PageHeader title="Frequently Asked Questions">
        Everything you might want to know about checking claims with Factlens: {questionCount} answers in {faqCategories.length} topics.
        Open as many as you like.
      </PageHeader>

      <section aria-labelledby="faq-stats-heading" className="mb-12">
        <h2 id="faq-stats-heading" className="sr-only">
          Service goals
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {faqStats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-xl border border-border bg-card p-5 text-card-foreground">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-brand">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">
          The goals we hold Factlens to. Measured accuracy and calibration will be published on the{" "}
          <Link href="/methodology" className="underline underline-offset-4 hover:text-foreground">
            Methodology
          </Link>{" "}
          page.
        </p>
      </section>

      <div className="flex flex-col gap-6">
        {faqCategories.map(({ id, title, icon: Icon, entries }) => (
          <Card key={id} id={id} className="scroll-mt-20 gap-2" aria-labelledby={`${id}-heading`} role="region">
            <CardHeader className="flex flex-row items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-lg bg-secondary" aria-hidden="true">
                <Icon className="size-5 text-brand" />
              </span>
              <h2 id={`${id}-heading`} className="text-xl font-semibold">
                {title}
              </h2>
              <Badge variant="secondary" className="ml-auto">
                {entries.length} {entries.length === 1 ? "question" : "questions"}
              </Badge>
            </CardHeader>
            <CardContent>
              <FaqAccordion items={entries} />
            </CardContent>
          </Card>
        ))}
      </div>

      <section
        aria-labelledby="still-have-questions-heading"
        className="mt-14 rounded-xl border border-brand/40 bg-card p-6 text-card-foreground shadow-sm sm:p-8"
      >
        <h2 id="still-have-questions-heading" className="text-2xl font-semibold tracking-tight">
          Still Have Questions?
        </h2>
        <p className="mt-2 max-w-prose text-muted-foreground">
          The methodology, the step-by-step pipeline and the story behind Factlens go into more depth than any FAQ can.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          {moreLinks.map((link) => (
            <Button key={link.href} asChild variant="outline">
              <Link href={link.href}>{link.label}</Link>
            </Button>
          ))}
        </div>
        <h3 className="mt-8 flex items-center gap-2 font-semibold">
          <Lightbulb className="size-4 text-amber-300" aria-hidden="true" />
          Quick tips for better checks
        </h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {faqQuickTips.map((tip) => (
            <li key={tip.title} className="rounded-lg border border-border p-4">
              <p className="font-semibold">{tip.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{tip.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
