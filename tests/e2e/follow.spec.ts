import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "../support/playwright-test";
import { startNextServer, type RunningNextServer } from "../support/next-server";
import { AuthDialog, uniqueEmail } from "../pages/auth-dialog";
import { HomePage } from "../pages/home-page";

/**
 * Following a claim, end to end, on a server of its own: answers expire at once (cache TTL 0),
 * so a followed claim is due at the next pass; passes run only when the test runs
 * `npm run recheck`'s script against the server's database. The knowledge base is changed as an
 * operator changes it, with `npm run kb:import`.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: RunningNextServer;
let workDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startNextServer({
    FACT_CHECK_CACHE_TTL_HOURS: "0",
    RECENT_CLAIM_CACHE_TTL_HOURS: "0",
    RECHECK_INTERVAL_MINUTES: "0",
    FREE_CHECKS_PER_WINDOW: "1000",
  });
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-follow-e2e-"));
});

test.afterAll(async () => {
  await server?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

/** A browser page and an API client of this spec's server (its own cookie jar each). */
async function onServer({
  browser,
  playwright,
}: {
  browser: Browser;
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } };
}) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  return { page: await context.newPage(), request, close: () => Promise.all([context.close(), request.dispose()]) };
}

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A project script run against the server's database, beside it (as cron would). */
function script(file: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/lib/run-ts.mjs", "--no-migrate", file, ...args], {
    env: server.env,
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** `npm run recheck`'s outcome: its last line (the server log's lines come before it). */
const recheck = () => JSON.parse(script("scripts/recheck.ts").trim().split("\n").pop()!);

/** Imports ClaimReview records of `claim`, one per [publisher, rating]. */
function importReviews(claim: string, reviews: Array<[publisher: string, rating: string]>) {
  const file = path.join(workDir, `reviews-${Math.random().toString(36).slice(2)}.json`);
  const records = reviews.map(([publisher, rating]) => ({
    "@context": "https://schema.org",
    "@type": "ClaimReview",
    claimReviewed: claim,
    author: { "@type": "Organization", name: publisher, url: `https://${publisher.toLowerCase().replace(/\W+/g, "")}.example` },
    url: `https://${publisher.toLowerCase().replace(/\W+/g, "")}.example/fact-check/${run}`,
    headline: `Fact check: ${claim}`,
    datePublished: "2025-06-01",
    reviewRating: { "@type": "Rating", alternateName: rating },
    reviewBody: `What ${publisher} found.`,
  }));
  fs.writeFileSync(file, JSON.stringify(records));
  script("scripts/kb-import.ts", file);
}

async function signUp(page: Page) {
  await page.goto("/about");
  await new AuthDialog(page).signUp(uniqueEmail("follow"), "secret123");
}

test("a signed-in visitor follows a result, unfollows it in Settings, and follows and unfollows it on the result", async ({
  browser,
  playwright,
}) => {
  const { page, close } = await onServer({ browser, playwright });
  const home = new HomePage(page);
  const claim = `Follow ${run}: the harbour ferry runs all night in winter`;
  // Signed out: no Follow button.
  await home.goto();
  await home.check(claim);
  await expect(page.getByTestId("follow-button")).toHaveCount(0);

  await signUp(page);
  await home.goto();
  const result = await home.check(claim);
  const follow = page.getByTestId("follow-button");
  await expect(follow).toHaveText("Follow");
  await follow.click();
  await expect(follow).toHaveText("Unfollow");
  await expect(follow).toHaveAttribute("aria-pressed", "true");

  await page.goto("/settings");
  const list = page.getByTestId("followed-claims");
  await expect(list).toContainText(claim);
  await list.getByRole("button", { name: `Unfollow ${claim}` }).click();
  await expect(page.getByText("You do not follow any claim yet.")).toBeVisible();

  await page.goto(`/check/${result.id}`);
  await expect(follow).toHaveText("Follow");
  await follow.click();
  await expect(follow).toHaveText("Unfollow");
  expect((await (await page.request.get("/api/follows")).json()).items.map((item: { checkId: string }) => item.checkId)).toEqual([
    result.id,
  ]);
  await follow.click();
  await expect(follow).toHaveText("Follow");
  expect((await (await page.request.get("/api/follows")).json()).items).toEqual([]);
  await close();
});

test("after a re-check against a changed knowledge base, the history and Settings say the verdict changed, and the feed has it", async ({
  browser,
  playwright,
}) => {
  const { page, request, close } = await onServer({ browser, playwright });
  const home = new HomePage(page);
  const claim = `Follow ${run}: the city council doubled the tram fares last spring`;
  importReviews(claim, [["Harbour Checks", "Half true"]]);
  // The server reads imported records within seconds (by updatedAt): wait until it answers MIXED.
  await expect
    .poll(async () => (await (await request.post("/api/fact-check", { data: { claim } })).json()).result?.verdict.status, {
      timeout: 30_000,
    })
    .toBe("MIXED");

  await signUp(page);
  expect((await page.request.patch("/api/account/settings", { data: { saveHistory: true } })).status()).toBe(200);
  await home.goto();
  const result = await home.check(claim);
  expect(result.verdict.status).toBe("MIXED");
  await page.getByTestId("follow-button").click();
  await expect(page.getByTestId("follow-button")).toHaveText("Unfollow");

  // Nothing changed yet: a pass re-checks and records nothing.
  expect(recheck()).toMatchObject({ status: "ran", changed: 0 });

  // The fact-checkers now rate it False.
  importReviews(claim, [
    ["Harbour Checks", "False"],
    ["Tram Watch", "False"],
  ]);
  const pass = recheck();
  expect(pass).toMatchObject({ status: "ran", changed: 1 });

  await home.goto();
  const history = page.getByTestId("check-history");
  await expect(history.getByRole("link", { name: new RegExp(claim) })).toContainText("Verdict changed: MIXED → FALSE");

  await page.goto("/settings");
  await expect(page.getByTestId("followed-claims").getByTestId("verdict-change")).toContainText("Verdict changed: MIXED → FALSE");

  // The private feed: made in Settings, read by URL with no cookie.
  await page.getByRole("button", { name: "Make a feed address" }).click();
  const feedUrl = (await page.getByTestId("feed-url").textContent())!;
  const feed = await request.get(new URL(feedUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/atom+xml");
  expect(await feed.text()).toContain("Verdict changed: MIXED → FALSE");
  await page.getByRole("button", { name: "Revoke feed address" }).click();
  await expect(page.getByTestId("feed-status")).toHaveText("Private Atom feed off.");
  expect((await request.get(new URL(feedUrl).pathname)).status()).toBe(404);
  await close();
});
