"use client";

import { useEffect, useSyncExternalStore } from "react";

/**
 * The signed-in user, read in the browser without next-auth's client: every page's sidebar shows
 * the account area, and guide pages are prerendered and carry no next-auth or TanStack Query code
 * (a JavaScript budget). One store per tab fetches next-auth's session endpoint, once at first use, again
 * when the tab comes back into view (as next-auth's SessionProvider did) and when another tab
 * signs in or out (next-auth's `nextauth.message` storage broadcast). The sign-in dialog and
 * sign-out refresh it (components/auth/use-auth-refresh.ts).
 */

/** The signed-in user as the app reads it: uid, email, displayName, photoURL. */
export type SessionUser = { uid: string; email: string; displayName: string | null; photoURL: string | null };

export type SessionUserState =
  { status: "loading"; user: null } | { status: "unauthenticated"; user: null } | { status: "authenticated"; user: SessionUser };

/** next-auth's session endpoint (GET): `{}` when signed out, `{ user, expires }` when signed in. */
export const SESSION_URL = "/api/auth/session";
/** The localStorage key next-auth's signIn and signOut post to, so other tabs follow. */
const BROADCAST_KEY = "nextauth.message";

const LOADING: SessionUserState = { status: "loading", user: null };
const SIGNED_OUT: SessionUserState = { status: "unauthenticated", user: null };

/** The auth state a session endpoint's JSON body means. */
export function sessionUserState(body: unknown): SessionUserState {
  const user = (body as { user?: { id?: unknown; email?: unknown; name?: unknown; image?: unknown } } | null)?.user;
  if (!user || typeof user.id !== "string" || !user.id) return SIGNED_OUT;
  const text = (value: unknown) => (typeof value === "string" && value ? value : null);
  return {
    status: "authenticated",
    user: { uid: user.id, email: text(user.email) ?? "", displayName: text(user.name), photoURL: text(user.image) },
  };
}

let state: SessionUserState = LOADING;
let pending: Promise<SessionUserState> | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionUserState) {
  const same = next.status === state.status && JSON.stringify(next.user) === JSON.stringify(state.user);
  if (same) return;
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Reads the session anew and publishes it; concurrent calls share one request. A failed request
 * leaves a known state as it was (a flaky network does not sign anyone out) and turns the first
 * load into "signed out", so the Sign In button shows rather than a spinner for ever.
 */
export function refreshSession(): Promise<SessionUserState> {
  pending ??= fetch(SESSION_URL, { cache: "no-store", credentials: "same-origin", headers: { accept: "application/json" } })
    .then(async (response) =>
      response.ok ? sessionUserState(await response.json()) : Promise.reject(new Error(`session: ${response.status}`)),
    )
    .catch(() => (state.status === "loading" ? SIGNED_OUT : state))
    .then((next) => {
      publish(next);
      return state;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

function onVisible() {
  if (document.visibilityState === "visible") void refreshSession();
}

function onStorage(event: StorageEvent) {
  if (event.key === BROADCAST_KEY) void refreshSession();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
    }
  };
}

const snapshot = () => state;
const serverSnapshot = () => LOADING;

/** The auth state: loading, then signed in or signed out. */
export function useSessionUser(): SessionUserState {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  useEffect(() => {
    if (state.status === "loading") void refreshSession();
  }, []);
  return current;
}
