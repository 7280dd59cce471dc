import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";
import { followCheck, listFollowedClaims } from "@/lib/follow/follows";
import { followRequestSchema } from "@/lib/api/schemas/follows";

export const dynamic = "force-dynamic";

/** The signed-in account's followed claims, newest first: `{items, limit}`; 401 signed out. */
export const GET = apiHandler({ auth: "user" }, ({ user }) => listFollowedClaims({ db, userId: user.id }));

/** Follows a check: `{checkId}` → 201 `{item}` (200 when already followed); 404 for a check the account may not see; 409 past the limit. */
export const POST = apiHandler({ auth: "same-site-user", body: followRequestSchema }, async ({ user, body: { checkId } }) => {
  const { item, created } = await followCheck({ db, userId: user.id, checkId });
  return NextResponse.json({ item }, { status: created ? 201 : 200 });
});
