import { spawnSync } from "node:child_process";
import type { APIRequestContext, APIResponse, Browser, Page } from "@playwright/test";
import { AuthDialog, uniqueEmail } from "../pages/auth-dialog";
import { HomePage } from "../pages/home-page";
import { expect, test } from "../support/playwright-test";
import { startNextServer, type RunningNextServer } from "../support/next-server";
import { signInCookie } from "../support/sign-in";

/**
 * The free limit end to end, through the real proxy. Playwright's main server runs with a high
 * FREE_CHECKS_PER_WINDOW so the other suites' many checks from 127.0.0.1 never meet it; this
 * spec starts a second server on the same build with the defaults (3 per 24 hours) and
 * TRUSTED_PROXY=1 (a proxy that appends the client's address to X-Forwarded-For, simulated), and
 * each test presents its own client address in X-Forwarded-For; one test starts a third with no
 * trusted proxy, where X-Forwarded-For must not matter. API keys
 * get small daily limits there (Free 2, Pro 4) so their tests stay short.
 */

test.describe.configure({ mode: "default" });

let server: RunningNextServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startNextServer({
    FREE_CHECKS_PER_WINDOW: "3",
    FREE_WINDOW_HOURS: "24",
    API_FREE_PER_DAY: "2",
    API_PRO_PER_DAY: "4",
    TRUSTED_PROXY: "1",
    RATE_LIMIT_FAIL_MODE: "open",
  });
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
  return {
    limit: headers["x-ratelimit-limit"],
    remaining: headers["x-ratelimit-remaining"],
    reset: Number(headers["x-ratelimit-reset"]),
    window: headers["x-ratelimit-window"],
  };
}

test("three checks pass with the rate-limit headers, the fourth gets 429 with its body, and clearing cookies does not reset it", async ({
  playwright,
}) => {
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
  expect(body).toEqual({
    error: { code: "rate_limited", message: "Rate limit exceeded. You can search again in 24 hours." },
    message: "Rate limit exceeded. You can search again in 24 hours.",
    limit: 3,
    resetTime: new Date(headers.reset).toISOString(),
    windowHours: 24,
  });

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

test("with TRUSTED_PROXY unset, one client gets 3 free checks however it varies X-Forwarded-For or the peer header", async () => {
  test.setTimeout(90_000);
  // A third server on the defaults with no trusted proxy: the address is the TCP peer's (127.0.0.1 here).
  const direct = await startNextServer({
    FREE_CHECKS_PER_WINDOW: "3",
    FREE_WINDOW_HOURS: "24",
    TRUSTED_PROXY: "",
    RATE_LIMIT_FAIL_MODE: "open",
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // No cookie kept between requests, a new X-Forwarded-For (and a forged peer header) each time.
      const response = await fetch(`${direct.baseURL}/api/fact-check`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp(), "x-factlens-peer": uniqueIp() },
        body: JSON.stringify({ claim: uniqueClaim() }),
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  } finally {
    await direct.stop();
  }
});

/** A new account, signed in through next-auth's credentials flow; its session cookie, for requests from `ip`. */
async function newSignedInAccount(ip: string): Promise<string> {
  const email = `rate-limit-${run}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const password = "secret123";
  const headers = { "content-type": "application/json", "x-forwarded-for": ip };
  const registered = await fetch(`${server.baseURL}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  expect(registered.status).toBe(201);
  return signInCookie(server.baseURL, email, password, { "x-forwarded-for": ip });
}

test("three new accounts from one address get 3 checks in all, not 9", async () => {
  test.setTimeout(90_000);
  const ip = uniqueIp();
  const statuses: number[] = [];
  for (let account = 0; account < 3; account++) {
    const cookie = await newSignedInAccount(ip);
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.baseURL}/api/fact-check`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie, "x-forwarded-for": ip },
        body: JSON.stringify({ claim: uniqueClaim() }),
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  // Honest use still works: a visitor elsewhere who used one check and then signs in has 2 left.
  const elsewhere = uniqueIp();
  const first = await fetch(`${server.baseURL}/api/fact-check`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": elsewhere },
    body: JSON.stringify({ claim: uniqueClaim() }),
  });
  expect(first.headers.get("x-ratelimit-remaining")).toBe("2");
  const clientCookie = first.headers.getSetCookie()[0].split(";")[0];
  const session = await newSignedInAccount(elsewhere);
  const signedIn = await fetch(`${server.baseURL}/api/fact-check`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `${clientCookie}; ${session}`, "x-forwarded-for": elsewhere },
    body: JSON.stringify({ claim: uniqueClaim() }),
  });
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers.get("x-ratelimit-remaining")).toBe("1");
});

/* ---------------------------------------------------------------------------------------- */
/* The home page's banner                                                                    */

const BANNER_FOOTER = "Limit resets every 24 hours to prevent abuse";

/** A browser of the second server with its own address. */
async function homeFor(browser: Browser, ip = uniqueIp()) {
  const context = await browser.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  return { context, page, home: new HomePage(page), banner: page.getByTestId("rate-limit-banner") };
}

const storedState = (page: Page) => page.evaluate(() => window.localStorage.getItem("rateLimitData"));

test("the banner shows each text as the remaining count falls, blocks the search when exceeded, and is restored after a reload", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page, home, banner } = await homeFor(browser);
  await home.goto("/");
  await expect(banner).toHaveCount(0);

  const steps = [
    { text: "You have 2 searches remaining today.", icon: "clock", exceeded: "false" },
    { text: "You have 1 search remaining today. Use it wisely!", icon: "warning", exceeded: "false" },
    { text: "You have used all 3 searches. Limit resets in 24 hours.", icon: "warning", exceeded: "true" },
  ];
  for (const step of steps) {
    await home.check(uniqueClaim());
    await home.newSearch.click();
    await expect(banner).toContainText(step.text);
    await expect(banner).toContainText(BANNER_FOOTER);
    await expect(banner.locator("svg[data-icon]")).toHaveAttribute("data-icon", step.icon);
    await expect(banner).toHaveAttribute("data-exceeded", step.exceeded);
    // The banner sits above the search form.
    const [bannerBox, inputBox] = await Promise.all([banner.boundingBox(), home.input.boundingBox()]);
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(inputBox!.y);
    expect(await home.seriousAxeViolations()).toEqual([]);
  }
  await expect(home.input).toBeDisabled();
  await expect(home.sample("Bitcoin will replace traditional currency")).toBeDisabled();
  expect(JSON.parse((await storedState(page))!)).toMatchObject({ limit: 3, remaining: 0, windowHours: 24 });

  await home.reloadForm();
  await expect(banner).toContainText("You have used all 3 searches. Limit resets in 24 hours.");
  await expect(home.input).toBeDisabled();

  // Without the stored state the browser tries again: the server's 429 makes it "exceeded".
  await page.evaluate(() => window.localStorage.removeItem("rateLimitData"));
  await home.reloadForm();
  await expect(banner).toHaveCount(0);
  await expect(home.input).toBeEnabled();
  await home.input.fill(uniqueClaim());
  await home.input.press("Enter");
  await expect(home.errorCard).toContainText("Rate limit exceeded. You can search again in 24 hours.");
  await expect(banner).toContainText("Rate limit exceeded. You can search again in 24 hours.");
  await expect(banner).toHaveAttribute("data-exceeded", "true");
  await expect(banner).toHaveClass(/destructive/);
  await expect(home.input).toBeDisabled();
  expect(JSON.parse((await storedState(page))!)).toMatchObject({ limit: 3, remaining: 0, windowHours: 24, exceeded: true });

  await home.reloadForm();
  await expect(banner).toContainText("Rate limit exceeded. You can search again in 24 hours.");
  await expect(home.input).toBeDisabled();
  await context.close();
});

test("a stored state whose reset has passed is cleared on load, and a live one is cleared by a timer at its reset", async ({ browser }) => {
  const { context, page, home, banner } = await homeFor(browser);
  await home.goto("/");
  const save = (resetInMs: number) =>
    page.evaluate(
      (resetTime) =>
        window.localStorage.setItem(
          "rateLimitData",
          JSON.stringify({ limit: 3, remaining: 0, resetTime, windowHours: 24, exceeded: true }),
        ),
      new Date(Date.now() + resetInMs).toISOString(),
    );

  await save(-60_000);
  await home.reloadForm();
  await expect(banner).toHaveCount(0);
  await expect(home.input).toBeEnabled();
  await expect.poll(() => storedState(page)).toBeNull();

  await save(4_000);
  await home.reloadForm();
  await expect(banner).toContainText("Rate limit exceeded. You can search again in 1 hour.");
  await expect(home.input).toBeDisabled();
  await expect(banner).toHaveCount(0, { timeout: 10_000 });
  await expect(home.input).toBeEnabled();
  expect(await storedState(page)).toBeNull();
  await context.close();
});

/* ---------------------------------------------------------------------------------------- */
/* API keys                                                                                  */

/** The operator command (as `npm run apikey` runs it), against the live second server's database. */
function operatorCreateKey(email: string, tier: "free" | "pro") {
  const result = spawnSync(
    process.execPath,
    ["scripts/lib/run-ts.mjs", "--no-migrate", "scripts/apikey.ts", "create", "--tier", tier, "--email", email],
    { env: server.env, encoding: "utf8" },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

async function apiClient(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, key: string) {
  return playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${key}`, "x-forwarded-for": uniqueIp() },
  });
}

test("a key made on Settings is shown once, gets the Free tier's limit, and gets 401 once revoked", async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  const { context, page } = await homeFor(browser);
  const auth = new AuthDialog(page);
  const email = uniqueEmail("apikey");
  await page.goto("/settings");
  await auth.signUp(email, "secret123");
  await page.reload();
  await expect(page.getByRole("heading", { name: "API Keys" })).toBeVisible();
  await page.getByLabel("Key name (optional)").fill("e2e bot");
  await page.getByRole("button", { name: "Create API key" }).click();
  await expect(page.getByText("Copy your new API key now. It will not be shown again.")).toBeVisible();
  const key = (await page.getByTestId("new-api-key").textContent())!.trim();
  expect(key).toMatch(/^fl_[\w-]{43}$/);
  const keyList = page.getByRole("list", { name: "API keys" });
  await expect(keyList).toContainText(`${key.slice(0, 11)}…`);
  await expect(keyList).toContainText("e2e bot");
  await expect(keyList).toContainText("Free");
  await expect(keyList).toContainText("Last used Never");
  expect(await auth.seriousAxeViolations()).toEqual([]);

  const api = await apiClient(playwright, key);
  const seen: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await api.post("/api/fact-check", { data: { claim: uniqueClaim() } });
    expect(response.status()).toBe(200);
    expect(limitHeaders(response)).toMatchObject({ limit: "2", window: "24h" });
    seen.push(limitHeaders(response).remaining);
  }
  expect(seen).toEqual(["1", "0"]);
  const limited = await api.post("/api/fact-check", { data: { claim: uniqueClaim() } });
  expect(limited.status()).toBe(429);
  expect(await limited.json()).toMatchObject({ limit: 2, windowHours: 24 });
  // The day resets at 00:00 UTC for API keys.
  expect(limitHeaders(limited).reset).toBe(Math.floor(Date.now() / 86_400_000 + 1) * 86_400_000);

  // After a reload the key itself is gone from the page; only its prefix is listed, now with a last use.
  await page.reload();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(keyList).not.toContainText("Last used Never");

  await page.getByRole("button", { name: `Revoke ${key.slice(0, 11)}` }).click();
  await expect(keyList).toContainText("Revoked");
  const revoked = await api.post("/api/fact-check", { data: { claim: uniqueClaim() } });
  expect(revoked.status()).toBe(401);
  expect(await revoked.json()).toEqual({ error: { code: "invalid_api_key", message: "This API key has been revoked." } });
  await Promise.all([api.dispose(), context.close()]);
});

test("a Pro key from the operator command gets the Pro limit; a bad key gets 401 JSON on every endpoint", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await homeFor(browser);
  const email = uniqueEmail("apikey-pro");
  expect((await page.request.post("/api/auth/register", { data: { email, password: "secret123" } })).status()).toBe(201);
  const key = operatorCreateKey(email, "pro");
  const api = await apiClient(playwright, key);
  const batch = await api.post("/api/fact-check/batch", { data: { claims: [uniqueClaim(), uniqueClaim(), uniqueClaim()] } });
  expect(batch.status()).toBe(200);
  expect(limitHeaders(batch)).toMatchObject({ limit: "4", remaining: "1" });

  const bad = await apiClient(playwright, `${key.slice(0, -4)}AAAA`);
  for (const path of ["/api/fact-check", "/api/fact-check/stream", "/api/fact-check/batch"]) {
    const response = await bad.post(path, { data: { claim: uniqueClaim(), query: uniqueClaim(), claims: [uniqueClaim()] } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "invalid_api_key", message: "Invalid API key." } });
  }
  expect(limitHeaders(await api.post("/api/fact-check", { data: { claim: uniqueClaim() } })).remaining).toBe("0");
  expect((await api.post("/api/fact-check", { data: { claim: uniqueClaim() } })).status()).toBe(429);
  await Promise.all([api.dispose(), bad.dispose(), context.close()]);
});
