import Link from "next/link";
import reliabilityJson from "@/config/calibration/reliability.json";
import { CallToAction } from "@/components/marketing/call-to-action";
import { ContentSection } from "@/components/marketing/content-section";
import { VerdictDefinitions } from "@/components/marketing/verdict-definitions";
import { PageHeader } from "@/components/marketing/page-header";
import { PageJsonLd } from "@/components/marketing/page-json-ld";
import { ReliabilityChart } from "@/components/marketing/reliability-chart";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import {
  calibrationInputs,
  confidenceBands,
  confidenceFactors,
  credibilityBadgeRules,
  credibilityScale,
  sourceKindLabels,
  verdictDefinitions,
  verdictThresholds,
} from "@/config/methodology";
import { CONFIDENCE_MAP, readReliabilityFigures } from "@/lib/fact-check/calibration";
import { CONFIDENCE_RULES, ORDINAL } from "@/lib/fact-check/confidence";
import {
  CREDIBILITY_TABLE,
  DEFAULT_CREDIBILITY,
  INSTITUTIONAL_DEFAULTS,
  PEER_REVIEWED_JOURNAL_RULE,
  PEER_REVIEWED_JOURNALS,
  PUBLIC_AGENCIES,
  SCIENTIFIC_AGENCY_RULE,
  STATISTICAL_AGENCY_RULE,
  credibilityBadge,
  type CredibilityBadge,
  type SourceKind,
} from "@/lib/fact-check/credibility";
import { pageMetadata } from "@/lib/seo/metadata";
import { cn } from "@/lib/utils";

const description =
  "How Factlens computes verdicts and calibrated confidence, how well that confidence holds up on held-out claims, what each confidence band means, and how every source is rated for credibility.";

export const metadata = pageMetadata({
  title: "Methodology",
  description,
  path: "/methodology",
  keywords: ["fact-check methodology", "confidence score", "source credibility ratings"],
});

const percent = (share: number) => `${Math.round(share * 100)}%`;

const badgeStyles: Record<CredibilityBadge, string> = {
  HIGH: "border-emerald-500/40 bg-emerald-500/15 text-emerald-300",
  MEDIUM: "border-amber-500/40 bg-amber-500/15 text-amber-200",
  LOW: "border-red-500/40 bg-red-500/15 text-red-300",
};

function CredibilityBadgeLabel({ badge }: { badge: CredibilityBadge }) {
  return <span className={cn("inline-flex rounded-md border px-2 py-0.5 text-xs font-semibold", badgeStyles[badge])}>{badge}</span>;
}

/** Table entries by kind, in the order of `sourceKindLabels`, best scores first. */
function credibilityGroups() {
  return (Object.keys(sourceKindLabels) as SourceKind[])
    .map((kind) => ({
      kind,
      entries: CREDIBILITY_TABLE.filter((entry) => entry.kind === kind).toSorted(
        (a, b) => b.score - a.score || a.outlet.localeCompare(b.outlet),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}

const { weights, caps } = CONFIDENCE_RULES;
/** The published figures, validated when the page module loads. */
const reliability = readReliabilityFigures(reliabilityJson);

export default function MethodologyPage() {
  return (
    <article>
      <PageJsonLd path="/methodology" type="Article" title="Factlens Methodology" description={description} />
      <PageHeader title="Methodology">
        Confidence is the probability that professional fact-checkers would give the same verdict, calibrated against fact-checks it was not
        fitted on. This page sets out exactly how verdicts and confidence are computed, how well the number holds up, and how every source
        is rated.
      </PageHeader>

      <ContentSection
        id="confidence-bands"
        title="Reading the confidence score"
        lead="Every verdict carries a confidence score from 0 to 100. For every verdict other than Unclear it is the probability, in percent, that fact-checkers would give the same verdict. Read it in five bands."
      >
        <Table label="Confidence bands" className="min-w-[30rem]">
          <TableCaption>The five confidence bands and what each means</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Score</TableHead>
              <TableHead>Band</TableHead>
              <TableHead>What it means</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {confidenceBands.map((band) => (
              <TableRow key={band.label}>
                <TableCell className="font-mono whitespace-nowrap">
                  {band.min}-{band.max}
                </TableCell>
                <TableHead scope="row" className="whitespace-nowrap">
                  {band.label}
                </TableHead>
                <TableCell className="leading-relaxed text-muted-foreground">{band.meaning}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ContentSection>

      <ContentSection
        id="verdicts"
        title="How verdicts are decided"
        lead="These are the rules of the deterministic evidence aggregator, the default synthesiser. When a site operator configures a language model instead, its output is validated and may only cite sources the providers returned; if it fails, these rules answer."
      >
        <div className="flex max-w-prose flex-col gap-4 leading-relaxed">
          <p>
            <strong className="font-semibold">1. Ratings are read onto one scale.</strong> Each matching fact-check&apos;s own rating
            (&quot;Pants on Fire&quot;, &quot;Half True&quot;, &quot;Misleading&quot;, in many languages) is mapped onto the seven verdicts.
            A rating that cannot be read with certainty is left out rather than guessed. &quot;Unproven&quot; and similar ratings mean
            Unclear, not False: a claim that was not shown is not a claim that was refuted.
          </p>
          <p>
            <strong className="font-semibold">2. Each fact-check is weighted.</strong> Its weight is its match strength (how closely the
            reviewed claim matches yours, 0 to 1) times its publisher&apos;s credibility (out of 10) times its recency. Reviews up to five
            years old count in full; older ones fade gradually to half weight at twenty years, and an undated review counts slightly less.
          </p>
          <p>
            <strong className="font-semibold">3. The weighted average picks the verdict.</strong> On a scale where True is +{ORDINAL.TRUE},
            Mostly True +{ORDINAL.MOSTLY_TRUE}, Mixed {ORDINAL.MIXED}, Mostly False {ORDINAL.MOSTLY_FALSE} and False {ORDINAL.FALSE}:
          </p>
        </div>
        <ul className="mt-4 grid max-w-xl gap-2 sm:grid-cols-2">
          {verdictThresholds.map((threshold) => (
            <li
              key={threshold.verdict}
              className="flex items-baseline justify-between gap-3 rounded-lg border border-border bg-card px-4 py-2 text-sm"
            >
              <span className="text-muted-foreground">{threshold.range}</span>
              <span className="font-semibold">{verdictDefinitions[threshold.verdict].label}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex max-w-prose flex-col gap-4 leading-relaxed">
          <p>
            <strong className="font-semibold">4. Disagreement gives Disputed.</strong> Among reliable publishers (credibility{" "}
            {CONFIDENCE_RULES.reliableCredibility} or more), if at least {percent(CONFIDENCE_RULES.disputedMinShare)} of the weight says the
            claim is true or mostly true and at least {percent(CONFIDENCE_RULES.disputedMinShare)} says false or mostly false, the verdict
            is Disputed, and the summary names who says what.
          </p>
          <p>
            <strong className="font-semibold">5. Missing evidence gives Unclear.</strong> When the rated evidence adds up to less than{" "}
            {CONFIDENCE_RULES.minEvidenceWeight} (about a third of the weight of one exact, recent review by a publisher rated 10/10), or
            most of the weight says the claim is unproven, the verdict is Unclear with a confidence of {caps.UNCLEAR} or less.
          </p>
        </div>

        <h3 className="mt-8 text-lg font-semibold">What each verdict means</h3>
        <VerdictDefinitions className="mt-4" />
      </ContentSection>

      <ContentSection id="confidence" title="How confidence is computed">
        <div className="grid gap-4 md:grid-cols-3">
          {confidenceFactors.map((factor) => (
            <Card key={factor.id} className="gap-3">
              <CardHeader>
                <h3 className="font-semibold">{factor.title}</h3>
                <p className="text-2xl font-bold text-brand">{percent(weights[factor.id])}</p>
              </CardHeader>
              <CardContent className="text-sm leading-relaxed text-muted-foreground">{factor.description}</CardContent>
            </Card>
          ))}
        </div>
        <div className="mt-6 flex max-w-prose flex-col gap-3 leading-relaxed">
          <p>
            <strong className="font-semibold">1. A raw score.</strong> The three factors, each on a scale of 0 to 1, are weighted and
            summed: {percent(weights.credibility)} source credibility, {percent(weights.consistency)} consistency and{" "}
            {percent(weights.strength)} evidence strength. This raw score ranks verdicts sensibly, but on its own it is not a probability:
            measured against fact-checks, verdicts scored in the 70s turned out right far more often than 70% of the time.
          </p>
          <p>
            <strong className="font-semibold">2. A calibration map turns it into a probability.</strong> The raw score and four more facts
            about the evidence go into a fitted map:
          </p>
        </div>
        <ul className="mt-4 grid max-w-3xl gap-3 sm:grid-cols-2">
          {calibrationInputs.map((input) => (
            <li key={input.title} className="rounded-lg border border-border bg-card px-4 py-3 text-sm leading-relaxed">
              <span className="font-semibold">{input.title}.</span> <span className="text-muted-foreground">{input.description}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex max-w-prose flex-col gap-3 leading-relaxed">
          <p>
            The map is a logistic combination of these inputs, each of which can only raise the result, followed by isotonic regression
            against how often fact-checkers actually agreed. It was fitted on {CONFIDENCE_MAP.trainedOn.answers.toLocaleString("en-US")}{" "}
            answers from the training side of our evaluation set and is published in the repository with the figures below. Because every
            step is monotone, more or better evidence never lowers the number, and the map only moves the number: it never changes a
            verdict.
          </p>
          <p>Then limits apply, so the number never claims more than the evidence allows:</p>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-muted-foreground">
            <li>
              An Unclear verdict never has a confidence above {caps.UNCLEAR}. There the score is not a probability: it says how little is
              known.
            </li>
            <li>
              A Disputed verdict never has a confidence above {caps.DISPUTED}: when reliable sources disagree, certainty is not on offer.
            </li>
            <li>
              Each provider that failed or ran out of time costs {CONFIDENCE_RULES.failedProviderPenalty} points, because the answer rests
              on less evidence.
            </li>
            <li>
              When a site operator configures a language model to write the synthesis, its confidence is the model&apos;s own estimate. It
              is not calibrated yet, and the result says so in its notes.
            </li>
          </ul>
        </div>
      </ContentSection>

      <ContentSection
        id="source-ratings"
        title="How sources are rated"
        lead="Each outlet and domain has a credibility score from 0 to 10 with the reason for it. Scores are editorial judgements, not measurements, and they say how much a claim reported by that source should move a verdict."
      >
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <Table label="Credibility scale" className="min-w-[26rem]">
            <TableCaption>What each part of the credibility scale means</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Score</TableHead>
                <TableHead>Meaning</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {credibilityScale.map((row) => (
                <TableRow key={row.range}>
                  <TableHead scope="row" className="font-mono whitespace-nowrap">
                    {row.range}
                  </TableHead>
                  <TableCell className="leading-relaxed text-muted-foreground">{row.description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Card className="gap-4 self-start">
            <CardHeader>
              <h3 className="font-semibold">Badges on source cards</h3>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-3 text-sm">
                {credibilityBadgeRules.map((rule) => (
                  <li key={rule.badge} className="flex items-center justify-between gap-3">
                    <CredibilityBadgeLabel badge={rule.badge} />
                    <span className="text-muted-foreground">{rule.rule}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>

        <h3 className="mt-8 text-lg font-semibold">Sources not in the table</h3>
        <p className="mt-2 max-w-prose leading-relaxed text-muted-foreground">
          A source the table does not list is scored by the first rule it falls under, in this order; the source card names the rule. A
          peer-reviewed journal is recognised by a DOI link under one of its DOI stems (doi.org/10.7326/… is Annals of Internal Medicine) or
          by a page on its own site; an agency by its domain. The lists below only say which journals and agencies belong to each class: the
          score is the rule&apos;s, and an outlet with its own table entry keeps that entry.
        </p>
        <ul className="mt-3 flex max-w-prose flex-col gap-2 leading-relaxed text-muted-foreground">
          <li>
            <span className="font-semibold text-foreground">{PEER_REVIEWED_JOURNAL_RULE.score}/10</span> —{" "}
            {PEER_REVIEWED_JOURNAL_RULE.reason}. Journals: {PEER_REVIEWED_JOURNALS.map((journal) => journal.name).join(", ")}.
          </li>
          <li>
            <span className="font-semibold text-foreground">{STATISTICAL_AGENCY_RULE.score}/10</span> — {STATISTICAL_AGENCY_RULE.reason}.
            Agencies:{" "}
            {PUBLIC_AGENCIES.filter((agency) => agency.role === "statistics")
              .map((agency) => agency.name)
              .join(", ")}
            .
          </li>
          <li>
            <span className="font-semibold text-foreground">{SCIENTIFIC_AGENCY_RULE.score}/10</span> — {SCIENTIFIC_AGENCY_RULE.reason}.
            Agencies:{" "}
            {PUBLIC_AGENCIES.filter((agency) => agency.role === "science")
              .map((agency) => agency.name)
              .join(", ")}
            .
          </li>
          {INSTITUTIONAL_DEFAULTS.map((rule) => (
            <li key={rule.reason}>
              <span className="font-semibold text-foreground">{rule.score}/10</span> — {rule.reason}.
            </li>
          ))}
          <li>
            <span className="font-semibold text-foreground">{DEFAULT_CREDIBILITY.score}/10</span> — {DEFAULT_CREDIBILITY.reason}.
          </li>
        </ul>

        <h3 className="mt-8 text-lg font-semibold">The credibility table</h3>
        <p className="mt-2 max-w-prose text-muted-foreground">
          All {CREDIBILITY_TABLE.length} rated outlets and domains. Subdomains share their domain&apos;s score.
        </p>
        <div className="mt-4 flex flex-col gap-8">
          {credibilityGroups().map((group) => (
            <section key={group.kind} aria-labelledby={`kind-${group.kind}`}>
              <h4 id={`kind-${group.kind}`} className="font-semibold">
                {sourceKindLabels[group.kind]}
              </h4>
              <Table label={sourceKindLabels[group.kind]} density="compact" containerClassName="mt-3" className="min-w-[40rem]">
                <TableCaption>Credibility scores: {sourceKindLabels[group.kind]}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-52">Outlet</TableHead>
                    <TableHead className="w-20">Score</TableHead>
                    <TableHead>Reason</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {group.entries.map((entry) => (
                    <TableRow key={entry.domain}>
                      <TableHead scope="row" className="font-normal">
                        <span className="font-semibold">{entry.outlet}</span>
                        <span className="block font-mono text-xs text-muted-foreground">
                          {[entry.domain, ...(entry.extraDomains ?? [])].join(", ")}
                        </span>
                      </TableHead>
                      <TableCell>
                        <span className="font-mono font-semibold">{entry.score}</span>
                        <span className="mt-1 block">
                          <CredibilityBadgeLabel badge={credibilityBadge(entry.score)} />
                        </span>
                      </TableCell>
                      <TableCell className="leading-relaxed text-muted-foreground">{entry.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </section>
          ))}
        </div>
      </ContentSection>

      <ContentSection
        id="accuracy"
        title="Accuracy and calibration"
        lead="A confidence score is only useful if it is calibrated: verdicts given at 80% confidence should agree with the fact-checkers about 80% of the time. This is how ours holds up on claims the map was never fitted on."
      >
        <ReliabilityChart figures={reliability} />
        <div className="mt-6 flex max-w-prose flex-col gap-3 leading-relaxed">
          <p>
            The held-out claims are rewordings of published fact-checks (right when the verdict is the fact-checker&apos;s rating), near
            misses and claims nobody has checked (right when the answer is Unclear), and the starter knowledge base&apos;s claims as
            written, each run through the same pipeline the site uses. The chart plots the {reliability.answers.toLocaleString("en-US")}{" "}
            answers that gave a verdict other than Unclear; the expected calibration error is the average gap between the bars and the
            diagonal, weighted by how many answers each bar holds.
          </p>
          <p>
            What the figures do not show: the evaluation claims are written in the style of real fact-checks, and most reworded claims are
            still answered Unclear rather than matched, so the chart says how far to trust a verdict when Factlens gives one, not how often
            it finds one. Every result shows its sources so you can judge the evidence yourself. The{" "}
            <Link href="/how-it-works" className="font-medium text-brand underline underline-offset-4">
              How It Works
            </Link>{" "}
            page describes the pipeline, and the{" "}
            <Link href="/faq" className="font-medium text-brand underline underline-offset-4">
              FAQ
            </Link>{" "}
            answers common questions.
          </p>
        </div>
      </ContentSection>

      <CallToAction
        id="try-it"
        title="See the method at work"
        links={[
          { href: "/", label: "Check a claim" },
          { href: "/how-it-works", label: "How it works" },
        ]}
      >
        Check a claim, then open the Sources tab to see each source&apos;s credibility score and badge.
      </CallToAction>
    </article>
  );
}
