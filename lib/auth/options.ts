import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { cookies } from "next/headers";
import { addressEnv, clientAddress } from "@/lib/http/client-address";
import { env, trustAuthHost } from "@/lib/env";
import { authenticateDevice } from "@/lib/auth/account-service";
import { accountDeps, authSecret, google, sessionStore, sessionSyncConfig, userStore } from "@/lib/auth/config";
import { AuthError } from "@/lib/auth/errors";
import { DEVICE_COOKIE, deviceCookieOptions } from "@/lib/auth/device-cookie";
import { requestHost } from "@/lib/auth/request-info";
import { readCookie } from "@/lib/rate-limit/identity";
import { syncSession, type SyncUser } from "@/lib/auth/session-sync";
import { activeSessionUserId, SESSION_POLICY } from "@/lib/auth/sessions";
import { logger } from "@/lib/logger";

// The origin comes from each request's host (or NEXTAUTH_URL when set): `npm start` on
// localhost:3000 and the e2e server on 127.0.0.1:<port> both work, and cookies are Secure
// exactly when the request arrived over https (X-Forwarded-Proto).
trustAuthHost();

/**
 * Thrown by the jwt callback for a token whose server-side session has ended (signed out, signed
 * out everywhere, expired, or a token from before sessions had ids): next-auth then answers
 * "signed out" and clears the cookie. Expected, so logged at debug level (see `logger` below).
 */
class SessionEndedError extends Error {
  constructor() {
    super("session ended");
    this.name = "SessionEndedError";
  }
}

const isSessionEndedError = (value: unknown) =>
  value instanceof SessionEndedError || (value instanceof Error && value.name === "SessionEndedError");
const isSessionEnded = (metadata: unknown) =>
  isSessionEndedError(metadata) ||
  (typeof metadata === "object" && metadata !== null && isSessionEndedError((metadata as { error?: unknown }).error));

async function syncIfConfigured(action: "sign-in" | "sign-out", user: SyncUser | undefined) {
  const config = sessionSyncConfig();
  if (config && user?.id) await syncSession(action, user, config);
}

type RequestHeaders = Record<string, string | string[] | undefined> | undefined;

function cookieHeader(headers: RequestHeaders): string | null {
  const value = headers?.cookie;
  return (Array.isArray(value) ? value.join("; ") : value) ?? null;
}

/** Served over https (directly or, per X-Forwarded-Proto, behind a proxy): the rule next-auth uses for its own cookies' Secure flag. */
function isHttps(headers: RequestHeaders): boolean {
  const proto = headers?.["x-forwarded-proto"];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0].trim() === "https" || Boolean(env.NEXTAUTH_URL?.startsWith("https://"));
}

function buildAuthOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    // 30 days, renewed daily while in use; the JWT also names its server-side session (`sid`, lib/auth/sessions.ts).
    session: { strategy: "jwt", maxAge: SESSION_POLICY.maxAgeSeconds, updateAge: SESSION_POLICY.updateAgeSeconds },
    logger: {
      error(code, metadata) {
        if (isSessionEnded(metadata)) logger.debug({ code }, "a session token whose session has ended was refused");
        else logger.error({ code, err: metadata }, "next-auth error");
      },
      warn(code) {
        logger.warn({ code }, "next-auth warning");
      },
      debug() {},
    },
    // next-auth's own pages are not used: the sign-in dialog is the only way in.
    pages: { signIn: "/settings", error: "/settings" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          try {
            const headers = req.headers;
            const { user, deviceCookie } = await authenticateDevice(
              {
                email: credentials?.email,
                password: credentials?.password,
                host: requestHost(headers),
                ip: clientAddress(headers, addressEnv(env)),
                deviceCookie: readCookie(cookieHeader(headers), DEVICE_COOKIE),
              },
              accountDeps,
            );
            // A fresh device cookie at each successful sign-in (lib/auth/device-cookie.ts); Next.js adds it to next-auth's response.
            if (deviceCookie) (await cookies()).set(DEVICE_COOKIE, deviceCookie, deviceCookieOptions(isHttps(headers)));
            return { id: user.id, email: user.email, name: user.displayName, image: user.photoUrl };
          } catch (error) {
            // The code travels to the browser as `?error=<code>`; anything else stays in the log.
            if (error instanceof AuthError) throw new Error(error.code);
            logger.error({ err: error }, "sign-in failed");
            throw new Error("sign-in-failed");
          }
        },
      }),
      ...(google
        ? [
            GoogleProvider({
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              // openid is what makes Google return the ID token next-auth reads; email and profile give the account's address, name and photo.
              authorization: { params: { scope: "openid email profile", prompt: "select_account" } },
            }),
          ]
        : []),
    ],
    callbacks: {
      // next-auth's own rule (a path, or a URL on this site; anything else is the site itself), except
      // that a value that is not a URL (from a forged callback-url cookie) falls back too, instead of throwing.
      async redirect({ url, baseUrl }) {
        if (url.startsWith("/")) return `${baseUrl}${url}`;
        return URL.canParse(url) && new URL(url).origin === baseUrl ? url : baseUrl;
      },
      async signIn({ account, profile }) {
        if (account?.provider !== "google") return true;
        return Boolean(profile?.email && (profile as { email_verified?: boolean }).email_verified);
      },
      async jwt({ token, user, account, profile }) {
        if (account?.provider === "google" && profile?.email) {
          const stored = await userStore.upsertFromGoogle({
            email: profile.email,
            name: profile.name,
            picture: (profile as { picture?: string }).picture,
          });
          return {
            ...token,
            sub: stored.id,
            sid: await sessionStore.create(stored.id),
            email: stored.email,
            name: stored.displayName,
            picture: stored.photoUrl,
          };
        }
        if (user) return { ...token, sub: user.id, sid: await sessionStore.create(user.id) };
        // Every later read of the session: the server-side session must still be live.
        if (!(await activeSessionUserId(token, { isActive: (sid, userId) => sessionStore.confirm(sid, userId) })))
          throw new SessionEndedError();
        return token;
      },
      async session({ session, token }) {
        session.user = { id: token.sub ?? "", email: token.email ?? null, name: token.name ?? null, image: token.picture ?? null };
        return session;
      },
    },
    events: {
      async signIn({ user, account }) {
        const id = account?.provider === "credentials" ? user.id : user.email ? (await userStore.findByEmail(user.email))?.id : undefined;
        if (id) await syncIfConfigured("sign-in", { id, email: user.email, name: user.name });
      },
      async signOut({ token }) {
        // Ends the session server-side: a copy of this token no longer signs in.
        if (typeof token?.sid === "string") await sessionStore.revoke(token.sid);
        if (token?.sub) await syncIfConfigured("sign-out", { id: token.sub, email: token.email, name: token.name });
      },
    },
  };
}

let options: NextAuthOptions | undefined;

/** The next-auth configuration, built on first use (the secret may be generated then). */
export function getAuthOptions(): NextAuthOptions {
  options ??= buildAuthOptions();
  return options;
}
