import { expect, test } from "../support/playwright-test";
import type { FactCheckResult, GoogleFactCheckEntry, Source } from "../../lib/fact-check/types";
import { fixtureResult, HomePage } from "../pages/home-page";

const CLAIM = "The city council banned bicycles in 2020";
const CLAIM_DATE = "2020-01-15";
const UNRATED_REASON =
  "Unrated outlet: not in the credibility table, so neither trusted nor distrusted. Unrated outlets get the default score of 5/10.";
const POLITIFACT_REASON =
  "IFCN signatory run by the Poynter Institute; Truth-O-Meter ratings with sourced articles and a published methodology";

const source = (id: number, fields: Partial<Source> & Pick<Source, "outlet" | "stance" | "credibility">): Source => ({
  id: `src-${id}`,
  publishDate: null,
  credibilityReason: `${fields.outlet}'s reason`,
  credibilityBasis: "table",
  kind: "news",
  title: `${fields.outlet} on the bicycle ban`,
  excerpt: `${fields.outlet} excerpt.`,
  relevance: 90 - id,
  url: `https://${fields.outlet.toLowerCase().replace(/\W/g, "")}.example/${id}`,
  ...fields,
});

/** Two fact-checkers dispute the claim; two web pages support it. */
const SOURCES: Source[] = [
  source(1, {
    outlet: "PolitiFact",
    stance: "disputes",
    credibility: 8,
    kind: "fact-checker",
    credibilityReason: POLITIFACT_REASON,
    publishDate: "2022-03-01",
  }),
  source(2, { outlet: "Reuters", stance: "disputes", credibility: 9, kind: "wire-service", publishDate: "2019-12-31" }),
  source(3, {
    outlet: "Some Blog",
    stance: "supports",
    credibility: 5,
    kind: "other",
    credibilityBasis: "default",
    credibilityReason: UNRATED_REASON,
    publishDate: "2020-02-14",
  }),
  source(4, { outlet: "Daily Paper", stance: "supports", credibility: 7, publishDate: "2021-01-20" }),
];

const review = (s: Source): GoogleFactCheckEntry => ({
  text: CLAIM,
  claimant: "A council member",
  claimDate: `${CLAIM_DATE}T00:00:00.000Z`,
  review: {
    publisher: { name: s.outlet },
    url: s.url,
    title: s.title,
    reviewDate: `${s.publishDate}T00:00:00.000Z`,
    textualRating: "False",
  },
});

const disputed = (overrides: Partial<FactCheckResult> = {}): FactCheckResult =>
  fixtureResult({
    query: CLAIM,
    verdict: { status: "FALSE", confidence: 80, summary: "Two fact-checkers rate this claim False." },
    sources: SOURCES,
    googleFactCheck: [review(SOURCES[0]), review(SOURCES[1])],
    claimDate: CLAIM_DATE,
    timeline: [
      {
        id: "event-1",
        date: "2019-12-31",
        title: "Reuters publishes a story",
        description: "Before the claim.",
        significance: "low",
        sources: ["src-2"],
      },
      {
        id: "event-2",
        date: CLAIM_DATE,
        title: "Claim made by A council member",
        description: `"${CLAIM}"`,
        significance: "high",
        sources: ["src-1"],
      },
      {
        id: "event-3",
        date: "2022-03-01",
        title: 'PolitiFact rates the claim "False"',
        description: "Review.",
        significance: "high",
        sources: ["src-1"],
      },
    ],
    notes: [],
    ...overrides,
  });

test.describe("Evidence a reader can trust (answers mocked)", () => {
  test("the credibility badge opens a popover by keyboard with the score, the outlet's kind and the reason", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck(disputed());
    await home.check(CLAIM);

    const card = home.sourceCards.first();
    const badge = card.getByRole("button", { name: /HIGH credibility, 8 out of 10/ });
    await expect(badge).toHaveAttribute("aria-haspopup", "dialog");
    await expect(badge).toHaveAttribute("aria-expanded", "false");
    // Keyboard: focus moves to the badge with Tab from the element before it, Enter opens it.
    await card.getByRole("heading", { name: "PolitiFact on the bicycle ban" }).evaluate((el) => el.closest("article")!.focus());
    await page.keyboard.press("Tab");
    await expect(badge).toBeFocused();
    await page.keyboard.press("Enter");
    const popover = page.getByRole("dialog", { name: "Credibility of PolitiFact" });
    await expect(popover).toBeVisible();
    await expect(badge).toHaveAttribute("aria-expanded", "true");
    await expect(popover).toContainText("8/10");
    await expect(popover).toContainText("Kind:Fact-checker");
    await expect(popover).toContainText(POLITIFACT_REASON);
    await expect(popover).toContainText("From Factlens's credibility table.");
    await expect(popover.getByRole("link", { name: "How Factlens scores outlets" })).toHaveAttribute("href", "/methodology");
    // Escape closes it and gives focus back to the badge.
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await expect(badge).toBeFocused();

    // An outlet not in the table says how its score was derived.
    await home.loadMore.click();
    const blog = home.sourceCards.nth(2);
    await blog.getByRole("button", { name: /LOW credibility, 5 out of 10/ }).click();
    const blogPopover = page.getByRole("dialog", { name: "Credibility of Some Blog" });
    await expect(blogPopover).toContainText("Kind:Other");
    await expect(blogPopover).toContainText(UNRATED_REASON);
    await expect(blogPopover).toContainText("Not in the credibility table: default score.");
  });

  test("dated source cards say how their date relates to the claim's, and the timeline marks the claim's date", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck(disputed());
    await home.check(CLAIM);
    await home.loadMore.click();
    const dates = home.sourceCards.getByTestId("source-date");
    await expect(dates).toHaveText([
      "Mar 1, 2022 · 2 years after the claim",
      "Dec 31, 2019 · before the claim was made",
      "Feb 14, 2020 · 30 days after the claim",
      "Jan 20, 2021 · 1 year after the claim",
    ]);

    await home.tab(/^Timeline/).click();
    await page.getByRole("tab", { name: "Event Timeline" }).click();
    const events = page.getByTestId("timeline-event");
    await expect(events).toHaveCount(3);
    await expect(events.nth(1)).toHaveAttribute("data-claim-date", "true");
    await expect(events.nth(1)).toContainText("Claim date");
    await expect(events.nth(0)).not.toContainText("Claim date");
    await expect(page.getByTestId("timeline-claim-date")).toHaveCount(0);
  });

  test("without a timeline event on the claim's date, a marker stands at that date; without a claim date, cards say nothing about it", async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    const result = disputed();
    let answer = { ...result, timeline: result.timeline.filter((event) => event.date !== CLAIM_DATE) };
    await home.mockCheck(() => answer);
    await home.check(CLAIM);
    await home.tab(/^Timeline/).click();
    await page.getByRole("tab", { name: "Event Timeline" }).click();
    const items = page.getByRole("tabpanel", { name: "Event Timeline" }).locator("ol > li");
    await expect(items).toHaveCount(3);
    await expect(items.nth(1)).toHaveAttribute("data-testid", "timeline-claim-date");
    await expect(items.nth(1)).toContainText("The claim was made");
    await expect(items.nth(1)).toContainText("Jan 15, 2020");

    answer = { ...result, claimDate: undefined };
    await home.newSearch.click();
    await home.check(`${CLAIM} again`);
    await expect(home.sourceCards.first().getByTestId("source-date")).toHaveText("Mar 1, 2022");
  });

  test("'Where sources disagree' shows both sides when fact-checkers and web evidence point different ways, and is absent when all agree", async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    let answer = disputed();
    await home.mockCheck(() => answer);
    await home.check(CLAIM);
    await home.tab("Analysis").click();
    const panel = page.getByRole("region", { name: "Where sources disagree" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("The published fact-checks and the web evidence point different ways.");
    const supports = panel.getByTestId("disagreement-supports");
    const disputes = panel.getByTestId("disagreement-disputes");
    await expect(supports.getByRole("heading")).toHaveText("Supports the claim (2)");
    await expect(disputes.getByRole("heading")).toHaveText("Disputes the claim (2)");
    await expect(supports.getByTestId("disagreement-source")).toHaveText([
      "Daily Paper (opens in a new tab)Web evidence · supports · credibility 7/10 (MEDIUM)",
      "Some Blog (opens in a new tab)Web evidence · supports · credibility 5/10 (LOW)",
    ]);
    await expect(disputes.getByTestId("disagreement-source")).toHaveText([
      "Reuters (opens in a new tab)Fact-check · disputes · credibility 9/10 (HIGH)",
      "PolitiFact (opens in a new tab)Fact-check · disputes · credibility 8/10 (HIGH)",
    ]);
    await expect(disputes.getByRole("link", { name: /^Reuters/ })).toHaveAttribute("href", SOURCES[1].url);

    // Every source that takes a side takes the same one: no panel.
    answer = disputed({ sources: SOURCES.map((s) => ({ ...s, stance: "disputes" as const })) });
    await home.newSearch.click();
    await home.check(`${CLAIM} again`);
    await home.tab("Analysis").click();
    await expect(page.getByTestId("stat-disputes")).toHaveText("4");
    await expect(page.getByRole("region", { name: "Where sources disagree" })).toHaveCount(0);
  });

  test("reliable fact-checkers that disagree (DISPUTED) get the panel too", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const sources = [SOURCES[0], { ...SOURCES[1], stance: "supports" as const }];
    await home.mockCheck(disputed({ verdict: { status: "DISPUTED", confidence: 40, summary: "Reliable reviewers disagree." }, sources }));
    await home.check(CLAIM);
    await home.tab("Analysis").click();
    const panel = page.getByRole("region", { name: "Where sources disagree" });
    await expect(panel).toContainText("Reliable fact-checkers rate this claim differently.");
    await expect(panel.getByTestId("disagreement-supports")).toContainText("Reuters");
    await expect(panel.getByTestId("disagreement-disputes")).toContainText("PolitiFact");
  });
});

test.describe("Context from the knowledge base", () => {
  test("key players are the people the claim and reviews are about, not the reviews' publishers; connected events are dated", async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    const result = await home.check("The moon landings were faked");
    expect(result.sources.map((s) => s.outlet)).toContain("NASA");
    await home.tab("Context").click();
    const panel = page.getByRole("tabpanel", { name: "Context" });
    const players = panel.getByRole("region", { name: "Who are the key players?" }).getByRole("listitem");
    await expect(players).toContainText(["Neil Armstrong", "Buzz Aldrin"]);
    for (const publisher of new Set(result.sources.map((s) => s.outlet)))
      await expect(players.filter({ hasText: new RegExp(`^${publisher}$`) })).toHaveCount(0);
    await expect(panel.getByRole("region", { name: "What other events are connected?" })).toContainText("July 20, 1969: ");
    await expect(panel.getByRole("heading", { name: "Understanding This Claim" })).toHaveCount(0);
  });
});
