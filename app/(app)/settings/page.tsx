import { headers } from "next/headers";
import { connection } from "next/server";
import { PageHeader } from "@/components/marketing/page-header";
import { ApiKeysSection } from "@/components/settings/api-keys-section";
import { AccountInformation, AuthStatus, type SettingsAccount } from "@/components/settings/account-overview";
import { FollowedClaimsSection } from "@/components/settings/followed-claims";
import { HistorySetting } from "@/components/settings/history-setting";
import { SavedSourcesList } from "@/components/settings/saved-sources-list";
import { SignInDomains } from "@/components/settings/sign-in-domains";
import { SignOutEverywhere } from "@/components/settings/sign-out-everywhere";
import { Toaster } from "@/components/ui/sonner";
import { isHostAllowed } from "@/lib/auth/allowed-hosts";
import { allowedHosts } from "@/lib/auth/config";
import { requestHost } from "@/lib/auth/request-info";
import { listApiKeys } from "@/lib/api-keys/store";
import { getSessionUser } from "@/lib/auth/session";
import { RATE_LIMIT_POLICIES } from "@/lib/rate-limit/policies";
import { db } from "@/lib/db";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Settings",
  description: "Your Factlens account and preferences.",
  path: "/settings",
  keywords: ["account settings"],
});

/** Settings: the signed-in account, the history opt-in, saved sources and API keys; rendered per request. */
export default async function SettingsPage() {
  // Per request only: `next build` must not try to render it (and generate the auth secret) ahead of time.
  await connection();
  const user = await getSessionUser();
  const account: SettingsAccount | null = user
    ? { email: user.email, displayName: user.displayName, photoUrl: user.photoUrl, createdAt: user.createdAt.toISOString() }
    : null;
  const host = allowedHosts ? (requestHost(await headers()) ?? "") : "";

  return (
    <>
      <PageHeader title="Settings">Your account and preferences.</PageHeader>
      <div className="flex flex-col gap-6">
        <AuthStatus account={account} />
        {account && user ? (
          <>
            <AccountInformation account={account} />
            <HistorySetting initialSaveHistory={user.saveHistory} />
            <SavedSourcesList />
            <FollowedClaimsSection />
            <ApiKeysSection
              initialKeys={await listApiKeys({ db, userId: user.id })}
              freeChecksPerDay={RATE_LIMIT_POLICIES["api-free"].limit}
            />
            <SignOutEverywhere />
          </>
        ) : null}
        {allowedHosts ? <SignInDomains host={host} allowed={isHostAllowed(host, allowedHosts)} /> : null}
      </div>
      {/* The settings' confirmations (history on, key revoked, signed out everywhere…) are toasts. */}
      <Toaster />
    </>
  );
}
