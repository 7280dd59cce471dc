"use client";

import { useSession } from "next-auth/react";

/** The signed-in user as the app reads it: uid, email, displayName, photoURL. */
export type SessionUser = { uid: string; email: string; displayName: string | null; photoURL: string | null };

export type SessionUserState =
  | { status: "loading"; user: null }
  | { status: "unauthenticated"; user: null }
  | { status: "authenticated"; user: SessionUser };

/** The auth state (spec §4: loading, then signed in or signed out), following next-auth's session. Needs the SessionProvider in components/layout/providers.tsx. */
export function useSessionUser(): SessionUserState {
  const { data, status } = useSession();
  if (status === "loading") return { status, user: null };
  if (status === "unauthenticated" || !data?.user?.id) return { status: "unauthenticated", user: null };
  const { id, email, name, image } = data.user;
  return { status: "authenticated", user: { uid: id, email: email ?? "", displayName: name || null, photoURL: image || null } };
}
