import { z } from "zod";

/**
 * Request schemas of the fact-check endpoints: the handlers validate with them and the OpenAPI
 * document is generated from them (descriptions live on the fields).
 */

const claimText = z
  .string({ error: "Claim must be a string" })
  .trim()
  .min(3, "Claim must be at least 3 characters")
  .max(1000, "Claim must be less than 1000 characters");

export const modeSchema = z
  .enum(["fast", "standard", "detailed"], { error: "Mode must be one of fast, standard, detailed" })
  .default("fast")
  .meta({
    description:
      "How thorough the check is. fast: fact-checker databases, cached sources and the deterministic synthesiser. standard: every configured provider, including web evidence and a language model's synthesis. detailed: as standard, with more sources, detailed reasoning and full context.",
  });

/** The Filters object (a named component of the API document). */
export const filtersObjectSchema = z
  .object({
    timeWindow: z
      .enum(["month", "year", "5years", "all"], { error: "timeWindow must be one of month, year, 5years, all" })
      .default("5years")
      .meta({ description: "How far back evidence may date." }),
    region: z
      .enum(["all", "us", "europe", "global"], { error: "region must be one of all, us, europe, global" })
      .default("all")
      .meta({ description: "Region of interest." }),
    language: z
      .enum(["all", "en", "es", "other"], { error: "language must be one of all, en, es, other" })
      .default("all")
      .meta({ description: "Language of the evidence." }),
  })
  .strict()
  .meta({ description: "Narrows the evidence the check uses." });

export const filtersSchema = filtersObjectSchema.default({ timeWindow: "5years", region: "all", language: "all" });

const includeReasoning = z
  .boolean({ error: "include_reasoning must be a boolean" })
  .default(false)
  .meta({ description: "Add `reasoning`: how each fact-check was weighed and the confidence factors." });

const maxSources = (max: number, fallback: number, description: string) =>
  z
    .number({ error: "max_sources must be a number" })
    .int("max_sources must be a whole number")
    .min(1, "max_sources must be at least 1")
    .max(max, `max_sources must be at most ${max}`)
    .default(fallback)
    .meta({ description });

/**
 * The body of POST /api/fact-check and its streaming variant as documented: `claim` or `query`
 * (the web app sends `query`), 3 to 1000 characters.
 */
export const factCheckBodySchema = z
  .object({
    claim: claimText.optional().meta({ description: "The claim to check." }),
    query: claimText.optional().meta({ description: "Accepted instead of `claim` (the web app sends this)." }),
    mode: modeSchema,
    include_reasoning: includeReasoning,
    max_sources: maxSources(10, 5, "Most sources to return."),
    filters: filtersSchema,
  })
  .strict()
  .meta({ anyOf: [{ required: ["claim"] }, { required: ["query"] }] });

/**
 * One claim, as the handlers read it. The claim fields are validated after the rest, and only the
 * one that was sent, so the error names the field that was sent.
 */
export const factCheckRequestSchema = factCheckBodySchema
  .extend({ claim: z.unknown().optional(), query: z.unknown().optional() })
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

/** The documented body of POST /api/fact-check/batch. */
export const batchBodySchema = z.strictObject({
  claims: z
    .array(claimText.meta({ description: "A claim to check." }), { error: "claims must be a list of strings" })
    .min(1, "At least one claim required")
    .max(5, "Maximum 5 claims per batch")
    .meta({ description: "The claims, each 3 to 1000 characters." }),
  mode: modeSchema,
  include_reasoning: includeReasoning,
  max_sources: maxSources(5, 3, "Most sources per result."),
  filters: filtersSchema,
});

export const batchRequestSchema = batchBodySchema.transform((body) => ({
  claims: body.claims,
  mode: body.mode,
  includeReasoning: body.include_reasoning,
  maxSources: body.max_sources,
  filters: body.filters,
}));

export type FactCheckRequest = z.infer<typeof factCheckRequestSchema>;
export type BatchRequest = z.infer<typeof batchRequestSchema>;

/** The body of POST /api/fact-check/{id}/confirm: the visitor's answer on a suggested (or related) fact-check. */
export const confirmBodySchema = z
  .object({
    reviewUrl: z
      .url({ protocol: /^https?$/, error: "reviewUrl must be an http(s) URL" })
      .max(2048, "reviewUrl must be at most 2048 characters")
      .meta({ description: "The `url` of the fact-check: the check's `suggestion` (or one of its `reviews`) or an entry of `related`." }),
    claim: z
      .string({ error: "claim must be a string" })
      .min(1, "claim must not be empty")
      .max(1000, "claim must be at most 1000 characters")
      .optional()
      .meta({
        description:
          "The stored claim the fact-check is about (the `claim` of the suggestion or of the related entry). Needed only when several listed claims share a review URL (one publisher's article reviewing two claims); without it the suggestion is taken first.",
      }),
    same: z.boolean({ error: "same must be a boolean" }).meta({
      description:
        'true: the fact-check is about your claim ("Yes, that\'s my claim"), and the check is answered from it. false: it is about a different claim ("No, mine is different"), and the next suggestion, if any, takes its place.',
    }),
  })
  .strict();

export type ConfirmBody = z.infer<typeof confirmBodySchema>;
