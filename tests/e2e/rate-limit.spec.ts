import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, test } from "../support/playwright-test";
import { startNextServer, type RunningNextServer } from "../support/next-server";

/**
 * The free limit end to end, through the real proxy. Playwright's main server runs with a high
 * FREE_CHECKS_PER_WINDOW so the other suites' many checks from 127.0.0.1 never meet it; this
 * spec starts a second server on the same build with the defaults (3 per 24 hours) and
 * TRUSTED_PROXY=1, and each test presents its own client address in X-Forwarded-For.
 */

test.describe.configure({ mode: "default" });

let server: RunningNextServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startNextServer({ FREE_CHECKS_PER_WINDOW: "3", FREE_WINDOW_HOURS: "24", TRUSTED_PROXY: "1", RATE_LIMIT_FAIL_MODE: "open" });
});

test.afterAll(async () => {
  await server?.stop();
});

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let claimCount = 0;
const uniqueClaim = () => `Rate limit test ${run}-${++claimCount}: the old lighthouse was painted blue`;
const octet = () => 1 + Math.floor(Math.random() * 254);
const uniqueIp = () => `198.18.${octet()}.${octet()}`;

/** A client of the second server: its own cookie jar, its own address. */
async function client(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, ip: string) {
  return playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
}

function limitHeaders(response: APIResponse) {
  const headers = response.headers();
  return { limit: headers["x-ratelimit-limit"], remaining: headers["x-ratelimit-remaining"], reset: Number(headers["x-ratelimit-reset"]), window: headers["x-ratelimit-window"] };
}

test("three checks pass with the rate-limit headers, the fourth gets 429 with its body, and clearing cookies does not reset it", async ({ playwright }) => {
  const ip = uniqueIp();
  const browser = await client(playwright, ip);
  const started = Date.now();
  for (const remaining of ["2", "1", "0"]) {
    const response = await browser.post("/api/fact-check", { data: { claim: uniqueClaim() } });
    expect(response.status()).toBe(200);
    const headers = limitHeaders(response);
    expect(headers).toMatchObject({ limit: "3", remaining, window: "24h" });
    expect(headers.reset).toBeGreaterThanOrEqual(started + 24 * 60 * 60 * 1000 - 1000);
    expect(headers.reset).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
  }
  const cookies = (await browser.storageState()).cookies;
  expect(cookies).toEqual([expect.objectContaining({ name: "factlens_client", httpOnly: true, sameSite: "Lax" })]);

  const limited = await browser.post("/api/fact-check", { data: { claim: uniqueClaim() } });
  expect(limited.status()).toBe(429);
  const headers = limitHeaders(limited);
  expect(headers).toMatchObject({ limit: "3", remaining: "0", window: "24h" });
  const retryAfter = Number(limited.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(24 * 60 * 60 - 120);
  expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
  const body = await limited.json();
  expect(body).toEqual({ message: "Rate limit exceeded. You can search again in 24 hours.", limit: 3, resetTime: new Date(headers.reset).toISOString(), windowHours: 24 });

  // The same address without the cookie is still limited; so is the streaming endpoint.
  const clearedCookies = await client(playwright, ip);
  expect((await clearedCookies.post("/api/fact-check", { data: { claim: uniqueClaim() } })).status()).toBe(429);
  expect((await browser.post("/api/fact-check/stream", { data: { query: uniqueClaim() } })).status()).toBe(429);
  // Another client is unaffected.
  const other = await client(playwright, uniqueIp());
  expect(limitHeaders(await other.post("/api/fact-check", { data: { claim: uniqueClaim() } })).remaining).toBe("2");
  await Promise.all([browser.dispose(), clearedCookies.dispose(), other.dispose()]);
});

test("invalid requests and answers from the cache do not count; the stream carries the headers", async ({ playwright }) => {
  const browser = await client(playwright, uniqueIp());
  const invalid = await browser.post("/api/fact-check", { data: { claim: "ab" } });
  expect(invalid.status()).toBe(400);
  expect(limitHeaders(invalid).remaining).toBe("3");

  const claim = uniqueClaim();
  const first = await browser.post("/api/fact-check", { data: { claim } });
  expect(limitHeaders(first).remaining).toBe("2");
  const repeat = await browser.post("/api/fact-check", { data: { claim } });
  expect((await repeat.json()).result.cached).toBe(true);
  expect(limitHeaders(repeat).remaining).toBe("2");

  const stream = await browser.post("/api/fact-check/stream", { data: { query: uniqueClaim() } });
  expect(stream.status()).toBe(200);
  expect(stream.headers()["content-type"]).toContain("text/event-stream");
  expect(limitHeaders(stream)).toMatchObject({ limit: "3", remaining: "1", window: "24h" });
  expect(await stream.text()).toContain("event: result");
  await browser.dispose();
});

test("a batch counts each claim, and runs none when they do not all fit", async ({ playwright }) => {
  const browser = await client(playwright, uniqueIp());
  const batch = await browser.post("/api/fact-check/batch", { data: { claims: [uniqueClaim(), uniqueClaim()] } });
  expect(batch.status()).toBe(200);
  expect((await batch.json()).results).toHaveLength(2);
  expect(limitHeaders(batch).remaining).toBe("1");

  const tooMany = await browser.post("/api/fact-check/batch", { data: { claims: [uniqueClaim(), uniqueClaim()] } });
  expect(tooMany.status()).toBe(429);
  expect(limitHeaders(tooMany).remaining).toBe("1");
  expect(limitHeaders(await browser.post("/api/fact-check", { data: { claim: uniqueClaim() } })).remaining).toBe("0");
  await browser.dispose();
});
