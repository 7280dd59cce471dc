import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Factlens vs Snopes",
  description: "How Factlens and Snopes compare on response time, coverage, sources, API access and cost.",
  path: "/factlens-vs-snopes",
  keywords: ["Factlens vs Snopes", "Snopes alternative"],
});

export default function FactlensVsSnopesPage() {
  return <PageHeader title="Factlens vs Snopes">Snopes publishes in-depth articles written by its editors; Factlens answers any claim on demand from published fact-checks and sources. Here is how they compare.</PageHeader>;
}
