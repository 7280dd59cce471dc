import { POST as register } from "@/app/api/auth/register/route";
import { PEER_HEADER } from "@/lib/http/client-address";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";

// As under `npm start`: our server writes the peer's address into PEER_HEADER, so each test can be its own client.
jest.mock("@/lib/env", () => {
  const actual: typeof import("@/lib/env") = jest.requireActual("@/lib/env");
  return { ...actual, env: { ...actual.env, FACTLENS_PEER_HEADER: "1", SIGN_UPS_PER_HOUR: 5 } };
});

const unique = () => `user-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const octet = () => 1 + Math.floor(Math.random() * 254);
const uniqueIp = () => `10.${octet()}.${octet()}.${octet()}`;

function post(body: unknown, headers: Record<string, string> = { "content-type": "application/json" }, ip = uniqueIp()) {
  return register(
    new Request("http://localhost/api/auth/register", {
      method: "POST",
      headers: { [PEER_HEADER]: ip, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
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
    [{ email: "", password: "secret1" }, 400, "missing_credentials", "Please enter email and password", "email"],
    [{ email: "x@example.com" }, 400, "missing_credentials", "Please enter email and password", "password"],
    [{ email: "not-an-email", password: "secret1" }, 400, "invalid_email", "Invalid email address.", "email"],
    [{ email: "short@example.com", password: "12345" }, 400, "weak_password", "Password should be at least 6 characters.", "password"],
    [
      { email: "long@example.com", password: "p".repeat(73) },
      400,
      "password_too_long",
      "Password should be at most 72 bytes (72 plain letters, fewer with accents or emoji).",
      "password",
    ],
  ])("case %# → %i %s naming %s", async (body, status, code, message, field) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message, field } });
  });

  it("answers 409 email_already_in_use for a second account with the same email", async () => {
    const email = unique();
    expect((await post({ email, password: "secret1" })).status).toBe(201);
    const response = await post({ email: ` ${email} `, password: "another1" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "email_already_in_use", message: "An account with this email already exists.", field: "email" },
    });
  });

  it("keeps the API's JSON rules: 415 for a form post, 400 for bad JSON", async () => {
    expect((await post("email=a", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post("{nope")).status).toBe(400);
  });

  it("refuses an unknown key, and text that is not valid Unicode, with 400 naming the field (issue 28)", async () => {
    const email = unique();
    const stray = await post({ email, password: "secret1", admin: true });
    expect(stray.status).toBe(400);
    expect((await stray.json()).error).toEqual({ code: "validation_error", message: 'Unknown field "admin"', field: "admin" });
    const surrogate = await post(`{"email": "${email}", "password": "secret\\udc00x"}`);
    expect(surrogate.status).toBe(400);
    expect((await surrogate.json()).error).toMatchObject({ code: "invalid_encoding", field: "password" });
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });

  it("throttles sign-up per client address: the 6th in an hour is a 429 with Retry-After, other addresses go on", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await post({ email: unique(), password: "secret1" }, undefined, ip)).status).toBe(201);
    const email = unique();
    const refused = await post({ email, password: "secret1" }, undefined, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: "too_many_sign_ups", message: "Too many accounts were created from this network. Please try again later." },
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect((await post({ email, password: "secret1" }, undefined, uniqueIp())).status).toBe(201);
  });

  it("counts a sign-up whose email is taken (no free probing of which emails have accounts), not an invalid one", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await post({ email: "not-an-email", password: "secret1" }, undefined, ip)).status).toBe(400);
    const taken = unique();
    expect((await post({ email: taken, password: "secret1" }, undefined, ip)).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await post({ email: taken, password: "secret1" }, undefined, ip)).status).toBe(409);
    expect((await post({ email: unique(), password: "secret1" }, undefined, ip)).status).toBe(429);
  });

  it("refuses a cross-site sign-up with 403 naming the header, and allows same-origin and header-less clients", async () => {
    const crossSite = await post(
      { email: unique(), password: "secret1" },
      { "content-type": "application/json", origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error).toMatchObject({ code: "cross_site_request", field: "Origin" });
    const fetchSite = await post(
      { email: unique(), password: "secret1" },
      { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    );
    expect(fetchSite.status).toBe(403);
    expect((await fetchSite.json()).error).toMatchObject({ code: "cross_site_request", field: "Sec-Fetch-Site" });
    expect(
      (await post({ email: unique(), password: "secret1" }, { "content-type": "application/json", origin: "http://localhost" })).status,
    ).toBe(201);
    expect(
      (await post({ email: unique(), password: "secret1" }, { "content-type": "application/json", "sec-fetch-site": "same-origin" }))
        .status,
    ).toBe(201);
  });
});
