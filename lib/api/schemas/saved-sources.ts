import { z } from "zod";
import { dateTimeSchema } from "@/lib/api/schemas/common";

/** A source to save (POST /api/saved-sources), as a result's source card shows it. Client-safe. */
export const savedSourceInputSchema = z
  .object({
    url: z.url({ protocol: /^https?$/, error: "url must be an http(s) URL" }).max(2048, "url must be at most 2048 characters"),
    title: z
      .string({ error: "title must be a string" })
      .trim()
      .min(1, "title is required")
      .max(500, "title must be at most 500 characters"),
    outlet: z
      .string({ error: "outlet must be a string" })
      .trim()
      .min(1, "outlet is required")
      .max(200, "outlet must be at most 200 characters"),
    excerpt: z.string({ error: "excerpt must be a string" }).max(5000, "excerpt must be at most 5000 characters").default(""),
    credibility: z.number({ error: "credibility must be a number" }).min(0, "credibility must be 0-10").max(10, "credibility must be 0-10"),
    stance: z.enum(["supports", "disputes", "neutral"], { error: "stance must be one of supports, disputes, neutral" }),
    publishDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/, "publishDate must be an ISO date (YYYY-MM-DD)")
      .max(40)
      .nullish()
      .transform((value) => value ?? null),
    claim: z
      .string({ error: "claim must be a string" })
      .max(1000, "claim must be at most 1000 characters")
      .nullish()
      .transform((value) => value ?? null)
      .meta({ description: "The claim the source was saved from." }),
  })
  .strict();

/** A saved source as the document describes it: the fields a save sends, and the two an answer adds. */
export const savedSourceSchema = z.object({
  id: z.string().optional().meta({ description: "Present in answers." }),
  ...savedSourceInputSchema.shape,
  savedAt: dateTimeSchema.optional().meta({ description: "Present in answers." }),
});

/** An empty query value counts as absent. */
const queryValue = (description: string) =>
  z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .meta({ description });

/** Which saved source DELETE /api/saved-sources removes: its id or its URL, one of them at least (400 naming `url`). */
export const savedSourceQuerySchema = z
  .object({ id: queryValue("The saved source's id."), url: queryValue("Or its URL.") })
  .refine((query) => query.id || query.url, { message: "Give the saved source's id or url", path: ["url"] });

export type SavedSourceInput = z.input<typeof savedSourceInputSchema>;

/** A saved source as the API answers it: every field, `id` and `savedAt` included. */
export type SavedSourceRecord = Required<z.output<typeof savedSourceSchema>>;
