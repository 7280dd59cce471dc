"use client";

import { useCallback, useSyncExternalStore } from "react";

/**
 * Small, failure-tolerant localStorage access for the home page (read and write
 * failures are only warned about). Values are JSON; every write notifies the hooks in this tab.
 */

export const STORAGE_KEYS = {
  recentSearches: "factcheck_recent",
  savedSources: "factcheck_saved_sources",
  timeWindow: "factcheck_time_window",
  showReceipts: "factcheck_show_receipts",
  /** The rate-limit record the home page keeps: {limit, remaining, resetTime, windowHours}. */
  rateLimit: "rateLimitData",
} as const;

const CHANGE_EVENT = "factlens:storage";

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read "${key}" from local storage`, error);
    return null;
  }
}

export function readStored<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  const raw = readRaw(key);
  if (raw === null) return undefined;
  try {
    return parse(JSON.parse(raw));
  } catch (error) {
    console.warn(`Ignoring unreadable "${key}" in local storage`, error);
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not write "${key}" to local storage`, error);
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from local storage`, error);
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * A stored value that follows writes from this and other tabs. The server render (and the
 * first client render) use the fallback, so hydration always matches.
 */
export function useStoredValue<T>(key: string, parse: (value: unknown) => T | undefined, fallback: T): [T, (value: T) => void] {
  // The raw string is the snapshot: strings compare by value, so unchanged storage never re-renders.
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  let value = fallback;
  if (raw !== null) {
    try {
      value = parse(JSON.parse(raw)) ?? fallback;
    } catch {
      value = fallback;
    }
  }
  const set = useCallback((next: T) => writeStored(key, next), [key]);
  return [value, set];
}
