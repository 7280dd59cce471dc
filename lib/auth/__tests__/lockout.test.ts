import { authenticateDevice, type AccountDeps } from "@/lib/auth/account-service";
import { AuthError } from "@/lib/auth/errors";
import { createDeviceCookies } from "@/lib/auth/device-cookie";
import { createSignInGuard, PrismaAttemptStore, SIGN_IN_LOCKOUT_POLICIES, type AttemptStore } from "@/lib/auth/lockout";
import type { StoredUser, UserStore } from "@/lib/auth/users";
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
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i].email === email && (!ip || rows[i].ip === ip)) rows.splice(i, 1);
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
  it("uses 5 failures per account and address, 50 per account and 10 per device in 15 minutes", () => {
    expect(SIGN_IN_LOCKOUT_POLICIES).toEqual({
      accountAndIp: { attempts: 5, windowMs: minutes(15) },
      account: { attempts: 50, windowMs: minutes(15) },
      device: { attempts: 10, windowMs: minutes(15) },
    });
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
      policies: { ...SIGN_IN_LOCKOUT_POLICIES, account: { attempts: 6, windowMs: minutes(15) } },
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

  describe("device cookies", () => {
    const PASSWORD = "correct horse battery";
    const owner: StoredUser = {
      id: "u1",
      email: alice.email,
      displayName: null,
      photoUrl: null,
      saveHistory: true,
      createdAt: new Date(0),
      passwordHash: `hash:${PASSWORD}`,
    };
    const users: UserStore = {
      findByEmail: async (email) => (email === owner.email ? owner : null),
      findById: async () => null,
      create: async () => {
        throw new Error("not used");
      },
    };
    const devices = createDeviceCookies({ secret: "test-secret" });

    function setup() {
      const store = memoryStore();
      const deps: AccountDeps = {
        users,
        guard: createSignInGuard({ store, clock: manualClock().now }),
        hashPassword: async (password) => `hash:${password}`,
        verifyPassword: async (password, hash) => hash === `hash:${password}`,
        devices,
      };
      const signIn = (attempt: { password: string; ip: string; deviceCookie?: string | null }) =>
        authenticateDevice({ email: alice.email, ...attempt }, deps);
      const code = (promise: Promise<unknown>) =>
        promise.then(
          () => "signed-in",
          (error: unknown) => (error instanceof AuthError ? error.code : String(error)),
        );
      return { store, signIn, code };
    }

    /** 50 wrong passwords for alice from 50 addresses (none reaching the per-address limit). */
    async function strangersFail(signIn: ReturnType<typeof setup>["signIn"]) {
      for (let i = 0; i < 50; i++) await signIn({ password: "guess", ip: `198.51.100.${i}` }).catch(() => {});
    }

    it("issues a signed cookie at each successful sign-in, bound to the account", async () => {
      const { signIn } = setup();
      const first = await signIn({ password: PASSWORD, ip: alice.ip });
      const second = await signIn({ password: PASSWORD, ip: alice.ip });
      expect(first.user).toMatchObject({ id: "u1", email: alice.email });
      expect(first.user).not.toHaveProperty("passwordHash");
      expect(first.deviceCookie).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
      expect(second.deviceCookie).not.toBe(first.deviceCookie);
      expect(devices.verify(first.deviceCookie, alice.email)).toBe(first.deviceCookie!.split(".")[0]);
      expect(devices.verify(first.deviceCookie, "bob@example.com")).toBeNull();
      expect(createDeviceCookies({ secret: "another-secret" }).verify(first.deviceCookie, alice.email)).toBeNull();
    });

    it("50 failures from many addresses lock the account for new devices, but the owner's device still signs in", async () => {
      const { signIn, code } = setup();
      const { deviceCookie } = await signIn({ password: PASSWORD, ip: alice.ip });
      await strangersFail(signIn);

      // A browser without the cookie, even with the right password and a fresh address, is locked out.
      expect(await code(signIn({ password: PASSWORD, ip: "203.0.113.99" }))).toBe("too_many_requests");
      expect(await code(signIn({ password: PASSWORD, ip: alice.ip }))).toBe("too_many_requests");
      // The owner's device, from its usual address or another one, is not.
      expect(await code(signIn({ password: PASSWORD, ip: alice.ip, deviceCookie }))).toBe("signed-in");
      expect(await code(signIn({ password: PASSWORD, ip: "192.0.2.44", deviceCookie }))).toBe("signed-in");
      // ...and a wrong password there is still just a wrong password.
      expect(await code(signIn({ password: "typo", ip: alice.ip, deviceCookie }))).toBe("wrong_password");
    });

    it("a forged, altered, malformed or other account's cookie gives no exemption", async () => {
      const { signIn, code } = setup();
      const { deviceCookie } = await signIn({ password: PASSWORD, ip: alice.ip });
      const [id, mac] = deviceCookie!.split(".");
      const bobs = devices.issue("bob@example.com");
      const forged = createDeviceCookies({ secret: "attacker-guess" }).issue(alice.email);
      await strangersFail(signIn);
      for (const cookie of [
        forged,
        bobs,
        `${id}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
        `${"A".repeat(22)}.${mac}`,
        id,
        `${deviceCookie}.x`,
        "",
        "garbage",
      ]) {
        expect(await code(signIn({ password: PASSWORD, ip: "203.0.113.99", deviceCookie: cookie }))).toBe("too_many_requests");
      }
    });

    it("the per-address limit still applies to a device with a valid cookie", async () => {
      const { signIn, code } = setup();
      const { deviceCookie } = await signIn({ password: PASSWORD, ip: alice.ip });
      for (let i = 0; i < 5; i++) expect(await code(signIn({ password: "typo", ip: "192.0.2.7", deviceCookie }))).toBe("wrong_password");
      expect(await code(signIn({ password: PASSWORD, ip: "192.0.2.7", deviceCookie }))).toBe("too_many_requests");
      // Five failures from one address by a browser without the cookie lock that address too.
      for (let i = 0; i < 5; i++) await signIn({ password: "typo", ip: "192.0.2.8" }).catch(() => {});
      expect(await code(signIn({ password: PASSWORD, ip: "192.0.2.8" }))).toBe("too_many_requests");
      // Other addresses are unaffected (no account-wide lock yet).
      expect(await code(signIn({ password: PASSWORD, ip: "192.0.2.9" }))).toBe("signed-in");
    });

    it("a device's own failures are limited across addresses (a stolen cookie buys 10 guesses, not unlimited)", async () => {
      const { signIn, code } = setup();
      const { deviceCookie } = await signIn({ password: PASSWORD, ip: alice.ip });
      for (let i = 0; i < 10; i++)
        expect(await code(signIn({ password: "guess", ip: `192.0.2.${100 + i}`, deviceCookie }))).toBe("wrong_password");
      expect(await code(signIn({ password: PASSWORD, ip: "192.0.2.200", deviceCookie }))).toBe("too_many_requests");
      // The account itself is not locked by them (10 < 50): a browser without the cookie still signs in.
      expect(await code(signIn({ password: PASSWORD, ip: "192.0.2.201" }))).toBe("signed-in");
    });

    it("the account-wide count never sees a device's rows", async () => {
      const { store, signIn } = setup();
      const { deviceCookie } = await signIn({ password: PASSWORD, ip: alice.ip });
      await signIn({ password: "typo", ip: alice.ip, deviceCookie }).catch(() => {});
      expect(store.rows.map((row) => row.email).sort()).toEqual([alice.email, `device:${deviceCookie!.split(".")[0]}`]);
      await signIn({ password: PASSWORD, ip: alice.ip, deviceCookie });
      expect(store.rows).toEqual([]);
    });
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

    it("keeps a device's failures under its own key and clears them on success", async () => {
      const clock = manualClock("2026-01-02T12:00:00Z");
      const guard = createSignInGuard({ store: new PrismaAttemptStore(db), clock: clock.now });
      const device = "AAAAAAAAAAAAAAAAAAAAAA";
      for (let i = 0; i < 10; i++) await guard.recordFailure({ ...alice, ip: `192.0.2.${i}`, device });
      expect(await db.signInAttempt.count({ where: { email: `device:${device}` } })).toBe(10);
      expect(await guard.isLocked({ ...alice, ip: "192.0.2.99", device })).toBe(true);
      expect(await guard.isLocked({ ...alice, ip: "192.0.2.99" })).toBe(false);
      await guard.recordSuccess({ ...alice, ip: "192.0.2.0", device });
      expect(await db.signInAttempt.count({ where: { email: `device:${device}` } })).toBe(0);
      expect(await guard.isLocked({ ...alice, ip: "192.0.2.99", device })).toBe(false);
    });
  });
});
