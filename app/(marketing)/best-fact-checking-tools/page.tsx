import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Best Fact-Checking Tools",
  description: "A comparison of fact-checking tools and services, and when each is the right choice.",
  path: "/best-fact-checking-tools",
  keywords: ["best fact-checking tools", "fact-check websites"],
});

export default function BestFactCheckingToolsPage() {
  return <PageHeader title="Best Fact-Checking Tools">A fair comparison of fact-checking tools: what each does well, where each falls short, and when to use which.</PageHeader>;
}
