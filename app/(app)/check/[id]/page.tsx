import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FactCheckApp } from "@/components/fact-check/fact-check-app";
import { verdictDisplay } from "@/config/verdicts";
import { env } from "@/lib/env";
import { findCheck } from "@/lib/fact-check/service";
import { pageMetadata } from "@/lib/seo/metadata";

type CheckPageProps = { params: Promise<{ id: string }> };

/** One lookup per request, shared by the metadata and the page. */
const loadCheck = cache(async (id: string) => findCheck(id));

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export async function generateMetadata({ params }: CheckPageProps): Promise<Metadata> {
  const { id } = await params;
  const result = await loadCheck(id);
  if (!result) return { title: "Fact-check not found", robots: { index: false, follow: true } };
  const verdict = verdictDisplay(result.verdict.status).prose;
  return pageMetadata({
    title: `${verdict}: ${clip(result.query, 70)}`,
    description: clip(
      `Factlens rates "${result.query}" ${verdict} (${result.verdict.confidence}% confidence). ${result.verdict.summary}`,
      160,
    ),
    path: `/check/${encodeURIComponent(result.id)}`,
    keywords: ["fact check result", "claim review"],
  });
}

/** The permalink of a stored check: the same result view, rendered on the server. */
export default async function CheckPage({ params }: CheckPageProps) {
  const { id } = await params;
  const result = await loadCheck(id);
  if (!result) notFound();
  return <FactCheckApp key={result.id} siteUrl={env.SITE_URL} initialResult={result} />;
}
