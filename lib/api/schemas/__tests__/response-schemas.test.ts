import { z } from "zod";
import { exampleRateLimitError, exampleRelated, examplePublicResult, exampleResult, exampleValidationError } from "@/config/api-docs";
import type { HistoryPage } from "@/lib/account/history-types";
import type { ApiErrorBody } from "@/lib/api/error-codes";
import { apiComponentSchemas as named } from "@/lib/api/schemas/components";
import { followListSchema } from "@/lib/api/schemas/follows";
import type { CommunityStats, TrendingCategory, TrendingClaim } from "@/lib/discover/trending";
import type { toPublicResult } from "@/lib/fact-check/service";
import type { OnlineProviderName } from "@/lib/fact-check/providers/online";
import type {
  ContextualAnalysis,
  FactCheckResult,
  GoogleFactCheckEntry,
  ProviderReport,
  RelatedFactCheck,
  Source,
  TimelineEvent,
} from "@/lib/fact-check/types";
import type { FeedTokenStatus, FollowedClaimRecord, FollowList, VerdictChangeRecord } from "@/lib/follow/types";
import type { Health } from "@/lib/http/health";
import type { RateLimitExceededBody } from "@/lib/rate-limit/responses";

/*
 * The documented answer schemas and the types the code builds its answers with agree, checked by
 * the type checker (`tsc`): `Same` where the schema is the whole type, `Fits` where the code's
 * value must satisfy a schema that documents less (a record's extra keys, optional figures).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fits<Value, Documented> = [Value] extends [Documented] ? true : false;
type Assert<Check extends true> = Check;
type Out<Schema extends z.ZodType> = z.output<Schema>;
type Named<Name extends keyof typeof named> = z.output<(typeof named)[Name]>;

export type ResponseSchemasAgreeWithTypes = [
  Assert<Same<Named<"Verdict">, FactCheckResult["verdict"]>>,
  Assert<Same<Named<"Source">, Source>>,
  Assert<Same<Named<"TimelineEvent">, TimelineEvent>>,
  Assert<Same<Named<"GoogleFactCheckEntry">, GoogleFactCheckEntry>>,
  Assert<Same<Named<"RelatedFactCheck">, RelatedFactCheck>>,
  Assert<Same<Named<"ContextualAnalysis">, ContextualAnalysis>>,
  Assert<Same<Named<"ProviderReport">, ProviderReport>>,
  Assert<Same<Named<"FactCheckResult">, Pick<FactCheckResult, keyof Named<"FactCheckResult">>>>,
  Assert<Same<Named<"PublicResult">, ReturnType<typeof toPublicResult>>>,
  Assert<Same<Named<"HistoryPage">, HistoryPage>>,
  Assert<Same<Named<"TrendingClaim">, TrendingClaim>>,
  Assert<Same<Named<"TrendingCategory">, TrendingCategory>>,
  Assert<Same<Named<"CommunityStats">, CommunityStats>>,
  Assert<Same<Named<"VerdictChange">, VerdictChangeRecord | null>>,
  Assert<Same<Named<"FollowedClaim">, FollowedClaimRecord>>,
  Assert<Same<Out<typeof followListSchema>, FollowList>>,
  Assert<Same<Named<"FeedToken">, FeedTokenStatus>>,
  Assert<Same<Named<"Error">, ApiErrorBody>>,
  Assert<Same<Named<"RateLimitError">, RateLimitExceededBody>>,
  Assert<Fits<Health, Named<"Health">>>,
  Assert<Same<keyof Named<"Health">["providers"], OnlineProviderName>>,
];

describe("the response schemas", () => {
  it("accept the documented examples", () => {
    expect(() => named.FactCheckResult.parse(exampleResult)).not.toThrow();
    expect(() => named.PublicResult.parse(examplePublicResult)).not.toThrow();
    expect(() => z.array(named.RelatedFactCheck).parse(exampleRelated)).not.toThrow();
    expect(() => named.Error.parse(exampleValidationError)).not.toThrow();
    expect(() => named.RateLimitError.parse(exampleRateLimitError)).not.toThrow();
  });

  it("refuse what the document refuses: a related entry with an unknown field or a similarity above 100", () => {
    const [related] = exampleRelated;
    expect(named.RelatedFactCheck.safeParse({ ...related, band: "related" }).success).toBe(false);
    expect(named.RelatedFactCheck.safeParse({ ...related, similarity: 101 }).success).toBe(false);
  });
});
