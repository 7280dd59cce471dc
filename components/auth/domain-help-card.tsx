"use client";

import Link from "next/link";
import { Copy, ExternalLink } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DOMAIN_SETUP_STEPS, SIGN_IN_DOMAINS_HREF } from "@/components/auth/domain-setup";

/**
 * Shown when a sign-in error says 'Domain authorization required': this site's host
 * name with a copy button, the five steps and an open-console button. On Factlens the "identity
 * console" is the server's AUTH_ALLOWED_HOSTS setting; the button opens Settings, which says
 * whether this host is on that list and where the setting lives.
 */
export function DomainHelpCard({ hostname }: { hostname: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hostname);
      toast.success("Domain copied", { description: hostname });
    } catch {
      toast.error("Could not copy the domain", { description: "Select it and copy it by hand." });
    }
  };
  return (
    <section aria-labelledby="domain-help-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-muted/30 p-4 text-sm">
      <h3 id="domain-help-heading" className="font-semibold">
        Add this domain to sign in
      </h3>
      <div className="flex items-center gap-2">
        <code data-testid="current-hostname" className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 font-mono text-xs">
          {hostname}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label="Copy domain">
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-muted-foreground">
        {DOMAIN_SETUP_STEPS.map((step) => (
          <li key={step.title}>
            <span className="font-medium text-foreground">{step.title}</span>: {step.detail}
          </li>
        ))}
      </ol>
      <Button asChild variant="secondary" size="sm" className="self-start">
        <Link href={SIGN_IN_DOMAINS_HREF}>
          <ExternalLink aria-hidden="true" />
          Open console
        </Link>
      </Button>
    </section>
  );
}
