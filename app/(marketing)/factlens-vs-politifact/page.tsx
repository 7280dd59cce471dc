import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Factlens vs PolitiFact",
  description: "How Factlens and PolitiFact compare on response time, coverage, sources, API access and cost.",
  path: "/factlens-vs-politifact",
  keywords: ["Factlens vs PolitiFact", "PolitiFact alternative"],
});

export default function FactlensVsPolitifactPage() {
  return <PageHeader title="Factlens vs PolitiFact">PolitiFact rates political statements on its Truth-O-Meter; Factlens answers any claim on demand and cites the fact-checks it finds. Here is how they compare.</PageHeader>;
}
