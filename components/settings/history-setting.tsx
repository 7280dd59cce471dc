"use client";

import Link from "next/link";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { HISTORY_URL, useCheckHistory } from "@/lib/account/use-check-history";
import { errorMessageFor, throwIfNotOk } from "@/lib/fact-check/client";

async function saveHistorySetting(saveHistory: boolean): Promise<boolean> {
  const response = await fetch("/api/account/settings", {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    body: JSON.stringify({ saveHistory }),
  });
  await throwIfNotOk(response);
  return ((await response.json()) as { saveHistory: boolean }).saveHistory;
}

/**
 * The "Save my search history" switch (off by default: checks are kept in an account's history
 * only once its holder opts in) and the latest saved checks.
 */
export function HistorySetting({ initialSaveHistory }: { initialSaveHistory: boolean }) {
  const [saveHistory, setSaveHistory] = useState(initialSaveHistory);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const history = useCheckHistory({ pageSize: 10 });

  const change = async (next: boolean) => {
    setSaving(true);
    setSaveHistory(next);
    try {
      setSaveHistory(await saveHistorySetting(next));
      toast.success(next ? "Search history on" : "Search history off", {
        description: next ? "Your next checks are saved to your account." : "Your saved history was forgotten.",
      });
    } catch (error) {
      setSaveHistory(!next);
      toast.error("Could not change the setting", { description: errorMessageFor(error) });
    } finally {
      setSaving(false);
      void queryClient.invalidateQueries({ queryKey: [HISTORY_URL] });
    }
  };

  const items = history.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="history-heading">Search History</h2>
        </CardTitle>
        <CardDescription>
          Off by default. When on, the claims you check while signed in are kept in your account. Turning it off forgets them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Switch id="save-history" checked={saveHistory} onCheckedChange={change} disabled={saving} />
          <Label htmlFor="save-history">Save my search history</Label>
        </div>
        {saveHistory ? (
          items.length > 0 ? (
            <ul className="flex flex-col divide-y divide-border text-sm" aria-label="Saved checks">
              {items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                  <Link href={`/check/${encodeURIComponent(item.id)}`} className="min-w-0 truncate hover:underline">
                    {item.query}
                  </Link>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {item.verdict ?? "UNKNOWN"}
                    {item.confidence !== null ? ` · ${item.confidence}%` : ""}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{history.isPending ? "Loading your history…" : "No saved checks yet."}</p>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}
