"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HISTORY_URL } from "@/lib/account/use-check-history";
import { useSessionUser } from "@/lib/account/use-session-user";
import { throwIfNotOk } from "@/lib/fact-check/client";
import type { FeedTokenStatus, FollowList } from "@/lib/follow/types";

/** Browser calls for following claims (result view and Settings) and the private feed's token. */

export const FOLLOWS_URL = "/api/follows";
export const FEED_TOKEN_URL = "/api/account/feed-token";

export async function fetchFollows(): Promise<FollowList | null> {
  const response = await fetch(FOLLOWS_URL, { credentials: "include", cache: "no-store" });
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as FollowList;
}

async function follow(checkId: string): Promise<void> {
  const response = await fetch(FOLLOWS_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    body: JSON.stringify({ checkId }),
  });
  await throwIfNotOk(response);
}

async function unfollow(checkId: string): Promise<void> {
  const response = await fetch(`${FOLLOWS_URL}/${encodeURIComponent(checkId)}`, { method: "DELETE", credentials: "include" });
  await throwIfNotOk(response);
}

/** The signed-in account's followed claims (fetched only while signed in). */
export function useFollows() {
  const { status } = useSessionUser();
  return useQuery({ queryKey: [FOLLOWS_URL], queryFn: fetchFollows, enabled: status === "authenticated" });
}

/** Follow or unfollow a check; the list and the history refresh after. */
export function useFollowMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ checkId, following }: { checkId: string; following: boolean }) => (following ? follow(checkId) : unfollow(checkId)),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: [FOLLOWS_URL] }), client.invalidateQueries({ queryKey: [HISTORY_URL] })]),
  });
}

export async function fetchFeedToken(): Promise<FeedTokenStatus> {
  const response = await fetch(FEED_TOKEN_URL, { credentials: "include", cache: "no-store" });
  await throwIfNotOk(response);
  return (await response.json()) as FeedTokenStatus;
}

export async function requestFeedToken(): Promise<FeedTokenStatus & { token: string }> {
  const response = await fetch(FEED_TOKEN_URL, { method: "POST", credentials: "include" });
  await throwIfNotOk(response);
  return (await response.json()) as FeedTokenStatus & { token: string };
}

export async function revokeFeedToken(): Promise<void> {
  const response = await fetch(FEED_TOKEN_URL, { method: "DELETE", credentials: "include" });
  await throwIfNotOk(response);
}
