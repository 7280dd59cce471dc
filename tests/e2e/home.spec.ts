import { expect, test } from "../support/playwright-test";
import { sampleClaims } from "../../config/site";
import { VERDICT_DISPLAY } from "../../config/verdicts";
import type { FactCheckResult } from "../../lib/fact-check/types";
import { fixtureResult, HomePage, sseBody } from "../pages/home-page";

const EIFFEL = "The Eiffel Tower was moved to Rome in 2023";
const BITCOIN = "Bitcoin will replace traditional currency";
const VACCINES = "Vaccines contain microchips for tracking";
const FALLBACK = "An error occurred while fact-checking your claim. Please try again.";
const STEP_TEXTS = [
  "Analyzing claim structure",
  "Searching authoritative sources",
  "Cross-referencing evidence",
  "Generating confidence score",
];

test.describe("search form", () => {
  test("shows the headline, the box, the mode chips and the four sample claims with categories", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What would you like to fact-check?");
    await expect(home.input).toHaveAttribute("placeholder", "Ask anything...");
    for (const chip of ["Compare", "Fact Check", "Learn", "Analyze"]) {
      await expect(page.getByRole("list", { name: "Modes" }).getByText(chip, { exact: true })).toBeVisible();
    }
    for (const claim of sampleClaims) {
      const button = home.sample(claim.text);
      await expect(button).toBeVisible();
      await expect(button).toContainText(claim.category);
    }
  });

  test("submit is disabled while the text is blank", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.submit).toBeDisabled();
    await home.input.fill("    ");
    await expect(home.submit).toBeDisabled();
    await home.input.fill("Water boils at 100 degrees");
    await expect(home.submit).toBeEnabled();
  });

  test("Enter runs the trimmed text and the result shows UNCLEAR in grey with focus on the verdict", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const request = home.nextCheckRequest();
    await home.input.fill(`   ${EIFFEL}   `);
    await home.input.press("Enter");
    const body = (await request).postDataJSON();
    expect(body).toEqual({
      query: EIFFEL,
      mode: "standard",
      max_sources: 10,
      filters: { timeWindow: "5years", region: "all", language: "all" },
    });
    await expect(home.verdictLabel).toHaveText("UNCLEAR");
    await expect(home.verdictDot).toHaveClass(/bg-gray-400/);
    await expect(home.verdictHeading).toBeFocused();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${EIFFEL}"`);
  });

  test("the submit button runs the check too", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.input.fill(EIFFEL);
    await home.submit.click();
    await expect(home.verdictLabel).toHaveText("UNCLEAR");
  });

  test("a sample claim fills the box and searches at once", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    // A failing API returns to the form, where the filled box can be seen.
    await home.failCheck({ status: 500, body: "Server down" });
    const request = home.nextCheckRequest();
    await home.sample(BITCOIN).click();
    expect((await request).postDataJSON().query).toBe(BITCOIN);
    await expect(home.errorCard).toBeVisible();
    await expect(home.input).toHaveValue(BITCOIN);
  });

  test("each sample claim gets a verdict from the embedded knowledge base", async ({ page }) => {
    test.slow();
    const home = new HomePage(page);
    await home.goto();
    for (const claim of sampleClaims) {
      const next = await home.interceptNextResult();
      await home.sample(claim.text).click();
      const result = await next.result;
      await expect(home.verdictLabel).toHaveText(VERDICT_DISPLAY[result.verdict.status].label);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${claim.text}"`);
      await home.newSearch.click();
    }
  });
});

test.describe("loading screen", () => {
  test("shows the heading (focused), the quoted claim, the four steps and a progress bar", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/fact-check/stream", async (route) => {
      await held;
      await route.continue();
    });
    await home.input.fill(EIFFEL);
    await home.input.press("Enter");
    await expect(home.loadingHeading).toBeVisible();
    await expect(home.loadingHeading).toBeFocused();
    await expect(page.getByTestId("loading-claim")).toHaveText(`"${EIFFEL}"`);
    for (const text of STEP_TEXTS) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Fact-check progress" })).toBeVisible();
    await expect(page.locator("li[data-state]").first()).toHaveAttribute("data-state", "in-progress");
    expect(await home.seriousAxeViolations()).toEqual([]);
    release();
    await expect(home.verdictLabel).toHaveText("UNCLEAR");
  });

  test("the steps follow the stream's progress events and announce them", async ({ page }) => {
    // A stand-in fetch whose stream the test feeds event by event.
    await page.addInitScript(() => {
      const w = window as unknown as { __push: (text: string) => void; __sse?: ReadableStreamDefaultController<Uint8Array> };
      const realFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
        if (!url.includes("/api/fact-check/stream")) return realFetch(input, init);
        const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (w.__sse = controller) });
        return new Response(stream, { headers: { "Content-Type": "text/event-stream" } });
      };
      w.__push = (text) => w.__sse!.enqueue(new TextEncoder().encode(text));
    });
    const home = new HomePage(page);
    await home.goto();
    await home.input.fill("Fixture claim");
    await home.input.press("Enter");
    await expect(home.loadingHeading).toBeVisible();
    const push = (text: string) => page.evaluate((t) => (window as unknown as { __push: (x: string) => void }).__push(t), text);
    const states = () => page.locator("li[data-state]").evaluateAll((items) => items.map((item) => item.getAttribute("data-state")));

    await push('event: progress\ndata: {"step":"analyzing"}\n\n');
    await expect.poll(states).toEqual(["in-progress", "pending", "pending", "pending"]);
    await push('event: progress\ndata: {"step":"searching"}\n\n');
    await expect.poll(states).toEqual(["done", "in-progress", "pending", "pending"]);
    await expect(page.getByTestId("loading-status")).toHaveAttribute("aria-live", "polite");
    await expect(page.getByTestId("loading-status")).toHaveText(/Searching authoritative sources/);
    await push('event: progress\ndata: {"step":"cross-referencing"}\n\n');
    await expect.poll(states).toEqual(["done", "done", "in-progress", "pending"]);
    await push('event: progress\ndata: {"step":"scoring"}\n\n');
    await expect.poll(states).toEqual(["done", "done", "done", "in-progress"]);
    await expect(page.locator("li[data-state]").nth(3)).toContainText("(in progress)");
    await push('event: progress\ndata: {"step":"done"}\n\n');
    await expect.poll(states).toEqual(["done", "done", "done", "done"]);
    await push(sseBody(fixtureResult(), []));
    await expect(home.verdictLabel).toHaveText("MIXED");
  });
});

test.describe("result view", () => {
  test("verdict card: label, confidence pill with its tooltip, summary; tabs with counts", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const result = await home.check(BITCOIN);
    await expect(home.verdictLabel).toHaveText(VERDICT_DISPLAY[result.verdict.status].label);
    await expect(home.verdictDot).toHaveClass(new RegExp(VERDICT_DISPLAY[result.verdict.status].dotClass));
    await expect(home.confidence).toHaveText(`${result.verdict.confidence}% Confidence`);
    await expect(page.getByText(result.verdict.summary, { exact: true })).toBeVisible();
    await expect(home.tab(`Sources (${result.sources.length})`)).toBeVisible();
    await expect(home.tab(`Timeline (${result.timeline.length})`)).toBeVisible();
    await expect(home.tab("Context")).toBeVisible();
    await expect(home.tab("Analysis")).toBeVisible();

    // The tooltip waits 700 ms before it opens.
    await home.confidence.hover();
    await page.waitForTimeout(300);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toContainText("source credibility");
    await expect(tooltip).toContainText("consistency");
    await expect(tooltip).toContainText("strength of evidence");
    await expect(tooltip).toContainText("Above 80% is high confidence");
  });

  test("source cards show outlet, initial, date, credibility, stance, title, excerpt, relevance and an open link", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const result = await home.check(BITCOIN);
    const source = result.sources[0];
    const card = home.sourceCards.first();
    await expect(card).toContainText(source.outlet.charAt(0));
    await expect(card).toContainText(source.outlet);
    await expect(card.getByRole("heading", { name: source.title })).toBeVisible();
    await expect(card.getByTestId("source-excerpt")).toHaveText(source.excerpt);
    await expect(card).toContainText(`${source.relevance}%`);
    await expect(card).toContainText(`${source.credibility}/10`);
    await expect(card).toContainText(source.credibility >= 8 ? "HIGH" : source.credibility >= 6 ? "MEDIUM" : "LOW");
    const stanceLabel = { supports: "Supports the claim", disputes: "Disputes the claim", neutral: "Neutral on the claim" }[source.stance];
    await expect(card.getByRole("img", { name: stanceLabel })).toBeVisible();
    const open = card.getByRole("link", { name: `Open source from ${source.outlet} in a new tab` });
    await expect(open).toHaveAttribute("href", source.url);
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(open).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("fixture result: stances, dates, 'Load More Sources', notes and the analysis figures", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck(fixtureResult());
    await home.check("Fixture claim");
    await expect(page.getByText("web-evidence was unavailable (timed out); the result uses the other sources.")).toBeVisible();
    const first = home.sourceCards.first();
    await expect(first).toContainText("Mar 5, 2024");
    await expect(first).toContainText("R");
    await expect(first.getByRole("img", { name: "Supports the claim" })).toBeVisible();
    await expect(home.sourceCards.nth(1).getByRole("img", { name: "Disputes the claim" })).toBeVisible();
    await expect(home.sourceCards.nth(2).getByRole("img", { name: "Neutral on the claim" })).toBeVisible();

    await expect(home.sourceCards).toHaveCount(3);
    await home.loadMore.click();
    await expect(home.sourceCards).toHaveCount(6);
    await home.loadMore.click();
    await expect(home.sourceCards).toHaveCount(7);
    await expect(home.loadMore).toHaveCount(0);
    await expect(home.sourceCards.nth(6)).toBeFocused();
    await expect(home.sourceCards.nth(6)).toContainText("LOW");
    await expect(home.sourceCards.nth(5)).toContainText("MEDIUM");

    await home.tab("Analysis").click();
    await expect(page.getByTestId("stat-supports")).toHaveText("3");
    await expect(page.getByTestId("stat-disputes")).toHaveText("2");
    // (9 + 9 + 8 + 9 + 8 + 6 + 5) / 7 = 7.714…
    await expect(page.getByTestId("stat-credibility")).toHaveText("7.7/10");
  });

  test("no 'Load More Sources' when every source is shown", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck(fixtureResult({ sources: fixtureResult().sources.slice(0, 3) }));
    await home.check("Fixture claim");
    await expect(home.sourceCards).toHaveCount(3);
    await expect(home.loadMore).toHaveCount(0);
  });

  test("timeline panel: all sources with web citations and reviews, and the event timeline", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck(fixtureResult());
    await home.check("Fixture claim");
    await home.tab("Timeline (3)").click();
    await expect(home.tab("All Sources")).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "All Sources" });
    await expect(panel.getByTestId("all-sources-count")).toHaveText("3 sources in total");
    await expect(panel.getByText("example.com", { exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: "https://www.example.com/news/story" })).toBeVisible();
    await expect(panel.getByText("Web Source", { exact: true })).toHaveCount(2);
    await expect(panel.getByText("PolitiFact", { exact: true })).toBeVisible();
    await expect(panel.getByText("PolitiFact review title")).toBeVisible();
    await expect(panel.getByText("Jun 1, 2023")).toBeVisible();
    await expect(panel.getByText("Half True", { exact: true })).toBeVisible();
    await expect(panel.getByText("Fact Checker", { exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: /^Read full analysis/ })).toHaveAttribute(
      "href",
      "https://www.politifact.com/factchecks/fixture/",
    );

    await home.tab("Event Timeline").click();
    const events = page.getByTestId("timeline-event");
    await expect(events).toHaveCount(3);
    await expect(events.nth(0)).toContainText("First report");
    await expect(events.nth(0)).toContainText("Jan 10, 2023");
    await expect(events.nth(0)).toContainText("The claim first appears.");
    await expect(events.nth(0)).toContainText("high impact");
    await expect(events.nth(0).getByText("Source 1", { exact: true })).toBeVisible();
    await expect(events.nth(0).getByText("Source 2", { exact: true })).toBeVisible();
    await expect(events.nth(0).getByText("Source 3", { exact: true })).toHaveCount(0);
    await expect(events.nth(0).getByText("+1 more", { exact: true })).toBeVisible();
    await expect(events.nth(0).locator("[data-significance]")).toHaveClass(/bg-red-500/);
    await expect(events.nth(1).locator("[data-significance]")).toHaveClass(/bg-yellow-400/);
    await expect(events.nth(1)).toContainText("medium impact");
    await expect(events.nth(2).locator("[data-significance]")).toHaveClass(/bg-gray-400/);
  });

  test("timeline panel empty texts", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck(fixtureResult({ sources: [], timeline: [], googleFactCheck: [], perplexityResult: { citations: [] } }));
    await home.check("Fixture claim");
    await home.tab("Timeline (0)").click();
    await expect(page.getByText("No sources found for this query")).toBeVisible();
    await home.tab("Event Timeline").click();
    await expect(page.getByText("No timeline events available for this claim")).toBeVisible();
    await home.tab("Analysis").click();
    await expect(page.getByTestId("stat-supports")).toHaveText("0");
  });

  test("context tab shows each section with content, and a fallback without analysis", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck((body) =>
      body.query === "No context"
        ? fixtureResult({ query: body.query, contextualAnalysis: undefined })
        : fixtureResult({
            query: body.query,
            contextualAnalysis: { ...fixtureResult().contextualAnalysis!, mediaContext: "", geopoliticalFactors: [] },
          }),
    );
    await home.check("Fixture claim");
    await home.tab("Context").click();
    const panel = page.getByRole("tabpanel", { name: "Context" });
    const expected: Array<[string, string]> = [
      ["What is this about?", "History text."],
      ["Why does this matter politically?", "Politics text."],
      ["What does science say?", "Science text."],
      ["How does society view this?", "Society text."],
      ["What are the economic implications?", "Economy text."],
    ];
    for (const [heading, text] of expected) {
      await expect(panel.getByRole("heading", { name: heading })).toBeVisible();
      await expect(panel.getByText(text)).toBeVisible();
    }
    await expect(panel.getByRole("heading", { name: "How is media covering this?" })).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: "What are the global implications?" })).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: "Who are the key players?" })).toBeVisible();
    await expect(panel.getByText("Actor One", { exact: true })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "What other events are connected?" })).toBeVisible();
    await expect(panel.getByRole("listitem").filter({ hasText: "Related event B" })).toBeVisible();

    await home.newSearch.click();
    await home.check("No context");
    await home.tab("Context").click();
    await expect(page.getByRole("heading", { name: "Understanding This Claim" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Context" })).toContainText('"No context"');
  });

  test("every verdict gets its colour and an unknown status reads UNKNOWN in grey", async ({ page }) => {
    test.slow();
    const home = new HomePage(page);
    await home.goto();
    let status = "TRUE";
    await home.mockCheck((body) =>
      fixtureResult({ query: body.query, verdict: { status: status as never, confidence: 70, summary: "s" } }),
    );
    const cases = [
      ...Object.entries(VERDICT_DISPLAY).map(([key, display]) => [key, display.label, display.dotClass]),
      ["NONSENSE", "UNKNOWN", "bg-gray-400"],
    ];
    for (const [key, label, dot] of cases) {
      status = key;
      await home.check(`Claim rated ${key}`);
      await expect(home.verdictLabel).toHaveText(label);
      await expect(home.verdictDot).toHaveClass(new RegExp(dot));
      await home.newSearch.click();
    }
    expect(VERDICT_DISPLAY.MOSTLY_TRUE.dotClass).not.toBe(VERDICT_DISPLAY.TRUE.dotClass);
  });

  test("Show Receipts appends citation ids and is remembered", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck(fixtureResult());
    await home.check("Fixture claim");
    const excerpt = home.sourceCards.first().getByTestId("source-excerpt");
    await expect(excerpt).toHaveText("Reuters excerpt text.");
    await expect(home.receipts).not.toBeChecked();
    await home.receipts.click();
    await expect(excerpt).toHaveText("Reuters excerpt text. [Citation: src-1]");
    await home.reloadForm();
    await home.check("Fixture claim");
    await expect(home.receipts).toBeChecked();
    await expect(excerpt).toHaveText("Reuters excerpt text. [Citation: src-1]");
  });

  test("Share copies the permalink and toasts", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const home = new HomePage(page);
    await home.goto();
    const result = await home.check(EIFFEL);
    await home.share.click();
    await expect(home.visibleToast).toContainText("Link copied");
    await expect(home.visibleToast).toContainText("Fact-check results link copied to clipboard");
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/check/${result.id}`);
  });

  test("saving a source toasts, stores it, and only one toast shows at a time", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.mockCheck(fixtureResult());
    await home.check("Fixture claim");
    await home.sourceCards.nth(0).getByRole("button", { name: "Save source from Reuters" }).click();
    await expect(home.visibleToast).toContainText("Source saved");
    await expect(home.visibleToast).toContainText("Saved source from Reuters");
    await home.sourceCards.nth(1).getByRole("button", { name: "Save source from Associated Press" }).click();
    await expect(home.visibleToast).toContainText("Saved source from Associated Press");
    await expect(home.visibleToast).toHaveCount(1);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("factcheck_saved_sources") ?? "[]"));
    expect(saved.map((s: { url: string }) => s.url)).toEqual(["https://example.org/2", "https://example.org/1"]);
  });
});

test.describe("filters", () => {
  test("offers the spec's options with Last 5 Years as the default", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.check(EIFFEL);
    await expect(home.timeWindow).toContainText("Last 5 Years");
    await expect(home.region).toContainText("All Regions");
    await expect(home.language).toContainText("All Languages");
    await home.timeWindow.click();
    for (const option of ["Last Month", "Last Year", "Last 5 Years", "All Time"])
      await expect(page.getByRole("option", { name: option })).toBeVisible();
    await page.keyboard.press("Escape");
    await home.region.click();
    for (const option of ["All Regions", "United States", "Europe", "Global"])
      await expect(page.getByRole("option", { name: option })).toBeVisible();
    await page.keyboard.press("Escape");
    await home.language.click();
    for (const option of ["All Languages", "English", "Spanish", "Other"])
      await expect(page.getByRole("option", { name: option })).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test("changing a filter re-runs the check with it; the time window is remembered", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.check(BITCOIN);

    let request = home.nextCheckRequest((body) => body.filters.timeWindow === "month");
    await home.chooseFilter(home.timeWindow, "Last Month");
    expect((await request).postDataJSON()).toMatchObject({
      query: BITCOIN,
      filters: { timeWindow: "month", region: "all", language: "all" },
    });
    await expect(home.verdictHeading).toBeFocused();
    await expect(home.timeWindow).toContainText("Last Month");

    request = home.nextCheckRequest((body) => body.filters.region === "europe");
    await home.chooseFilter(home.region, "Europe");
    expect((await request).postDataJSON().filters).toEqual({ timeWindow: "month", region: "europe", language: "all" });
    await expect(home.region).toContainText("Europe");

    request = home.nextCheckRequest((body) => body.filters.language === "es");
    await home.chooseFilter(home.language, "Spanish");
    expect((await request).postDataJSON().filters).toEqual({ timeWindow: "month", region: "europe", language: "es" });
    await expect(home.language).toContainText("Spanish");

    // After a reload the stored time window applies to new checks.
    await home.reloadForm();
    request = home.nextCheckRequest();
    await home.input.fill(EIFFEL);
    await home.input.press("Enter");
    expect((await request).postDataJSON().filters.timeWindow).toBe("month");
    await expect(home.timeWindow).toContainText("Last Month");
  });
});

test.describe("recent searches", () => {
  test("successful checks go to the front without duplicates, and a chip reruns its search", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.recentSearches).toHaveCount(0);
    await home.check(EIFFEL);
    await home.newSearch.click();
    await home.check(BITCOIN);
    await home.newSearch.click();
    await home.check(EIFFEL);
    await home.newSearch.click();
    await expect(home.recentSearches).toHaveText([EIFFEL, BITCOIN]);
    const request = home.nextCheckRequest();
    await home.recentSearches.nth(1).click();
    expect((await request).postDataJSON().query).toBe(BITCOIN);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${BITCOIN}"`);
  });

  test("the list keeps ten entries", async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem("factcheck_recent")) {
        localStorage.setItem("factcheck_recent", JSON.stringify(Array.from({ length: 10 }, (_, i) => `Older claim ${i + 1}`)));
      }
    });
    const home = new HomePage(page);
    await home.goto();
    await expect(home.recentSearches).toHaveCount(10);
    await home.check(EIFFEL);
    await home.newSearch.click();
    await expect(home.recentSearches).toHaveCount(10);
    await expect(home.recentSearches.first()).toHaveText(EIFFEL);
    await expect(home.recentSearches.last()).toHaveText("Older claim 9");
  });

  test("storage failures only warn", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new Error("quota exceeded");
      };
    });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const home = new HomePage(page);
    await home.goto();
    await home.check(EIFFEL);
    await expect(home.verdictLabel).toHaveText("UNCLEAR");
    await expect.poll(() => warnings.some((text) => text.includes("factcheck_recent"))).toBe(true);
  });
});

test.describe("errors", () => {
  const cases: Array<{ name: string; status: number; body: string; contentType?: string; message: string }> = [
    { name: "a 500 with text reads 'status: text'", status: 500, body: "Internal meltdown", message: "500: Internal meltdown" },
    { name: "an empty 502 falls back to the status text", status: 502, body: "", message: "502: Bad Gateway" },
    {
      name: "a non-JSON body's raw text is the message",
      status: 200,
      body: "<p>Gateway hiccup</p>",
      contentType: "text/html",
      message: "<p>Gateway hiccup</p>",
    },
    {
      name: "a 429 body's message is shown",
      status: 429,
      body: JSON.stringify({
        error: { code: "rate_limited", message: "Rate limit exceeded. Try again in 5 hours." },
        message: "Rate limit exceeded. Try again in 5 hours.",
        limit: 3,
        resetTime: "2030-01-01T00:00:00.000Z",
        windowHours: 24,
      }),
      contentType: "application/json",
      message: "Rate limit exceeded. Try again in 5 hours.",
    },
    {
      name: "a JSON {error: {message}} body gives that message",
      status: 400,
      body: JSON.stringify({ error: { code: "validation_error", message: "Claim must be at least 3 characters", field: "query" } }),
      contentType: "application/json",
      message: "Claim must be at least 3 characters",
    },
  ];
  for (const errorCase of cases) {
    test(`error card: ${errorCase.name}`, async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();
      await home.failCheck(errorCase);
      await home.input.fill(EIFFEL);
      await home.input.press("Enter");
      await expect(home.errorCard).toBeVisible();
      await expect(home.errorCard.getByRole("heading", { name: "Error" })).toBeFocused();
      await expect(home.errorCard).toContainText(errorCase.message);
      await expect(home.input).toBeVisible();
    });
  }

  test("a stream error event shows the fallback sentence; Try Again resets to an empty, focused box", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await page.route("**/api/fact-check/stream", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: `event: progress\ndata: {"step":"analyzing"}\n\nevent: error\ndata: ${JSON.stringify({ error: { code: "internal_error", message: "" } })}\n\n`,
      }),
    );
    await home.input.fill(EIFFEL);
    await home.input.press("Enter");
    await expect(home.errorCard).toContainText(FALLBACK);
    expect(await home.seriousAxeViolations()).toEqual([]);
    await home.tryAgain.click();
    await expect(home.errorCard).toHaveCount(0);
    await expect(home.input).toHaveValue("");
    await expect(home.input).toBeFocused();
  });
});

test.describe("addresses", () => {
  test("/?q= runs that check on load", async ({ page }) => {
    const home = new HomePage(page);
    const next = await home.interceptNextResult();
    await home.goto(`/?q=${encodeURIComponent(VACCINES)}`);
    const result = await next.result;
    expect(result.query).toBe(VACCINES);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${VACCINES}"`);
    await expect(home.verdictLabel).toHaveText(VERDICT_DISPLAY[result.verdict.status].label);
    await home.newSearch.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(home.input).toBeFocused();
  });

  test("the permalink renders the same result on the server, survives a reload and carries a ClaimReview", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const result = await home.check(VACCINES);

    const response = await home.goto(`/check/${result.id}`);
    expect(response?.status()).toBe(200);
    // Server-rendered: the verdict is in the HTML before any script runs.
    expect(await response!.text()).toContain(`>${VERDICT_DISPLAY[result.verdict.status].label}</span>`);
    for (let round = 0; round < 2; round++) {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${VACCINES}"`);
      await expect(home.verdictLabel).toHaveText(VERDICT_DISPLAY[result.verdict.status].label);
      await expect(home.confidence).toHaveText(`${result.verdict.confidence}% Confidence`);
      await expect(page.getByText(result.verdict.summary, { exact: true })).toBeVisible();
      await expect(home.tab(`Sources (${result.sources.length})`)).toBeVisible();
      await page.reload();
    }
    await expect(page).toHaveTitle(new RegExp(`${VERDICT_DISPLAY[result.verdict.status].prose}: ${VACCINES}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(VACCINES));
    await expect(page.getByTestId("breadcrumb-label")).toHaveText("Fact-Check Result");

    const [review] = await home.claimReviews();
    expect(review).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ClaimReview",
      claimReviewed: VACCINES,
      datePublished: result.checkedAt,
      author: { "@type": "Organization", name: "Factlens" },
      reviewRating: {
        "@type": "Rating",
        ratingValue: VERDICT_DISPLAY[result.verdict.status].stars,
        bestRating: 5,
        worstRating: 1,
        alternateName: VERDICT_DISPLAY[result.verdict.status].prose,
      },
    });
    expect(review.url).toMatch(new RegExp(`/check/${result.id}$`));

    await home.newSearch.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(home.input).toBeVisible();
  });

  test("on a permalink a filter re-runs the check and the address follows the new result", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const first = await home.check(BITCOIN);
    await home.goto(`/check/${first.id}`);
    await expect(home.verdictLabel).toBeVisible();
    const next = await home.interceptNextResult();
    const request = home.nextCheckRequest((body) => body.filters.timeWindow === "all");
    await home.chooseFilter(home.timeWindow, "All Time");
    expect((await request).postDataJSON().query).toBe(BITCOIN);
    const second = await next.result;
    expect(second.id).not.toBe(first.id);
    await expect(page).toHaveURL(new RegExp(`/check/${second.id}$`));
    await expect(home.timeWindow).toContainText("All Time");
  });

  test("an unknown permalink answers 404", async ({ page }) => {
    const response = await page.goto("/check/no-such-check");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Fact-check not found" })).toBeVisible();
  });

  test("home adds the ClaimReview block with the verdict card and removes it with the card", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    expect(await home.claimReviews()).toHaveLength(0);
    const result: FactCheckResult = await home.check(EIFFEL);
    const reviews = await home.claimReviews();
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      "@type": "ClaimReview",
      claimReviewed: EIFFEL,
      datePublished: result.checkedAt,
      reviewRating: { ratingValue: 3, bestRating: 5, worstRating: 1, alternateName: "Unclear" },
      author: { "@type": "Organization", name: "Factlens" },
    });
    expect(reviews[0].url).toMatch(new RegExp(`/check/${result.id}$`));
    await home.newSearch.click();
    await expect(home.input).toBeVisible();
    expect(await home.claimReviews()).toHaveLength(0);
  });

  test("claim text is rendered as text, never as markup", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const hostile = `<img src=x onerror="window.__pwned=1"></script><b>bold</b>`;
    await home.mockCheck(fixtureResult());
    await home.check(hostile);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`"${hostile}"`);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const [review] = await home.claimReviews();
    expect(review.claimReviewed).toBe(hostile);
  });
});

test.describe("accessibility", () => {
  test("the form and every result tab have no serious or critical axe violations", async ({ page }) => {
    test.slow();
    const home = new HomePage(page);
    await home.goto();
    expect(await home.seriousAxeViolations()).toEqual([]);
    await home.mockCheck(fixtureResult());
    await home.check("Fixture claim");
    expect(await home.seriousAxeViolations()).toEqual([]);
    for (const tab of [/^Timeline/, "Context", "Analysis"]) {
      await home.tab(tab).click();
      expect(await home.seriousAxeViolations()).toEqual([]);
    }
    await home.tab(/^Timeline/).click();
    await home.tab("Event Timeline").click();
    expect(await home.seriousAxeViolations()).toEqual([]);
  });

  test("the whole flow works from the keyboard", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.input.focus();
    await page.keyboard.type(EIFFEL);
    await page.keyboard.press("Tab");
    await expect(home.submit).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(home.verdictHeading).toBeFocused();
    await home.newSearch.focus();
    await page.keyboard.press("Enter");
    await expect(home.input).toBeFocused();
    // Samples are reachable by Tab from the box.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toContainText(/./);
  });
});
