import { VerificationGuidePage } from "@/components/marketing/verification-guide";
import { videoVerificationGuide } from "@/config/guides";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ ...videoVerificationGuide.metadata, path: videoVerificationGuide.path });

export default function VideoVerificationToolsPage() {
  return <VerificationGuidePage guide={videoVerificationGuide} />;
}
