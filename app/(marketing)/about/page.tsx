import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "About",
  description: "What Factlens is, who it is for and how it keeps verdicts honest.",
  path: "/about",
  keywords: ["about Factlens"],
});

export default function AboutPage() {
  return <PageHeader title="About Factlens">Factlens checks claims against published fact-checks and authoritative sources and answers with a verdict, a confidence score and the sources behind it. When the evidence is thin, it says so.</PageHeader>;
}
