import { APIConnectionError, APIConnectionTimeoutError } from "openai";
import type { PrismaClient } from "@/generated/prisma/client";
import { DatabaseRateLimitStore } from "@/lib/rate-limit/stores/database";
import { utcDay } from "@/lib/dates";

/**
 * What every online provider shares: a daily cap on outbound calls, a circuit breaker, and one
 * retry with backoff on 429 and 5xx. The pipeline adds the time budget and AbortController.
 */

const DAY = 24 * 60 * 60 * 1000;

/** An upstream answer that is not a usable success: an HTTP error status or an unreadable body. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly options: { status?: number; retryAfterMs?: number; kind?: "http" | "invalid-response" } = {},
  ) {
    super(message);
    this.name = "UpstreamError";
  }
  get retryable(): boolean {
    const status = this.options.status;
    return status === 429 || (status !== undefined && status >= 500);
  }
}

export type SkipReason = "circuit-open" | "daily-cap";

/** The provider was not called at all: its circuit is open or its daily cap is spent. */
export class ProviderSkipped extends Error {
  constructor(
    readonly provider: string,
    readonly reason: SkipReason,
  ) {
    super(reason === "circuit-open" ? `${provider} is paused after repeated failures` : `${provider} has used its daily call cap`);
    this.name = "ProviderSkipped";
  }
}

/** The call counter (rate_limits) could not be read or written, so the provider was not called. */
export class QuotaUnavailable extends Error {
  constructor(
    readonly provider: string,
    readonly cause: unknown,
  ) {
    super(`${provider} was not called: its call counter is unavailable`);
    this.name = "QuotaUnavailable";
  }
}

/** Plain-language reason for a note, never the upstream body or a key. */
export function describeFailure(error: unknown): string {
  if (error instanceof ProviderSkipped)
    return error.reason === "circuit-open" ? "paused after repeated failures" : "daily call cap reached";
  if (error instanceof QuotaUnavailable) return "call counter unavailable";
  if (error instanceof UpstreamError) {
    if (error.options.kind === "invalid-response") return "unreadable response";
    if (error.options.status === 429) return "rate limited";
    if (error.options.status !== undefined) return `HTTP ${error.options.status}`;
  }
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number") return status === 429 ? "rate limited" : `HTTP ${status}`;
  // The `openai` client's errors are told apart by class: their `name` is plain "Error".
  if (error instanceof APIConnectionTimeoutError) return "timed out";
  if (error instanceof APIConnectionError || (error instanceof TypeError && /fetch failed/i.test(error.message)))
    return "connection failed";
  return "error";
}

export type BreakerState = "closed" | "open" | "half-open";

/**
 * A per-process circuit breaker: after `failureThreshold` failures in a row the provider is
 * skipped for `cooldownMs`, then one trial call decides whether it closes again. Each server
 * process learns on its own; that is enough to stop hammering a provider that is down.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(
    private readonly options: { failureThreshold: number; cooldownMs: number },
    private readonly clock: () => number = Date.now,
  ) {}

  state(): BreakerState {
    if (this.openedAt === null) return "closed";
    return this.clock() - this.openedAt >= this.options.cooldownMs ? "half-open" : "open";
  }

  /** Whether a call may go out now; in half-open state only one trial at a time. */
  tryAcquire(): boolean {
    const state = this.state();
    if (state === "closed") return true;
    if (state === "open" || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  recordFailure(): void {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.openedAt !== null || this.failures >= this.options.failureThreshold) this.openedAt = this.clock();
  }

  /** Releases a half-open trial that ended without a verdict on the provider (e.g. our own abort). */
  release(): void {
    this.trialInFlight = false;
  }
}

export type QuotaWindow = { count: number; cap: number; windowStart: Date };

/** Counts outbound calls per provider per UTC day, refusing calls beyond the cap. */
export interface CallQuota {
  consume(apiService: string, cap: number, now: Date): Promise<{ allowed: boolean } & QuotaWindow>;
  peek(apiService: string, cap: number, now: Date): Promise<QuotaWindow>;
}

/**
 * Outbound calls counted in the `rate_limits` table: one row per provider (`apiService` =
 * `provider:<name>`) whose window starts at 00:00 UTC, through the same atomic store the
 * request limiter uses, so concurrent checks never take a provider past its cap.
 */
export class DatabaseCallQuota implements CallQuota {
  private readonly store: DatabaseRateLimitStore;

  constructor(db: PrismaClient) {
    this.store = new DatabaseRateLimitStore(db);
  }

  private query(apiService: string, cap: number, now: Date) {
    return {
      keys: [`provider:${apiService}`],
      limit: cap,
      windowMs: DAY,
      startIfNew: utcDay(now).getTime(),
      now: now.getTime(),
      aligned: true,
    };
  }

  async consume(apiService: string, cap: number, now: Date) {
    const { applied, windows } = await this.store.consume({ ...this.query(apiService, cap, now), cost: 1 });
    return { allowed: applied, count: windows[0].count, cap, windowStart: new Date(windows[0].start) };
  }

  async peek(apiService: string, cap: number, now: Date) {
    const [window] = await this.store.peek(this.query(apiService, cap, now));
    return { count: window.count, cap, windowStart: new Date(window.start) };
  }
}

export type OutboundPolicy = {
  /** The provider's name, also its apiService in `rate_limits`. */
  name: string;
  breaker: CircuitBreaker;
  quota: CallQuota;
  dailyCap: number;
  /** Wait before the one retry; a shorter Retry-After from the upstream wins. */
  retryBackoffMs: number;
  clock?: () => Date;
};

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

function isRetryable(error: unknown): boolean {
  if (error instanceof UpstreamError) return error.retryable;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && (status === 429 || status >= 500);
}

function retryAfterMs(error: unknown): number | undefined {
  if (error instanceof UpstreamError) return error.options.retryAfterMs;
  const headers = (error as { headers?: Headers } | null)?.headers;
  return headers instanceof Headers ? parseRetryAfter(headers.get("retry-after")) : undefined;
}

/** Retry-After as seconds or an HTTP date, in ms. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Runs `attempt` under the provider's breaker and daily cap, retrying once on 429/5xx. Every
 * attempt that goes out is counted. Aborts (the pipeline's time budget) are neither retried
 * nor held against the provider's breaker beyond the failure they are.
 */
export async function callOutbound<T>(
  policy: OutboundPolicy,
  signal: AbortSignal,
  attempt: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const clock = policy.clock ?? (() => new Date());
  if (!policy.breaker.tryAcquire()) throw new ProviderSkipped(policy.name, "circuit-open");
  try {
    for (let attemptNumber = 1; ; attemptNumber++) {
      let quota: { allowed: boolean };
      try {
        quota = await policy.quota.consume(policy.name, policy.dailyCap, clock());
      } catch (error) {
        // Our own counter failed, not the provider: no call goes out uncounted, and the breaker is not charged.
        policy.breaker.release();
        throw new QuotaUnavailable(policy.name, error);
      }
      if (!quota.allowed) {
        policy.breaker.release();
        throw new ProviderSkipped(policy.name, "daily-cap");
      }
      try {
        const value = await attempt(signal);
        policy.breaker.recordSuccess();
        return value;
      } catch (error) {
        if (signal.aborted || attemptNumber > 1 || !isRetryable(error)) throw error;
        const wait = Math.min(policy.retryBackoffMs, retryAfterMs(error) ?? policy.retryBackoffMs);
        await sleep(wait, signal);
      }
    }
  } catch (error) {
    if (!(error instanceof ProviderSkipped) && !(error instanceof QuotaUnavailable)) policy.breaker.recordFailure();
    throw error;
  }
}
