"use client";

import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SessionProvider } from "next-auth/react";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { getQueryFn } from "@/lib/fact-check/client";

/**
 * Data fetching defaults (spec §7): data never goes stale, no refetch on focus, no polling, no
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

/** Client-side context every page shares: queries, tooltips (700 ms open, 300 ms skip) and one toast at a time. */
export function Providers({ children }: { children: ReactNode }) {
  // One client per browser tab (and per server render), created once.
  const [queryClient] = useState(makeQueryClient);
  return (
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
