"use client";

import { useQuery } from "@tanstack/react-query";
import { throwIfNotOk } from "@/lib/fact-check/client";
import type { HistoryItem, HistoryPage } from "@/lib/account/history-types";
import { useSessionUser } from "@/lib/account/use-session-user";

/** The endpoint, and the key prefix the home page already invalidates after each check. */
export const HISTORY_URL = "/api/fact-check/history";

export type { HistoryItem, HistoryPage };

export async function fetchCheckHistory({ page = 1, pageSize = 20 } = {}, fetchImpl: typeof fetch = fetch): Promise<HistoryPage | null> {
  const response = await fetchImpl(`${HISTORY_URL}?page=${page}&pageSize=${pageSize}`, { credentials: "include", cache: "no-store" });
  // Signed out (or the session just ended): no history rather than an error.
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as HistoryPage;
}

/**
 * The signed-in account's saved checks, newest first; fetched only while signed in, and
 * only when a view asks for it. Its key starts with HISTORY_URL, so `invalidateQueries({queryKey: [HISTORY_URL]})`
 * after a check refreshes it.
 */
export function useCheckHistory({ page = 1, pageSize = 20 }: { page?: number; pageSize?: number } = {}) {
  const { status } = useSessionUser();
  return useQuery({
    queryKey: [HISTORY_URL, { page, pageSize }],
    queryFn: () => fetchCheckHistory({ page, pageSize }),
    enabled: status === "authenticated",
  });
}
