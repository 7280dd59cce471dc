import { z } from "zod";
import { dateTimeSchema } from "@/lib/api/schemas/common";
import { API_KEY_TIERS } from "@/lib/api-keys/keys";

/** POST /api/api-keys: a key for the signed-in account. Keys made here are Free; an operator makes Pro keys (`npm run apikey`). */
export const createApiKeyRequestSchema = z
  .object({
    name: z.string().trim().max(60, "Name must be at most 60 characters").default("").meta({ description: "A name to tell keys apart." }),
  })
  .strict();

/** DELETE /api/api-keys/{id}. */
export const apiKeyIdSchema = z.uuid("Not an API key id");

export const apiKeyPathSchema = z.object({ id: apiKeyIdSchema.meta({ description: "The key's id from the list." }) });

/** An API key as the owner's list shows it (never the key or its hash). */
export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string().max(60),
    prefix: z.string().meta({ description: "The key's first characters, e.g. fl_a1B2c3D4." }),
    tier: z.enum(API_KEY_TIERS).meta({ description: "Which daily limit the key's requests use." }),
    createdAt: dateTimeSchema,
    lastUsedAt: dateTimeSchema.nullable(),
    revokedAt: dateTimeSchema.nullable().meta({ description: "Set once revoked; a revoked key gets 401." }),
  })
  .meta({ description: "An API key as its owner's list shows it: never the key itself." });

export type ApiKeyRecord = z.output<typeof apiKeySchema>;

/** POST /api/api-keys: the new key, shown once, and its list entry. */
export const newApiKeySchema = z.object({
  key: z.string().meta({ description: "The API key. Shown only in this answer." }),
  item: apiKeySchema,
});
