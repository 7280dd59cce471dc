import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";
import { unfollowCheck } from "@/lib/follow/follows";
import { checkIdSchema } from "@/lib/api/schemas/follows";

export const dynamic = "force-dynamic";

/** Unfollows a check → 204; 404 when the account does not follow it. */
export const DELETE = apiHandler<undefined, undefined, "same-site-user", { checkId: string }>(
  { auth: "same-site-user" },
  async ({ user, params }) => {
    const parsed = checkIdSchema.safeParse(params.checkId);
    if (!parsed.success) throw new ApiError("validation_error", parsed.error.issues[0].message, "checkId");
    if (!(await unfollowCheck({ db, userId: user.id, checkId: parsed.data })))
      throw new ApiError("not_found", "You do not follow this check", "checkId");
    return new NextResponse(null, { status: 204 });
  },
);
