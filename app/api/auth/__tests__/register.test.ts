import { POST as register } from "@/app/api/auth/register/route";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";

const unique = () => `user-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

function post(body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) {
  return register(new Request("http://localhost/api/auth/register", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) }));
}

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/auth/register", () => {
  it("creates the account with a bcrypt hash and answers 201 without it", async () => {
    const email = unique();
    const response = await post({ email: email.toUpperCase(), password: "secret1" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ user: { id: expect.any(String), email } });
    const stored = await db.user.findUniqueOrThrow({ where: { email } });
    expect(stored.saveHistory).toBe(false);
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$1[0-2]\$/);
    await expect(verifyPassword("secret1", stored.passwordHash!)).resolves.toBe(true);
  });

  it.each([
    [{ email: "", password: "secret1" }, 400, "missing-credentials", "Please enter email and password", "email"],
    [{ email: "x@example.com" }, 400, "missing-credentials", "Please enter email and password", "password"],
    [{ email: "not-an-email", password: "secret1" }, 400, "invalid-email", "Invalid email address.", "email"],
    [{ email: "short@example.com", password: "12345" }, 400, "weak-password", "Password should be at least 6 characters.", "password"],
    [{ email: "long@example.com", password: "p".repeat(73) }, 400, "password-too-long", "Password should be at most 72 bytes (72 plain letters, fewer with accents or emoji).", "password"],
  ])("case %# → %i %s naming %s", async (body, status, code, message, field) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message, field } });
  });

  it("answers 409 email-already-in-use for a second account with the same email", async () => {
    const email = unique();
    expect((await post({ email, password: "secret1" })).status).toBe(201);
    const response = await post({ email: ` ${email} `, password: "another1" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "email-already-in-use", message: "An account with this email already exists.", field: "email" } });
  });

  it("keeps the API's JSON rules: 415 for a form post, 400 for bad JSON", async () => {
    expect((await post("email=a", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post("{nope")).status).toBe(400);
  });
});
