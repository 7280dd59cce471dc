import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/request";
import { createApiKeyRequestSchema } from "@/lib/api-keys/schema";
import { createApiKey, listApiKeys } from "@/lib/api-keys/store";
import { requireRequestUser, requireSameSiteUser } from "@/lib/auth/session";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** The signed-in account's API keys, newest first: `{items}` (prefix, tier, dates; never the key). */
export async function GET(request: Request) {
  try {
    const user = await requireRequestUser(request);
    return NextResponse.json({ items: await listApiKeys({ db, userId: user.id }) }, { headers: privateHeaders });
  } catch (error) {
    return errorResponse(error, { request });
  }
}

/** Makes a Free key: `{name?}` → 201 `{key, item}`. The key is in this answer only. */
export async function POST(request: Request) {
  try {
    const user = await requireSameSiteUser(request);
    const { name } = await readJsonBody(request, createApiKeyRequestSchema);
    const { key, record } = await createApiKey({ db, userId: user.id, tier: "free", name });
    return NextResponse.json({ key, item: record }, { status: 201, headers: privateHeaders });
  } catch (error) {
    return errorResponse(error, { request });
  }
}
