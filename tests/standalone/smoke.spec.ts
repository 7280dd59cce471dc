import { expect, test } from "@playwright/test";

/**
 * The standalone output served by Next.js's own server.js, as a deployment runs it
 * (playwright.standalone.config.ts). It must serve the app correctly with nothing of ours around it.
 */

test("a guide page is prerendered with its hash CSP, Next's own script tags and gzip, and hydrates with no CSP violation", async ({
  page,
  request,
}) => {
  const response = await request.get("/faq", { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-encoding"]).toBe("gzip");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  const html = await response.text();
  expect(html).toMatch(/<script[^>]*\ssrc="\/_next\/static\/[^"]+\.js"/);

  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/faq");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(violations).toEqual([]);
});

test("an app page carries a nonce on Next's scripts", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"])?.[1];
  expect(nonce).toBeTruthy();
  expect(await response.text()).toContain(`nonce="${nonce}"`);
});

test("a check is answered from the knowledge base (searched in a worker thread)", async ({ request }) => {
  const response = await request.post("/api/fact-check", {
    headers: { "x-forwarded-for": "203.0.113.10" },
    data: { claim: "The Great Wall of China is visible from space with the naked eye" },
  });
  expect(response.status()).toBe(200);
  const { result } = await response.json();
  expect(result.verdict.status).toBe("FALSE");
  expect(result.sources.length).toBeGreaterThan(0);
});

test("the client address comes from X-Forwarded-For through TRUSTED_PROXY: each client has its own free limit", async ({
  playwright,
  baseURL,
}) => {
  // Two clients, each with its own cookies (the limit follows a device cookie too).
  const client = (ip: string) => playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
  const [first, second] = await Promise.all([client("198.51.100.1"), client("198.51.100.2")]);
  const check = (context: typeof first, n: number) =>
    context.post("/api/fact-check", { data: { claim: `Standalone smoke claim number ${n} asked at ${Date.now()}` } });
  // FREE_CHECKS_PER_WINDOW=2 (playwright.standalone.config.ts).
  expect((await check(first, 1)).status()).toBe(200);
  expect((await check(first, 2)).status()).toBe(200);
  expect((await check(first, 3)).status()).toBe(429);
  expect((await check(second, 4)).status()).toBe(200);
  await Promise.all([first.dispose(), second.dispose()]);
});
