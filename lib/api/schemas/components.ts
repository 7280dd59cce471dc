import type { z } from "zod";
import { historyPageSchema } from "@/lib/api/schemas/account";
import { apiKeySchema } from "@/lib/api/schemas/api-keys";
import { apiKeyErrorSchema, errorSchema, rateLimitErrorSchema } from "@/lib/api/schemas/errors";
import { filtersObjectSchema } from "@/lib/api/schemas/fact-check";
import { feedTokenSchema, followedClaimSchema, verdictChangeSchema } from "@/lib/api/schemas/follows";
import { healthSchema } from "@/lib/api/schemas/health";
import {
  contextualAnalysisSchema,
  factCheckResultSchema,
  googleFactCheckEntrySchema,
  providerReportSchema,
  publicResultSchema,
  relatedFactCheckSchema,
  sourceSchema,
  suggestedFactCheckSchema,
  timelineEventSchema,
  verdictSchema,
} from "@/lib/api/schemas/result";
import { savedSourceSchema } from "@/lib/api/schemas/saved-sources";
import { communityStatsSchema, trendingCategorySchema, trendingClaimSchema } from "@/lib/api/schemas/trending";

/**
 * The API document's named schemas (`#/components/schemas/<name>`): wherever one of these exact
 * schemas appears in a request or an answer, the document refers to it by name.
 */
export const apiComponentSchemas = {
  HistoryPage: historyPageSchema,
  ApiKey: apiKeySchema,
  VerdictChange: verdictChangeSchema,
  FollowedClaim: followedClaimSchema,
  FeedToken: feedTokenSchema,
  ApiKeyError: apiKeyErrorSchema,
  SavedSource: savedSourceSchema,
  TrendingClaim: trendingClaimSchema,
  TrendingCategory: trendingCategorySchema,
  CommunityStats: communityStatsSchema,
  Verdict: verdictSchema,
  Filters: filtersObjectSchema,
  Source: sourceSchema,
  TimelineEvent: timelineEventSchema,
  GoogleFactCheckEntry: googleFactCheckEntrySchema,
  RelatedFactCheck: relatedFactCheckSchema,
  SuggestedFactCheck: suggestedFactCheckSchema,
  ContextualAnalysis: contextualAnalysisSchema,
  ProviderReport: providerReportSchema,
  FactCheckResult: factCheckResultSchema,
  PublicResult: publicResultSchema,
  Health: healthSchema,
  Error: errorSchema,
  RateLimitError: rateLimitErrorSchema,
} satisfies Record<string, z.ZodType>;

export type ApiComponentName = keyof typeof apiComponentSchemas;
