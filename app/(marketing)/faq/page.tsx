import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "FAQ",
  description: "Answers to common questions about Factlens: getting started, how it works, accuracy, features, technical details, privacy and security.",
  path: "/faq",
  keywords: ["fact-check FAQ"],
});

export default function FaqPage() {
  return <PageHeader title="Frequently Asked Questions">Answers to the questions people ask most about Factlens.</PageHeader>;
}
