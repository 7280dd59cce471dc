import "server-only";
import { getServerSession } from "next-auth";
import { getToken } from "next-auth/jwt";
import { ApiError } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { allowedHosts, authSecret, sessionStore, userStore } from "@/lib/auth/config";
import { getAuthOptions } from "@/lib/auth/options";
import { activeSessionUserId } from "@/lib/auth/sessions";
import type { AccountUser } from "@/lib/auth/users";

/** The signed-in account for a server component (Settings), read fresh from the database; null when signed out. */
export async function getSessionUser(): Promise<AccountUser | null> {
  const session = await getServerSession(getAuthOptions());
  const id = session?.user?.id;
  return id ? userStore.findById(id) : null;
}

// next-auth names the cookie `__Secure-…` when the site is served over https.
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * The signed-in account of an API request, from its session cookie; null when there is none,
 * it does not decrypt, its server-side session has ended (signed out: lib/auth/sessions.ts), or
 * the account is gone. Reads the request itself (not next/headers), so
 * handlers stay callable from tests.
 */
export async function getRequestUser(request: Request): Promise<AccountUser | null> {
  const cookies = parseCookies(request.headers.get("cookie"));
  const names = Object.keys(cookies);
  for (const cookieName of SESSION_COOKIE_NAMES) {
    if (!names.some((name) => name.startsWith(cookieName))) continue;
    const token = await getToken({
      req: { cookies, headers: {} } as unknown as Parameters<typeof getToken>[0]["req"],
      secret: authSecret(),
      cookieName,
      secureCookie: cookieName.startsWith("__Secure-"),
    });
    if (!token) continue;
    const userId = await activeSessionUserId(token, sessionStore);
    return userId ? userStore.findById(userId) : null;
  }
  return null;
}

/** As getRequestUser, but a 401 `unauthorized` ApiError when signed out. */
export async function requireRequestUser(request: Request): Promise<AccountUser> {
  const user = await getRequestUser(request);
  if (!user) throw new ApiError("unauthorized");
  return user;
}

/**
 * For handlers that change state with the session cookie (POST, PUT, PATCH, DELETE): a
 * cross-site request is refused with a 403 naming Origin or Sec-Fetch-Site
 * (lib/api/same-origin.ts), then the account as requireRequestUser reads it.
 */
export async function requireSameSiteUser(request: Request): Promise<AccountUser> {
  assertSameOrigin(request, allowedHosts);
  return requireRequestUser(request);
}

/** The account a check is recorded for: the signed-in user, only while they have opted in to saving their history. */
export function historyOwnerOf(user: AccountUser | null | undefined): string | undefined {
  return user?.saveHistory ? user.id : undefined;
}

/** historyOwnerOf the request's signed-in user. */
export async function historyOwnerId(request: Request): Promise<string | undefined> {
  return historyOwnerOf(await getRequestUser(request));
}
