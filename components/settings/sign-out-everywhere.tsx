"use client";

import { useState } from "react";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import { useAuthRefresh } from "@/components/auth/use-auth-refresh";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { signOutEverywhere } from "@/lib/auth/client";
import { errorMessageFor } from "@/lib/fact-check/client";

/**
 * Sessions: "Sign out everywhere" ends every session of the account on the server (each browser,
 * phone or copied cookie, this one included) after a confirmation.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const refreshAfterAuth = useAuthRefresh();

  const confirm = async () => {
    setPending(true);
    try {
      const count = await signOutEverywhere();
      setOpen(false);
      toast.success("Signed out everywhere", { description: `${count} ${count === 1 ? "session" : "sessions"} ended, this one included.` });
      refreshAfterAuth();
    } catch (error) {
      toast.error("Could not sign out everywhere", { description: errorMessageFor(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="sessions-heading">Sessions</h2>
        </CardTitle>
        <CardDescription>
          Signed in on another computer or phone you no longer use? End every session of this account at once, this one included.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
          <DialogTrigger asChild>
            <Button type="button" variant="outline" className="gap-2">
              <LogOut className="size-4" aria-hidden="true" />
              Sign out everywhere
            </Button>
          </DialogTrigger>
          <DialogContent className="sm:max-w-md">
            <DialogHeader>
              <DialogTitle>Sign out everywhere?</DialogTitle>
              <DialogDescription>
                Every browser and device signed in to this account is signed out, this one included. You can sign in again with your
                password.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="ghost" disabled={pending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="button" variant="destructive" onClick={confirm} disabled={pending}>
                {pending ? "Signing out…" : "Sign out everywhere"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
