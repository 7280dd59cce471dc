import type { FailMode } from "@/lib/rate-limit/limiter";
import { HOUR_MS } from "@/lib/rate-limit/policies";
import type { RateLimitStore } from "@/lib/rate-limit/stores/types";
import { logger } from "@/lib/logger";
import { withDeadline } from "@/lib/http/with-deadline";

/**
 * Sign-up is throttled per client address (lib/http/client-address.ts's rule): each account adds its
 * own free checks and costs a bcrypt hash, so one address may create SIGN_UPS_PER_HOUR accounts
 * (5 by default) an hour. Counted on the rate limiter's store (the database's `rate_limits`
 * table, a Redis server or Upstash, as configured: lib/rate-limit/index.ts) under its own key,
 * `limit:sign-up:ip:<address>`, in a window opened by the address's first sign-up. Every sign-up
 * that passes validation counts, whether the email turns out to be taken or not (that answer
 * would otherwise be a free way to test which emails have accounts). When the store cannot
 * answer, RATE_LIMIT_FAIL_MODE decides, as for checks: open lets the sign-up through, closed
 * answers 503.
 */

/** Policy as data: `attempts` sign-ups per address per `windowMs` (SIGN_UPS_PER_HOUR sets the number). */
export type SignUpPolicy = { attempts: number; windowMs: number };

export function signUpPolicy(perHour: number): SignUpPolicy {
  return { attempts: perHour, windowMs: HOUR_MS };
}

export type SignUpDecision = { allowed: true } | { allowed: false; reason: "limited" | "unavailable"; retryAfterSeconds: number };

export type SignUpLimit = (address: string) => Promise<SignUpDecision>;

const STORE_RETRY_SECONDS = 30;

export function signUpKey(address: string): string {
  return `limit:sign-up:ip:${address}`;
}

export function createSignUpLimit({
  store,
  policy,
  clock = () => Date.now(),
  failMode,
  timeoutMs = 2000,
}: {
  store: RateLimitStore;
  policy: SignUpPolicy;
  clock?: () => number;
  failMode: FailMode;
  timeoutMs?: number;
}): SignUpLimit {
  return async (address) => {
    const now = clock();
    try {
      const { applied, windows } = await withDeadline(
        store.consume({
          keys: [signUpKey(address)],
          limit: policy.attempts,
          windowMs: policy.windowMs,
          startIfNew: now,
          now,
          aligned: false,
          cost: 1,
        }),
        timeoutMs,
        "rate-limit store",
      );
      if (applied) return { allowed: true };
      const resetAt = Math.max(...windows.map((window) => window.start + policy.windowMs));
      return { allowed: false, reason: "limited", retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
    } catch (error) {
      logger.warn(
        { error },
        `[sign-up limit] the ${store.kind} store failed; ${failMode === "closed" ? "refusing" : "allowing"} the sign-up (RATE_LIMIT_FAIL_MODE=${failMode})`,
      );
      return failMode === "closed" ? { allowed: false, reason: "unavailable", retryAfterSeconds: STORE_RETRY_SECONDS } : { allowed: true };
    }
  };
}
