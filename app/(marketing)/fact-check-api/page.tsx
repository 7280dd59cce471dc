import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Fact-Check API",
  description: "The Factlens API: check claims from your own software with the same pipeline as the web app.",
  path: "/fact-check-api",
  keywords: ["fact-check API", "claim verification API"],
});

export default function FactCheckApiPage() {
  return <PageHeader title="Fact-Check API">The same fact-checking pipeline the web app uses, as JSON over HTTP.</PageHeader>;
}
