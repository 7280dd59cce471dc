"use client";

import { useState } from "react";
import { Loader2, LogIn, LogOut } from "lucide-react";
import { SignInDialog } from "@/components/auth/sign-in-dialog";
import { useAuthRefresh } from "@/components/auth/use-auth-refresh";
import { UserAvatar } from "@/components/auth/user-avatar";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/lib/account/use-session-user";
import { signOutOfAccount } from "@/lib/auth/client";

/**
 * The account slot at the bottom of the sidebar (spec §2): a spinner while the session loads;
 * signed in, the avatar, display name or email, the email and a sign-out button; signed out, a
 * 'Sign In' button that opens the sign-in dialog.
 */
export function AccountArea() {
  const { status, user } = useSessionUser();
  const [dialogOpen, setDialogOpen] = useState(false);
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
        await signOutOfAccount();
        refreshAfterAuth();
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
      <Button variant="outline" className="w-full justify-start gap-2" onClick={() => setDialogOpen(true)}>
        <LogIn className="size-4" aria-hidden="true" />
        Sign In
      </Button>
      <SignInDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </>
  );
}
