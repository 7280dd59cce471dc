import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { TtlCache } from "@/lib/cache/ttl-cache";
import { TrendingService, type CommunityStats, type TrendingCategory, type TrendingClaim } from "@/lib/discover/trending";

const service = new TrendingService(db);
const ttl = env.TRENDING_CACHE_SECONDS * 1000;
const claimsCache = new TtlCache<TrendingClaim[]>(ttl);
const categoriesCache = new TtlCache<TrendingCategory[]>(ttl);
const statsCache = new TtlCache<CommunityStats>(ttl);

/** Discover's figures, computed from stored checks and cached briefly so the page stays fast at scale. */
export const trending = {
  claims: (limit: number) => claimsCache.get(String(limit), () => service.claims(limit)),
  categories: (windowDays: number) => categoriesCache.get(String(windowDays), () => service.categories(windowDays)),
  stats: () => statsCache.get("stats", () => service.stats()),
};
