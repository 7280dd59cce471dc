"use client";

import { useCallback } from "react";
import { readStored, STORAGE_KEYS, useStoredValue, writeStored } from "@/components/fact-check/local-storage";
import type { Source } from "@/lib/fact-check/types";

/** Sources the visitor saved, kept in this browser until accounts arrive. */
export type SavedSource = Source & { savedAt: string; claim: string };

const EMPTY: SavedSource[] = [];

function parseSaved(value: unknown): SavedSource[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is SavedSource => typeof item === "object" && item !== null && typeof item.url === "string");
}

export function useSavedSources() {
  const [saved] = useStoredValue(STORAGE_KEYS.savedSources, parseSaved, EMPTY);
  const saveSource = useCallback((source: Source, claim: string) => {
    const current = readStored(STORAGE_KEYS.savedSources, parseSaved) ?? [];
    const entry: SavedSource = { ...source, claim, savedAt: new Date().toISOString() };
    writeStored(STORAGE_KEYS.savedSources, [entry, ...current.filter((item) => item.url !== source.url)]);
  }, []);
  const isSaved = useCallback((url: string) => saved.some((item) => item.url === url), [saved]);
  return { saveSource, isSaved };
}
