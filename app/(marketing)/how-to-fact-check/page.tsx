import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "How to Fact-Check",
  description: "A step-by-step guide to checking a claim yourself: identify the claim, find primary sources, cross-reference, and conclude.",
  path: "/how-to-fact-check",
  keywords: ["how to fact-check", "verify information"],
});

export default function HowToFactCheckPage() {
  return <PageHeader title="How to Fact-Check a Claim">Four steps anyone can follow to check a claim: identify it precisely, find primary sources, cross-reference them, and draw an honest conclusion.</PageHeader>;
}
