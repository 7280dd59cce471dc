"use client";

import { ExternalLink, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAccountSavedSources } from "@/lib/account/use-saved-sources";
import { errorMessageFor } from "@/lib/fact-check/client";

/** The account's saved sources, newest first, each with a remove button. */
export function SavedSourcesList() {
  const { sources, isLoading, error, remove } = useAccountSavedSources();
  const removeSource = (id: string, title: string) =>
    remove.mutate(
      { id },
      {
        onSuccess: () => toast.success("Source removed", { description: title }),
        onError: (removeError) => toast.error("Could not remove the source", { description: errorMessageFor(removeError) }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="saved-sources-heading">Saved Sources</h2>
        </CardTitle>
        <CardDescription>Sources you saved from results while signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="text-sm text-muted-foreground">Loading saved sources…</p>
        ) : error ? (
          <p className="text-sm text-destructive">Failed to load saved sources.</p>
        ) : sources.length === 0 ? (
          <p className="text-sm text-muted-foreground">No saved sources yet. Save one from a result&apos;s Sources tab.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Saved sources">
            {sources.map((source) => (
              <li key={source.id} className="flex items-start gap-3 py-3">
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-sm font-medium hover:underline"
                  >
                    <span className="truncate">{source.title}</span>
                    <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  <span className="text-xs text-muted-foreground">
                    {source.outlet}
                    {source.publishDate ? ` · ${source.publishDate}` : ""} · credibility {source.credibility}/10
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${source.title}`}
                  disabled={remove.isPending && remove.variables && "id" in remove.variables && remove.variables.id === source.id}
                  onClick={() => removeSource(source.id, source.title)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
