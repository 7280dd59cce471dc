"use client";

import { useEffect, useState, type ReactNode } from "react";
import { isServer, QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { useSessionUser } from "@/lib/account/use-session-user";
import { getQueryFn } from "@/lib/fact-check/client";

/**
 * Data fetching defaults: data never goes stale, no refetch on focus, no polling, no
 * retries; a query without its own function GETs its key joined with "/" and throws on 401.
 */
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * One client per browser tab, kept while the user visits guide pages (which have none), so the
 * app pages' data survives the trip; a new one per server render.
 */
function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

/**
 * The signed-in user the browser client's data belongs to. Kept beside the client, not in a
 * component: a user who signs out and another who signs in on a guide page (where the app's
 * providers are not mounted) must still find nothing of the first one's when they come back.
 */
let accountDataOwner: string | null | undefined;

/** Every query (history, saved sources, follows, feed token, API keys…) starts again when the signed-in user changes. */
function AccountDataRefresh() {
  const queryClient = useQueryClient();
  const { status, user } = useSessionUser();
  const who = status === "loading" ? undefined : (user?.uid ?? null);
  useEffect(() => {
    if (who === undefined) return;
    if (accountDataOwner !== undefined && accountDataOwner !== who) void queryClient.resetQueries();
    accountDataOwner = who;
  }, [who, queryClient]);
  return null;
}

/**
 * Client-side context of the app pages (home, Discover, Settings, a check's page; app/(app)/layout.tsx):
 * queries. Guide pages go without it and so load no TanStack Query code; the session is read by
 * lib/account/use-session-user.ts. The tooltips' provider and the toaster are on the pages whose
 * components raise them, so the home page's first load carries neither: the check's result view
 * (fact-check-app.tsx, result-view.tsx; loaded when a check starts) and Settings.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AccountDataRefresh />
      {children}
    </QueryClientProvider>
  );
}
