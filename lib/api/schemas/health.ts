import { z } from "zod";

/** GET /api/health's answer. */

/** An online provider's state: configured or not and, when it is, its breaker, calls today, cap and time budget. */
const providerHealthSchema = z.object({
  configured: z.boolean(),
  breaker: z.enum(["closed", "open", "half-open"]).optional(),
  callsToday: z.int().optional(),
  dailyCap: z.int().optional(),
  timeoutMs: z.int().optional(),
});

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  database: z.object({
    kind: z.enum(["sqlite", "postgresql"]).optional(),
    ok: z.boolean().optional(),
    latencyMs: z.number().nullable().optional(),
  }),
  services: z
    .record(z.string(), z.object({ configured: z.boolean() }))
    .meta({ description: "Optional services and whether each is configured. Names only, never secrets." }),
  providers: z
    .object({
      "google-fact-check": providerHealthSchema.optional(),
      perplexity: providerHealthSchema.optional(),
      "openai-synthesis": providerHealthSchema.optional(),
    })
    .meta({
      description:
        "The online fact-check providers (google-fact-check, perplexity, openai-synthesis): whether each is configured and, when it is, its circuit breaker (closed, open, half-open), outbound calls today (UTC) and daily cap, and time budget in ms.",
    }),
});
