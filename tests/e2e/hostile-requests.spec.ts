import fc from "fast-check";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { uniqueEmail } from "../pages/auth-dialog";
import { expect, test } from "../support/playwright-test";
import { startNextServer, type RunningNextServer } from "../support/next-server";
import { credentialsSignIn } from "../support/sign-in";

// Issue 28: what a third probe found against `npm start` on its defaults. One server for the file,
// started as `npm start` starts it: default limits, listening on every interface (Next.js then
// builds its own URLs on `localhost`; malformed page paths answered 500 only this way).

let server: RunningNextServer;
let api: APIRequestContext;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ playwright }) => {
  server = await startNextServer({}, { allInterfaces: true });
  api = await playwright.request.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function expectEnvelope(response: APIResponse, status: number, code: string, field?: string) {
  expect(response.status(), `${response.url()}`).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/json");
  const { error } = await response.json();
  expect(error).toMatchObject({ code, message: expect.any(String), ...(field ? { field } : {}) });
}

test("next-auth's client log endpoint is gone: a forged error line is refused and never logged", async () => {
  const forged = `FORGED_${Date.now()}`;
  const form = { level: "error", code: forged, message: "admin signed in from 6.6.6.6" };
  await expectEnvelope(await api.post("/api/auth/_log", { form }), 404, "not_found");
  // A large body is refused unread: the same 404, and the log does not grow by it.
  const before = server.output().length;
  await expectEnvelope(
    await api.post("/api/auth/_log", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `level=error&code=${forged}&message=${"x".repeat(2 * 1024 * 1024)}`,
    }),
    404,
    "not_found",
  );
  await expectEnvelope(await api.get("/api/auth/_log"), 404, "not_found");
  expect(server.output().length - before).toBeLessThan(4096);
  expect(server.output()).not.toContain(forged);
});

test("next-auth's routes answer bad requests 4xx in the error envelope, never 500", async () => {
  for (const path of ["/api/auth/callback/credentials", "/api/auth/signout", "/api/auth/session"])
    await expectEnvelope(await api.post(path, { headers: { "content-type": "application/json" }, data: "" }), 400, "invalid_json", "body");

  const get = await api.get("/api/auth/callback/credentials");
  await expectEnvelope(get, 405, "method_not_allowed");
  expect(get.headers()["allow"]).toBe("POST");

  const port = new URL(server.baseURL).port;
  const badCallback = `http://127.0.0.1:${port}.evil.example/`;
  await expectEnvelope(
    await api.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(badCallback)}`),
    400,
    "validation_error",
    "callbackUrl",
  );
  const { csrfToken } = await (await api.get("/api/auth/csrf")).json();
  await expectEnvelope(
    await api.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: "a@example.com", password: "secret123", callbackUrl: badCallback, json: "true" },
    }),
    400,
    "validation_error",
    "callbackUrl",
  );
  // The same value in next-auth's callback-url cookie (which next-auth answers with a 500 on every endpoint): refused and cleared.
  const withCookie = await api.get("/api/auth/csrf", { headers: { cookie: `next-auth.callback-url=${encodeURIComponent(badCallback)}` } });
  await expectEnvelope(withCookie, 400, "validation_error", "cookie");
  expect(withCookie.headers()["set-cookie"]).toMatch(/^next-auth\.callback-url=; Path=\/; Max-Age=0/);

  // Bodies are capped as our own routes cap them (16 KB), before next-auth reads them.
  await expectEnvelope(
    await api.post("/api/auth/callback/credentials", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `csrfToken=${csrfToken}&email=a%40example.com&password=${"p".repeat(1024 * 1024)}`,
    }),
    413,
    "payload_too_large",
    "body",
  );
  await expectEnvelope(await api.post("/api/auth/callback/credentials", { data: "{}" }), 415, "unsupported_media_type", "content-type");
  await expectEnvelope(await api.get("/api/auth/no-such-endpoint"), 404, "not_found");
  await expectEnvelope(await api.post("/api/auth/callback/nope", { form: { csrfToken } }), 404, "not_found");
  expect(server.output()).not.toMatch(/"level":"error"/);
});

test("sign-up, sign-in and sign-out still work through the checked routes", async ({ playwright }) => {
  const client = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    const email = uniqueEmail("hostile");
    expect((await client.post("/api/auth/register", { data: { email, password: "secret123" } })).status()).toBe(201);
    const { session } = await credentialsSignIn(client, email, "secret123");
    expect(session).toBeDefined();
    expect((await (await client.get("/api/auth/session")).json()).user.email).toBe(email);
    const { csrfToken } = await (await client.get("/api/auth/csrf")).json();
    const signedOut = await client.post("/api/auth/signout", { form: { csrfToken, json: "true" }, maxRedirects: 0 });
    expect(signedOut.status()).toBe(200);
    expect(await (await client.get("/api/auth/session")).json()).toEqual({});
  } finally {
    await client.dispose();
  }
});

test.describe("path fuzzing under the real server", () => {
  const PAGE_PREFIXES = ["/", "/check/", "/discover/", "/settings/", "/faq", "/faq/", "/about", "/guides/", "/x/y/"];
  const API_PREFIXES = ["/api/", "/api/results/", "/api/feeds/", "/api/auth/", "/api/fact-check/", "/api/follows/"];
  const piece = fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9._~-]{1,6}$/),
    // Valid escapes: an ASCII letter, a whole euro sign, an escaped slash.
    fc.constantFrom("%41", "%E2%82%AC", "%2F", "%20"),
    // Malformed: an invalid byte, a cut sequence, a lone %, not hex.
    fc.constantFrom("%ff", "%FF", "%E0%A4%A", "%e2%82", "%c3", "%", "%zz", "%0", "%ED%A0%80"),
  );
  const path = fc.tuple(fc.constantFrom(...PAGE_PREFIXES, ...API_PREFIXES), fc.array(piece, { minLength: 1, maxLength: 4 }));
  const malformed = (text: string) =>
    text.split("/").some((segment) => {
      try {
        decodeURIComponent(segment);
        return false;
      } catch {
        return true;
      }
    });

  async function expectSafe(pathname: string) {
    const response = await api.get(pathname, { maxRedirects: 0 });
    const status = response.status();
    expect(status, pathname).toBeLessThan(500);
    const api_ = pathname.startsWith("/api/");
    if (!malformed(pathname)) return;
    if (api_) {
      expect(status, pathname).toBe(400);
      expect((await response.json()).error.code).toBe("malformed_path");
    } else {
      expect(status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain("404 Page Not Found");
    }
    expect(response.headers()["x-request-id"], pathname).toBeTruthy();
  }

  test("the paths the probe used answer the 404 page or a 400, not a 500", async () => {
    for (const pathname of ["/check/%ff", "/discover/%ff", "/faq%ff", "/check/%E0%A4%A", "/%ff", "/settings%c3"])
      await expectSafe(pathname);
  });

  test("any page or API path, with valid or malformed percent-encoding, answers below 500", async () => {
    await fc.assert(
      fc.asyncProperty(path, async ([prefix, pieces]) => {
        await expectSafe(prefix + pieces.join(""));
      }),
      { numRuns: 80 },
    );
  });
});

test("the feed keeps Referrer-Policy no-referrer, and a malformed feed path's token never reaches the log", async () => {
  const token = `tok${Date.now()}abcdefghijklmnopqrstuvwxyz`;
  const unknown = await api.get(`/api/feeds/${token}`);
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["referrer-policy"]).toBe("no-referrer");
  const malformed = await api.get(`/api/feeds/${token}%ff`);
  await expectEnvelope(malformed, 400, "malformed_path", "path");
  expect(malformed.headers()["referrer-policy"]).toBe("no-referrer");
  expect(server.output()).toContain("malformed percent-encoding in the request path");
  expect(server.output()).not.toContain(token);
});

test("a claim that is not valid Unicode is refused naming its field", async () => {
  const response = await api.post("/api/fact-check", {
    headers: { "content-type": "application/json" },
    data: '{"claim": "A lone surrogate \\ud800 in a claim"}',
  });
  await expectEnvelope(response, 400, "invalid_encoding", "claim");
});
