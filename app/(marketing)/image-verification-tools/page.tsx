import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Image Verification Tools",
  description: "Techniques and tools for verifying images: reverse image search, metadata, error level analysis and visual clues.",
  path: "/image-verification-tools",
  keywords: ["image verification", "reverse image search"],
});

export default function ImageVerificationToolsPage() {
  return <PageHeader title="Image Verification Tools">How to tell whether a photo is what it claims to be: techniques, tools, a workflow, and the signs to watch for.</PageHeader>;
}
