import { z } from "zod";
import { API_ERROR_CODES } from "@/lib/api/error-codes";
import { API_KEY_MESSAGES } from "@/lib/rate-limit/responses";

/** The error envelope `{error: {code, message, field?}}`, and the two answers that narrow it. */

export const errorSchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES).meta({ description: "Machine-readable code; see the error table." }),
    message: z.string().meta({ description: "What went wrong, safe to show to a person." }),
    field: z.string().optional().meta({ description: "The request field at fault, for validation errors." }),
  }),
});

export const rateLimitErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(["rate_limited"]),
      message: z.string().meta({ description: "What went wrong and when to try again, safe to show to a person." }),
    }),
    message: z.string().meta({ description: "The same text as `error.message`." }),
    limit: z.int().meta({ description: "Checks allowed per window." }),
    resetTime: z.iso.datetime().meta({ description: "When the window resets." }),
    windowHours: z.int().meta({ description: "Length of the window in hours." }),
  })
  .meta({ description: "The error envelope (`error.code` rate_limited) with the message again and the window's figures beside it." });

export const apiKeyErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(["invalid_api_key"]),
      message: z.enum(Object.values(API_KEY_MESSAGES)),
    }),
  })
  .meta({
    description: "A 401 for an Authorization header the API cannot use (`error.code` invalid_api_key). It counts against no limit.",
  });
