import type { APIRequestContext } from "@playwright/test";
import { AuthDialog, uniqueEmail } from "../pages/auth-dialog";
import { expect, test } from "../support/playwright-test";
import { startNextServer } from "../support/next-server";
import { signInCookie } from "../support/sign-in";

// Issue 17: a session token ends at sign-out (server-side, not only in the browser), "Sign out
// everywhere" ends every session of the account, cookie routes refuse cross-site requests, and
// sign-up is throttled per address. Against the production build.

const PASSWORD = "secret123";

test.describe.configure({ timeout: 60_000 });

async function register(request: APIRequestContext, email: string) {
  const response = await request.post("/api/auth/register", { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(201);
}

/** Signs the request context in through next-auth (CSRF token included); its session cookie header. */
const signIn = (request: APIRequestContext, email: string) => signInCookie(request, email, PASSWORD);

/** GET /api/account/settings with exactly this cookie, from a client that keeps no cookies of its own. */
async function settingsWith(
  playwright: { request: { newContext(options?: object): Promise<APIRequestContext> } },
  baseURL: string,
  cookie: string,
) {
  const bare = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const settings = await bare.get("/api/account/settings", { headers: { cookie } });
    const session = await (await bare.get("/api/auth/session", { headers: { cookie } })).json();
    return { status: settings.status(), session };
  } finally {
    await bare.dispose();
  }
}

test("a copied session cookie stops working once its browser signs out", async ({ request, playwright, baseURL }) => {
  const email = uniqueEmail("replay");
  await register(request, email);
  const cookie = await signIn(request, email);
  const before = await settingsWith(playwright, baseURL!, cookie);
  expect(before.status).toBe(200);
  expect(before.session.user.email).toBe(email);

  const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
  await request.post("/api/auth/signout", { form: { csrfToken, json: "true" }, maxRedirects: 0 });

  // The copy still decrypts (a JWT valid for 30 days), but its session has ended on the server.
  const after = await settingsWith(playwright, baseURL!, cookie);
  expect(after.status).toBe(401);
  expect(after.session).toEqual({});
});

test("Sign out everywhere (Settings) ends the session of a second browser too", async ({ browser, baseURL }) => {
  const email = uniqueEmail("everywhere");
  const first = await browser.newContext({ baseURL });
  const second = await browser.newContext({ baseURL });
  try {
    await register(first.request, email);
    const [pageA, pageB] = [await first.newPage(), await second.newPage()];
    await pageA.goto("/settings");
    await new AuthDialog(pageA).signIn(email, PASSWORD);
    await pageB.goto("/settings");
    await new AuthDialog(pageB).signIn(email, PASSWORD);
    expect((await pageB.request.get("/api/account/settings")).status()).toBe(200);

    await pageA.reload();
    await pageA.getByRole("button", { name: "Sign out everywhere" }).click();
    const dialog = pageA.getByRole("dialog", { name: "Sign out everywhere?" });
    await expect(dialog).toContainText("Every browser and device signed in to this account is signed out, this one included.");
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(pageA.getByText("Signed out everywhere")).toBeVisible();
    await expect(pageA.getByText("2 sessions ended, this one included.")).toBeVisible();
    await expect(pageA.getByTestId("auth-status")).toHaveText("Not signed in");

    // The second browser still holds its cookie, but it no longer signs in.
    expect((await pageB.request.get("/api/account/settings")).status()).toBe(401);
    await pageB.reload();
    await expect(pageB.getByTestId("auth-status")).toHaveText("Not signed in");
    await expect(new AuthDialog(pageB).openButton).toBeVisible();
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});

test("cookie routes refuse a cross-site request with 403 naming the header; same-origin and header-less clients pass", async ({
  request,
}) => {
  const email = uniqueEmail("cross-site");
  await register(request, email);
  await signIn(request, email);
  const patch = (headers: Record<string, string>) => request.patch("/api/account/settings", { data: { saveHistory: true }, headers });

  const fromOrigin = await patch({ origin: "https://evil.example" });
  expect(fromOrigin.status()).toBe(403);
  expect((await fromOrigin.json()).error).toMatchObject({ code: "cross_site_request", field: "Origin" });
  const fromFetchSite = await patch({ "sec-fetch-site": "cross-site" });
  expect(fromFetchSite.status()).toBe(403);
  expect((await fromFetchSite.json()).error).toMatchObject({ code: "cross_site_request", field: "Sec-Fetch-Site" });
  const everywhere = await request.post("/api/account/sign-out-everywhere", {
    data: { confirm: true },
    headers: { origin: "https://evil.example" },
  });
  expect(everywhere.status()).toBe(403);

  const host = new URL((await request.get("/api/health")).url()).host;
  expect((await patch({ origin: `http://${host}`, "sec-fetch-site": "same-origin" })).status()).toBe(200);
  expect((await patch({})).status()).toBe(200);
});

test("sign-up is throttled per address on the default policy: the 6th in an hour is a 429 with Retry-After", async ({ playwright }) => {
  const server = await startNextServer({ SIGN_UPS_PER_HOUR: "5" });
  const client = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    for (let i = 0; i < 5; i++)
      expect((await client.post("/api/auth/register", { data: { email: uniqueEmail(`limit${i}`), password: PASSWORD } })).status()).toBe(
        201,
      );
    // A forged X-Forwarded-For changes nothing: no proxy is trusted by default.
    const refused = await client.post("/api/auth/register", {
      data: { email: uniqueEmail("limit6"), password: PASSWORD },
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    expect(refused.status()).toBe(429);
    expect((await refused.json()).error.code).toBe("too_many_sign_ups");
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(3000);
  } finally {
    await client.dispose();
    await server.stop();
  }
});
