import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import type { FactCheckResult } from "../../lib/fact-check/types";
import { HomePage } from "../pages/home-page";
import { expect, test } from "../support/playwright-test";

/**
 * Hostile input and security headers against the production build. A claim is data: markup,
 * script, right-to-left text, emoji and zero-width characters come back as text in the
 * result view, the permalink page and its JSON-LD, and nothing in it runs.
 */

const BREAKOUT = '</script><script>window.__xss = "json-ld"</script><!--';
const HOSTILE_PARTS = [
  BREAKOUT,
  "<img src=x onerror=\"window.__xss = 'img'\">",
  "<b>bold</b> &amp; <i>it</i>",
  "\u202Eright-to-left override\u202C and العربية עברית",
  "emoji 👩‍👩‍👧 🧪🇺🇦",
  "zero\u200Bwidth\u200Cjoiner\u200Dand\u2060word\uFEFFjoiner",
];

/** A hostile claim of exactly 1000 characters (the maximum), unique per run. */
function hostileClaim(tag: string): string {
  const head = `${tag} ${Date.now().toString(36)} ${HOSTILE_PARTS.join(" ")} `;
  return (head + "x".repeat(1000)).slice(0, 1000);
}

async function storeCheck(request: APIRequestContext, claim: string): Promise<FactCheckResult> {
  const response = await request.post("/api/fact-check", { data: { claim } });
  expect(response.status()).toBe(200);
  return (await response.json()).result;
}

/** Prerendered at build, each with a hash-based policy (lib/security/static-page-csp.ts). */
const GUIDE_PAGES = [
  "/about",
  "/how-it-works",
  "/methodology",
  "/faq",
  "/best-fact-checking-tools",
  "/how-to-fact-check",
  "/fact-check-api",
  "/factlens-vs-snopes",
  "/factlens-vs-politifact",
  "/image-verification-tools",
  "/video-verification-tools",
];

function scriptTags(html: string): Array<{ attributes: string; body: string }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({ attributes: match[1], body: match[2] }));
}

test.describe("security headers", () => {
  test("a page carries a nonce CSP without unsafe-inline scripts, HSTS and the other headers", async ({ request }) => {
    // An app page, rendered per request. (This test read /how-it-works until the guide pages became
    // prerendered; their hash-based policy is checked below.)
    const response = await request.get("/discover");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const policy = headers["content-security-policy"];
    const scriptSrc = policy
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src "));
    expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'$/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // The e2e server is a production build: HSTS is on.
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-request-id"]).toMatch(/^[\w.:-]+$/);
  });

  test("every request gets a fresh nonce, and every executable script in the page carries it", async ({ request }) => {
    const [first, second] = await Promise.all([request.get("/"), request.get("/")]);
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
    const nonce = nonceOf(first.headers()["content-security-policy"]);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonce);

    const scripts = scriptTags(await first.text());
    expect(scripts.length).toBeGreaterThan(1);
    // The root layout's JSON-LD is server-rendered and gets the nonce too.
    for (const script of scripts) expect(script.attributes).toContain(`nonce="${nonce}"`);
  });

  test("the guide pages are prerendered, with a CSP that allows their own inline scripts by hash and no other inline script", async ({
    request,
  }) => {
    for (const path of GUIDE_PAGES) {
      const [first, second] = await Promise.all([request.get(path), request.get(path)]);
      expect(first.status(), path).toBe(200);
      const html = await first.text();
      // The same HTML for everyone, built once: no nonce in it.
      expect(await second.text(), path).toBe(html);
      expect(html, path).not.toMatch(/nonce=/);

      const policy = first.headers()["content-security-policy"];
      expect(second.headers()["content-security-policy"], path).toBe(policy);
      const scriptSrc = policy
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith("script-src "));
      expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
      const allowed = new Set(scriptSrc!.split(" ").slice(2));
      const inline = scriptTags(html).filter((script) => !/\ssrc=/.test(` ${script.attributes}`));
      expect(inline.length, path).toBeGreaterThan(1);
      for (const script of inline)
        expect(allowed, `${path}: ${script.body.slice(0, 60)}`).toContain(
          `'sha256-${createHash("sha256").update(script.body).digest("base64")}'`,
        );
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(first.headers()["strict-transport-security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(first.headers()["x-request-id"]).toMatch(/^[\w.:-]+$/);
    }
  });

  for (const path of GUIDE_PAGES) {
    test(`${path}: the page's scripts run under its hash policy, with no violation`, async ({ page }) => {
      await page.goto(path);
      // The sidebar's Sign In button shows, and opens its dialog, only once the page's scripts have run.
      await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Sign In to Factlens" })).toBeVisible();
    });
  }

  test("API answers carry the headers too", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("a request id sent by a load balancer is kept; a forged one is replaced", async ({ request }) => {
    const kept = await request.get("/api/health", { headers: { "x-request-id": "lb-1234.abc" } });
    expect(kept.headers()["x-request-id"]).toBe("lb-1234.abc");
    const replaced = await request.get("/api/health", { headers: { "x-request-id": 'bad id"\\n{"level":60}' } });
    expect(replaced.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("an injected script without the nonce is blocked, and the violation guard notices", async ({ page, cspViolations }) => {
    // What a stored XSS would look like: markup in the served HTML, parser-inserted, no nonce.
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>");
      await route.fulfill({ response, body });
    });
    await page.goto("/about");
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(cspViolations.join("\n")).toMatch(/script-src/);
    cspViolations.length = 0; // provoked on purpose
  });
});

test.describe("hostile claims", () => {
  test("the permalink page's HTML keeps a </script> claim inside its JSON-LD", async ({ request }) => {
    const result = await storeCheck(request, hostileClaim("permalink-html"));
    expect(result.query).toContain(BREAKOUT);
    const response = await request.get(`/check/${encodeURIComponent(result.id)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();

    // The claim's markup never becomes markup: no element of its own, every script still carries
    // the nonce, and each JSON-LD block is whole (a break-out would cut one short and fail to parse).
    expect(html).not.toContain("<script>window.__xss");
    expect(html).not.toContain("<img src=x");
    const scripts = scriptTags(html);
    expect(scripts.filter((script) => script.body.trim().startsWith("window.__xss"))).toEqual([]);
    // Executable scripts carry the nonce; the client island's ClaimReview block is data, which CSP leaves alone.
    for (const script of scripts.filter((tag) => !tag.attributes.includes('type="application/ld+json"')))
      expect(script.attributes).toMatch(/nonce="[^"]+"/);

    const jsonLd = scripts.filter((script) => script.attributes.includes('type="application/ld+json"'));
    const blocks = jsonLd.flatMap((script) => JSON.parse(script.body) as Array<Record<string, unknown>> | Record<string, unknown>);
    const review = blocks.find((block) => (block as Record<string, unknown>)["@type"] === "ClaimReview") as
      Record<string, unknown> | undefined;
    expect(review?.claimReviewed).toBe(result.query);
    for (const script of jsonLd) expect(script.body).not.toMatch(/<|>/);
  });

  test("the permalink page shows the claim as text, runs none of it, and its JSON-LD round-trips", async ({ page, request }) => {
    const result = await storeCheck(request, hostileClaim("permalink-page"));
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const home = new HomePage(page);
    await home.goto(`/check/${encodeURIComponent(result.id)}`);
    await expect(home.verdictHeading).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${result.query}"`);
    expect(await page.locator("main img[src='x'], main b, main i").count()).toBe(0);
    expect((await home.claimReviews()).map((review) => review.claimReviewed)).toEqual([result.query]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test("the home result shows a hostile claim as text and runs none of it", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const claim = hostileClaim("home");
    const result = await home.check(claim);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${result.query}"`);
    expect(result.query).toContain(BREAKOUT);
    expect(await page.locator("main img[src='x'], main b, main i").count()).toBe(0);
    expect((await home.claimReviews()).map((review) => review.claimReviewed)).toEqual([result.query]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  });
});

test.describe("malformed paths", () => {
  // Next.js decodes each path segment to match its dynamic routes; these cannot be decoded.
  const SECURITY_HEADERS = [
    "content-security-policy",
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "x-request-id",
  ];

  for (const path of ["/api/results/%ff", "/api/api-keys/%ff", "/api/results/%e2%82", "/api/fact-check/%"]) {
    test(`${path} answers 400 in the API's error envelope, with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      for (const name of SECURITY_HEADERS) expect(response.headers()[name], name).toBeTruthy();
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.json()).toEqual({
        error: { code: "malformed_path", message: "The URL path holds malformed percent-encoding", field: "path" },
      });
    });
  }

  for (const path of ["/check/%ff", "/%ff", "/guides/%c3"]) {
    test(`${path} answers the 404 page, with the security headers and the nonce on its scripts`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      for (const name of SECURITY_HEADERS) expect(response.headers()[name], name).toBeTruthy();
      const html = await response.text();
      expect(html).toContain("404 Page Not Found");
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"])?.[1];
      for (const script of scriptTags(html)) expect(script.attributes).toContain(`nonce="${nonce}"`);
    });
  }

  test("a POST to a malformed API path is refused before the handler, and valid escapes still reach it", async ({ request }) => {
    const posted = await request.post("/api/api-keys/%ff", { data: {} });
    expect(posted.status()).toBe(400);
    expect((await posted.json()).error.code).toBe("malformed_path");
    const escaped = await request.get("/api/results/%41bc");
    expect(escaped.status()).toBe(404);
    expect((await escaped.json()).error.code).toBe("not_found");
  });
});
