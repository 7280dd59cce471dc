import { utcDay } from "@/lib/dates";
import { CircuitBreaker, type CallQuota, type OutboundPolicy } from "@/lib/fact-check/providers/outbound";

/** A CallQuota in memory with the database one's contract, for provider tests that need no database. */
export class MemoryCallQuota implements CallQuota {
  readonly counts = new Map<string, number>();

  async consume(apiService: string, cap: number, now: Date) {
    const count = this.counts.get(apiService) ?? 0;
    const allowed = count + 1 <= cap;
    if (allowed) this.counts.set(apiService, count + 1);
    return {
      allowed,
      count: allowed ? count + 1 : count,
      cap,
      windowStart: utcDay(now),
    };
  }

  async peek(apiService: string, cap: number, now: Date) {
    return {
      count: this.counts.get(apiService) ?? 0,
      cap,
      windowStart: utcDay(now),
    };
  }
}

/** An outbound policy for tests: generous cap, fast retry, a breaker that opens after three failures. */
export function testPolicy(name: string, overrides: Partial<OutboundPolicy> = {}): OutboundPolicy {
  return {
    name,
    breaker: new CircuitBreaker({ failureThreshold: 3, cooldownMs: 60_000 }),
    quota: new MemoryCallQuota(),
    dailyCap: 1000,
    retryBackoffMs: 10,
    ...overrides,
  };
}
