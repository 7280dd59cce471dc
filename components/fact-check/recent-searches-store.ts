"use client";

import { useCallback } from "react";
import { readStored, STORAGE_KEYS, useStoredValue, writeStored } from "@/components/fact-check/local-storage";

/** Recent searches: newest first, no duplicates, at most ten. */
export const MAX_RECENT_SEARCHES = 10;

const EMPTY: string[] = [];

function parseRecent(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;
}

export function withRecentSearch(list: readonly string[], query: string): string[] {
  return [query, ...list.filter((item) => item !== query)].slice(0, MAX_RECENT_SEARCHES);
}

export function useRecentSearches() {
  const [recent] = useStoredValue(STORAGE_KEYS.recentSearches, parseRecent, EMPTY);
  const addRecent = useCallback((query: string) => {
    const current = readStored(STORAGE_KEYS.recentSearches, parseRecent) ?? [];
    writeStored(STORAGE_KEYS.recentSearches, withRecentSearch(current, query));
  }, []);
  return { recent, addRecent };
}
