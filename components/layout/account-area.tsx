"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { Loader2, LogIn, LogOut } from "lucide-react";
import { useAuthRefresh } from "@/components/auth/use-auth-refresh";
import { UserAvatar } from "@/components/auth/user-avatar";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/lib/account/use-session-user";

/** The sign-in dialog and next-auth's client are fetched when first wanted (a hover or focus on Sign In, or a click), not with every page. */
const loadSignInDialog = () => import("@/components/auth/sign-in-dialog");
const preloadSignInDialog = () => void loadSignInDialog().catch(() => undefined);
const SignInDialog = dynamic(() => loadSignInDialog().then((module) => module.SignInDialog), { ssr: false });

/**
 * The account slot at the bottom of the sidebar (spec §2): a spinner while the session loads;
 * signed in, the avatar, display name or email, the email and a sign-out button; signed out, a
 * 'Sign In' button that opens the sign-in dialog. The session comes from lib/account/use-session-user.ts,
 * so this runs on every page, guide pages included, without next-auth's or TanStack Query's client.
 */
export function AccountArea() {
  const { status, user } = useSessionUser();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const refreshAfterAuth = useAuthRefresh();

  if (status === "loading") {
    return (
      <div role="status" aria-label="Loading account" className="flex h-9 items-center justify-center text-muted-foreground">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      </div>
    );
  }

  if (status === "authenticated") {
    const signOut = async () => {
      setSigningOut(true);
      try {
        const { signOutOfAccount } = await import("@/lib/auth/client");
        await signOutOfAccount();
        await refreshAfterAuth();
      } finally {
        setSigningOut(false);
      }
    };
    return (
      <div className="flex items-center gap-3" data-testid="account-area">
        <UserAvatar photoUrl={user.photoURL} />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium" data-testid="account-name">
            {user.displayName ?? user.email}
          </span>
          <span className="truncate text-xs text-muted-foreground" data-testid="account-email">
            {user.email}
          </span>
        </div>
        <Button variant="ghost" size="icon" onClick={signOut} disabled={signingOut} aria-label="Sign out" title="Sign out">
          <LogOut aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <>
      <Button
        variant="outline"
        className="w-full justify-start gap-2"
        onPointerEnter={preloadSignInDialog}
        onFocus={preloadSignInDialog}
        onClick={() => {
          setDialogWanted(true);
          setDialogOpen(true);
        }}
      >
        <LogIn className="size-4" aria-hidden="true" />
        Sign In
      </Button>
      {dialogWanted ? <SignInDialog open={dialogOpen} onOpenChange={setDialogOpen} /> : null}
    </>
  );
}
