"use client";

import { readStored, STORAGE_KEYS, useStoredValue } from "@/components/fact-check/local-storage";
import { DEFAULT_FILTERS, type TimeWindow } from "@/lib/fact-check/types";

/** The two filter settings that are stored: the time window and the 'Show Receipts' switch. */

const TIME_WINDOWS: readonly TimeWindow[] = ["month", "year", "5years", "all"];

const parseTimeWindow = (value: unknown) => ((TIME_WINDOWS as readonly unknown[]).includes(value) ? (value as TimeWindow) : undefined);
const parseBoolean = (value: unknown) => (typeof value === "boolean" ? value : undefined);

/** The stored time window, read at call time (for checks started before hydration settles). */
export function storedTimeWindow(): TimeWindow {
  return readStored(STORAGE_KEYS.timeWindow, parseTimeWindow) ?? DEFAULT_FILTERS.timeWindow;
}

export function useFilterPreferences() {
  const [timeWindow, setTimeWindow] = useStoredValue(STORAGE_KEYS.timeWindow, parseTimeWindow, DEFAULT_FILTERS.timeWindow);
  const [showReceipts, setShowReceipts] = useStoredValue(STORAGE_KEYS.showReceipts, parseBoolean, false);
  return { timeWindow, setTimeWindow, showReceipts, setShowReceipts };
}
