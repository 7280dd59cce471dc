import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Video Verification Tools",
  description: "Techniques and tools for verifying videos: keyframe search, metadata, geolocation and deepfake signs.",
  path: "/video-verification-tools",
  keywords: ["video verification", "deepfake detection"],
});

export default function VideoVerificationToolsPage() {
  return <PageHeader title="Video Verification Tools">How to tell whether a video is genuine and shown in its true context: techniques, tools, a workflow, and the signs to watch for.</PageHeader>;
}
