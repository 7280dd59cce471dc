import { ComparisonPage } from "@/components/marketing/comparison-page";
import { snopesComparison } from "@/config/comparisons";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ ...snopesComparison.metadata, path: snopesComparison.path });

export default function FactlensVsSnopesPage() {
  return <ComparisonPage comparison={snopesComparison} />;
}
