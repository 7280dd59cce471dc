import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../support/playwright-test";
import { VERDICT_DISPLAY } from "../../config/verdicts";
import { normalizeClaimText } from "../../lib/knowledge-base/text";
import type { FactCheckResult, RelatedFactCheck } from "../../lib/fact-check/types";
import { fixtureResult, HomePage, sseBody, STREAM_PATH } from "../pages/home-page";

const BIDEN = "Joe Biden won the 2020 presidential election";
/**
 * A real check with a suggestion and related fact-checks under it: the starter knowledge base
 * reviews "The 2020 US election was rigged" (the suggestion) and the Dominion claim (listed
 * among the related), never this claim.
 */
const CLOSE = "Biden won the 2020 election legitimately";
const RIGGED = "The 2020 US election was rigged";
const MAIL_IN = "Mail-in ballots were counted twice in 2020";
const TURNOUT = "Turnout in 2020 was the highest in a century";
const NOTHING_MATCHED = "No fact-check of this exact claim was found. These are close:";
const ALSO_MATCHED = "Close claims that were checked separately; they do not count toward this verdict.";

/** The starter knowledge base's reviews of RIGGED (config/knowledge-base/starter-claim-reviews.json). */
const RIGGED_REVIEW_URLS = [
  "https://www.cisa.gov/news-events/news/joint-statement-elections-infrastructure-government-coordinating-council-election",
  "https://apnews.com/article/barr-no-widespread-election-fraud-b1f1488796c9a98c4b1a9061a6c7f49d",
  "https://sos.ga.gov/news/historic-first-statewide-audit-paper-ballots-upholds-result-presidential-race",
];

const RELATED: RelatedFactCheck[] = [
  {
    claim: RIGGED,
    claimant: "Donald Trump",
    url: RIGGED_REVIEW_URLS[1],
    publisher: "Associated Press",
    reviewDate: "2020-12-01",
    textualRating: "False",
    verdict: "FALSE",
    similarity: 84,
  },
  {
    claim: RIGGED,
    claimant: "Donald Trump",
    url: RIGGED_REVIEW_URLS[2],
    publisher: "Georgia Secretary of State",
    reviewDate: "2020-11-19",
    textualRating: "False",
    verdict: "FALSE",
    similarity: 84,
  },
  {
    claim: MAIL_IN,
    url: "https://example.org/factchecks/mail-in",
    publisher: "Example Fact Check",
    textualRating: "Pants on Fire",
    verdict: "FALSE",
    similarity: 52,
  },
  {
    claim: TURNOUT,
    url: "https://example.org/factchecks/turnout",
    publisher: "Example Fact Check",
    reviewDate: "2021-01-05",
    textualRating: "Accurate",
    verdict: "TRUE",
    similarity: 47,
  },
];

/** What the API answers for a claim no fact-check matched: UNCLEAR, no matches, close reviews beside it. */
const unmatched = (query: string, related: RelatedFactCheck[] = RELATED): FactCheckResult =>
  fixtureResult({
    id: `related-${query.length}`,
    query,
    verdict: { status: "UNCLEAR", confidence: 10, summary: "No published fact-check of this claim was found." },
    googleFactCheck: [],
    related,
  });

test.describe("Related fact-checks (answers mocked)", () => {
  test("sit under the verdict card: one card per reviewed claim with rating badges, publisher, date, similarity and review links", async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck((body) => unmatched(body.query));
    await home.check(BIDEN);

    await expect(home.relatedSection).toBeVisible();
    await expect(home.relatedSection.getByRole("heading", { level: 2 })).toHaveText("Related fact-checks");
    await expect(home.relatedSection).toContainText(NOTHING_MATCHED);
    // Directly under the verdict card.
    await expect(page.locator('section[aria-labelledby="verdict-heading"] + section')).toHaveAttribute(
      "data-testid",
      "related-fact-checks",
    );
    // Reviews of the same claim share one card, most similar claim first.
    await expect(home.relatedCards).toHaveCount(3);
    await expect(home.relatedCards.getByRole("heading", { level: 3 })).toHaveText([`“${RIGGED}”`, `“${MAIL_IN}”`, `“${TURNOUT}”`]);

    const rigged = home.relatedCard(RIGGED);
    await expect(rigged.getByTestId("related-similarity")).toHaveText("84% similar");
    await expect(rigged).toContainText("Claim by Donald Trump");
    const reviews = rigged.getByRole("list", { name: "Reviews of this claim" }).getByRole("listitem");
    await expect(reviews).toHaveCount(2);
    for (const [index, entry] of RELATED.slice(0, 2).entries()) {
      const review = reviews.nth(index);
      const badge = review.getByTestId("related-rating");
      await expect(badge).toHaveText("Rating: FALSE");
      await expect(badge).toHaveClass(/text-red-800/);
      await expect(badge).toHaveClass(/dark:text-red-300/);
      await expect(review).toContainText(`${entry.publisher} rated it “False”`);
      const link = review.getByRole("link", { name: `Read the review by ${entry.publisher} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", entry.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(reviews.nth(0).locator("time")).toHaveText("Dec 1, 2020");
    await expect(reviews.nth(0).locator("time")).toHaveAttribute("datetime", "2020-12-01");
    await expect(reviews.nth(1).locator("time")).toHaveText("Nov 19, 2020");

    const mailIn = home.relatedCard(MAIL_IN);
    await expect(mailIn.getByTestId("related-similarity")).toHaveText("52% similar");
    await expect(mailIn.getByTestId("related-rating")).toHaveText("Rating: FALSE");
    await expect(mailIn).toContainText("Example Fact Check rated it “Pants on Fire”");
    await expect(mailIn.locator("time")).toHaveCount(0);
    await expect(mailIn).not.toContainText("Claim by");
    await expect(home.relatedCard(TURNOUT).getByTestId("related-rating")).toHaveText("Rating: TRUE");
    await expect(home.relatedCard(TURNOUT).getByTestId("related-rating")).toHaveClass(/text-green-800/);
    await expect(home.relatedCards.getByRole("button", { name: "That's my claim" })).toHaveCount(3);

    expect(await home.seriousAxeViolations()).toEqual([]);
  });

  test("beside matched fact-checks, the lead says they were checked separately and do not count", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    // fixtureResult's verdict is MIXED, from its one matched review.
    await home.mockCheck((body) => fixtureResult({ query: body.query, related: RELATED.slice(2) }));
    await home.check("Fixture claim");
    await expect(home.relatedSection.getByRole("heading", { level: 2 })).toHaveText("Related fact-checks");
    await expect(home.relatedSection).toContainText(ALSO_MATCHED);
    await expect(home.relatedSection).not.toContainText(NOTHING_MATCHED);
    await expect(home.relatedCards).toHaveCount(2);
    expect(await home.seriousAxeViolations()).toEqual([]);
  });

  test("no section when nothing is related", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck((body) => unmatched(body.query, []));
    await home.check(BIDEN);
    await expect(home.verdictLabel).toHaveText("UNCLEAR");
    await expect(home.relatedSection).toHaveCount(0);
    await expect(page.getByText(NOTHING_MATCHED)).toHaveCount(0);
  });

  test("That's my claim answers the same check from that claim's fact-checks: a confirmation, not a new check", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck((body) => unmatched(body.query));
    const checked = await home.check(BIDEN);
    const confirmations: unknown[] = [];
    await page.route("**/api/fact-check/*/confirm", async (route) => {
      confirmations.push(route.request().postDataJSON());
      const result = fixtureResult({ id: checked.id, query: BIDEN, matchedBy: "confirmed", related: RELATED.slice(0, 2) });
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ result }) });
    });
    let newChecks = 0;
    page.on("request", (request) => {
      if (request.url().endsWith(STREAM_PATH)) newChecks += 1;
    });
    const request = page.waitForRequest((r) => r.url().endsWith(`/api/fact-check/${checked.id}/confirm`));
    await home.relatedCard(MAIL_IN).getByRole("button", { name: "That's my claim" }).click();
    await request;
    expect(confirmations).toEqual([{ reviewUrl: RELATED[2].url, claim: MAIL_IN, same: true }]);
    await expect(home.matchedBy).toHaveText("Matched to your claim by you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${BIDEN}"`);
    await expect(home.verdictHeading).toBeFocused();
    expect(newChecks).toBe(0);
  });

  test("the links and That's my claim work from the keyboard", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck((body) => unmatched(body.query, RELATED.slice(0, 1)));
    const checked = await home.check(BIDEN);
    await page.route("**/api/fact-check/*/confirm", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ result: fixtureResult({ id: checked.id, query: BIDEN, matchedBy: "confirmed" }) }),
      }),
    );
    await home.share.focus();
    await page.keyboard.press("Tab");
    await expect(home.relatedCard(RIGGED).getByRole("link", { name: /^Read the review by Associated Press/ })).toBeFocused();
    await page.keyboard.press("Tab");
    const button = home.relatedCard(RIGGED).getByRole("button", { name: "That's my claim" });
    await expect(button).toBeFocused();
    // The button is described by the claim it confirms.
    await expect(button).toHaveAccessibleDescription(`“${RIGGED}”`);
    const request = page.waitForRequest((r) => r.url().endsWith(`/api/fact-check/${checked.id}/confirm`));
    await page.keyboard.press("Enter");
    expect((await request).postDataJSON()).toEqual({ reviewUrl: RELATED[0].url, claim: RIGGED, same: true });
    await expect(home.matchedBy).toHaveText("Matched to your claim by you");
  });

  test("That's my claim stays enabled while the rate limit is exceeded: it spends no check", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await page.route(`**${STREAM_PATH}`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        headers: {
          "X-RateLimit-Limit": "3",
          "X-RateLimit-Remaining": "0",
          "X-RateLimit-Reset": String(Date.now() + 3_600_000),
          "X-RateLimit-Window": "24h",
        },
        body: sseBody(unmatched(BIDEN)),
      }),
    );
    await home.input.fill(BIDEN);
    await home.input.press("Enter");
    await expect(home.relatedSection).toBeVisible();
    for (const button of await home.relatedCards.getByRole("button", { name: "That's my claim" }).all()) await expect(button).toBeEnabled();
  });

  test("related claims, publishers and ratings render as text, and a non-web link is dropped", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const hostile = `<img src=x onerror="window.__pwned=1"><b>bold</b>`;
    await home.mockCheck((body) =>
      unmatched(body.query, [
        { ...RELATED[2], claim: hostile, publisher: "<i>Publisher</i>", textualRating: "<script>window.__pwned=2</script>" },
        { ...RELATED[3], url: "javascript:window.__pwned=3" },
      ]),
    );
    await home.check(BIDEN);
    await expect(home.relatedCards).toHaveCount(1);
    await expect(home.relatedCards.getByRole("heading", { level: 3 })).toHaveText(`“${hostile}”`);
    await expect(home.relatedCards).toContainText("<i>Publisher</i> rated it “<script>window.__pwned=2</script>”");
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

// These run the real engine on the starter knowledge base, end to end. Which close claim is
// suggested and which are listed as related is the scorer's call, so they take the listed one.
const starterReviews = JSON.parse(
  readFileSync(path.join(process.cwd(), "config/knowledge-base/starter-claim-reviews.json"), "utf8"),
) as Array<{
  claimReviewed: string;
  url: string;
}>;
/** The starter reviews of a claim, however each review words it (the knowledge base keys claims by their normalised text). */
const starterUrlsOf = (claim: string) =>
  starterReviews.filter((review) => normalizeClaimText(review.claimReviewed) === normalizeClaimText(claim)).map((review) => review.url);

test.describe("Related fact-checks (real checks)", () => {
  test(`"${CLOSE}" lists the reviews of a close stored claim, and That's my claim answers the same check from them`, async ({ page }) => {
    test.slow();
    const home = new HomePage(page);
    await home.goto();
    const first = await home.check(CLOSE);
    // No fact-check reviews this claim itself, so nothing counts toward a verdict.
    expect(first.verdict.status).toBe("UNCLEAR");
    expect(first.related.length).toBeGreaterThan(0);
    const listed = first.related[0].claim;
    const listedReviews = first.related.filter((entry) => entry.claim === listed);
    // Every listed review is one the starter knowledge base holds for that claim.
    for (const entry of listedReviews) expect(starterUrlsOf(listed)).toContain(entry.url);

    await expect(home.relatedSection).toContainText(NOTHING_MATCHED);
    const card = home.relatedCard(listed);
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("related-similarity")).toHaveText(
      `${Math.max(...listedReviews.map((entry) => entry.similarity))}% similar`,
    );
    await expect(card.getByTestId("related-rating")).toHaveCount(listedReviews.length);
    await expect(card.getByTestId("related-rating").first()).toContainText(VERDICT_DISPLAY[listedReviews[0].verdict].label);
    for (const entry of listedReviews) {
      await expect(card.getByRole("link", { name: `Read the review by ${entry.publisher} (opens in a new tab)` })).toHaveAttribute(
        "href",
        entry.url,
      );
    }
    expect(await home.seriousAxeViolations()).toEqual([]);

    const response = page.waitForResponse((r) => r.url().endsWith(`/api/fact-check/${first.id}/confirm`));
    await card.getByRole("button", { name: "That's my claim" }).click();
    const second = ((await (await response).json()) as { result: FactCheckResult }).result;
    expect(second).toMatchObject({ id: first.id, query: CLOSE, matchedBy: "confirmed" });
    expect(second.verdict.status).not.toBe("UNCLEAR");
    // Answered from that claim's reviews, and only from them (the related list and the answer each
    // show a selection of a claim's reviews, so the two need not list the same ones).
    const answeredFrom = second.googleFactCheck.map((entry) => entry.review.url);
    expect(answeredFrom.length).toBeGreaterThan(0);
    for (const url of answeredFrom) expect(starterUrlsOf(listed)).toContain(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${CLOSE}"`);
    await expect(home.verdictLabel).toHaveText(VERDICT_DISPLAY[second.verdict.status].label);
    await expect(home.matchedBy).toHaveText("Matched to your claim by you");
  });

  test("the permalink of that check shows the same Related fact-checks section", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const result = await home.check(CLOSE);
    expect(result.related.length).toBeGreaterThan(0);
    const listed = result.related[0].claim;

    const response = await home.goto(`/check/${result.id}`);
    expect(response?.status()).toBe(200);
    // Rendered on the server with the rest of the result.
    expect(await response!.text()).toContain(NOTHING_MATCHED);
    await expect(home.relatedSection).toContainText(NOTHING_MATCHED);
    await expect(home.relatedCard(listed)).toHaveCount(1);
    // Its own visitor may still say a related claim is theirs there: the same check, at the same address.
    await home.relatedCard(listed).getByRole("button", { name: "That's my claim" }).click();
    await expect(home.matchedBy).toHaveText("Matched to your claim by you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${CLOSE}"`);
    await expect(page).toHaveURL(new RegExp(`/check/${result.id}$`));
  });
});
