import type { Page } from "@playwright/test";
import { expect, test } from "../support/playwright-test";
import { startNextServer } from "../support/next-server";

/** Unique claims so other suites' checks cannot collide with these counts. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const popular = `Discover test claim ${run}: the lake behind the old mill is haunted`;
const other = `Discover test claim ${run}: the town clock was built in the year 1854`;

async function check(page: Page, claim: string) {
  const response = await page.request.post("/api/fact-check", { data: { claim } });
  expect(response.status()).toBe(200);
  return (await response.json()).result as { id: string };
}

test("three clients check one claim and one another: the first ranks above with 3 checks and opens its latest permalink; one client's repeats count once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Trending counts distinct clients: a server of its own behind a (simulated) proxy, so each client has its own address.
  const server = await startNextServer({ TRUSTED_PROXY: "1", TRENDING_CACHE_SECONDS: "0", FREE_CHECKS_PER_WINDOW: "1000" });
  try {
    const checkFrom = async (ip: string, claim: string) => {
      const response = await fetch(`${server.baseURL}/api/fact-check`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ claim }),
      });
      expect(response.status).toBe(200);
      return (await response.json()).result as { id: string };
    };
    await checkFrom("198.18.7.1", popular);
    await checkFrom("198.18.7.2", popular);
    const latest = await checkFrom("198.18.7.3", popular);
    // One client asking again and again adds nothing (its repeats are not even stored again).
    for (let i = 0; i < 5; i++) expect((await checkFrom("198.18.7.4", other)).id).toBeDefined();

    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto("/discover");
    await expect(page.getByRole("heading", { name: "Discover", level: 1 })).toBeVisible();
    const items = page.getByTestId("trending-claim");
    await expect(items.filter({ hasText: popular })).toHaveCount(1);
    const texts = await items.allInnerTexts();
    const popularIndex = texts.findIndex((text) => text.includes(popular));
    const otherIndex = texts.findIndex((text) => text.includes(other));
    expect(popularIndex).toBeGreaterThanOrEqual(0);
    expect(otherIndex).toBeGreaterThan(popularIndex);
    await expect(items.filter({ hasText: popular }).getByTestId("trending-checks")).toHaveText("3 checks");
    await expect(items.filter({ hasText: other }).getByTestId("trending-checks")).toHaveText("1 check");
    // Nothing with fewer checks ranks above it.
    const counts = await items.getByTestId("trending-checks").allInnerTexts();
    for (const count of counts.slice(0, popularIndex)) expect(parseInt(count, 10)).toBeGreaterThanOrEqual(3);

    await items.filter({ hasText: popular }).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/check/${latest.id}$`));
    await context.close();
  } finally {
    await server.stop();
  }
});

test("categories and community stats come from stored checks", async ({ page, request }) => {
  await check(page, "Vaccines contain microchips for tracking");
  const categories = await (await request.get("/api/trending/categories")).json();
  const health = categories.find((c: { name: string }) => c.name === "Health & Medicine");
  expect(health.count).toBeGreaterThan(0);
  const stats = await (await request.get("/api/trending/stats")).json();
  expect(stats.totalChecks).toBeGreaterThan(0);
  expect(stats.checksToday).toBeGreaterThan(0);

  await page.goto("/discover");
  const healthRow = page.getByTestId("trending-category").filter({ hasText: "Health & Medicine" });
  await expect(healthRow).toBeVisible();
  // The e2e database is new: nothing was checked the week before, so growth is +100%.
  expect(health.growth).toBe(100);
  await expect(healthRow).toContainText("+100%");
  await expect(healthRow).toContainText(/\d+ checks? this week/);
  await expect(page.getByText("Checks today")).toBeVisible();
  await expect(page.getByText("Median check time")).toBeVisible();
});

test("empty lists show the empty texts", async ({ page }) => {
  await page.route("**/api/trending/claims*", (route) => route.fulfill({ json: [] }));
  await page.route("**/api/trending/categories*", (route) => route.fulfill({ json: [] }));
  await page.goto("/discover");
  await expect(page.getByText("No trending claims available at the moment.")).toBeVisible();
  await expect(page.getByText("No categories available")).toBeVisible();
});

test("failing endpoints show their error texts, and Retry recovers", async ({ page }) => {
  let failing = true;
  await page.route("**/api/trending/claims*", (route) => (failing ? route.fulfill({ status: 500, body: "boom" }) : route.fallback()));
  await page.route("**/api/trending/categories*", (route) => (failing ? route.fulfill({ status: 503, body: "down" }) : route.fallback()));
  await page.goto("/discover");
  // Two retries with backoff come first (config/discover.ts).
  await expect(page.getByText("Failed to load trending claims. Please try again.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Failed to load categories")).toBeVisible({ timeout: 15_000 });
  failing = false;
  await page.getByRole("button", { name: "Retry" }).first().click();
  await expect(page.getByText("Failed to load trending claims. Please try again.")).toBeHidden({ timeout: 15_000 });
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Failed to load categories")).toBeHidden({ timeout: 15_000 });
});

test("skeletons show while loading and Refresh is disabled until the lists arrive", async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/trending/claims*", async (route) => {
    await gate;
    await route.fallback();
  });
  await page.goto("/discover");
  await expect(page.getByRole("status", { name: "Loading trending claims" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh" })).toBeDisabled();
  release();
  await expect(page.getByRole("status", { name: "Loading trending claims" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
});
