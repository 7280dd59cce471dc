import { z } from "zod";
import { dateTimeSchema, describedRef, percentSchema, verdictStatusSchema } from "@/lib/api/schemas/common";

/** The follow endpoints' requests and answers, and the feed token's state. */

/** A check id as the API takes it (uuid, as fact_check_queries ids are). */
export const checkIdSchema = z.uuid({ error: "checkId must be a check's id" });

/** POST /api/follows: `{checkId}`. */
export const followRequestSchema = z.strictObject({ checkId: checkIdSchema.meta({ description: "The check's id (its permalink id)." }) });

/** DELETE /api/follows/{checkId}. */
export const followPathSchema = z.object({ checkId: checkIdSchema.meta({ description: "The followed check's id." }) });

export const verdictChangeSchema = z
  .object({
    id: z.uuid(),
    oldVerdict: verdictStatusSchema,
    oldConfidence: percentSchema,
    newVerdict: verdictStatusSchema,
    newConfidence: percentSchema,
    resultId: z.string().meta({ description: "The check that gave the new answer (GET /api/results/{id})." }),
    changedAt: dateTimeSchema,
  })
  .nullable()
  .meta({ description: "A re-check of a followed claim gave another verdict, or the same verdict in another confidence band." });

export const followedClaimSchema = z
  .object({
    checkId: z.uuid().meta({ description: "The followed check's id." }),
    query: z.string(),
    verdict: verdictStatusSchema.meta({ description: "The newest verdict the account was told of." }),
    confidence: percentSchema,
    followedAt: dateTimeSchema,
    lastCheckedAt: dateTimeSchema.nullable(),
    dueAt: dateTimeSchema.meta({ description: "When the next re-check is due." }),
    lastChange: describedRef(verdictChangeSchema, "The newest change; null when none."),
  })
  .meta({ description: "A check the account follows: re-checked when its answer expires." });

export const followListSchema = z.object({
  items: z.array(followedClaimSchema),
  limit: z.int().meta({ description: "The most claims an account may follow (50)." }),
});

export const feedTokenSchema = z
  .object({ active: z.boolean(), createdAt: dateTimeSchema.nullable() })
  .meta({ description: "Whether the account's private feed address exists (never the token itself)." });

/** POST /api/account/feed-token: the new token, shown once. */
export const newFeedTokenSchema = z.object({ token: z.string(), active: z.boolean(), createdAt: dateTimeSchema });

/** GET /api/feeds/{token}. */
export const feedPathSchema = z.object({ token: z.string().meta({ description: "The feed token from Settings." }) });
