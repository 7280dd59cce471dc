/** Trending-claim verdict badge colours by text ; any other text is grey. */
export const TRENDING_VERDICT_BADGE: Record<string, string> = {
  true: "border-green-500/40 bg-green-500/15 text-green-300",
  "mostly true": "border-green-300/40 bg-green-300/10 text-green-200",
  "partially true": "border-yellow-400/40 bg-yellow-400/15 text-yellow-200",
  "needs context": "border-orange-400/40 bg-orange-400/15 text-orange-200",
  false: "border-red-500/40 bg-red-500/15 text-red-300",
  uncertain: "border-sky-400/40 bg-sky-400/10 text-sky-200",
};
export const OTHER_VERDICT_BADGE = "border-zinc-500/40 bg-zinc-500/15 text-zinc-300";

export function trendingVerdictBadge(verdict: string): string {
  return TRENDING_VERDICT_BADGE[verdict.trim().toLowerCase()] ?? OTHER_VERDICT_BADGE;
}

/** Discover's freshness: claims 5 minutes, categories 10 minutes, 2 retries. */
export const DISCOVER_QUERIES = {
  claims: { key: ["/api/trending/claims"], staleTime: 5 * 60_000, retry: 2, error: "Failed to fetch trending claims" },
  categories: { key: ["/api/trending/categories"], staleTime: 10 * 60_000, retry: 2, error: "Failed to fetch trending categories" },
  stats: { key: ["/api/trending/stats"], staleTime: 5 * 60_000, retry: 2, error: "Failed to fetch community stats" },
} as const;
