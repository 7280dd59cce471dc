import { throwIfNotOk } from "@/lib/fact-check/client";
import type { Source } from "@/lib/fact-check/types";
import type { SavedSourceInput, SavedSourceRecord } from "@/lib/api/schemas/saved-sources";

/**
 * Browser-side calls for an account's saved sources (GET/POST/DELETE /api/saved-sources).
 * Signed-out visitors get a 401 error; keep their saves in the browser instead. No React here.
 */

export const SAVED_SOURCES_URL = "/api/saved-sources";
/** TanStack Query key of the list; invalidate it after saving or removing. */
export const SAVED_SOURCES_QUERY_KEY = [SAVED_SOURCES_URL] as const;

export type { SavedSourceInput, SavedSourceRecord };

/** A result's source card as the API's input, with the claim it was saved from. */
export function toSavedSourceInput(source: Source, claim?: string): SavedSourceInput {
  return {
    url: source.url,
    title: source.title,
    outlet: source.outlet,
    excerpt: source.excerpt,
    credibility: source.credibility,
    stance: source.stance,
    publishDate: source.publishDate,
    claim: claim?.slice(0, 1000) ?? null,
  };
}

export async function listSavedSources(fetchImpl: typeof fetch = fetch): Promise<SavedSourceRecord[]> {
  const response = await fetchImpl(SAVED_SOURCES_URL, { credentials: "include", cache: "no-store" });
  await throwIfNotOk(response);
  return ((await response.json()) as { items: SavedSourceRecord[] }).items;
}

/** Saves a source to the signed-in account (the same URL again moves it to the top). */
export async function saveSource(source: SavedSourceInput, fetchImpl: typeof fetch = fetch): Promise<SavedSourceRecord> {
  const response = await fetchImpl(SAVED_SOURCES_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    body: JSON.stringify(source),
  });
  await throwIfNotOk(response);
  return ((await response.json()) as { item: SavedSourceRecord }).item;
}

/** Removes a saved source by its id or its URL. */
export async function removeSavedSource(which: { id: string } | { url: string }, fetchImpl: typeof fetch = fetch): Promise<void> {
  const query = "id" in which ? `id=${encodeURIComponent(which.id)}` : `url=${encodeURIComponent(which.url)}`;
  const response = await fetchImpl(`${SAVED_SOURCES_URL}?${query}`, { method: "DELETE", credentials: "include" });
  await throwIfNotOk(response);
}
