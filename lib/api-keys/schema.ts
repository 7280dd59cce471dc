import { z } from "zod";
import type { ApiKeyTier } from "@/lib/api-keys/keys";

/** POST /api/api-keys: a key for the signed-in account. Keys made here are Free; an operator makes Pro keys (`npm run apikey`). */
export const createApiKeyRequestSchema = z
  .object({
    name: z.string().trim().max(60, "Name must be at most 60 characters").default(""),
  })
  .strict();

/** DELETE /api/api-keys/{id}. */
export const apiKeyIdSchema = z.uuid("Not an API key id");

/** An API key as the owner's list shows it (never the key or its hash). */
export type ApiKeyRecord = {
  id: string;
  name: string;
  prefix: string;
  tier: ApiKeyTier;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
