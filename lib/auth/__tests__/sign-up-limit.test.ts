import { registerAccount } from "@/lib/auth/account-service";
import { AuthError } from "@/lib/auth/errors";
import { createSignUpLimit, signUpKey, signUpPolicy } from "@/lib/auth/sign-up-limit";
import type { AccountUser, UserStore } from "@/lib/auth/users";
import { loadEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import type { RateLimitStore } from "@/lib/rate-limit/stores/types";
import { HOUR, stopSharedRedis, storeHarnesses, testClock, uniqueIp } from "@/lib/rate-limit/__tests__/helpers";

/** Sign-up's per-address limit on every rate-limit store: the database (SQLite or PostgreSQL), a Redis server and Upstash. */

afterAll(() => stopSharedRedis());

function memoryUsers(): UserStore {
  const users = new Map<string, AccountUser & { passwordHash: string | null }>();
  return {
    findByEmail: async (email) => users.get(email) ?? null,
    findById: async (id) => [...users.values()].find((user) => user.id === id) ?? null,
    async create({ email, passwordHash }) {
      const user = {
        id: crypto.randomUUID(),
        email,
        passwordHash,
        displayName: null,
        photoUrl: null,
        saveHistory: false,
        createdAt: new Date(),
      };
      users.set(email, user);
      return user;
    },
  };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: unknown) => (error instanceof AuthError ? error.code : String(error)),
  );

describe("the sign-up policy", () => {
  it("is 5 an hour by default (SIGN_UPS_PER_HOUR), per address, under its own key", () => {
    const { SIGN_UPS_PER_HOUR } = loadEnv({});
    expect(SIGN_UPS_PER_HOUR).toBe(5);
    expect(signUpPolicy(SIGN_UPS_PER_HOUR)).toEqual({ attempts: 5, windowMs: HOUR });
    expect(loadEnv({ SIGN_UPS_PER_HOUR: "12" }).SIGN_UPS_PER_HOUR).toBe(12);
    expect(signUpKey("203.0.113.7")).toBe("limit:sign-up:ip:203.0.113.7");
  });
});

describe.each(storeHarnesses)("sign-up limit on the $name store", (harness) => {
  let store: RateLimitStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ store, cleanup } = await harness.start());
  }, 60_000);
  afterAll(() => cleanup?.());

  it("lets one address create 5 accounts an hour, refuses the 6th until the window ends, and counts addresses apart", async () => {
    const clock = testClock("2026-03-10T15:00:00.000Z");
    const limit = createSignUpLimit({ store, policy: signUpPolicy(5), clock, failMode: "open" });
    const deps = { users: memoryUsers(), hashPassword: async (password: string) => `hashed:${password}`, signUpLimit: limit };
    const ip = uniqueIp();
    const signUp = (n: number, from = ip) =>
      codeOf(registerAccount({ email: `u${n}-${from}@example.com`, password: "secret1", ip: from }, deps));
    for (let i = 0; i < 5; i++) expect(await signUp(i)).toBe("ok");
    clock.advance(30 * 60_000);
    const refused = await registerAccount({ email: "sixth@example.com", password: "secret1", ip }, deps).catch((error: AuthError) => error);
    expect(refused).toBeInstanceOf(AuthError);
    expect(refused).toMatchObject({ code: "too_many_sign_ups", status: 429, retryAfterSeconds: 30 * 60 });
    expect(await deps.users.findByEmail("sixth@example.com")).toBeNull();
    expect(await signUp(6, uniqueIp())).toBe("ok");
    clock.advance(30 * 60_000);
    expect(await signUp(7)).toBe("ok");
  });

  it("never lets concurrent sign-ups from one address past the limit", async () => {
    const clock = testClock("2026-03-10T15:00:00.000Z");
    const limit = createSignUpLimit({ store, policy: signUpPolicy(5), clock, failMode: "open" });
    const ip = uniqueIp();
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limit(ip)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });
});

describe("when the store fails", () => {
  beforeEach(() => jest.spyOn(logger, "warn").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  const broken: RateLimitStore = {
    kind: "database",
    consume: async () => {
      throw new Error("down");
    },
    peek: async () => [],
  };

  it("follows RATE_LIMIT_FAIL_MODE: open lets the sign-up through, closed answers server_busy (503) with Retry-After", async () => {
    const open = createSignUpLimit({ store: broken, policy: signUpPolicy(5), failMode: "open" });
    expect(await open("203.0.113.1")).toEqual({ allowed: true });
    const closed = createSignUpLimit({ store: broken, policy: signUpPolicy(5), failMode: "closed" });
    const deps = { users: memoryUsers(), hashPassword: async (password: string) => password, signUpLimit: closed };
    const error = await registerAccount({ email: "a@example.com", password: "secret1", ip: "203.0.113.1" }, deps).catch(
      (caught: AuthError) => caught,
    );
    expect(error).toMatchObject({ code: "server_busy", status: 503, retryAfterSeconds: 30 });
  });
});
