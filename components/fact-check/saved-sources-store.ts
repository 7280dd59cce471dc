"use client";

import { useCallback } from "react";
import { readStored, STORAGE_KEYS, useStoredValue, writeStored } from "@/components/fact-check/local-storage";
import { toSavedSourceInput } from "@/lib/account/saved-sources-client";
import { useAccountSavedSources } from "@/lib/account/use-saved-sources";
import type { Source } from "@/lib/fact-check/types";

/** A source saved in this browser by a visitor who is not signed in. */
export type SavedSource = Source & { savedAt: string; claim: string };

const EMPTY: SavedSource[] = [];

function parseSaved(value: unknown): SavedSource[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is SavedSource => typeof item === "object" && item !== null && typeof item.url === "string");
}

/** Saved sources: on the account when signed in (listed on Settings), otherwise in this browser. */
export function useSavedSources() {
  const [saved] = useStoredValue(STORAGE_KEYS.savedSources, parseSaved, EMPTY);
  const account = useAccountSavedSources();
  const { signedIn, save, isSaved: isSavedOnAccount } = account;
  const saveSource = useCallback(
    (source: Source, claim: string) => {
      if (signedIn) {
        save.mutate(toSavedSourceInput(source, claim));
        return;
      }
      const current = readStored(STORAGE_KEYS.savedSources, parseSaved) ?? [];
      const entry: SavedSource = { ...source, claim, savedAt: new Date().toISOString() };
      writeStored(STORAGE_KEYS.savedSources, [entry, ...current.filter((item) => item.url !== source.url)]);
    },
    [signedIn, save],
  );
  const isSaved = useCallback(
    (url: string) => (signedIn ? isSavedOnAccount(url) : saved.some((item) => item.url === url)),
    [signedIn, isSavedOnAccount, saved],
  );
  return { saveSource, isSaved };
}
