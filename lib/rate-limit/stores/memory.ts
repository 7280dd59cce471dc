import { liveWindow, type ConsumeResult, type KeyWindow, type RateLimitStore, type WindowQuery } from "@/lib/rate-limit/stores/types";

/**
 * Rate limits in this process's memory. JavaScript runs one call at a time, so a consume's
 * check-and-add cannot interleave with another: concurrent requests never pass the limit.
 * Counts are per process, so it serves what may be counted per instance: the cached-answer
 * rate when the database keeps the other limits (index.ts), where a write transaction per
 * cached answer would cost more than the answer itself (SQLite runs them one at a time).
 * Ended windows are swept as keys are touched, and the oldest keys go past `maxKeys`.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = "memory" as const;
  private readonly windows = new Map<string, { count: number; start: number; windowMs: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  async peek(query: WindowQuery): Promise<KeyWindow[]> {
    return query.keys.map((key) => liveWindow(key, this.windows.get(key) ?? null, query));
  }

  async consume(query: WindowQuery & { cost: number }): Promise<ConsumeResult> {
    const keys = [...new Set(query.keys)];
    const windows = keys.map((key) => liveWindow(key, this.windows.get(key) ?? null, query));
    if (windows.some((window) => window.count + query.cost > query.limit)) return { applied: false, windows };
    const written = windows.map((window) => ({ ...window, count: window.count + query.cost }));
    for (const window of written) {
      this.windows.delete(window.key);
      this.windows.set(window.key, { count: window.count, start: window.start, windowMs: query.windowMs });
    }
    this.sweep(query.now);
    return { applied: true, windows: written };
  }

  /** Drops ended windows from the oldest written, and the oldest keys past the cap (a Map keeps insertion order). */
  private sweep(now: number) {
    for (const [key, window] of this.windows) {
      if (now < window.start + window.windowMs && this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
