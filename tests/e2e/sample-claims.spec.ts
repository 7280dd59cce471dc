import { expect, test } from "../support/playwright-test";
import { sampleClaims } from "../../config/site";
import { HomePage } from "../pages/home-page";

/**
 * The four sample claims of the home page are the first checks a newcomer runs, answered from
 * the starter knowledge base with the default filters (last 5 years). Each must show dated
 * sources, a Timeline with at least two dated events, the Context tab's required sections, and
 * no "unrated" source: every outlet behind them is a known institution. Playwright's main server
 * has a high free limit (playwright.config.ts), so four real checks from one address pass.
 */

/** The section the Context tab shows for each sample's category, after "What is this about?". */
const CATEGORY_SECTION: Record<string, string> = {
  "Environmental Science": "What does science say?",
  "Health & Medicine": "What does science say?",
  "Politics & Government": "Why does this matter politically?",
  "Economics & Finance": "What are the economic implications?",
};

/** A date as the result shows it ("Mar 4, 2020"). */
const SHOWN_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

for (const sample of sampleClaims) {
  test(`sample claim "${sample.text}": dated sources, a dated timeline, the context sections, no unrated source`, async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const next = await home.interceptNextResult();
    await home.sample(sample.text).click();
    const result = await next.result;
    await home.verdictHeading.waitFor();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${sample.text}"`);

    // Sources: at least one carries its publication date, and none is scored as an unrated outlet.
    const cards = home.sourceCards;
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    const dates = await cards.getByTestId("source-date").allTextContents();
    expect(dates.filter((date) => SHOWN_DATE.test(date.trim())).length, `dated sources among ${dates.join(" | ")}`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await cards.nth(i).getByTestId("credibility-badge").click();
      const popover = page.getByTestId("credibility-popover");
      await expect(popover).toBeVisible();
      await expect(popover).not.toContainText("Unrated outlet");
      await expect(popover).not.toContainText("default score");
      await page.keyboard.press("Escape");
      await expect(popover).toHaveCount(0);
    }
    expect(result.sources.filter((source) => source.credibilityBasis === "default").map((source) => source.outlet)).toEqual([]);

    // Timeline: two or more events, each with a date and a source.
    await home.tab(/^Timeline \(\d+\)$/).click();
    await home.tab("Event Timeline").click();
    const events = page.getByTestId("timeline-event");
    await expect(events.first()).toBeVisible();
    expect(await events.count()).toBeGreaterThanOrEqual(2);
    for (const event of await events.all()) {
      await expect(event.getByText(SHOWN_DATE)).toBeVisible();
      await expect(event.getByRole("list", { name: "Sources for this event" }).getByRole("link")).not.toHaveCount(0);
    }

    // Context: the first section the product spec requires, and the one for the claim's category.
    await home.tab("Context").click();
    const context = page.getByRole("tabpanel", { name: "Context" });
    await expect(context.getByRole("heading", { name: "What is this about?" })).toBeVisible();
    await expect(context.getByRole("heading", { name: CATEGORY_SECTION[sample.category] })).toBeVisible();
    await expect(context.getByText("Understanding This Claim")).toHaveCount(0);
  });
}
