import { FactCheckApp } from "@/components/fact-check/fact-check-app";
import { siteConfig } from "@/config/site";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: `${siteConfig.name} — ${siteConfig.tagline}`,
  description: siteConfig.description,
  path: "/",
  absoluteTitle: true,
});

type HomePageProps = { searchParams: Promise<{ q?: string | string[] }> };

/** Home: the search → loading → result flow; `/?q=claim` checks the claim on load. */
export default async function HomePage({ searchParams }: HomePageProps) {
  const { q } = await searchParams;
  const initialQuery = (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 1000) || undefined;
  // A new key per query, so following a `/?q=` link from the home page starts that check.
  return <FactCheckApp key={initialQuery ?? ""} siteUrl={env.SITE_URL} initialQuery={initialQuery} />;
}
