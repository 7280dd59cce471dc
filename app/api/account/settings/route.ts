import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/request";
import { accountSettingsSchema, updateAccountSettings } from "@/lib/account/settings";
import { requireRequestUser, requireSameSiteUser } from "@/lib/auth/session";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

/** The signed-in account's settings: `{saveHistory}`. */
export async function GET(request: Request) {
  try {
    const user = await requireRequestUser(request);
    return NextResponse.json({ saveHistory: user.saveHistory }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, { request });
  }
}

/** Changes settings: `{saveHistory: boolean}` → `{saveHistory}`. Turning history off forgets it. */
export async function PATCH(request: Request) {
  try {
    const user = await requireSameSiteUser(request);
    const settings = await readJsonBody(request, accountSettingsSchema);
    return NextResponse.json(await updateAccountSettings({ db, userId: user.id, settings }));
  } catch (error) {
    return errorResponse(error, { request });
  }
}
