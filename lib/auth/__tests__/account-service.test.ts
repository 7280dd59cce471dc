import { authenticate, registerAccount, type AccountDeps } from "@/lib/auth/account-service";
import { AUTH_ERRORS, AuthError, type AuthErrorCode } from "@/lib/auth/errors";
import { createSignInGuard, type AttemptStore } from "@/lib/auth/lockout";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { EmailTakenError, type StoredUser, type UserStore } from "@/lib/auth/users";

function fakeUsers(initial: StoredUser[] = []): UserStore & { users: StoredUser[] } {
  const users = [...initial];
  return {
    users,
    async findByEmail(email) {
      return users.find((user) => user.email === email.trim().toLowerCase()) ?? null;
    },
    async findById(id) {
      return users.find((user) => user.id === id) ?? null;
    },
    async create({ email, passwordHash }) {
      if (users.some((user) => user.email === email)) throw new EmailTakenError();
      const user: StoredUser = {
        id: `u${users.length + 1}`,
        email,
        passwordHash,
        displayName: null,
        photoUrl: null,
        saveHistory: false,
        createdAt: new Date(),
      };
      users.push(user);
      return user;
    },
  };
}

function fakeAttempts(): AttemptStore {
  const rows: Array<{ email: string; ip: string; at: Date }> = [];
  return {
    countFailures: async ({ email, ip, since }) => rows.filter((r) => r.email === email && (!ip || r.ip === ip) && r.at > since).length,
    recordFailure: async (row) => void rows.push(row),
    clearFailures: async ({ email, ip }) => void rows.splice(0, rows.length, ...rows.filter((r) => r.email !== email || r.ip !== ip)),
    pruneBefore: async () => {},
  };
}

// Plain-text "hashes" keep these tests about the rules, not bcrypt (tested on its own).
function deps(overrides: Partial<AccountDeps> = {}): AccountDeps & { users: ReturnType<typeof fakeUsers> } {
  return {
    users: fakeUsers([
      {
        id: "u0",
        email: "known@example.com",
        passwordHash: "hash:right-password",
        displayName: null,
        photoUrl: null,
        saveHistory: false,
        createdAt: new Date(),
      },
    ]),
    guard: createSignInGuard({ store: fakeAttempts() }),
    hashPassword: async (password) => `hash:${password}`,
    verifyPassword: async (password, hash) => hash === `hash:${password}`,
    ...overrides,
  } as AccountDeps & { users: ReturnType<typeof fakeUsers> };
}

async function codeOf(promise: Promise<unknown>): Promise<AuthErrorCode | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (error instanceof AuthError) return error.code;
    throw error;
  }
}

const ip = "192.0.2.1";

describe("authenticate (sign-in)", () => {
  it.each([
    [{ email: "", password: "x" }, "missing_credentials"],
    [{ email: "known@example.com", password: "" }, "missing_credentials"],
    [{ email: "   ", password: "right-password" }, "missing_credentials"],
    [{}, "missing_credentials"],
    [{ email: "not-an-email", password: "whatever" }, "invalid_email"],
    [{ email: "nobody@example.com", password: "whatever" }, "user_not_found"],
    [{ email: "known@example.com", password: "wrong" }, "wrong_password"],
    [{ email: " Known@Example.com ", password: "right-password" }, "ok"],
  ])("case %# answers %s", async (input, code) => {
    expect(await codeOf(authenticate({ ...input, ip }, deps()))).toBe(code);
  });

  it("locks the account for this address after 5 failures, even for the right password", async () => {
    const d = deps();
    for (let i = 0; i < 5; i++)
      expect(await codeOf(authenticate({ email: "known@example.com", password: "nope", ip }, d))).toBe("wrong_password");
    expect(await codeOf(authenticate({ email: "known@example.com", password: "right-password", ip }, d))).toBe("too_many_requests");
    expect(await codeOf(authenticate({ email: "known@example.com", password: "right-password", ip: "192.0.2.99" }, d))).toBe("ok");
  });

  it("counts unknown emails towards the lockout too", async () => {
    const d = deps();
    for (let i = 0; i < 5; i++) await codeOf(authenticate({ email: "ghost@example.com", password: "x", ip }, d));
    expect(await codeOf(authenticate({ email: "ghost@example.com", password: "x", ip }, d))).toBe("too_many_requests");
  });

  it("refuses hosts outside AUTH_ALLOWED_HOSTS before anything else", async () => {
    const d = deps({ allowedHosts: ["factlens.example"] });
    expect(await codeOf(authenticate({ email: "known@example.com", password: "right-password", ip, host: "evil.example" }, d))).toBe(
      "domain_not_authorized",
    );
    expect(
      await codeOf(authenticate({ email: "known@example.com", password: "right-password", ip, host: "factlens.example:443" }, d)),
    ).toBe("ok");
    expect(AUTH_ERRORS["domain_not_authorized"].message).toContain("Domain authorization required");
  });

  it("never accepts a password for an account without one (Google only)", async () => {
    const d = deps();
    d.users.users.push({
      id: "g1",
      email: "google@example.com",
      passwordHash: null,
      displayName: "G",
      photoUrl: null,
      saveHistory: false,
      createdAt: new Date(),
    });
    expect(await codeOf(authenticate({ email: "google@example.com", password: "anything", ip }, d))).toBe("wrong_password");
  });
});

describe("registerAccount (sign-up)", () => {
  it.each([
    [{ email: "", password: "secret1" }, "missing_credentials"],
    [{ email: "new@example.com" }, "missing_credentials"],
    [{ email: "bad@", password: "secret1" }, "invalid_email"],
    [{ email: "new@example.com", password: "12345" }, "weak_password"],
    [{ email: "new@example.com", password: "x".repeat(73) }, "password_too_long"],
    [{ email: "KNOWN@example.com", password: "secret1" }, "email_already_in_use"],
    [{ email: "new@example.com", password: "123456" }, "ok"],
  ])("case %# answers %s", async (input, code) => {
    expect(await codeOf(registerAccount(input, deps()))).toBe(code);
  });

  it("stores the email lower-cased with the hashed password", async () => {
    const d = deps();
    const user = await registerAccount({ email: "  New.User@Example.COM ", password: "secret1" }, d);
    expect(user.email).toBe("new.user@example.com");
    expect(d.users.users.find((u) => u.id === user.id)?.passwordHash).toBe("hash:secret1");
  });

  it("answers email_already_in_use when a racing sign-up wins the unique index", async () => {
    const d = deps();
    d.users.findByEmail = async () => null;
    d.users.create = async () => {
      throw new EmailTakenError();
    };
    expect(await codeOf(registerAccount({ email: "race@example.com", password: "secret1" }, d))).toBe("email_already_in_use");
  });
});

describe("one password rule at sign-up and sign-in", () => {
  // Real bcrypt (cost 4, fast): the point is what bcrypt itself would accept.
  const bcryptDeps = () => deps({ hashPassword: (password) => hashPassword(password, 4), verifyPassword });
  const max = "k".repeat(72);

  it("refuses a password over 72 bytes at sign-in, so the stored one plus a suffix does not sign in", async () => {
    const d = bcryptDeps();
    await registerAccount({ email: "max@example.com", password: max }, d);
    expect(await codeOf(authenticate({ email: "max@example.com", password: max, ip }, d))).toBe("ok");
    expect(await codeOf(authenticate({ email: "max@example.com", password: `${max}anything`, ip }, d))).toBe("password_too_long");
    expect(await codeOf(authenticate({ email: "max@example.com", password: `${max}x`, ip }, d))).toBe("password_too_long");
  });

  it("counts bytes, not characters, at both (é is 2 bytes, an emoji 4)", async () => {
    const d = bcryptDeps();
    expect(await codeOf(registerAccount({ email: "e1@example.com", password: "é".repeat(37) }, d))).toBe("password_too_long");
    expect(await codeOf(registerAccount({ email: "e2@example.com", password: "é".repeat(36) }, d))).toBe("ok");
    expect(await codeOf(authenticate({ email: "e2@example.com", password: "é".repeat(36), ip }, d))).toBe("ok");
    expect(await codeOf(authenticate({ email: "e2@example.com", password: `${"é".repeat(36)}é`, ip }, d))).toBe("password_too_long");
    expect(await codeOf(registerAccount({ email: "e3@example.com", password: "🔑".repeat(19) }, d))).toBe("password_too_long");
  });

  it("removes NUL characters at sign-in as at sign-up, so a password made with them still signs in", async () => {
    const d = bcryptDeps();
    expect(await codeOf(registerAccount({ email: "nul@example.com", password: "sec\u0000ret1" }, d))).toBe("ok");
    expect(await codeOf(authenticate({ email: "nul@example.com", password: "sec\u0000ret1", ip }, d))).toBe("ok");
    expect(await codeOf(authenticate({ email: "nul@example.com", password: "secret1", ip }, d))).toBe("ok");
    // NULs do not count towards the byte limit either: 72 bytes once they are gone.
    expect(await codeOf(registerAccount({ email: "nul72@example.com", password: `${max}\u0000\u0000` }, d))).toBe("ok");
    expect(await codeOf(authenticate({ email: "nul72@example.com", password: `\u0000${max}`, ip }, d))).toBe("ok");
    expect(await codeOf(authenticate({ email: "nul72@example.com", password: "\u0000", ip }, d))).toBe("missing_credentials");
  });

  it("does not count an over-long password towards the lockout (nothing was checked)", async () => {
    const d = bcryptDeps();
    await registerAccount({ email: "lock@example.com", password: "secret1" }, d);
    for (let i = 0; i < 10; i++) await codeOf(authenticate({ email: "lock@example.com", password: "y".repeat(100), ip }, d));
    expect(await codeOf(authenticate({ email: "lock@example.com", password: "secret1", ip }, d))).toBe("ok");
  });
});
