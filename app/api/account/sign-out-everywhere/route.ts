import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/request";
import { signOutEverywhereSchema } from "@/lib/auth/sessions";
import { sessionStore } from "@/lib/auth/config";
import { requireSameSiteUser, SESSION_COOKIE_NAMES } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/**
 * "Sign out everywhere" (Settings): `{confirm: true}` → `{signedOut: <sessions ended>}`. Ends every
 * session of the account, this browser's included (lib/auth/sessions.ts): each of its session
 * tokens then reads as signed out (401 on API routes). This browser's session cookie is cleared too.
 * 401 when signed out, 403 from another site, 400 naming `confirm` without it.
 */
export async function POST(request: Request) {
  try {
    const user = await requireSameSiteUser(request);
    await readJsonBody(request, signOutEverywhereSchema);
    const signedOut = await sessionStore.revokeAll(user.id);
    const response = NextResponse.json({ signedOut }, { headers: { "Cache-Control": "private, no-store" } });
    for (const name of SESSION_COOKIE_NAMES) {
      if (request.headers.get("cookie")?.includes(name))
        response.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
    }
    return response;
  } catch (error) {
    return errorResponse(error, { request });
  }
}
