"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { toast } from "sonner";
import { formatDate } from "@/components/fact-check/format";
import { ShownOnceSecret } from "@/components/settings/shown-once-secret";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { API_KEYS_URL, fetchApiKeys, requestApiKey, requestRevocation } from "@/lib/api-keys/client";
import type { ApiKeyRecord } from "@/lib/api/schemas/api-keys";
import { errorMessageFor } from "@/lib/fact-check/client";

const QUERY_KEY = [API_KEYS_URL];

/**
 * Settings → API Keys: make a key (Free tier; an operator upgrades to Pro with `npm run apikey`),
 * see the keys by prefix, tier, creation and last use, and revoke them.
 */
export function ApiKeysSection({ initialKeys, freeChecksPerDay }: { initialKeys: ApiKeyRecord[]; freeChecksPerDay: number }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [newKey, setNewKey] = useState<string | null>(null);
  const keys = useQuery({ queryKey: QUERY_KEY, queryFn: fetchApiKeys, initialData: initialKeys });
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });

  const create = useMutation({
    mutationFn: requestApiKey,
    onSuccess: ({ key }) => {
      setNewKey(key);
      setName("");
    },
    onError: (error) => toast.error("Could not create a key", { description: errorMessageFor(error) }),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: requestRevocation,
    onSuccess: (item) => toast.success("API key revoked", { description: `${item.prefix}… no longer works.` }),
    onError: (error) => toast.error("Could not revoke the key", { description: errorMessageFor(error) }),
    onSettled: refresh,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(name.trim());
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="api-keys-heading">API Keys</h2>
        </CardTitle>
        <CardDescription>
          Send a key as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> to the fact-check API. Keys you create here are
          on the Free tier ({freeChecksPerDay.toLocaleString("en-US")} checks a day).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor="api-key-name">Key name (optional)</Label>
            <Input
              id="api-key-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={60}
              placeholder="e.g. newsroom bot"
            />
          </div>
          <Button type="submit" disabled={create.isPending}>
            <KeyRound aria-hidden="true" />
            Create API key
          </Button>
        </form>
        {newKey ? (
          <ShownOnceSecret
            value={newKey}
            copyLabel="Copy API key"
            copiedMessage="API key copied"
            copyFailedMessage="Could not copy the key"
            testId="new-api-key"
            onDone={() => setNewKey(null)}
          >
            Copy your new API key now. It will not be shown again.
          </ShownOnceSecret>
        ) : null}
        {keys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API keys yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="API keys">
            {keys.data.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex items-center gap-2 text-sm font-medium">
                    <code className="font-mono">{key.prefix}…</code>
                    {key.name ? <span className="truncate text-muted-foreground">{key.name}</span> : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    Created {formatDate(key.createdAt)} · Last used {formatDate(key.lastUsedAt) ?? "Never"}
                    {key.revokedAt ? ` · Revoked ${formatDate(key.revokedAt)}` : ""}
                  </span>
                </div>
                <Badge variant={key.tier === "pro" ? "default" : "secondary"}>{key.tier === "pro" ? "Pro" : "Free"}</Badge>
                {key.revokedAt ? (
                  <Badge variant="outline">Revoked</Badge>
                ) : (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke ${key.prefix}`}
                    disabled={revoke.isPending && revoke.variables === key.id}
                    onClick={() => revoke.mutate(key.id)}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
