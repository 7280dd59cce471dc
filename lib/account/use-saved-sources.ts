"use client";

import { useCallback, useMemo } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  listSavedSources,
  removeSavedSource,
  saveSource,
  SAVED_SOURCES_QUERY_KEY,
  type SavedSourceInput,
  type SavedSourceRecord,
} from "@/lib/account/saved-sources-client";
import { useSessionUser } from "@/lib/account/use-session-user";

/**
 * The signed-in account's saved sources through TanStack Query: the list (fetched only while
 * signed in), save and remove (both refresh it), and `isSaved(url)`.
 */
export function useAccountSavedSources() {
  const { status } = useSessionUser();
  const queryClient = useQueryClient();
  const signedIn = status === "authenticated";
  const query = useQuery({ queryKey: SAVED_SOURCES_QUERY_KEY, queryFn: () => listSavedSources(), enabled: signedIn });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_SOURCES_QUERY_KEY });
  const save = useMutation({ mutationFn: (source: SavedSourceInput) => saveSource(source), onSettled: refresh });
  const remove = useMutation({ mutationFn: (which: { id: string } | { url: string }) => removeSavedSource(which), onSettled: refresh });
  const sources: SavedSourceRecord[] = useMemo(() => (signedIn ? (query.data ?? []) : []), [signedIn, query.data]);
  const isSaved = useCallback((url: string) => sources.some((source) => source.url === url), [sources]);
  return { signedIn, sources, isLoading: signedIn && query.isPending, error: query.error, save, remove, isSaved };
}
