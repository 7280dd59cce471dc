import { PageHeader } from "@/components/marketing/page-header";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Settings",
  description: "Your Factlens account and preferences.",
  path: "/settings",
  keywords: ["account settings"],
});

export default function SettingsPage() {
  return <PageHeader title="Settings">Your account, preferences and API keys live here once accounts are switched on for this server.</PageHeader>;
}
