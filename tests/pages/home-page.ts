import type { Locator, Page, Request } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import type { FactCheckResult } from "../../lib/fact-check/types";

export const STREAM_PATH = "/api/fact-check/stream";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A text/event-stream body: progress events, then the result. */
export function sseBody(result: FactCheckResult, steps = ["analyzing", "searching", "cross-referencing", "scoring", "done"]) {
  const events = steps.map((step) => `event: progress\ndata: ${JSON.stringify({ step })}\n\n`);
  return [...events, `event: result\ndata: ${JSON.stringify({ result })}\n\n`].join("");
}

/** The result event of a text/event-stream body. */
export function resultFromSse(text: string): FactCheckResult {
  const block = text.split("\n\n").find((chunk) => chunk.startsWith("event: result"));
  if (!block) throw new Error(`no result event in: ${text.slice(0, 200)}`);
  return JSON.parse(block.slice(block.indexOf("data: ") + 6)).result;
}

const isStream = (url: string) => new URL(url).pathname === STREAM_PATH;

/** The home page's search → loading → result flow, and the permalink page that reuses it. */
export class HomePage {
  readonly input: Locator;
  readonly submit: Locator;
  readonly loadingHeading: Locator;
  readonly verdictHeading: Locator;
  readonly verdictLabel: Locator;
  readonly verdictDot: Locator;
  readonly confidence: Locator;
  readonly share: Locator;
  readonly newSearch: Locator;
  readonly errorCard: Locator;
  readonly tryAgain: Locator;
  readonly receipts: Locator;
  readonly timeWindow: Locator;
  readonly region: Locator;
  readonly language: Locator;
  readonly sourceCards: Locator;
  readonly loadMore: Locator;
  readonly recentSearches: Locator;
  readonly visibleToast: Locator;
  readonly relatedSection: Locator;
  readonly relatedCards: Locator;
  readonly suggestionCard: Locator;
  readonly suggestionHeading: Locator;
  readonly matchedBy: Locator;
  private mocked = false;
  private mockWaiters: Array<(result: FactCheckResult) => void> = [];

  constructor(readonly page: Page) {
    this.input = page.getByRole("textbox", { name: "Claim to fact-check" });
    this.submit = page.getByRole("button", { name: "Fact-check", exact: true });
    this.loadingHeading = page.getByRole("heading", { name: "Fact-checking your claim..." });
    this.verdictHeading = page.getByRole("heading", { name: /^Verdict:/ });
    this.verdictLabel = page.getByTestId("verdict-label");
    this.verdictDot = page.getByTestId("verdict-dot");
    this.confidence = page.getByRole("button", { name: /^\d+% Confidence$/ });
    this.share = page.getByRole("button", { name: "Share" });
    this.newSearch = page.getByRole("button", { name: "New Search" });
    this.errorCard = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Error" }) });
    this.tryAgain = page.getByRole("button", { name: "Try Again" });
    this.receipts = page.getByRole("switch", { name: "Show Receipts" });
    this.timeWindow = page.getByRole("combobox", { name: /^Time window/ });
    this.region = page.getByRole("combobox", { name: /^Region/ });
    this.language = page.getByRole("combobox", { name: /^Language/ });
    this.sourceCards = page.getByTestId("source-card");
    this.loadMore = page.getByRole("button", { name: "Load More Sources" });
    this.recentSearches = page.getByRole("region", { name: "Recent searches" }).getByRole("button");
    this.visibleToast = page.locator('[data-sonner-toast][data-visible="true"]');
    this.relatedSection = page.getByRole("region", { name: "Related fact-checks" });
    this.relatedCards = this.relatedSection.getByTestId("related-fact-check");
    this.suggestionCard = page.getByTestId("suggestion-card");
    this.suggestionHeading = page.getByRole("heading", { name: "This looks like a claim that was fact-checked:" });
    this.matchedBy = page.getByTestId("matched-by");
  }

  /** The Related fact-checks card of one reviewed claim. */
  relatedCard(claim: string) {
    return this.relatedCards.filter({ has: this.page.getByRole("heading", { name: claim }) });
  }

  /** Opens a page; on the search form, waits until it is interactive. */
  async goto(path = "/") {
    const response = await this.page.goto(path);
    if (path === "/") await this.page.locator('form[data-hydrated="true"]').waitFor();
    return response;
  }

  async reloadForm() {
    await this.page.reload();
    await this.page.locator('form[data-hydrated="true"]').waitFor();
  }

  sample(text: string) {
    return this.page.getByRole("button", { name: new RegExp(escapeRegExp(text)) });
  }

  tab(name: string | RegExp) {
    return this.page.getByRole("tab", { name });
  }

  /** The next streaming check request, optionally one whose body matches. */
  nextCheckRequest(
    matches: (body: { query: string; max_sources: number; filters: Record<string, string> }) => boolean = () => true,
  ): Promise<Request> {
    return this.page.waitForRequest((request) => isStream(request.url()) && request.method() === "POST" && matches(request.postDataJSON()));
  }

  /**
   * The result of the next check, as the API sent it. Real checks pass through a route that
   * reads the body (Chromium drops a streamed body once the page has read it); mocked checks
   * report the result they answered with.
   */
  async interceptNextResult(): Promise<{ result: Promise<FactCheckResult> }> {
    if (this.mocked) return { result: new Promise((resolve) => this.mockWaiters.push(resolve)) };
    let resolve!: (result: FactCheckResult) => void;
    let reject!: (error: unknown) => void;
    const result = new Promise<FactCheckResult>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    await this.page.route(
      `**${STREAM_PATH}`,
      async (route) => {
        try {
          const response = await route.fetch();
          const body = await response.text();
          await route.fulfill({ response, body });
          resolve(resultFromSse(body));
        } catch (error) {
          reject(error);
        }
      },
      { times: 1 },
    );
    return { result };
  }

  /**
   * Types a claim, presses Enter and waits for the verdict (or the suggested fact-check in its
   * place); returns the result the API sent.
   */
  async check(claim: string): Promise<FactCheckResult> {
    const next = await this.interceptNextResult();
    await this.input.fill(claim);
    await this.input.press("Enter");
    const answer = await next.result;
    await this.verdictHeading.or(this.suggestionHeading).waitFor();
    return answer;
  }

  /** Answers every check with this result (as a stream), whatever was asked. */
  async mockCheck(result: FactCheckResult | ((body: { query: string }) => FactCheckResult)) {
    this.mocked = true;
    await this.page.route(`**${STREAM_PATH}`, (route) => {
      const body = route.request().postDataJSON() as { query: string };
      const answer = typeof result === "function" ? result(body) : { ...result, query: body.query };
      for (const resolve of this.mockWaiters.splice(0)) resolve(answer);
      return route.fulfill({ status: 200, contentType: "text/event-stream", body: sseBody(answer) });
    });
  }

  /** Makes every check fail with this response. */
  async failCheck(response: { status: number; body: string; contentType?: string }) {
    await this.page.route(`**${STREAM_PATH}`, (route) =>
      route.fulfill({ status: response.status, contentType: response.contentType ?? "text/plain", body: response.body }),
    );
  }

  async chooseFilter(select: Locator, option: string) {
    await select.click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  async jsonLdBlocks(): Promise<Array<Record<string, unknown>>> {
    const texts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.flatMap((text) => JSON.parse(text));
  }

  async claimReviews() {
    return (await this.jsonLdBlocks()).filter((block) => block["@type"] === "ClaimReview");
  }

  /** Serious or critical axe violations on the page as it stands. */
  async seriousAxeViolations() {
    const { violations } = await new AxeBuilder({ page: this.page }).analyze();
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(" ")) }));
  }
}

/** A complete result for UI tests that need content the knowledge base does not have. */
export function fixtureResult(overrides: Partial<FactCheckResult> = {}): FactCheckResult {
  const stances = ["supports", "disputes", "neutral", "supports", "disputes", "supports", "neutral"] as const;
  const outlets = ["Reuters", "Associated Press", "BBC News", "Nature", "PolitiFact", "Full Fact", "Wikipedia"];
  return {
    id: "fixture-check-1",
    query: "Fixture claim",
    verdict: { status: "MIXED", confidence: 64, summary: "Some of it holds up and some of it does not." },
    sources: outlets.map((outlet, index) => ({
      id: `src-${index + 1}`,
      outlet,
      publishDate: index === 0 ? "2024-03-05" : null,
      credibility: [9, 9, 8, 9, 8, 6, 5][index],
      credibilityReason: `${outlet}'s reason for its score.`,
      credibilityBasis: "table" as const,
      kind: (["wire-service", "wire-service", "news", "academic", "fact-checker", "fact-checker", "other"] as const)[index],
      stance: stances[index],
      title: `${outlet} article title`,
      excerpt: `${outlet} excerpt text.`,
      relevance: 90 - index * 5,
      url: `https://example.org/${index + 1}`,
    })),
    timeline: [
      {
        id: "event-1",
        date: "2023-01-10",
        title: "First report",
        description: "The claim first appears.",
        significance: "high",
        sources: ["src-1", "src-2", "src-3"],
      },
      {
        id: "event-2",
        date: "2023-06-01",
        title: "Fact-checkers respond",
        description: "Reviews are published.",
        significance: "medium",
        sources: ["src-4"],
      },
      { id: "event-3", date: "2024-02-01", title: "Quiet period", description: "Little new coverage.", significance: "low", sources: [] },
    ],
    googleFactCheck: [
      {
        text: "Fixture claim",
        review: {
          publisher: { name: "PolitiFact", site: "politifact.com" },
          url: "https://www.politifact.com/factchecks/fixture/",
          title: "PolitiFact review title",
          reviewDate: "2023-06-01T00:00:00.000Z",
          textualRating: "Half True",
        },
      },
    ],
    related: [],
    perplexityResult: { citations: ["https://www.example.com/news/story", "https://data.example.net/report"] },
    contextualAnalysis: {
      historicalContext: "History text.",
      politicalContext: "Politics text.",
      scientificContext: "Science text.",
      socialContext: "Society text.",
      economicContext: "Economy text.",
      mediaContext: "Media text.",
      keyActors: ["Actor One", "Actor Two"],
      relatedEvents: ["Related event A", "Related event B"],
      geopoliticalFactors: ["Global factor X"],
    },
    category: "Testing",
    cached: false,
    checkedAt: "2024-05-01T10:00:00.000Z",
    mode: "fast",
    filters: { timeWindow: "5years", region: "all", language: "all" },
    providers: [],
    notes: ["web-evidence was unavailable (timed out); the result uses the other sources."],
    ...overrides,
  };
}
