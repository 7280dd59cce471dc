import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { apiKeyIdSchema } from "@/lib/api/schemas/api-keys";
import { revokeApiKey } from "@/lib/api-keys/store";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

/** Revokes one of the account's keys → `{item}`; 404 when the account has no such key. */
export const DELETE = apiHandler<undefined, undefined, "same-site-user", { id: string }>(
  { auth: "same-site-user" },
  async ({ user, params }) => {
    const parsed = apiKeyIdSchema.safeParse(params.id);
    if (!parsed.success) throw new ApiError("validation_error", parsed.error.issues[0].message, "id");
    const item = await revokeApiKey({ db, userId: user.id, id: parsed.data });
    if (!item) throw new ApiError("not_found", "No such API key");
    return { item };
  },
);
