import { z } from "zod";

/** Request schemas of the fact-check endpoints , shared by the handlers and the API docs. */

const claimText = z
  .string({ error: "Claim must be a string" })
  .trim()
  .min(3, "Claim must be at least 3 characters")
  .max(1000, "Claim must be less than 1000 characters");

export const modeSchema = z
  .enum(["fast", "standard", "detailed"], { error: "Mode must be one of fast, standard, detailed" })
  .default("fast");

export const filtersSchema = z
  .object({
    timeWindow: z
      .enum(["month", "year", "5years", "all"], { error: "timeWindow must be one of month, year, 5years, all" })
      .default("5years"),
    region: z.enum(["all", "us", "europe", "global"], { error: "region must be one of all, us, europe, global" }).default("all"),
    language: z.enum(["all", "en", "es", "other"], { error: "language must be one of all, en, es, other" }).default("all"),
  })
  .strict()
  .default({ timeWindow: "5years", region: "all", language: "all" });

const includeReasoning = z.boolean({ error: "include_reasoning must be a boolean" }).default(false);

const maxSources = (max: number, fallback: number) =>
  z
    .number({ error: "max_sources must be a number" })
    .int("max_sources must be a whole number")
    .min(1, "max_sources must be at least 1")
    .max(max, `max_sources must be at most ${max}`)
    .default(fallback);

/**
 * One claim. The public API sends `claim`; the web app sends `query`. Either is accepted
 * and the error names the field that was sent.
 */
export const factCheckRequestSchema = z
  .object({
    claim: z.unknown().optional(),
    query: z.unknown().optional(),
    mode: modeSchema,
    include_reasoning: includeReasoning,
    max_sources: maxSources(10, 5),
    filters: filtersSchema,
  })
  .transform((body, context) => {
    const field = body.claim !== undefined || body.query === undefined ? "claim" : "query";
    const parsed = claimText.safeParse(body[field] ?? "");
    if (!parsed.success) {
      const message = body[field] === undefined ? "Claim must be at least 3 characters" : parsed.error.issues[0].message;
      context.addIssue({ code: "custom", message, path: [field] });
      return z.NEVER;
    }
    return {
      claim: parsed.data,
      mode: body.mode,
      includeReasoning: body.include_reasoning,
      maxSources: body.max_sources,
      filters: body.filters,
    };
  });

export const batchRequestSchema = z
  .object({
    claims: z
      .array(claimText, { error: "claims must be a list of strings" })
      .min(1, "At least one claim required")
      .max(5, "Maximum 5 claims per batch"),
    mode: modeSchema,
    include_reasoning: includeReasoning,
    max_sources: maxSources(5, 3),
    filters: filtersSchema,
  })
  .transform((body) => ({
    claims: body.claims,
    mode: body.mode,
    includeReasoning: body.include_reasoning,
    maxSources: body.max_sources,
    filters: body.filters,
  }));

export type FactCheckRequest = z.infer<typeof factCheckRequestSchema>;
export type BatchRequest = z.infer<typeof batchRequestSchema>;
