"use client";

import { useCallback, useEffect, useState } from "react";
import { readStored, removeStored, STORAGE_KEYS, useStoredValue, writeStored } from "@/components/fact-check/local-storage";
import {
  hasReset,
  isExceeded,
  msUntilReset,
  parseStoredRateLimit,
  restoreRateLimit,
  stateFromRateLimitError,
  stateFromResponse,
  type RateLimitState,
} from "@/components/fact-check/rate-limit-state";
import type { RateLimitDetails } from "@/lib/fact-check/client";

/** The banner's clock ticks once a minute, so "N hours" stays true while the page is open. */
const TICK_MS = 60_000;

const current = () => readStored(STORAGE_KEYS.rateLimit, parseStoredRateLimit) ?? null;

/**
 * The rate-limit state in localStorage 'rateLimitData', shared by every tab: restored
 * on load unless its reset time has passed, updated by every response and by a 429, and cleared
 * by a timer at the reset time.
 */
export function useRateLimit() {
  const [stored] = useStoredValue<RateLimitState | null>(STORAGE_KEYS.rateLimit, parseStoredRateLimit, null);
  const [now, setNow] = useState(() => Date.now());
  // The timers follow the reset time: `stored` is parsed anew on every render.
  const resetTime = stored?.resetTime ?? null;

  // At the reset time the stored copy goes; on load a reset already passed goes at once, and a far reset re-arms in steps.
  useEffect(() => {
    const delay = msUntilReset(resetTime, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => {
      const saved = current();
      if (saved && hasReset(saved, Date.now())) removeStored(STORAGE_KEYS.rateLimit);
      setNow(Date.now());
    }, delay);
    return () => clearTimeout(timer);
  }, [resetTime]);

  // While a reset time is shown, the banner's clock ticks.
  useEffect(() => {
    if (resetTime === null) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [resetTime]);

  // Each update also moves the banner's clock, so "24 hours" is measured from the answer, not from page load.
  const recordResponse = useCallback((response: Response) => {
    const at = Date.now();
    const next = stateFromResponse(current(), response.headers, at);
    setNow(at);
    if (next) writeStored(STORAGE_KEYS.rateLimit, next);
  }, []);

  const recordRateLimitError = useCallback((details: RateLimitDetails) => {
    const at = Date.now();
    setNow(at);
    writeStored(STORAGE_KEYS.rateLimit, stateFromRateLimitError(current(), details, at));
  }, []);

  const state = restoreRateLimit(stored, now);
  return { state, now, exceeded: isExceeded(state), recordResponse, recordRateLimitError };
}
