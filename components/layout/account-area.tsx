"use client";

import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { siteConfig } from "@/config/site";

/**
 * The account slot at the bottom of the sidebar. Accounts are not switched on yet, so the
 * dialog says so plainly instead of pretending to sign anyone in.
 */
export function AccountArea() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full justify-start gap-2">
          <LogIn className="size-4" aria-hidden="true" />
          Sign In
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Sign In to {siteConfig.name}</DialogTitle>
          <DialogDescription>Choose your preferred sign-in method to access your account.</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Accounts are not open on this server yet. Every fact-check works without one.
        </p>
      </DialogContent>
    </Dialog>
  );
}
