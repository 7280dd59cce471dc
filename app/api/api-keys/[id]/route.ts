import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { apiKeyPathSchema } from "@/lib/api/schemas/api-keys";
import { revokeApiKey } from "@/lib/api-keys/store";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

/** Revokes one of the account's keys → `{item}`; 404 when the account has no such key. */
export const DELETE = apiHandler({ auth: "same-site-user", params: apiKeyPathSchema }, async ({ user, params }) => {
  const item = await revokeApiKey({ db, userId: user.id, id: params.id });
  if (!item) throw new ApiError("not_found", "No such API key");
  return { item };
});
