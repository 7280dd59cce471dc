"use client";

import Link from "next/link";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing, Rss } from "lucide-react";
import { toast } from "sonner";
import { formatDate } from "@/components/fact-check/format";
import { ShownOnceSecret } from "@/components/settings/shown-once-secret";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessageFor } from "@/lib/fact-check/client";
import { VERDICT_LABELS } from "@/lib/fact-check/verdict-labels";
import { FEED_TOKEN_URL, fetchFeedToken, requestFeedToken, revokeFeedToken, useFollowMutation, useFollows } from "@/lib/follow/client";
import { describeChange } from "@/lib/follow/describe";
import { MAX_FOLLOWED_CLAIMS } from "@/lib/follow/policy";

/** The private Atom feed: make it, re-make it (the old address stops working) or revoke it. */
function FeedControls() {
  const client = useQueryClient();
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const status = useQuery({ queryKey: [FEED_TOKEN_URL], queryFn: fetchFeedToken });
  const refresh = () => client.invalidateQueries({ queryKey: [FEED_TOKEN_URL] });
  const create = useMutation({
    mutationFn: requestFeedToken,
    onSuccess: ({ token }) => setNewUrl(`${window.location.origin}/api/feeds/${token}`),
    onError: (error) => toast.error("Could not make the feed address", { description: errorMessageFor(error) }),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: revokeFeedToken,
    onSuccess: () => {
      setNewUrl(null);
      toast.success("Feed address revoked", { description: "Feed readers using it get nothing more." });
    },
    onError: (error) => toast.error("Could not revoke the feed address", { description: errorMessageFor(error) }),
    onSettled: refresh,
  });
  const active = status.data?.active ?? false;
  return (
    <div className="flex flex-col gap-3 border-t pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <Rss className="size-4 text-muted-foreground" aria-hidden="true" />
        <p className="flex-1 text-sm" data-testid="feed-status">
          {active
            ? `Private Atom feed on (address made ${formatDate(status.data?.createdAt ?? null) ?? "earlier"}).`
            : "Private Atom feed off."}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => create.mutate()} disabled={create.isPending}>
          {active ? "Make a new address" : "Make a feed address"}
        </Button>
        {active ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label="Revoke feed address"
            onClick={() => revoke.mutate()}
            disabled={revoke.isPending}
          >
            Revoke
          </Button>
        ) : null}
      </div>
      {newUrl ? (
        <ShownOnceSecret
          value={newUrl}
          copyLabel="Copy feed address"
          copyFailedMessage="Could not copy the address"
          testId="feed-url"
          onDone={() => setNewUrl(null)}
        >
          Add this address to your feed reader now. It will not be shown again; anyone with it can read the feed.
        </ShownOnceSecret>
      ) : null}
    </div>
  );
}

/** Settings → Followed claims: each with its verdict and newest change, an Unfollow button, and the private feed. */
export function FollowedClaimsSection() {
  const follows = useFollows();
  const mutation = useFollowMutation();
  const items = follows.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="followed-claims-heading">Followed claims</h2>
        </CardTitle>
        <CardDescription>
          Claims you follow are checked again when their answer expires. When the verdict or its confidence changes, it shows here, in your
          history and in your private feed. Up to {follows.data?.limit ?? MAX_FOLLOWED_CLAIMS} claims.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {follows.isPending ? null : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">You do not follow any claim yet. Use Follow on a result.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-labelledby="followed-claims-heading" data-testid="followed-claims">
            {items.map((item) => (
              <li key={item.checkId} className="flex flex-wrap items-center gap-3 py-3">
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <Link href={`/check/${item.checkId}`} className="truncate text-sm font-medium hover:underline">
                    {item.query}
                  </Link>
                  {item.lastChange ? (
                    <span
                      className="flex items-center gap-1 text-xs font-medium text-amber-700 dark:text-amber-300"
                      data-testid="verdict-change"
                    >
                      <BellRing className="size-3" aria-hidden="true" />
                      {describeChange(item.lastChange)} · {item.lastChange.oldConfidence}% → {item.lastChange.newConfidence}% ·{" "}
                      {formatDate(item.lastChange.changedAt)}
                    </span>
                  ) : null}
                  <span className="text-xs text-muted-foreground">
                    {VERDICT_LABELS[item.verdict]} · {item.confidence}% ·{" "}
                    {item.lastCheckedAt ? `re-checked ${formatDate(item.lastCheckedAt)}` : `followed ${formatDate(item.followedAt)}`}
                  </span>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Unfollow ${item.query}`}
                  disabled={mutation.isPending && mutation.variables?.checkId === item.checkId}
                  onClick={() =>
                    mutation.mutate(
                      { checkId: item.checkId, following: false },
                      { onError: (error) => toast.error("Could not unfollow", { description: errorMessageFor(error) }) },
                    )
                  }
                >
                  Unfollow
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FeedControls />
      </CardContent>
    </Card>
  );
}
