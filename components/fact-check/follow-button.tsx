"use client";

import { Bell, BellOff, Loader2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/lib/account/use-session-user";
import { errorMessageFor } from "@/lib/fact-check/client";
import { useFollowMutation, useFollows } from "@/lib/follow/client";

/**
 * Follow this check (signed-in visitors only): it is re-checked when its answer expires, and a
 * changed verdict shows in the history, Settings and the account's feed. Pressed again, unfollows.
 */
export function FollowButton({ checkId }: { checkId: string }) {
  const { status } = useSessionUser();
  const follows = useFollows();
  const mutation = useFollowMutation();
  if (status !== "authenticated" || !follows.data) return null;
  const following = follows.data.items.some((item) => item.checkId === checkId);
  const busy = mutation.isPending;
  const toggle = () =>
    mutation.mutate(
      { checkId, following: !following },
      {
        onSuccess: () =>
          toast.success(
            following ? "Unfollowed" : "Following this claim",
            following ? undefined : { description: "You will see it here and in Settings if the verdict changes." },
          ),
        onError: (error) => toast.error(following ? "Could not unfollow" : "Could not follow", { description: errorMessageFor(error) }),
      },
    );
  return (
    <Button
      type="button"
      variant={following ? "secondary" : "outline"}
      size="sm"
      className="ml-auto"
      onClick={toggle}
      disabled={busy}
      aria-pressed={following}
      data-testid="follow-button"
    >
      {busy ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : following ? (
        <BellOff aria-hidden="true" />
      ) : (
        <Bell aria-hidden="true" />
      )}
      {following ? "Unfollow" : "Follow"}
    </Button>
  );
}
