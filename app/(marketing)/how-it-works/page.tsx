import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "How It Works",
  description: "How Factlens turns a claim into a verdict: matching published fact-checks, gathering evidence, weighing credibility and scoring confidence.",
  path: "/how-it-works",
  keywords: ["how fact-checking works"],
});

export default function HowItWorksPage() {
  return <PageHeader title="How It Works">A claim is normalised, matched against published fact-checks and evidence, weighed by source credibility and agreement, and scored for confidence. This page walks through each step.</PageHeader>;
}
