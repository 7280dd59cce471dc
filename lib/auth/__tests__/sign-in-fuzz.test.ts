import fc from "fast-check";
import { authenticate } from "@/lib/auth/account-service";
import { accountDeps } from "@/lib/auth/config";
import { AUTH_ERRORS, AuthError } from "@/lib/auth/errors";
import { db } from "@/lib/db";

/**
 * The sign-in path behind next-auth's credentials callback, fuzzed on the test database with the
 * real user store, lockout store and bcrypt: whatever a client posts, the outcome is a known
 * AuthError with a 4xx status (which next-auth turns into `?error=<code>`), never a crash.
 */

jest.setTimeout(120_000);

afterAll(async () => {
  await db.$disconnect();
});

const anything = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom(undefined, null, 0, true, [], {}, "a@b.co", " A@EXAMPLE.COM ", "x".repeat(300) + "@example.com", "p".repeat(100)),
  fc.emailAddress(),
  // Plain addresses that pass validation, so a good share of runs reach the user store.
  fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,16}$/), fc.constantFrom("example.com", "fuzz.test", "mail.example.org"))
    .map(([local, domain]) => `${local}@${domain}`),
);

it("answers any email and password with a known 4xx AuthError", async () => {
  const codes = new Set<string>();
  await fc.assert(
    fc.asyncProperty(anything, anything, fc.ipV4(), async (email, password, ip) => {
      try {
        await authenticate({ email, password, ip, host: "localhost" }, accountDeps);
        throw new Error("signed in with fuzzed credentials");
      } catch (error) {
        expect(error).toBeInstanceOf(AuthError);
        const code = (error as AuthError).code;
        codes.add(code);
        expect(AUTH_ERRORS[code].status).toBeGreaterThanOrEqual(400);
        expect(AUTH_ERRORS[code].status).toBeLessThan(500);
      }
    }),
    {
      numRuns: 150,
      // Run every time whatever the seed: one attempt of each kind the final assertion expects.
      examples: [
        [undefined, "p".repeat(8), "192.0.2.1"],
        ["not an email", "p".repeat(8), "192.0.2.2"],
        ["nobody@fuzz.test", "p".repeat(8), "192.0.2.3"],
      ],
    },
  );
  // The property reached past validation into the store, not only the cheap refusals.
  expect([...codes]).toEqual(expect.arrayContaining(["missing_credentials", "invalid_email", "user_not_found"]));
});
