"use client";

import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { DomainHelpCard } from "@/components/auth/domain-help-card";
import { useAuthRefresh } from "@/components/auth/use-auth-refresh";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Toaster } from "@/components/ui/sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { siteConfig } from "@/config/site";
import { createAccount, signInWithEmail } from "@/lib/auth/client";
import { AUTH_UI_FALLBACK_MESSAGES, DOMAIN_AUTHORIZATION_MARKER } from "@/lib/auth/errors";

type Mode = "sign-in" | "sign-up";

/** The two tabs as data: label, password placeholder, button, autocomplete, call and UI fallback. */
const MODES = {
  "sign-in": {
    tab: "Sign In",
    passwordPlaceholder: "Enter your password",
    submit: "Sign In",
    autoComplete: "current-password",
    run: signInWithEmail,
    fallback: AUTH_UI_FALLBACK_MESSAGES.signIn,
  },
  "sign-up": {
    tab: "Sign Up",
    passwordPlaceholder: "Create a password",
    submit: "Create Account",
    autoComplete: "new-password",
    run: createAccount,
    fallback: AUTH_UI_FALLBACK_MESSAGES.signUp,
  },
} as const;

/**
 * The sign-in dialog: Sign In and Sign Up tabs with email and password.
 * A busy flag disables the buttons during a request, the error is cleared at each attempt and
 * shown red and centred under the form, and the dialog closes on success. Loaded on demand by
 * the account area (components/layout/account-area.tsx), with next-auth's client.
 */
export function SignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [mode, setMode] = useState<Mode>("sign-in");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refreshAfterAuth = useAuthRefresh();

  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setError(null);
      setPassword("");
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await MODES[mode].run(email, password);
      setEmail("");
      setPassword("");
      setBusy(false);
      onOpenChange(false);
      void refreshAfterAuth();
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "";
      setError(message || MODES[mode].fallback);
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent className="sm:max-w-sm">
          <DialogHeader>
            <DialogTitle>Sign In to {siteConfig.name}</DialogTitle>
            <DialogDescription>Choose your preferred sign-in method to access your account.</DialogDescription>
          </DialogHeader>
          <Tabs
            value={mode}
            onValueChange={(value) => {
              setMode(value as Mode);
              setError(null);
            }}
          >
            <TabsList className="w-full">
              {(Object.keys(MODES) as Mode[]).map((key) => (
                <TabsTrigger key={key} value={key} disabled={busy}>
                  {MODES[key].tab}
                </TabsTrigger>
              ))}
            </TabsList>
            {(Object.keys(MODES) as Mode[]).map((key) => (
              <TabsContent key={key} value={key}>
                <form noValidate onSubmit={submit} className="flex flex-col gap-4 pt-2" aria-label={MODES[key].tab}>
                  <div className="flex flex-col gap-2">
                    <Label htmlFor={`${key}-email`}>Email</Label>
                    <Input
                      id={`${key}-email`}
                      type="email"
                      autoComplete="email"
                      placeholder="Enter your email"
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                    />
                  </div>
                  <div className="flex flex-col gap-2">
                    <Label htmlFor={`${key}-password`}>Password</Label>
                    <Input
                      id={`${key}-password`}
                      type="password"
                      autoComplete={MODES[key].autoComplete}
                      placeholder={MODES[key].passwordPlaceholder}
                      value={password}
                      onChange={(event) => setPassword(event.target.value)}
                    />
                  </div>
                  <Button type="submit" disabled={busy} aria-busy={busy}>
                    {busy ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
                    {MODES[key].submit}
                  </Button>
                </form>
              </TabsContent>
            ))}
          </Tabs>
          {error ? (
            <p role="alert" className="text-center text-sm text-destructive">
              {error}
            </p>
          ) : null}
          {error?.includes(DOMAIN_AUTHORIZATION_MARKER) ? <DomainHelpCard hostname={window.location.hostname} /> : null}
        </DialogContent>
      </Dialog>
      {/* The domain help card's toasts, on guide pages too (which have no other Toaster). */}
      <Toaster />
    </>
  );
}
