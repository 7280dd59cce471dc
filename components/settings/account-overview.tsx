import { UserAvatar } from "@/components/auth/user-avatar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** What Settings shows of an account: photo, display name (or 'No display name'), email and creation date (or 'Unknown'). */
export type SettingsAccount = {
  email: string;
  displayName: string | null;
  photoUrl: string | null;
  /** ISO time, or null when unknown. */
  createdAt: string | null;
};

const creationDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Authentication status: 'Signed in as' display name or email, otherwise 'Not signed in'. */
export function AuthStatus({ account }: { account: SettingsAccount | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="auth-status-heading">Authentication Status</h2>
        </CardTitle>
        <CardDescription data-testid="auth-status">
          {account ? (
            <>
              Signed in as <span className="font-medium text-foreground">{account.displayName ?? account.email}</span>
            </>
          ) : (
            "Not signed in"
          )}
        </CardDescription>
      </CardHeader>
      {account ? null : (
        <CardContent className="text-sm text-muted-foreground">
          Sign in from the sidebar to keep your search history and saved sources. Checking claims works without an account.
        </CardContent>
      )}
    </Card>
  );
}

/** Account Information: photo, display name or 'No display name', email, creation date or 'Unknown'. */
export function AccountInformation({ account }: { account: SettingsAccount }) {
  const rows: Array<[string, string]> = [
    ["Display name", account.displayName ?? "No display name"],
    ["Email", account.email],
    ["Account created", account.createdAt ? creationDate.format(new Date(account.createdAt)) : "Unknown"],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="account-information-heading">Account Information</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <UserAvatar photoUrl={account.photoUrl} className="size-16" />
        <dl className="grid flex-1 grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-words" data-testid={`settings-${label.toLowerCase().replace(/\s+/g, "-")}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
