import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { createApiKeyRequestSchema } from "@/lib/api/schemas/api-keys";
import { createApiKey, listApiKeys } from "@/lib/api-keys/store";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

/** The signed-in account's API keys, newest first: `{items}` (prefix, tier, dates; never the key). */
export const GET = apiHandler({ auth: "user" }, async ({ user }) => ({
  items: await listApiKeys({ db, userId: user.id }),
}));

/** Makes a Free key: `{name?}` → 201 `{key, item}`. The key is in this answer only. */
export const POST = apiHandler({ auth: "same-site-user", body: createApiKeyRequestSchema }, async ({ user, body: { name } }) => {
  const { key, record } = await createApiKey({ db, userId: user.id, tier: "free", name });
  return NextResponse.json({ key, item: record }, { status: 201 });
});
