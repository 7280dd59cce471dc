import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";
import { createFeedToken, feedTokenStatus, revokeFeedToken } from "@/lib/follow/feed";

export const dynamic = "force-dynamic";

/** Whether the account has a feed token: `{active, createdAt}` (never the token). */
export const GET = apiHandler({ auth: "user" }, ({ user }) => feedTokenStatus({ db, userId: user.id }));

/** Makes (or re-makes, revoking the old one) the feed token → 201 `{token, active, createdAt}`; the token is in this answer only. */
export const POST = apiHandler({ auth: "same-site-user" }, async ({ user }) => {
  const { token, status } = await createFeedToken({ db, userId: user.id });
  return NextResponse.json({ token, ...status }, { status: 201 });
});

/** Revokes the feed token → 204 (also when there was none: the outcome is the same). */
export const DELETE = apiHandler({ auth: "same-site-user" }, async ({ user }) => {
  await revokeFeedToken({ db, userId: user.id });
  return new NextResponse(null, { status: 204 });
});
