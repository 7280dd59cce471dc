import { windowHours, windowMs, windowStartAt, type PolicyName, type RateLimitPolicies } from "@/lib/rate-limit/policies";
import type { KeyWindow, RateLimitStore, WindowQuery } from "@/lib/rate-limit/stores/types";
import { logger } from "@/lib/logger";
import { withDeadline } from "@/lib/http/with-deadline";

/**
 * The limiter core: turns a policy and a client's keys into a store query, and the store's
 * windows into a decision. It never reads the time itself (the clock is passed in) and
 * decides what happens when the store cannot answer (the fail mode).
 */

/** Who is counted, under which policy: one counter per key (see `identity.ts`). */
export type RateLimitSubject = { policy: PolicyName; keys: string[] };

/** The store answered. `remaining` and `resetAt` (epoch ms) describe the most used of the subject's keys. */
export type CountedDecision = {
  outcome: "allowed" | "denied";
  limit: number;
  remaining: number;
  resetAt: number;
  windowHours: number;
  cost: number;
};

export type RateLimitDecision =
  | CountedDecision
  /** The store failed and the fail mode is open: let the check through, uncounted. */
  | { outcome: "unchecked"; limit: number; windowHours: number; cost: number }
  /** The store failed and the fail mode is closed: refuse the check. */
  | { outcome: "unavailable"; limit: number; windowHours: number; cost: number };

export type FailMode = "open" | "closed";

export type RateLimiterOptions = {
  store: RateLimitStore;
  policies: RateLimitPolicies;
  /** Epoch milliseconds. */
  clock: () => number;
  failMode: FailMode;
  /** A store call slower than this counts as a failure (default 2000 ms). */
  timeoutMs?: number;
  warn?: (message: string) => void;
};

export type RateLimiter = {
  readonly store: RateLimitStore;
  /** Counts `cost` checks against every key of the subject, all or nothing. */
  consume(subject: RateLimitSubject, cost: number): Promise<RateLimitDecision>;
  /** The subject's current state, counting nothing (for responses that do not count). */
  peek(subject: RateLimitSubject): Promise<RateLimitDecision>;
};

/** Sums up several keys' windows: the most used key binds; a denial lasts until every key that blocks it has reset. */
export function summarize(windows: KeyWindow[], input: { limit: number; windowMs: number; cost: number; applied: boolean }) {
  const used = Math.max(0, ...windows.map((window) => window.count));
  const binding = input.applied
    ? windows.filter((window) => window.count === used)
    : windows.filter((window) => window.count + input.cost > input.limit);
  const resetAt = Math.max(...(binding.length ? binding : windows).map((window) => window.start + input.windowMs));
  return { remaining: Math.max(0, input.limit - used), resetAt };
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const timeoutMs = options.timeoutMs ?? 2000;
  const log = options.warn ?? ((message: string) => logger.warn(message));
  // An outage fails every request: log the first failure, then at most one line a minute saying how many followed.
  let lastWarnedAt = -Infinity;
  let suppressed = 0;
  const warn = (message: string) => {
    const now = options.clock();
    if (now - lastWarnedAt < 60_000) {
      suppressed += 1;
      return;
    }
    log(suppressed ? `${message} (${suppressed} more since the last warning)` : message);
    lastWarnedAt = now;
    suppressed = 0;
  };

  function query(subject: RateLimitSubject): WindowQuery {
    const policy = options.policies[subject.policy];
    const now = options.clock();
    return {
      keys: [...new Set(subject.keys)],
      limit: policy.limit,
      windowMs: windowMs(policy.window),
      startIfNew: windowStartAt(policy.window, now),
      now,
      aligned: policy.window.kind === "utc-day",
    };
  }

  async function decide(subject: RateLimitSubject, cost: number, apply: boolean): Promise<RateLimitDecision> {
    const policy = options.policies[subject.policy];
    const base = { limit: policy.limit, windowHours: windowHours(policy.window), cost };
    const q = query(subject);
    try {
      const { applied, windows } = apply
        ? await withDeadline(options.store.consume({ ...q, cost }), timeoutMs, "rate-limit store")
        : { applied: true, windows: await withDeadline(options.store.peek(q), timeoutMs, "rate-limit store") };
      const { remaining, resetAt } = summarize(windows, { limit: q.limit, windowMs: q.windowMs, cost, applied });
      return { outcome: applied ? "allowed" : "denied", ...base, remaining, resetAt };
    } catch (error) {
      const closed = apply && options.failMode === "closed";
      warn(
        `[rate-limit] the ${options.store.kind} store failed (${error instanceof Error ? error.message : String(error)}); ` +
          (closed
            ? "refusing the check (RATE_LIMIT_FAIL_MODE=closed)"
            : "letting the request through uncounted (RATE_LIMIT_FAIL_MODE=open)"),
      );
      return { outcome: closed ? "unavailable" : "unchecked", ...base };
    }
  }

  return {
    store: options.store,
    consume: (subject, cost) => decide(subject, cost, true),
    peek: (subject) => decide(subject, 0, false),
  };
}
