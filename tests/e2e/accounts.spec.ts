import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/playwright-test";
import { HomePage } from "../pages/home-page";
import { AuthDialog, uniqueEmail } from "../pages/auth-dialog";
import { credentialsSignIn } from "../support/sign-in";

const PASSWORD = "secret123";

// Each sign-in is three requests through next-auth plus a bcrypt check, and several tests make
// many: a wider budget than the default 30 s keeps them steady on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** Creates an account through the API (the dialog's own first step), not through the UI. */
async function register(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post("/api/auth/register", { data: { email, password } });
  expect(response.status()).toBe(201);
}

/** Every request that would reach the account servers. */
function trackAuthRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/auth/callback") || path === "/api/auth/register") urls.push(path);
  });
  return urls;
}

const createdOn = (date = new Date()) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);

test.describe("the sign-in dialog", () => {
  test("has the spec's title, text, tabs, fields, placeholders, buttons and small width", async ({ page }) => {
    const auth = new AuthDialog(page);
    await page.goto("/about");
    await auth.open();
    await expect(auth.dialog.getByRole("heading", { name: "Sign In to Factlens" })).toBeVisible();
    await expect(auth.dialog).toContainText("Choose your preferred sign-in method to access your account.");
    await expect(auth.tab("Sign In")).toHaveAttribute("aria-selected", "true");
    await expect(auth.email).toHaveAttribute("type", "email");
    await expect(auth.email).toHaveAttribute("placeholder", "Enter your email");
    await expect(auth.password).toHaveAttribute("type", "password");
    await expect(auth.password).toHaveAttribute("placeholder", "Enter your password");
    await expect(auth.submitButton("Sign In")).toBeVisible();

    await auth.tab("Sign Up").click();
    await expect(auth.email).toHaveAttribute("placeholder", "Enter your email");
    await expect(auth.password).toHaveAttribute("placeholder", "Create a password");
    await expect(auth.submitButton("Sign Up")).toBeVisible();

    const box = await auth.dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(384); // sm: 24rem
    // No button signs in with Google: accounts are email and password only.
    await expect(auth.dialog.getByRole("button", { name: /google/i })).toHaveCount(0);
    expect(await auth.seriousAxeViolations()).toEqual([]);
  });

  for (const mode of ["Sign In", "Sign Up"] as const) {
    test(`${mode}: empty fields say 'Please enter email and password' and send nothing`, async ({ page }) => {
      const auth = new AuthDialog(page);
      const sent = trackAuthRequests(page);
      await page.goto("/about");
      await auth.open();
      await auth.submit(mode, "", "");
      await expect(auth.error).toHaveText("Please enter email and password");
      await auth.submit(mode, "someone@example.com", "");
      await expect(auth.error).toHaveText("Please enter email and password");
      await auth.submit(mode, "", PASSWORD);
      await expect(auth.error).toHaveText("Please enter email and password");
      expect(sent).toEqual([]);
    });
  }

  test("shows errors red and centred under the form, and clears them at the next attempt", async ({ page }) => {
    const auth = new AuthDialog(page);
    await page.goto("/about");
    await auth.open();
    await auth.submit("Sign In", "nobody-here@example.com", PASSWORD);
    await expect(auth.error).toHaveText("No account found with this email address.");
    await expect(auth.error).toHaveClass(/text-destructive/);
    await expect(auth.error).toHaveClass(/text-center/);
    const formBox = await auth.dialog.locator("form").boundingBox();
    const errorBox = await auth.error.boundingBox();
    expect(errorBox!.y).toBeGreaterThan(formBox!.y + formBox!.height - 1);

    // While the next attempt runs, the old error is gone and the button is disabled.
    await page.route("**/api/auth/callback/credentials", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await auth.password.fill("another-password");
    await auth.submitButton("Sign In").click();
    await expect(auth.error).toHaveCount(0);
    await expect(auth.submitButton("Sign In")).toBeDisabled();
    await expect(auth.error).toHaveText("No account found with this email address.");
    await expect(auth.submitButton("Sign In")).toBeEnabled();
  });

  test("sign-in errors: unknown account, wrong password, invalid email", async ({ page, request }) => {
    const email = uniqueEmail("signin-errors");
    await register(request, email);
    const auth = new AuthDialog(page);
    await page.goto("/about");
    await auth.open();
    await auth.submit("Sign In", uniqueEmail("unknown"), PASSWORD);
    await expect(auth.error).toHaveText("No account found with this email address.");
    await auth.submit("Sign In", email, "wrong_password");
    await expect(auth.error).toHaveText("Incorrect password.");
    await auth.submit("Sign In", "not-an-email", PASSWORD);
    await expect(auth.error).toHaveText("Invalid email address.");
    await expect(auth.dialog).toBeVisible();
  });

  test("sign-up errors: taken email, short password, invalid email", async ({ page, request }) => {
    const email = uniqueEmail("signup-errors");
    await register(request, email);
    const auth = new AuthDialog(page);
    await page.goto("/about");
    await auth.open();
    await auth.submit("Sign Up", email, PASSWORD);
    await expect(auth.error).toHaveText("An account with this email already exists.");
    await auth.submit("Sign Up", uniqueEmail("short"), "12345");
    await expect(auth.error).toHaveText("Password should be at least 6 characters.");
    await auth.submit("Sign Up", "not-an-email", PASSWORD);
    await expect(auth.error).toHaveText("Invalid email address.");
  });

  test("five wrong passwords lock the account: 'Too many failed attempts. Please try again later.'", async ({ page, request }) => {
    const email = uniqueEmail("lockout");
    await register(request, email);
    const auth = new AuthDialog(page);
    await page.goto("/about");
    await auth.open();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await auth.submit("Sign In", email, `wrong-${attempt}`);
      await expect(auth.error).toHaveText("Incorrect password.");
      await expect(auth.submitButton("Sign In")).toBeEnabled();
    }
    // Locked now, even with the right password.
    await auth.submit("Sign In", email, PASSWORD);
    await expect(auth.error).toHaveText("Too many failed attempts. Please try again later.");
    await expect(auth.dialog).toBeVisible();
  });

  test("an error naming 'Domain authorization required' shows the domain-setup card", async ({ page }) => {
    // The server answers this only when AUTH_ALLOWED_HOSTS excludes the host (unit-tested in
    // lib/auth); the e2e server allows every host, so its answer is stubbed here.
    await page.route("**/api/auth/callback/credentials", (route) =>
      route.fulfill({ status: 401, json: { url: "http://127.0.0.1/api/auth/error?error=domain_not_authorized" } }),
    );
    const auth = new AuthDialog(page);
    await page.goto("/about");
    await auth.open();
    await auth.submit("Sign In", "someone@example.com", PASSWORD);
    await expect(auth.error).toContainText("Domain authorization required");
    await expect(auth.domainHelp).toBeVisible();
    await expect(auth.domainHelp.getByTestId("current-hostname")).toHaveText(new URL(page.url()).hostname);
    await expect(auth.domainHelp.getByRole("button", { name: "Copy domain" })).toBeVisible();
    const steps = auth.domainHelp.getByRole("listitem");
    await expect(steps).toHaveCount(5);
    for (const [index, step] of [
      "Open the identity console",
      "Go to Authorized domains",
      "Add domain",
      "Paste the domain",
      "Save",
    ].entries()) {
      await expect(steps.nth(index)).toContainText(step);
    }
    await expect(steps.nth(1)).toContainText("AUTH_ALLOWED_HOSTS");
    await expect(auth.domainHelp.getByRole("link", { name: "Open console" })).toHaveAttribute("href", "/settings#sign-in-domains");
    expect(await auth.seriousAxeViolations()).toEqual([]);
  });
});

test.describe("accounts end to end", () => {
  test("sign up, sign out, sign in: the account area and Settings follow", async ({ page }) => {
    const email = uniqueEmail("journey");
    const auth = new AuthDialog(page);

    await page.goto("/settings");
    await expect(page.getByTestId("auth-status")).toHaveText("Not signed in");
    await expect(page.getByRole("heading", { name: "Account Information" })).toHaveCount(0);
    await expect(auth.openButton).toBeVisible();

    await auth.signUp(email, PASSWORD);
    // Signed in: placeholder avatar, display name or email, the email, a sign-out button.
    await expect(auth.accountName).toHaveText(email);
    await expect(auth.sidebar.getByTestId("avatar-placeholder")).toBeVisible();
    await expect(auth.signOutButton).toBeVisible();
    await expect(auth.openButton).toHaveCount(0);
    // Settings renders again for the account.
    await expect(page.getByTestId("auth-status")).toHaveText(`Signed in as ${email}`);
    await expect(page.getByRole("heading", { name: "Account Information" })).toBeVisible();
    await expect(page.getByTestId("settings-display-name")).toHaveText("No display name");
    await expect(page.getByTestId("settings-email")).toHaveText(email);
    await expect(page.getByTestId("settings-account-created")).toHaveText(createdOn());
    await expect(page.getByRole("switch", { name: "Save my search history" })).toHaveAttribute("aria-checked", "false");
    expect(await auth.seriousAxeViolations()).toEqual([]);

    // The session survives a reload.
    await page.reload();
    await expect(auth.accountEmail).toHaveText(email);

    await auth.signOut();
    await expect(page.getByTestId("auth-status")).toHaveText("Not signed in");
    await page.reload();
    await expect(auth.openButton).toBeVisible();

    await auth.signIn(email, PASSWORD);
    await expect(page.getByTestId("auth-status")).toHaveText(`Signed in as ${email}`);
  });

  test("on prerendered guide pages the account area signs in, shows the account and signs out, with no next-auth code loaded until then", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("guide");
    await register(request, email);
    const auth = new AuthDialog(page);
    const scripts: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(sent.url());
    });

    await page.goto("/faq");
    await expect(auth.openButton).toBeVisible();
    const beforeSignIn = scripts.length;
    await auth.signIn(email, PASSWORD);
    await expect(auth.accountName).toHaveText(email);
    await expect(auth.sidebar.getByTestId("avatar-placeholder")).toBeVisible();
    // The dialog (and next-auth's client with it) came in its own scripts, when wanted.
    expect(scripts.length).toBeGreaterThan(beforeSignIn);

    // Another guide page, prerendered for everyone, shows this account once the session is read.
    await page.goto("/methodology");
    await expect(auth.accountEmail).toHaveText(email);
    await auth.signOut();
    await expect(auth.openButton).toBeVisible();
    await page.reload();
    await expect(auth.openButton).toBeVisible();
  });

  test("the account area shows a spinner while the session loads", async ({ page }) => {
    const auth = new AuthDialog(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/session", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/about");
    await expect(auth.accountSpinner).toBeVisible();
    release();
    await expect(auth.openButton).toBeVisible();
    await expect(auth.accountSpinner).toHaveCount(0);
  });

  test("history is kept only while the account opts in", async ({ page }) => {
    const email = uniqueEmail("history");
    const auth = new AuthDialog(page);
    await page.goto("/settings");
    await auth.signUp(email, PASSWORD);

    const history = async () => (await page.request.get("/api/fact-check/history?page=1&pageSize=10")).json();
    const check = async (query: string) => {
      const response = await page.request.post("/api/fact-check", { data: { query } });
      expect(response.status()).toBe(200);
      return (await response.json()).result.id as string;
    };

    const toggle = page.getByRole("switch", { name: "Save my search history" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await check("Opted-out claim about the weather on Mars");
    expect(await history()).toMatchObject({ items: [], total: 0, page: 1, pageSize: 10 });

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    // The switch moves at once; the setting is stored when the confirmation shows.
    await expect(page.getByText("Search history on", { exact: true })).toBeVisible();
    const id = await check("Opted-in claim about the tides of Venus");
    const page1 = await history();
    expect(page1).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page1.items).toEqual([
      {
        id,
        query: "Opted-in claim about the tides of Venus",
        verdict: expect.any(String),
        confidence: expect.any(Number),
        createdAt: expect.any(String),
      },
    ]);

    // The setting survives a reload, and Settings lists the saved check.
    await page.reload();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("list", { name: "Saved checks" })).toContainText("Opted-in claim about the tides of Venus");

    // Opting out forgets it.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(page.getByText("Search history off", { exact: true })).toBeVisible();
    expect(await history()).toMatchObject({ items: [], total: 0 });

    await auth.signOut();
    const signedOut = await page.request.get("/api/fact-check/history");
    expect(signedOut.status()).toBe(401);
    expect(await signedOut.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
  });

  test("saved sources are kept on the account and listed on Settings across reloads", async ({ page }) => {
    const email = uniqueEmail("saved");
    const auth = new AuthDialog(page);
    await page.goto("/settings");
    await auth.signUp(email, PASSWORD);

    const source = {
      url: "https://www.example.org/fact-check/moon-landing",
      title: "The Moon landing was real",
      outlet: "Example Fact Check",
      excerpt: "Independent evidence confirms the landings.",
      credibility: 8.5,
      stance: "disputes",
      publishDate: "2024-07-20",
    };
    const saved = await page.request.post("/api/saved-sources", { data: source });
    expect(saved.status()).toBe(201);
    const bad = await page.request.post("/api/saved-sources", { data: { ...source, url: "not a url" } });
    expect(bad.status()).toBe(400);

    await page.reload();
    const list = page.getByRole("list", { name: "Saved sources" });
    await expect(list.getByRole("link", { name: /The Moon landing was real/ })).toHaveAttribute("href", source.url);
    await expect(list).toContainText("Example Fact Check");
    await page.reload();
    await expect(list).toContainText("The Moon landing was real");

    await list.getByRole("button", { name: "Remove The Moon landing was real" }).click();
    await expect(page.getByText("No saved sources yet.")).toBeVisible();
    await page.reload();
    await expect(page.getByText("No saved sources yet.")).toBeVisible();
    expect((await (await page.request.get("/api/saved-sources")).json()).items).toEqual([]);

    await auth.signOut();
    expect((await page.request.get("/api/saved-sources")).status()).toBe(401);
  });
});

test.describe("the home page with an account", () => {
  test("an opted-in account sees its checks under the form, and the save button keeps sources on the account", async ({ page }) => {
    const email = uniqueEmail("home");
    const auth = new AuthDialog(page);
    await page.goto("/settings");
    await auth.signUp(email, PASSWORD);
    const toggle = page.getByRole("switch", { name: "Save my search history" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    // The switch moves at once; the setting is stored when the confirmation shows.
    await expect(page.getByText("Search history on", { exact: true })).toBeVisible();

    const home = new HomePage(page);
    await home.goto("/");
    const result = await home.check("Vaccines contain microchips for tracking");
    const outlet = result.sources[0].outlet;
    await page
      .getByRole("button", { name: `Save source from ${outlet}` })
      .first()
      .click();
    await expect(home.visibleToast).toContainText("Source saved");
    await expect.poll(async () => (await (await page.request.get("/api/saved-sources")).json()).items.length).toBeGreaterThan(0);

    await page.getByRole("button", { name: "New Search" }).click();
    const history = page.getByTestId("check-history");
    await expect(history).toContainText("Vaccines contain microchips for tracking");
    await expect(history.getByRole("link").first()).toHaveAttribute("href", `/check/${result.id}`);

    await page.goto("/settings");
    await expect(page.getByRole("list", { name: "Saved sources" })).toContainText(outlet);
  });
});

test.describe("switching accounts", () => {
  test("another account never sees the first one's history, even when the switch happens on a guide page", async ({ page, request }) => {
    const [first, second] = [uniqueEmail("switch-a"), uniqueEmail("switch-b")];
    await register(request, first);
    await register(request, second);
    const auth = new AuthDialog(page);
    // Opts the signed-in account into history from the page's own origin, as the Settings switch does.
    const keepHistory = async () =>
      expect(
        (
          await page.request.patch("/api/account/settings", {
            data: { saveHistory: true },
            headers: { origin: new URL(page.url()).origin },
          })
        ).status(),
      ).toBe(200);

    await page.goto("/");
    await auth.signIn(first, PASSWORD);
    await keepHistory();
    const claim = `Account switch ${Date.now()}: the lighthouse keeper's cat can swim`;
    expect((await page.request.post("/api/fact-check", { data: { claim } })).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("check-history")).toContainText(claim);

    // To a guide page and back without reloading: the tab's data stays, the account changes.
    await page.getByRole("link", { name: "FAQ" }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await auth.signOut();
    await auth.signIn(second, PASSWORD);
    await keepHistory();
    const secondClaim = `Account switch ${Date.now()}: the second account's own question about tides`;
    expect((await page.request.post("/api/fact-check", { data: { claim: secondClaim } })).status()).toBe(200);
    await page.getByRole("link", { name: "Home" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(auth.accountEmail).toHaveText(second);
    // The second account's history has arrived (a positive sign), and the first's claim is not in it.
    await expect(page.getByTestId("check-history")).toContainText(secondClaim);
    await expect(page.getByText(claim)).toHaveCount(0);
  });
});

test.describe("session cookies", () => {
  test("are httpOnly and SameSite=Lax, and Secure exactly when the request came over https", async ({ request }) => {
    const plain = await request.get("/api/auth/csrf");
    const plainCookie = plain.headersArray().find((h) => h.name.toLowerCase() === "set-cookie")!.value;
    expect(plainCookie).toMatch(/^next-auth\.csrf-token=/);
    expect(plainCookie).toMatch(/HttpOnly/i);
    expect(plainCookie).toMatch(/SameSite=Lax/i);
    expect(plainCookie).not.toMatch(/Secure/i);

    const secure = await request.get("/api/auth/csrf", { headers: { "x-forwarded-proto": "https" } });
    const secureCookie = secure.headersArray().find((h) => h.name.toLowerCase() === "set-cookie")!.value;
    expect(secureCookie).toMatch(/^__Host-next-auth\.csrf-token=/);
    expect(secureCookie).toMatch(/; Secure/i);
  });

  test("a successful password sign-in gives the browser a device cookie (httpOnly, SameSite=Lax); a failed one does not", async ({
    request,
  }) => {
    const email = uniqueEmail("device");
    await register(request, email);
    const signIn = async (password: string) =>
      (await credentialsSignIn(request, email, password)).setCookies
        .filter((cookie) => cookie.startsWith("factlens_device="))
        .map((value) => ({ value }));
    expect(await signIn("wrong_password")).toEqual([]);
    const [device] = await signIn(PASSWORD);
    expect(device.value).toMatch(/^factlens_device=[\w-]{22}\.[\w-]{43};/);
    expect(device.value).toMatch(/HttpOnly/i);
    expect(device.value).toMatch(/SameSite=Lax/i);
    expect(device.value).toMatch(/Path=\//i);
    expect(device.value).not.toMatch(/Secure/i);
    expect((await (await request.get("/api/auth/session")).json()).user.email).toBe(email);
    // Each sign-in renews it.
    const [renewed] = await signIn(PASSWORD);
    expect(renewed.value.split(";")[0]).not.toBe(device.value.split(";")[0]);
  });

  test("the credentials sign-in refuses a request without next-auth's CSRF token", async ({ request }) => {
    const email = uniqueEmail("csrf");
    await register(request, email);
    const response = await request.post("/api/auth/callback/credentials", {
      form: { email, password: PASSWORD, json: "true" },
      maxRedirects: 0,
    });
    const session = await (await request.get("/api/auth/session")).json();
    expect(session).toEqual({});
    expect([200, 302]).toContain(response.status());
    expect(JSON.stringify(await response.json().catch(() => ({})))).toMatch(/csrf/i);
  });
});
