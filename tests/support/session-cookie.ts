import { encode } from "next-auth/jwt";
import { authSecret, sessionStore } from "@/lib/auth/config";

/**
 * A session cookie for this account as a sign-in would give it: a server-side session
 * (lib/auth/sessions.ts) and a JWT naming it. `sid` is returned so a test can end it.
 */
export async function sessionCookieFor(user: { id: string; email: string }): Promise<{ cookie: string; sid: string }> {
  const sid = await sessionStore.create(user.id);
  const token = await encode({ token: { sub: user.id, email: user.email, sid }, secret: authSecret() });
  return { cookie: `next-auth.session-token=${token}`, sid };
}
