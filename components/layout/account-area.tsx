"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { Loader2, LogIn, LogOut } from "lucide-react";
import { useAuthRefresh } from "@/components/auth/use-auth-refresh";
import { UserAvatar } from "@/components/auth/user-avatar";
import { buttonVariants } from "@/components/ui/button-variants";
import { useSessionUser } from "@/lib/account/use-session-user";

/** The sign-in dialog and next-auth's client are fetched when first wanted (a hover or focus on Sign In, or a click), not with every page. */
const loadSignInDialog = () => import("@/components/auth/sign-in-dialog");
const preloadSignInDialog = () => void loadSignInDialog().catch(() => undefined);
const SignInDialog = dynamic(() => loadSignInDialog().then((module) => module.SignInDialog), { ssr: false });

/**
 * The button styles, from the Button component's variants (class-variance-authority) but without
 * its tailwind-merge step (about 10 KB on every guide page): the sign-in
 * button's label is left-aligned by its inner span rather than by an overriding class.
 */
const ICON_BUTTON = buttonVariants({ variant: "ghost", size: "icon" });
const SIGN_IN_BUTTON = `${buttonVariants({ variant: "outline" })} w-full`;

/**
 * The account slot at the bottom of the sidebar: a spinner while the session loads;
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
        <button
          type="button"
          data-slot="button"
          className={ICON_BUTTON}
          onClick={signOut}
          disabled={signingOut}
          aria-label="Sign out"
          title="Sign out"
        >
          <LogOut aria-hidden="true" />
        </button>
      </div>
    );
  }

  return (
    <>
      <button
        type="button"
        data-slot="button"
        className={SIGN_IN_BUTTON}
        onPointerEnter={preloadSignInDialog}
        onFocus={preloadSignInDialog}
        onClick={() => {
          setDialogWanted(true);
          setDialogOpen(true);
        }}
      >
        <span className="flex w-full items-center gap-2">
          <LogIn className="size-4" aria-hidden="true" />
          Sign In
        </span>
      </button>
      {dialogWanted ? <SignInDialog open={dialogOpen} onOpenChange={setDialogOpen} /> : null}
    </>
  );
}
