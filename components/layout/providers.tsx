"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { isServer, QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { SAVED_SOURCES_QUERY_KEY } from "@/lib/account/saved-sources-client";
import { HISTORY_URL } from "@/lib/account/use-check-history";
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

/** Account data is fetched anew when the signed-in user changes (a sign-in, a sign-out, another tab's). */
function AccountDataRefresh() {
  const queryClient = useQueryClient();
  const { status, user } = useSessionUser();
  const who = status === "loading" ? undefined : (user?.uid ?? null);
  const previous = useRef(who);
  useEffect(() => {
    if (who === undefined) return;
    if (previous.current !== undefined && previous.current !== who) {
      void queryClient.invalidateQueries({ queryKey: [HISTORY_URL] });
      void queryClient.invalidateQueries({ queryKey: SAVED_SOURCES_QUERY_KEY });
    }
    previous.current = who;
  }, [who, queryClient]);
  return null;
}

/**
 * Client-side context of the app pages (home, Discover, Settings, a check's page; app/(app)/layout.tsx):
 * queries, tooltips (700 ms open, 300 ms skip) and one toast at a time. Guide pages go without
 * it and so load no TanStack Query code; the session is read by lib/account/use-session-user.ts.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AccountDataRefresh />
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
