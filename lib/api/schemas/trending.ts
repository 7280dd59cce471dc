import { z } from "zod";
import { percentSchema, queryWholeNumber } from "@/lib/api/schemas/common";

/** Query and answer schemas of the trending endpoints (Discover's lists and figures). */

export const trendingClaimsQuerySchema = z.object({
  limit: queryWholeNumber("limit", { min: 1, max: 50 }).default(10).meta({ description: "How many claims, 1-50 (default 10)." }),
});

export const trendingCategoriesQuerySchema = z.object({
  window: queryWholeNumber("window", { min: 1, max: 365, unit: "day" })
    .default(7)
    .meta({ description: "Window in days, 1-365 (default 7)." }),
});

export const trendingClaimSchema = z.object({
  id: z.string().meta({ description: "Id of the claim's latest check; its permalink is /check/{id}." }),
  category: z.string(),
  checks: z.int().min(1).meta({ description: "Checks of this claim and its close rewordings in the window." }),
  timeAgo: z.string().meta({ description: "When it was last checked, e.g. 2 hours ago." }),
  claim: z.string(),
  verdict: z.string().meta({ description: "True, Mostly True, Partially True, Mostly False, False, Uncertain or Needs Context." }),
  confidence: percentSchema,
});

export const trendingCategorySchema = z.object({
  name: z.string(),
  count: z.int().min(0).meta({ description: "Checks in the window." }),
  growth: z.int().meta({ description: "Change against the window before, in percent." }),
});

export const communityStatsSchema = z.object({
  checksToday: z.int().min(0).meta({ description: "Checks since 00:00 UTC." }),
  totalChecks: z.int().min(0),
  averageConfidence: z.int().nullable().meta({ description: "Mean confidence in percent; null before the first check." }),
  medianCheckMs: z.int().nullable().meta({ description: "Median time of the latest computed (not cached) checks; null before the first." }),
});

export const trendingClaimsSchema = z.array(trendingClaimSchema);
export const trendingCategoriesSchema = z.array(trendingCategorySchema);
