import { ComparisonPage } from "@/components/marketing/comparison-page";
import { politifactComparison } from "@/config/comparisons";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ ...politifactComparison.metadata, path: politifactComparison.path });

export default function FactlensVsPolitifactPage() {
  return <ComparisonPage comparison={politifactComparison} />;
}
