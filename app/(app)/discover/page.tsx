import { DiscoverView } from "@/components/discover/discover-view";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Discover",
  description:
    "Discover the claims people are checking on Factlens: trending claims, popular categories and community statistics computed from real checks.",
  path: "/discover",
  keywords: ["trending claims", "popular fact-checks"],
});

export default function DiscoverPage() {
  return <DiscoverView />;
}
