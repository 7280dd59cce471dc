import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/request";
import { requireRequestUser, requireSameSiteUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { followCheck, listFollowedClaims } from "@/lib/follow/follows";
import { followRequestSchema } from "@/lib/follow/schema";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** The signed-in account's followed claims, newest first: `{items, limit}`; 401 signed out. */
export async function GET(request: Request) {
  try {
    const user = await requireRequestUser(request);
    return NextResponse.json(await listFollowedClaims({ db, userId: user.id }), { headers: privateHeaders });
  } catch (error) {
    return errorResponse(error, { request });
  }
}

/** Follows a check: `{checkId}` → 201 `{item}` (200 when already followed); 404 for a check the account may not see; 409 past the limit. */
export async function POST(request: Request) {
  try {
    const user = await requireSameSiteUser(request);
    const { checkId } = await readJsonBody(request, followRequestSchema);
    const { item, created } = await followCheck({ db, userId: user.id, checkId });
    return NextResponse.json({ item }, { status: created ? 201 : 200, headers: privateHeaders });
  } catch (error) {
    return errorResponse(error, { request });
  }
}
