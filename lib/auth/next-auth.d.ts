import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  /** `session.user` as lib/auth/options.ts fills it: our account id, email, display name, photo. */
  interface Session {
    user: { id: string } & NonNullable<DefaultSession["user"]>;
  }
}

declare module "next-auth/jwt" {
  /** The session token's claims: `sid` names its server-side session (lib/auth/sessions.ts). */
  interface JWT {
    sid?: string;
  }
}
