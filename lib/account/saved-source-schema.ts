import { z } from "zod";

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
    /** The claim the source was saved from. */
    claim: z
      .string({ error: "claim must be a string" })
      .max(1000, "claim must be at most 1000 characters")
      .nullish()
      .transform((value) => value ?? null),
  })
  .strict();

export type SavedSourceInput = z.input<typeof savedSourceInputSchema>;

/** A saved source as the API answers it. */
export type SavedSourceRecord = {
  id: string;
  url: string;
  title: string;
  outlet: string;
  excerpt: string;
  credibility: number;
  stance: "supports" | "disputes" | "neutral";
  publishDate: string | null;
  claim: string | null;
  savedAt: string;
};
