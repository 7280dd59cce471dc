import { expect, test } from "../support/playwright-test";
import { activeNavTitle, publicRoutes } from "../../config/site";
import { ShellPage } from "../pages/shell-page";

test.describe("every route renders in the shell", () => {
  for (const route of publicRoutes) {
    test(`${route.path} answers 200 with its breadcrumb label "${route.label}"`, async ({ page }) => {
      const shell = new ShellPage(page);
      const response = await shell.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(shell.breadcrumbLabel()).toHaveText(route.label);
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }
});

test.describe("the highlighted sidebar item follows the spec's rules", () => {
  const expectations: Array<[string, string]> = [
    ["/", "Home"],
    ["/discover", "Discover"],
    ["/settings", "Settings"],
    ["/about", "About"],
    ["/how-it-works", "How It Works"],
    ["/methodology", "Methodology"],
    ["/faq", "FAQ"],
    ["/best-fact-checking-tools", "Home"],
    ["/how-to-fact-check", "Home"],
    ["/fact-check-api", "Home"],
    ["/factlens-vs-snopes", "Home"],
    ["/image-verification-tools", "Home"],
    ["/no-such-page", "Home"],
  ];
  for (const [path, title] of expectations) {
    test(`${path} highlights ${title}`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(path);
      const highlighted = shell.highlightedNavItems();
      await expect(highlighted).toHaveCount(1);
      await expect(highlighted).toHaveText(title);
      expect(activeNavTitle(path)).toBe(title);
    });
  }

  test("the sidebar holds every item, Information section and the Sign In button", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto("/about");
    for (const name of ["Home", "New", "Discover", "About", "How It Works", "Methodology", "FAQ", "Settings"]) {
      await expect(shell.sidebar.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(shell.sidebar.getByRole("heading", { name: "Information" })).toBeVisible();
    await expect(shell.sidebar.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(shell.sidebar.getByRole("link", { name: "Factlens" })).toHaveAttribute("href", "/");
  });
});

test("an unknown path answers 404 with the spec's text and a developer hint", async ({ page }) => {
  const shell = new ShellPage(page);
  const response = await shell.goto("/definitely/not/a/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText(/Hint for developers/)).toBeVisible();
  await expect(shell.sidebar).toBeVisible();
});

test("pages render on a dark background", async ({ page }) => {
  await page.goto("/faq");
  const [r, g, b] = await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.color = getComputedStyle(document.body).backgroundColor;
    document.body.appendChild(probe);
    // Chromium may report oklch(); canvas converts any CSS colour to sRGB bytes.
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(probe).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data);
  });
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  expect(luminance).toBeLessThan(0.2);
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test.describe("structured data", () => {
  for (const route of [...publicRoutes.map((r) => r.path), "/missing-page"]) {
    test(`JSON-LD on ${route} parses and names the Organization and WebSite`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(route);
      const blocks = (await shell.jsonLdBlocks()).flat() as Array<Record<string, unknown>>;
      const types = blocks.map((block) => block["@type"]);
      expect(types).toContain("Organization");
      expect(types).toContain("WebSite");
      const website = blocks.find((block) => block["@type"] === "WebSite") as {
        potentialAction: { target: { urlTemplate: string } };
      };
      expect(website.potentialAction.target.urlTemplate).toMatch(/\/\?q=\{search_term_string\}$/);
    });
  }
});

test("page metadata carries title, description, canonical and social tags", async ({ page }) => {
  await page.goto("/methodology");
  await expect(page).toHaveTitle("Methodology | Factlens");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /confidence/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/methodology$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Methodology | Factlens");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
});

test("on a narrow screen the sidebar collapses into a menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/about");
  const shell = new ShellPage(page);
  await expect(shell.sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "FAQ" })).toBeVisible();
  await menu.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(menu).toBeHidden();
});

test("health answers with version and database state, and no secret", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: "ok", database: { kind: "sqlite", ok: true } });
  expect(typeof body.version).toBe("string");
  expect(JSON.stringify(body)).not.toMatch(/secret|password|token/i);
});

test("robots and sitemap list the public routes", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap:");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of publicRoutes.filter((r) => r.path !== "/settings")) {
    expect(sitemap).toContain(`<loc>http://localhost:3000${route.path}</loc>`);
  }
  expect(sitemap).toContain("<lastmod>2026-11-22</lastmod>");
});

test.describe("pages go out as Next.js writes them: its own script tags, no rewrite by our server or build", () => {
  // A prerendered guide page and two pages rendered per request.
  for (const path of ["/faq", "/", "/discover"]) {
    test(`${path}: Next's script tags are in the HTML, and the page hydrates`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<script[^>]*\ssrc="\/_next\/static\/[^"]+\.js"[^>]*async/);
      expect(html).not.toContain("first-contentful-paint");

      await page.goto(path); // waits for html[data-hydrated]
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    });
  }
});
