"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { refreshSession } from "@/lib/account/use-session-user";

/**
 * After a sign-in or sign-out: the session is read anew (the sidebar's account area and every
 * page follow it; the app pages' providers then fetch account data anew, components/layout/providers.tsx)
 * and server-rendered pages (Settings) render again. No TanStack Query here: the account area
 * runs on guide pages, which have none.
 */
export function useAuthRefresh() {
  const router = useRouter();
  return useCallback(async () => {
    await refreshSession();
    router.refresh();
  }, [router]);
}
