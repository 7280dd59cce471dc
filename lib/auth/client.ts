import { signIn, signOut } from "next-auth/react";
import { AUTH_ERRORS, authErrorMessage, type AuthFlow } from "@/lib/auth/errors";
import { throwIfNotOk } from "@/lib/fact-check/client";

/**
 * Browser-side account calls for the sign-in dialog. Each resolves on success or throws an
 * Error whose message is the text to show (empty when there is nothing better than the UI's
 * own fallback). No React here.
 */

export const REGISTER_URL = "/api/auth/register";

/** Checked before any request: both fields are needed, and nothing is sent otherwise. */
export function missingCredentials(email: string, password: string): boolean {
  return !email.trim() || !password;
}

/** Email and password sign-in through next-auth (its CSRF token included), without leaving the page. */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  if (missingCredentials(email, password)) throw new Error(AUTH_ERRORS["missing_credentials"].message);
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await signIn("credentials", { email: email.trim(), password, redirect: false });
  } catch {
    throw new Error(authErrorMessage("signIn", undefined));
  }
  if (!result) throw new Error("");
  if (result.error || !result.ok) throw new Error(authErrorMessage("signIn", result.error));
}

async function readError(response: Response, flow: AuthFlow): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return authErrorMessage(flow, body.error?.code, body.error?.message);
  } catch {
    return authErrorMessage(flow, undefined);
  }
}

/** Creates the account (POST /api/auth/register), then signs in with it. */
export async function createAccount(email: string, password: string): Promise<void> {
  if (missingCredentials(email, password)) throw new Error(AUTH_ERRORS["missing_credentials"].message);
  let response: Response;
  try {
    response = await fetch(REGISTER_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "include",
      body: JSON.stringify({ email: email.trim(), password }),
    });
  } catch {
    throw new Error(authErrorMessage("signUp", undefined));
  }
  if (!response.ok) throw new Error(await readError(response, "signUp"));
  await signInWithEmail(email, password);
}

export async function signOutOfAccount(): Promise<void> {
  await signOut({ redirect: false });
}

export const SIGN_OUT_EVERYWHERE_URL = "/api/account/sign-out-everywhere";

/**
 * Ends every session of the account (each browser and device it is signed in on, this one
 * included), then clears this browser's next-auth state. Resolves to the number of sessions ended.
 */
export async function signOutEverywhere(): Promise<number> {
  const response = await fetch(SIGN_OUT_EVERYWHERE_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    body: JSON.stringify({ confirm: true }),
  });
  await throwIfNotOk(response);
  const { signedOut } = (await response.json()) as { signedOut: number };
  await signOut({ redirect: false });
  return signedOut;
}
