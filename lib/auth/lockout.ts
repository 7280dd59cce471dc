import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Failed sign-ins lock an account out for a while (spec §8 'Too many failed attempts'). Policies
 * as data: 5 failures from one address in 15 minutes lock that account for that address until
 * the oldest of them is 15 minutes old; 50 from anywhere lock the account for everyone, so
 * rotating addresses does not buy unlimited guesses.
 */
export const SIGN_IN_LOCKOUT_POLICIES = {
  accountAndIp: { attempts: 5, windowMs: 15 * 60_000 },
  account: { attempts: 50, windowMs: 15 * 60_000 },
} as const;

export type LockoutPolicies = { [K in keyof typeof SIGN_IN_LOCKOUT_POLICIES]: { attempts: number; windowMs: number } };

/** Where failures are counted; the Prisma one below, or a fake in tests. */
export interface AttemptStore {
  countFailures(input: { email: string; ip?: string; since: Date }): Promise<number>;
  recordFailure(input: { email: string; ip: string; at: Date }): Promise<void>;
  clearFailures(input: { email: string; ip: string }): Promise<void>;
  pruneBefore(before: Date): Promise<void>;
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;

export function createSignInGuard({
  store,
  clock = () => new Date(),
  policies = SIGN_IN_LOCKOUT_POLICIES,
}: {
  store: AttemptStore;
  /** The time now; tests pass a controllable one. */
  clock?: () => Date;
  policies?: LockoutPolicies;
}) {
  const since = (windowMs: number) => new Date(clock().getTime() - windowMs);
  return {
    /** Whether this email may not try again from this address yet. */
    async isLocked({ email, ip }: { email: string; ip: string }): Promise<boolean> {
      const [fromHere, fromAnywhere] = await Promise.all([
        store.countFailures({ email, ip, since: since(policies.accountAndIp.windowMs) }),
        store.countFailures({ email, since: since(policies.account.windowMs) }),
      ]);
      return fromHere >= policies.accountAndIp.attempts || fromAnywhere >= policies.account.attempts;
    },
    async recordFailure({ email, ip }: { email: string; ip: string }): Promise<void> {
      await store.recordFailure({ email, ip, at: clock() });
      await store.pruneBefore(since(Math.max(policies.accountAndIp.windowMs, policies.account.windowMs)));
    },
    /** A successful sign-in forgets this address's failures for the account. */
    async recordSuccess({ email, ip }: { email: string; ip: string }): Promise<void> {
      await store.clearFailures({ email, ip });
    },
  };
}

export class PrismaAttemptStore implements AttemptStore {
  constructor(private readonly db: PrismaClient) {}

  countFailures({ email, ip, since }: { email: string; ip?: string; since: Date }) {
    return this.db.signInAttempt.count({ where: { email, ...(ip ? { ip } : {}), createdAt: { gt: since } } });
  }

  async recordFailure({ email, ip, at }: { email: string; ip: string; at: Date }) {
    await this.db.signInAttempt.create({ data: { email, ip, createdAt: at } });
  }

  async clearFailures({ email, ip }: { email: string; ip: string }) {
    await this.db.signInAttempt.deleteMany({ where: { email, ip } });
  }

  async pruneBefore(before: Date) {
    await this.db.signInAttempt.deleteMany({ where: { createdAt: { lte: before } } });
  }
}
