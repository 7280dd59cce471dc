import { z } from "zod";

export const trendingClaimsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(50, "limit must be at most 50")
    .default(10),
});

export const trendingCategoriesQuerySchema = z.object({
  window: z.coerce
    .number({ error: "window must be a number" })
    .int("window must be a whole number")
    .min(1, "window must be at least 1 day")
    .max(365, "window must be at most 365 days")
    .default(7),
});
