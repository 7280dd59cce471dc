import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "../support/playwright-test";
import { startNextServer, type RunningNextServer } from "../support/next-server";
import { HomePage } from "../pages/home-page";
import { VERDICT_DISPLAY } from "../../config/verdicts";
import type { FactCheckResult } from "../../lib/fact-check/types";
import { UNCLEAR_SUMMARIES } from "../../lib/fact-check/unclear-summary";

/**
 * The suggestion card end to end, on a server of its own with the default free limit (3 a day)
 * behind a trusted proxy, so each test is its own client by its X-Forwarded-For address. A
 * fact-check is imported into its knowledge base as an operator would (`npm run kb:import`), and
 * the claim typed is found by asking the API which of a few rewordings the fitted matcher puts in
 * the suggestion band (the model is retrained from time to time: no score is hard-coded).
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: RunningNextServer;
let workDir: string;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const octet = () => 1 + Math.floor(Math.random() * 254);
const uniqueIp = () => `198.19.${octet()}.${octet()}`;

/** The imported fact-check: one claim, reviewed by two publishers. */
const CLAIM = `The Kelvale ${run} council banned dogs from every beach for the whole summer`;
const CLAIMANT = "A viral Facebook post";
const REVIEWS = [
  { publisher: "Coastline Checks", rating: "False", date: "2025-06-01" },
  { publisher: "Harbour Fact Desk", rating: "Mostly False", date: "2025-06-03" },
];
/** Rewordings, closest first: the test uses the first one the matcher suggests the claim for. */
const REWORDINGS = [
  `kelvale ${run} council banned dogs from all the beaches this summer`,
  `Did the Kelvale ${run} council ban dogs from the beaches for summer?`,
  `dogs are now banned from every Kelvale ${run} beach all summer long, says the council`,
  `The Kelvale ${run} council banned cats from every beach for the whole summer`,
  `the Kelvale ${run} council banned dogs from the parks for the whole summer`,
  `Kelvale ${run} banned dogs on beaches`,
];

let query = "";

function importReviews() {
  const file = path.join(workDir, "reviews.json");
  const records = REVIEWS.map(({ publisher, rating, date }) => ({
    "@context": "https://schema.org",
    "@type": "ClaimReview",
    claimReviewed: CLAIM,
    itemReviewed: { "@type": "Claim", author: { "@type": "Organization", name: CLAIMANT } },
    author: { "@type": "Organization", name: publisher, url: `https://${publisher.toLowerCase().replace(/\W+/g, "")}.example` },
    url: `https://${publisher.toLowerCase().replace(/\W+/g, "")}.example/fact-check/${run}`,
    headline: `Fact check: ${CLAIM}`,
    datePublished: date,
    reviewRating: { "@type": "Rating", alternateName: rating },
    reviewBody: `What ${publisher} found about the beach rules.`,
  }));
  fs.writeFileSync(file, JSON.stringify(records));
  const result = spawnSync(process.execPath, ["scripts/lib/run-ts.mjs", "--no-migrate", "scripts/kb-import.ts", file], {
    env: server.env,
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
}

async function apiClient(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, ip: string) {
  return playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
}

/** A browser page of this spec's server as one client (its own cookie jar and address). */
async function visitor(browser: Browser, ip = uniqueIp()) {
  const context = await browser.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
  return { page: await context.newPage(), context, ip };
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startNextServer({ FREE_CHECKS_PER_WINDOW: "3", FREE_WINDOW_HOURS: "24", TRUSTED_PROXY: "1" });
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-suggestion-e2e-"));
  importReviews();
  // Which rewording does the fitted matcher suggest the imported claim for? (fast checks, from
  // addresses of their own, so the visitors below start with all their free checks).
  // The server's search threads build their index as the server starts, and the first search
  // after their sync interval (5 s) waits for the import to be pulled in. An answer is cached, so
  // nothing is asked before then.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const answers: string[] = [];
  for (const [index, text] of REWORDINGS.entries()) {
    const probe = await apiClient(playwright, `198.18.250.${index + 1}`);
    const response = await probe.post("/api/fact-check", { data: { claim: text, mode: "fast" } });
    expect(response.status()).toBe(200);
    const { result } = (await response.json()) as { result: FactCheckResult };
    await probe.dispose();
    answers.push(
      `${text} → ${result.suggestion ? `suggestion "${result.suggestion.claim}"` : `${result.verdict.status}, ${result.googleFactCheck.length} matched`}`,
    );
    if (result.suggestion?.claim === CLAIM && result.googleFactCheck.length === 0) {
      query = text;
      break;
    }
  }
  expect(query, `no rewording put the imported claim in the suggestion band:\n${answers.join("\n")}`).not.toBe("");
});

test.afterAll(async () => {
  await server?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test("the suggestion takes the verdict card's place; Yes answers the check from it without spending a free check, and the permalink shows it", async ({
  browser,
}) => {
  const { page, context } = await visitor(browser);
  const home = new HomePage(page);
  await home.goto();
  const checkResponse = page.waitForResponse((response) => response.url().endsWith("/api/fact-check/stream"));
  const result = await home.check(query);
  expect((await checkResponse).headers()["x-ratelimit-remaining"]).toBe("2");
  expect(result.suggestion?.claim).toBe(CLAIM);
  const suggestion = result.suggestion!;

  const card = home.suggestionCard;
  await expect(home.suggestionHeading).toBeFocused();
  await expect(home.verdictHeading).toHaveCount(0);
  await expect(card.getByTestId("suggestion-claim")).toHaveText(`“${CLAIM}”`);
  await expect(card.getByTestId("suggestion-claimant")).toHaveText(`Claim by ${CLAIMANT}`);
  await expect(card.getByTestId("suggestion-query")).toHaveText(`“${query}”`);
  // Each publisher's rating badge and date.
  const reviews = card.getByTestId("suggestion-review");
  await expect(reviews).toHaveCount(2);
  expect(suggestion.reviews.map((review) => [review.publisher, review.verdict, review.reviewDate]).sort()).toEqual([
    ["Coastline Checks", "FALSE", "2025-06-01"],
    ["Harbour Fact Desk", "MOSTLY_FALSE", "2025-06-03"],
  ]);
  await expect(card.getByTestId("suggestion-rating")).toHaveText(
    suggestion.reviews.map((review) => `Rating: ${VERDICT_DISPLAY[review.verdict].label}`),
  );
  await expect(card).toContainText("Coastline Checks rated it “False”");
  await expect(card).toContainText("Harbour Fact Desk rated it “Mostly False”");
  for (const [index, review] of suggestion.reviews.entries())
    await expect(reviews.nth(index).locator("time")).toHaveAttribute("datetime", review.reviewDate!);
  // The differences the scorer saw are highlighted in both claims.
  for (const [side, terms] of [
    ["suggestion-query", suggestion.differences.query],
    ["suggestion-claim", suggestion.differences.candidate],
  ] as const) {
    const marks = card.getByTestId(side).locator("mark");
    const marked = (await marks.allTextContents()).map((text) => text.toLowerCase());
    for (const term of terms) expect(marked.some((text) => text.includes(term.text) || term.text.includes(text))).toBe(true);
  }
  expect(await home.seriousAxeViolations()).toEqual([]);

  // Yes: the same check, answered from the fact-check; no free check spent.
  const confirmResponse = page.waitForResponse((response) => /\/api\/fact-check\/[^/]+\/confirm$/.test(response.url()));
  await card.getByRole("button", { name: "Yes, that's my claim" }).click();
  const confirmed = await confirmResponse;
  expect(confirmed.status()).toBe(200);
  expect(confirmed.headers()["x-ratelimit-remaining"]).toBe("2");
  const answer = ((await confirmed.json()) as { result: FactCheckResult }).result;
  expect(answer).toMatchObject({ id: result.id, matchedBy: "confirmed" });
  expect(answer.verdict.status).not.toBe("UNCLEAR");
  await expect(home.verdictHeading).toBeFocused();
  await expect(home.suggestionCard).toHaveCount(0);
  await expect(home.verdictLabel).toHaveText(/FALSE/);
  await expect(home.matchedBy).toHaveText("Matched to your claim by you");
  await expect(home.tab(/^Sources/)).toHaveText(/Sources \([1-9]/);
  expect((await home.claimReviews()).map((review) => review.claimReviewed)).toEqual([query]);
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem("rateLimitData")))!)).toMatchObject({ limit: 3, remaining: 2 });

  // The permalink shows the confirmed answer, rendered on the server.
  const permalink = await home.goto(`/check/${result.id}`);
  expect(permalink?.status()).toBe(200);
  expect(await permalink!.text()).toContain("Matched to your claim by you");
  await expect(home.matchedBy).toHaveText("Matched to your claim by you");
  await expect(home.verdictLabel).toHaveText(/FALSE/);
  await context.close();
});

test("No shows the next suggestion or the UNCLEAR answer with the claim among the related", async ({ browser }) => {
  const { page, context } = await visitor(browser);
  const home = new HomePage(page);
  await home.goto();
  const result = await home.check(query);
  expect(result.suggestion?.claim).toBe(CLAIM);
  const confirmResponse = page.waitForResponse((response) => /\/api\/fact-check\/[^/]+\/confirm$/.test(response.url()));
  await home.suggestionCard.getByRole("button", { name: "No, mine is different" }).click();
  const answer = ((await (await confirmResponse).json()) as { result: FactCheckResult }).result;
  if (answer.suggestion) {
    await expect(home.suggestionCard.getByTestId("suggestion-claim")).toHaveText(`“${answer.suggestion.claim}”`);
  } else {
    await expect(home.verdictHeading).toBeFocused();
    await expect(home.verdictLabel).toHaveText("UNCLEAR");
    await expect(page.getByText(UNCLEAR_SUMMARIES["suggestion-rejected"])).toBeVisible();
  }
  await expect(home.relatedCard(CLAIM)).toHaveCount(1);
  await context.close();
});

test("only the check's own client may answer: the same address without its cookie gets 404, as does a fact-check the check does not list", async ({
  browser,
  playwright,
}) => {
  const ip = uniqueIp();
  const { page, context } = await visitor(browser, ip);
  const home = new HomePage(page);
  await home.goto();
  const result = await home.check(query);
  const reviewUrl = result.suggestion!.url;

  const stranger = await apiClient(playwright, ip);
  const refused = await stranger.post(`/api/fact-check/${result.id}/confirm`, { data: { reviewUrl, same: true } });
  expect(refused.status()).toBe(404);
  await stranger.dispose();

  const own = page.request;
  const invalid = await own.post(`/api/fact-check/${result.id}/confirm`, { data: { reviewUrl, same: "yes" } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).error).toMatchObject({ code: "validation_error", field: "same" });
  const unlisted = await own.post(`/api/fact-check/${result.id}/confirm`, {
    data: { reviewUrl: "https://elsewhere.example/not-listed", same: true },
  });
  expect(unlisted.status()).toBe(404);
  expect((await unlisted.json()).error).toMatchObject({ code: "not_found", field: "reviewUrl" });
  // The card still answers for its own visitor.
  await home.suggestionCard.getByRole("button", { name: "Yes, that's my claim" }).click();
  await expect(home.matchedBy).toHaveText("Matched to your claim by you");
  await context.close();
});
