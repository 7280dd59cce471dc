import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Trending claims and categories",
  description: "Discover the claims people are checking on Factlens: trending claims, popular categories and community statistics computed from real checks.",
  path: "/discover",
  keywords: ["trending claims", "popular fact-checks"],
});

export default function DiscoverPage() {
  return <PageHeader title="Discover">Trending claims, popular categories and community statistics appear here as people check claims. Every figure on this page will be computed from checks actually stored by this server.</PageHeader>;
}
