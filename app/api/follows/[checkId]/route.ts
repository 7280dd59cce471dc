import { NextResponse } from "next/server";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { requireSameSiteUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { unfollowCheck } from "@/lib/follow/follows";
import { checkIdSchema } from "@/lib/follow/schema";

export const dynamic = "force-dynamic";

/** Unfollows a check → 204; 404 when the account does not follow it. */
export async function DELETE(request: Request, { params }: { params: Promise<{ checkId: string }> }) {
  try {
    const user = await requireSameSiteUser(request);
    const parsed = checkIdSchema.safeParse((await params).checkId);
    if (!parsed.success) throw new ApiError("validation_error", parsed.error.issues[0].message, "checkId");
    if (!(await unfollowCheck({ db, userId: user.id, checkId: parsed.data })))
      throw new ApiError("not_found", "You do not follow this check", "checkId");
    return new NextResponse(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, { request });
  }
}
