import { z } from "zod";
import { dateTimeSchema, describedRef, queryWholeNumber } from "@/lib/api/schemas/common";
import { verdictChangeSchema } from "@/lib/api/schemas/follows";

/** The account endpoints' requests and answers: settings, sessions and check history. */

/** PATCH /api/account/settings: the settings an account can change. */
export const accountSettingsSchema = z
  .object({
    saveHistory: z.boolean({ error: "saveHistory must be a boolean" }),
  })
  .strict();

export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** GET /api/account/settings and PATCH's answer (the same fields, unknown ones not refused in answers). */
export const accountSettingsAnswerSchema = z.object(accountSettingsSchema.shape);

/** POST /api/account/sign-out-everywhere: the body must say so, so a stray empty POST ends nothing. */
export const signOutEverywhereSchema = z
  .object({ confirm: z.literal(true, { error: "confirm must be true" }).meta({ description: "Must be true." }) })
  .strict();

export const signedOutSchema = z.object({ signedOut: z.int().min(0) });

/** `?page=&pageSize=` of GET /api/fact-check/history: page from 1, 1-50 a page (default 20). */
export const historyQuerySchema = z.object({
  page: queryWholeNumber("page", { min: 1 }).default(1).meta({ description: "Page number (default 1)." }),
  pageSize: queryWholeNumber("pageSize", { min: 1, max: 50 }).default(20).meta({ description: "Checks per page, 1-50 (default 20)." }),
});

export const historyPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      query: z.string(),
      verdict: z.string().nullable(),
      confidence: z.int().nullable(),
      createdAt: dateTimeSchema,
      follow: z
        .object({
          lastChange: describedRef(verdictChangeSchema, "The newest change of verdict or confidence band; null when none."),
        })
        .optional()
        .meta({ description: "Present when the account follows this check." }),
    }),
  ),
  page: z.int().min(1),
  pageSize: z.int().min(1).max(50),
  total: z.int().min(0),
  saveHistory: z.boolean().meta({ description: "Whether the account keeps its history (off by default)." }),
});
