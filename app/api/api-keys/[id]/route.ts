import { NextResponse } from "next/server";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { apiKeyIdSchema } from "@/lib/api-keys/schema";
import { revokeApiKey } from "@/lib/api-keys/store";
import { requireSameSiteUser } from "@/lib/auth/session";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

/** Revokes one of the account's keys → `{item}`; 404 when the account has no such key. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const user = await requireSameSiteUser(request);
    const parsed = apiKeyIdSchema.safeParse((await params).id);
    if (!parsed.success) throw new ApiError("validation_error", parsed.error.issues[0].message, "id");
    const item = await revokeApiKey({ db, userId: user.id, id: parsed.data });
    if (!item) throw new ApiError("not_found", "No such API key");
    return NextResponse.json({ item }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, { request });
  }
}
