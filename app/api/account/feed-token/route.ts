import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { requireRequestUser, requireSameSiteUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { createFeedToken, feedTokenStatus, revokeFeedToken } from "@/lib/follow/feed";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** Whether the account has a feed token: `{active, createdAt}` (never the token). */
export async function GET(request: Request) {
  try {
    const user = await requireRequestUser(request);
    return NextResponse.json(await feedTokenStatus({ db, userId: user.id }), { headers: privateHeaders });
  } catch (error) {
    return errorResponse(error, { request });
  }
}

/** Makes (or re-makes, revoking the old one) the feed token → 201 `{token, active, createdAt}`; the token is in this answer only. */
export async function POST(request: Request) {
  try {
    const user = await requireSameSiteUser(request);
    const { token, status } = await createFeedToken({ db, userId: user.id });
    return NextResponse.json({ token, ...status }, { status: 201, headers: privateHeaders });
  } catch (error) {
    return errorResponse(error, { request });
  }
}

/** Revokes the feed token → 204 (also when there was none: the outcome is the same). */
export async function DELETE(request: Request) {
  try {
    const user = await requireSameSiteUser(request);
    await revokeFeedToken({ db, userId: user.id });
    return new NextResponse(null, { status: 204, headers: privateHeaders });
  } catch (error) {
    return errorResponse(error, { request });
  }
}
