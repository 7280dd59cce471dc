import { createSignInGuard, PrismaAttemptStore, SIGN_IN_LOCKOUT_POLICIES, type AttemptStore } from "@/lib/auth/lockout";
import { createTestDatabase } from "@/tests/support/test-database";

/** An in-memory AttemptStore. */
function memoryStore(): AttemptStore & { rows: Array<{ email: string; ip: string; at: Date }> } {
  const rows: Array<{ email: string; ip: string; at: Date }> = [];
  return {
    rows,
    async countFailures({ email, ip, since }) {
      return rows.filter((row) => row.email === email && (!ip || row.ip === ip) && row.at > since).length;
    },
    async recordFailure(row) {
      rows.push(row);
    },
    async clearFailures({ email, ip }) {
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i].email === email && rows[i].ip === ip) rows.splice(i, 1);
    },
    async pruneBefore(before) {
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i].at <= before) rows.splice(i, 1);
    },
  };
}

/** A clock the test moves by hand. */
function manualClock(start = "2026-01-01T12:00:00Z") {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const minutes = (n: number) => n * 60_000;
const alice = { email: "alice@example.com", ip: "203.0.113.5" };

describe("sign-in lockout", () => {
  it("uses 5 failures per account and address in 15 minutes", () => {
    expect(SIGN_IN_LOCKOUT_POLICIES.accountAndIp).toEqual({ attempts: 5, windowMs: minutes(15) });
  });

  it("locks after the 5th failure and unlocks once the window has passed", async () => {
    const clock = manualClock();
    const guard = createSignInGuard({ store: memoryStore(), clock: clock.now });
    for (let i = 0; i < 4; i++) {
      await guard.recordFailure(alice);
      clock.advance(minutes(1));
    }
    expect(await guard.isLocked(alice)).toBe(false);
    await guard.recordFailure(alice); // the 5th, at 12:04
    expect(await guard.isLocked(alice)).toBe(true);

    clock.advance(minutes(11) - 1); // 12:14:59.999: all five still inside the 15 minutes
    expect(await guard.isLocked(alice)).toBe(true);
    clock.advance(1); // 12:15: the 12:00 failure leaves the window, four remain
    expect(await guard.isLocked(alice)).toBe(false);
  });

  it("stays locked for the whole window after a burst", async () => {
    const clock = manualClock();
    const guard = createSignInGuard({ store: memoryStore(), clock: clock.now });
    for (let i = 0; i < 5; i++) await guard.recordFailure(alice);
    clock.advance(minutes(15) - 1);
    expect(await guard.isLocked(alice)).toBe(true);
    clock.advance(1);
    expect(await guard.isLocked(alice)).toBe(false);
  });

  it("keeps accounts and addresses apart", async () => {
    const guard = createSignInGuard({ store: memoryStore(), clock: manualClock().now });
    for (let i = 0; i < 5; i++) await guard.recordFailure(alice);
    expect(await guard.isLocked(alice)).toBe(true);
    expect(await guard.isLocked({ ...alice, ip: "198.51.100.7" })).toBe(false);
    expect(await guard.isLocked({ ...alice, email: "bob@example.com" })).toBe(false);
  });

  it("locks an account for everyone after many failures from many addresses", async () => {
    const guard = createSignInGuard({
      store: memoryStore(),
      clock: manualClock().now,
      policies: { accountAndIp: { attempts: 5, windowMs: minutes(15) }, account: { attempts: 6, windowMs: minutes(15) } },
    });
    for (let i = 0; i < 6; i++) await guard.recordFailure({ ...alice, ip: `10.0.0.${i}` });
    expect(await guard.isLocked({ ...alice, ip: "10.9.9.9" })).toBe(true);
  });

  it("forgets an address's failures after a successful sign-in", async () => {
    const guard = createSignInGuard({ store: memoryStore(), clock: manualClock().now });
    for (let i = 0; i < 4; i++) await guard.recordFailure(alice);
    await guard.recordSuccess(alice);
    await guard.recordFailure(alice);
    expect(await guard.isLocked(alice)).toBe(false);
  });

  describe("PrismaAttemptStore", () => {
    const { db, cleanup } = createTestDatabase();
    afterAll(cleanup);

    it("counts, clears and prunes failures in the database with the same window", async () => {
      const clock = manualClock();
      const store = new PrismaAttemptStore(db);
      const guard = createSignInGuard({ store, clock: clock.now });
      for (let i = 0; i < 5; i++) await guard.recordFailure(alice);
      expect(await guard.isLocked(alice)).toBe(true);
      expect(await db.signInAttempt.count()).toBe(5);

      clock.advance(minutes(16));
      expect(await guard.isLocked(alice)).toBe(false);
      await guard.recordFailure(alice); // prunes the five expired rows
      expect(await db.signInAttempt.count()).toBe(1);

      await guard.recordSuccess(alice);
      expect(await db.signInAttempt.count()).toBe(0);
    });
  });
});
