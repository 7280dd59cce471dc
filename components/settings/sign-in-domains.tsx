import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DOMAIN_SETUP_STEPS } from "@/components/auth/domain-setup";

/**
 * Where the sign-in dialog's 'Open console' button leads: whether this host may sign in, and how
 * to add it. Shown only when AUTH_ALLOWED_HOSTS is set (otherwise every host may sign in).
 */
export function SignInDomains({ host, allowed }: { host: string; allowed: boolean }) {
  return (
    <Card id="sign-in-domains" className="scroll-mt-6">
      <CardHeader>
        <CardTitle>
          <h2 id="sign-in-domains-heading">Sign-in domains</h2>
        </CardTitle>
        <CardDescription>
          This server accepts sign-ins only on the hosts listed in its <code>AUTH_ALLOWED_HOSTS</code> setting. This address,{" "}
          <code className="text-foreground">{host}</code>, {allowed ? "is on the list." : "is not on the list, so signing in here fails."}
        </CardDescription>
      </CardHeader>
      {allowed ? null : (
        <CardContent>
          <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm text-muted-foreground">
            {DOMAIN_SETUP_STEPS.map((step) => (
              <li key={step.title}>
                <span className="font-medium text-foreground">{step.title}</span>: {step.detail}
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm text-muted-foreground">
            Only someone who runs this server can change it; the Accounts section of docs/features.md explains the setting.
          </p>
        </CardContent>
      )}
    </Card>
  );
}
