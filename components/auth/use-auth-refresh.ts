"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { SAVED_SOURCES_QUERY_KEY } from "@/lib/account/saved-sources-client";
import { HISTORY_URL } from "@/lib/account/use-check-history";

/** After a sign-in or sign-out: server-rendered pages (Settings) render again and account data is fetched anew. */
export function useAuthRefresh() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(() => {
    router.refresh();
    void queryClient.invalidateQueries({ queryKey: [HISTORY_URL] });
    void queryClient.invalidateQueries({ queryKey: SAVED_SOURCES_QUERY_KEY });
  }, [router, queryClient]);
}
