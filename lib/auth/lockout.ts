import type { PrismaClient } from "@/generated/prisma/client";

/**
 * Failed sign-ins lock an account out for a while (the dialog then says 'Too many failed attempts'), without
 * letting strangers lock its owner out (OWASP's device cookies, device-cookie.ts). Policies as data:
 *
 * - accountAndIp: 5 failures for one account from one address (lib/http/client-address.ts's rule) in
 *   15 minutes lock that account for that address, device cookie or not;
 * - account: 50 failures for one account from anywhere in 15 minutes lock it for every device
 *   WITHOUT a valid device cookie for it, so rotating addresses does not buy unlimited guesses;
 * - device: a device with a valid cookie skips the account-wide limit, but 10 failures with that
 *   cookie in 15 minutes lock it too (a stolen cookie does not buy unlimited guesses either).
 *
 * A device's failures are recorded twice: as the account's (email, address) row like any other,
 * and under `device:<id>` in place of the email (no email has that form, so the account-wide
 * count never sees these rows).
 */
export const SIGN_IN_LOCKOUT_POLICIES = {
  accountAndIp: { attempts: 5, windowMs: 15 * 60_000 },
  account: { attempts: 50, windowMs: 15 * 60_000 },
  device: { attempts: 10, windowMs: 15 * 60_000 },
} as const;

export type LockoutPolicies = { [K in keyof typeof SIGN_IN_LOCKOUT_POLICIES]: { attempts: number; windowMs: number } };

/** Where failures are counted; the Prisma one below, or a fake in tests. */
export interface AttemptStore {
  countFailures(input: { email: string; ip?: string; since: Date }): Promise<number>;
  recordFailure(input: { email: string; ip: string; at: Date }): Promise<void>;
  /** Without `ip`: the key's failures from every address. */
  clearFailures(input: { email: string; ip?: string }): Promise<void>;
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
  const longestWindow = Math.max(...Object.values(policies).map((policy) => policy.windowMs));
  return {
    /**
     * Whether this email may not try again from this address (and device) yet. `device` is the id
     * of a device cookie already verified for this email (device-cookie.ts), else null.
     */
    async isLocked({ email, ip, device = null }: Attempt): Promise<boolean> {
      const [fromHere, accountWide] = await Promise.all([
        store.countFailures({ email, ip, since: since(policies.accountAndIp.windowMs) }),
        device
          ? store
              .countFailures({ email: deviceKey(device), since: since(policies.device.windowMs) })
              .then((count) => count >= policies.device.attempts)
          : store.countFailures({ email, since: since(policies.account.windowMs) }).then((count) => count >= policies.account.attempts),
      ]);
      return fromHere >= policies.accountAndIp.attempts || accountWide;
    },
    async recordFailure({ email, ip, device = null }: Attempt): Promise<void> {
      const at = clock();
      await store.recordFailure({ email, ip, at });
      if (device) await store.recordFailure({ email: deviceKey(device), ip, at });
      await store.pruneBefore(since(longestWindow));
    },
    /** A successful sign-in forgets this address's (and this device's) failures for the account. */
    async recordSuccess({ email, ip, device = null }: Attempt): Promise<void> {
      await store.clearFailures({ email, ip });
      if (device) await store.clearFailures({ email: deviceKey(device) });
    },
  };
}

type Attempt = { email: string; ip: string; device?: string | null };

/** Where a device's failures are counted: in the email column, under a name no email can have. */
const deviceKey = (device: string) => `device:${device}`;

export class PrismaAttemptStore implements AttemptStore {
  constructor(private readonly db: PrismaClient) {}

  countFailures({ email, ip, since }: { email: string; ip?: string; since: Date }) {
    return this.db.signInAttempt.count({ where: { email, ...(ip ? { ip } : {}), createdAt: { gt: since } } });
  }

  async recordFailure({ email, ip, at }: { email: string; ip: string; at: Date }) {
    await this.db.signInAttempt.create({ data: { email, ip, createdAt: at } });
  }

  async clearFailures({ email, ip }: { email: string; ip?: string }) {
    await this.db.signInAttempt.deleteMany({ where: { email, ...(ip ? { ip } : {}) } });
  }

  async pruneBefore(before: Date) {
    await this.db.signInAttempt.deleteMany({ where: { createdAt: { lte: before } } });
  }
}
