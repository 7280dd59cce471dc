import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Methodology",
  description: "How Factlens computes verdicts and confidence, how sources are rated, and what each confidence band means.",
  path: "/methodology",
  keywords: ["fact-check methodology", "confidence score"],
});

export default function MethodologyPage() {
  return <PageHeader title="Methodology">Confidence combines source credibility, consistency between sources and the strength of the evidence. Scores read on five bands: 90-100 very high, 70-89 high, 50-69 moderate, 30-49 low, 0-29 very low.</PageHeader>;
}
