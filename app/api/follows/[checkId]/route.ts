import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";
import { unfollowCheck } from "@/lib/follow/follows";
import { followPathSchema } from "@/lib/api/schemas/follows";

export const dynamic = "force-dynamic";

/** Unfollows a check → 204; 404 when the account does not follow it. */
export const DELETE = apiHandler({ auth: "same-site-user", params: followPathSchema }, async ({ user, params }) => {
  if (!(await unfollowCheck({ db, userId: user.id, checkId: params.checkId })))
    throw new ApiError("not_found", "You do not follow this check", "checkId");
  return new NextResponse(null, { status: 204 });
});
