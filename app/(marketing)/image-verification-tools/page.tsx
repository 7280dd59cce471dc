import { VerificationGuidePage } from "@/components/marketing/verification-guide";
import { imageVerificationGuide } from "@/config/guides";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ ...imageVerificationGuide.metadata, path: imageVerificationGuide.path });

export default function ImageVerificationToolsPage() {
  return <VerificationGuidePage guide={imageVerificationGuide} />;
}
