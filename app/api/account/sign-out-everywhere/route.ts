import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { signOutEverywhereSchema } from "@/lib/api/schemas/account";
import { sessionStore } from "@/lib/auth/config";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/**
 * "Sign out everywhere" (Settings): `{confirm: true}` → `{signedOut: <sessions ended>}`. Ends every
 * session of the account, this browser's included (lib/auth/sessions.ts): each of its session
 * tokens then reads as signed out (401 on API routes). This browser's session cookie is cleared too.
 * 401 when signed out, 403 from another site, 400 naming `confirm` without it.
 */
export const POST = apiHandler({ auth: "same-site-user", body: signOutEverywhereSchema }, async ({ request, user }) => {
  const signedOut = await sessionStore.revokeAll(user.id);
  const response = NextResponse.json({ signedOut });
  for (const name of SESSION_COOKIE_NAMES) {
    if (request.headers.get("cookie")?.includes(name))
      response.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
  return response;
});
