import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/playwright-test";
import { publicRoutes } from "../../config/site";
import { ShellPage } from "../pages/shell-page";

type JsonLdNode = Record<string, unknown> & { "@type"?: string };

async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  return (await new ShellPage(page).jsonLdBlocks()).flat() as JsonLdNode[];
}

/** The guide and information pages, each with the sections its spec entry asks for. */
const guidePages: Array<{ path: string; h1: string; sections: string[]; jsonLdType: string }> = [
  {
    path: "/about",
    h1: "About Factlens",
    sections: ["Why Factlens exists", "Who it is for", "What we hold to", "What Factlens is not"],
    jsonLdType: "AboutPage",
  },
  {
    path: "/how-it-works",
    h1: "How It Works",
    sections: ["From claim to verdict, step by step", "What runs where", "The seven verdicts", "What Factlens does not do"],
    jsonLdType: "Article",
  },
  {
    path: "/methodology",
    h1: "Methodology",
    sections: [
      "Reading the confidence score",
      "How verdicts are decided",
      "How confidence is computed",
      "How sources are rated",
      "Accuracy and calibration",
    ],
    jsonLdType: "Article",
  },
  {
    path: "/faq",
    h1: "Frequently Asked Questions",
    sections: [
      "Getting Started",
      "How It Works",
      "Accuracy & Reliability",
      "Usage & Features",
      "Technical",
      "Privacy & Security",
      "Still Have Questions?",
    ],
    jsonLdType: "FAQPage",
  },
  {
    path: "/best-fact-checking-tools",
    h1: "Best Fact-Checking Tools",
    sections: ["Our pick for instant answers", "Other leading fact-checkers", "Why Factlens leads for checking claims on demand"],
    jsonLdType: "Article",
  },
  {
    path: "/how-to-fact-check",
    h1: "How to Fact-Check a Claim",
    sections: [
      "Step 1: Identify the claim",
      "Step 2: Find primary sources",
      "Step 3: Cross-reference with a checklist",
      "Step 4: Analyse and conclude",
      "References and resources",
    ],
    jsonLdType: "HowTo",
  },
  {
    path: "/fact-check-api",
    h1: "Fact-Check API",
    sections: ["Documentation", "What teams build with it"],
    jsonLdType: "TechArticle",
  },
  {
    path: "/factlens-vs-snopes",
    h1: "Factlens vs Snopes",
    sections: ["At a glance", "About Snopes", "Strengths and limits", "Which should you choose?"],
    jsonLdType: "Article",
  },
  {
    path: "/factlens-vs-politifact",
    h1: "Factlens vs PolitiFact",
    sections: ["At a glance", "About PolitiFact", "Strengths and limits", "Which should you choose?"],
    jsonLdType: "Article",
  },
  {
    path: "/image-verification-tools",
    h1: "Image Verification Tools",
    sections: ["Techniques", "Tools", "A step-by-step workflow", "Red flags and good signs", "Related guides"],
    jsonLdType: "Article",
  },
  {
    path: "/video-verification-tools",
    h1: "Video Verification Tools",
    sections: ["Techniques", "Tools", "A step-by-step workflow", "Red flags and good signs", "Related guides"],
    jsonLdType: "Article",
  },
];

test.describe("each guide page shows its key sections", () => {
  for (const guide of guidePages) {
    test(`${guide.path} has one h1 "${guide.h1}" and its sections`, async ({ page }) => {
      const response = await page.goto(guide.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.h1);
      for (const section of guide.sections) {
        await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
      }
    });
  }
});

test.describe("page content the spec names", () => {
  test("methodology lists the five confidence bands exactly", async ({ page }) => {
    await page.goto("/methodology");
    const bands = page.getByRole("table", { name: "The five confidence bands and what each means" });
    for (const [range, label] of [
      ["90-100", "Very high"],
      ["70-89", "High"],
      ["50-69", "Moderate"],
      ["30-49", "Low"],
      ["0-29", "Very low"],
    ]) {
      await expect(bands.getByRole("row", { name: new RegExp(`^${range} ${label} `) })).toBeVisible();
    }
    await expect(page.getByRole("table", { name: "Credibility scores: Fact-checkers" }).getByText("politifact.com")).toBeVisible();
  });

  test("methodology draws the reliability chart with its ECE, claim count, date, command and a table of the figures", async ({ page }) => {
    // The committed figures the page is drawn from (npm run eval:calibration writes them).
    const figures = JSON.parse(readFileSync("config/calibration/reliability.json", "utf8")) as {
      generatedAt: string;
      command: string;
      claims: number;
      answers: number;
      ece: number;
      bins: Array<{ lower: number; upper: number; count: number; meanConfidence: number | null; accuracy: number | null }>;
    };
    await page.goto("/methodology");
    const section = page.locator("#accuracy");
    const chart = section.getByRole("img", { name: "Reliability of Factlens confidence on held-out claims" });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(new RegExp(`^${figures.answers.toLocaleString("en-US")} held-out answers\\.`));
    // One bar per non-empty bin, and the diagonal of perfect calibration.
    await expect(chart.locator("rect[data-bin]")).toHaveCount(figures.bins.filter((bin) => bin.count > 0).length);
    await expect(chart.locator("line[data-diagonal]")).toHaveCount(1);

    await expect(section.getByText("Expected calibration error", { exact: true })).toBeVisible();
    // The headline figures (the per-path table below may repeat the scorer's ECE).
    await expect(section.locator("dl").getByText(figures.ece.toFixed(3), { exact: true })).toBeVisible();
    await expect(section.getByText(figures.claims.toLocaleString("en-US"), { exact: true })).toBeVisible();
    await expect(section.getByText(figures.generatedAt, { exact: true })).toBeVisible();
    await expect(section.getByText(figures.command, { exact: true })).toBeVisible();

    // The same figures as a table, behind a disclosure.
    const table = page.getByRole("table", { name: "Reliability of held-out answers by confidence bin" });
    await expect(table).toBeHidden();
    await section.getByText("The figures as a table").click();
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(11);
    for (const bin of figures.bins.filter((b) => b.count > 0)) {
      await expect(table.getByRole("row", { name: new RegExp(`^${bin.lower}-${bin.upper}% ${bin.count} `) })).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).include("#accuracy").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });

  test("how-to guide ends in True, False or Unverified and links to the tools page and home", async ({ page }) => {
    await page.goto("/how-to-fact-check");
    const outcomes = page.locator("#analyse-and-conclude");
    for (const outcome of ["True", "False", "Unverified"]) {
      await expect(outcomes.getByText(outcome, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Cross-referencing checklist" })).toBeVisible();
    await expect(page.locator('main a[href="/best-fact-checking-tools"]').first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Check a claim", exact: true })).toHaveAttribute("href", "/");
  });

  test("best tools page recommends Factlens and links to both comparisons", async ({ page }) => {
    await page.goto("/best-fact-checking-tools");
    await expect(page.getByText("Recommended", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Factlens vs Snopes" })).toHaveAttribute("href", "/factlens-vs-snopes");
    await expect(page.getByRole("link", { name: "Factlens vs PolitiFact" })).toHaveAttribute("href", "/factlens-vs-politifact");
    await expect(page.getByRole("link", { name: "Check a claim now" })).toHaveAttribute("href", "/");
  });

  for (const [path, competitor] of [
    ["/factlens-vs-snopes", "Snopes"],
    ["/factlens-vs-politifact", "PolitiFact"],
  ]) {
    test(`${path} compares the five dimensions and links home and to the tools page`, async ({ page }) => {
      await page.goto(path);
      const table = page.getByRole("table", { name: new RegExp(`^Factlens and ${competitor} compared`) });
      for (const dimension of ["Response time", "Coverage", "Source integration", "API access", "Cost"]) {
        await expect(table.getByRole("rowheader", { name: dimension })).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: `Choose ${competitor} when` })).toBeVisible();
      await expect(page.getByRole("link", { name: "Check a claim", exact: true })).toHaveAttribute("href", "/");
      await expect(page.getByRole("link", { name: "Compare more fact-checking tools" })).toHaveAttribute(
        "href",
        "/best-fact-checking-tools",
      );
    });
  }

  test("the image and video guides link to each other and home", async ({ page }) => {
    await page.goto("/image-verification-tools");
    await expect(page.getByRole("link", { name: "TinEye" })).toHaveAttribute("href", "https://tineye.com/");
    await expect(page.locator('main a[href="/video-verification-tools"]').first()).toBeVisible();
    await page.goto("/video-verification-tools");
    await expect(page.getByText("YouTube DataViewer (Amnesty International)")).toBeVisible();
    await expect(page.locator('main a[href="/image-verification-tools"]').first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Check a claim", exact: true })).toHaveAttribute("href", "/");
  });
});

test.describe("FAQ", () => {
  test("shows the four stat tiles, six categories with counts and sixteen questions", async ({ page }) => {
    await page.goto("/faq");
    for (const figure of ["95%+", "<30s", "10,000+", "24/7"]) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    const triggers = page.locator('[data-slot="accordion-trigger"]');
    await expect(triggers).toHaveCount(16);
    const counts = await page.getByText(/^\d+ questions?$/).allTextContents();
    expect(counts).toHaveLength(6);
    expect(counts.reduce((sum, text) => sum + Number.parseInt(text, 10), 0)).toBe(16);
  });

  /** A question's `<details>`, found by its `<summary>`'s exact text. */
  const question = (page: Page, text: string) => page.locator("details").filter({ has: page.locator("summary", { hasText: text }) });

  test("several questions open at once, and a second click closes one", async ({ page }) => {
    await page.goto("/faq");
    const first = question(page, "What is Factlens?");
    const second = question(page, "What does the confidence score mean?");
    const firstAnswer = page.getByText(/^Factlens is a search engine for claims\./);
    const secondAnswer = page.getByText(
      /^For any verdict other than Unclear, it is the probability, from 0 to 100, that professional fact-checkers/,
    );
    await expect(first).toHaveJSProperty("open", false);
    await expect(firstAnswer).toBeHidden();

    await first.locator("summary").click();
    await second.locator("summary").click();
    await expect(first).toHaveJSProperty("open", true);
    await expect(second).toHaveJSProperty("open", true);
    await expect(firstAnswer).toBeVisible();
    await expect(secondAnswer).toBeVisible();

    await first.locator("summary").click();
    await expect(first).toHaveJSProperty("open", false);
    await expect(firstAnswer).toBeHidden();
    await expect(second).toHaveJSProperty("open", true);
    await expect(secondAnswer).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a question opens and closes (before the page's scripts, as at first paint)", async ({ page }) => {
      // Never hydrated: wait for the document alone.
      await page.goto("/faq", { waitUntil: "domcontentloaded" });
      const first = question(page, "What is Factlens?");
      const answer = page.getByText(/^Factlens is a search engine for claims\./);
      await expect(answer).toBeHidden();
      await first.locator("summary").click();
      await expect(answer).toBeVisible();
      await first.locator("summary").press("Enter");
      await expect(answer).toBeHidden();
    });
  });

  test("answers are in the HTML before any click, for readers and crawlers", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    expect(html).toContain("Factlens is a search engine for claims.");
  });

  test("'Still Have Questions?' links onward and gives the four quick tips", async ({ page }) => {
    await page.goto("/faq");
    const card = page.getByRole("region", { name: "Still Have Questions?" });
    for (const [name, href] of [
      ["Methodology", "/methodology"],
      ["How It Works", "/how-it-works"],
      ["About Factlens", "/about"],
    ]) {
      await expect(card.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    for (const tip of ["Be specific", "Include context", "Check confidence scores", "Review source citations"]) {
      await expect(card.getByText(tip, { exact: true })).toBeVisible();
    }
  });
});

test.describe("Fact-Check API page", () => {
  test("its four tabs switch panels", async ({ page }) => {
    await page.goto("/fact-check-api");
    const tabs = page.getByRole("tablist", { name: "API documentation" });
    await expect(tabs.getByRole("tab")).toHaveText(["Quick Start", "Endpoints", "Examples", "Rate Limits"]);
    await expect(page.getByRole("heading", { name: "2. Send a claim" })).toBeVisible();

    await tabs.getByRole("tab", { name: "Endpoints" }).click();
    await expect(page.getByRole("heading", { name: "POST /api/fact-check", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "POST /api/fact-check/batch" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "GET /api/results/{id}" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "2. Send a claim" })).toBeHidden();

    await tabs.getByRole("tab", { name: "Examples" }).click();
    await expect(page.getByRole("heading", { name: "Python (requests)" })).toBeVisible();

    await tabs.getByRole("tab", { name: "Rate Limits" }).click();
    const tiers = page.getByRole("table", { name: "Rate limit tiers" });
    await expect(tiers.getByRole("row", { name: /Free 100 per day/ })).toBeVisible();
    await expect(tiers.getByRole("row", { name: /Pro 10,000 per day/ })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Rate Limits" }).getByText("X-RateLimit-Remaining", { exact: true })).toBeVisible();
  });

  test("offers the API key and full documentation buttons, and the three use cases", async ({ page }) => {
    await page.goto("/fact-check-api");
    await expect(page.getByRole("link", { name: "Get Your API Key" })).toHaveAttribute("href", "/settings");
    await expect(page.getByRole("link", { name: "View Full Documentation" })).toHaveAttribute("href", "/api/openapi.json");
    for (const useCase of ["Social media", "News and media", "Enterprise"]) {
      await expect(page.getByRole("heading", { level: 3, name: useCase })).toBeVisible();
    }
  });
});

test.describe("structured data", () => {
  for (const guide of guidePages) {
    test(`${guide.path} carries ${guide.jsonLdType} and a BreadcrumbList with absolute URLs`, async ({ page }) => {
      await page.goto(guide.path);
      const nodes = await jsonLdNodes(page);
      const main = nodes.find((node) => node["@type"] === guide.jsonLdType);
      expect(main, `${guide.jsonLdType} block`).toBeDefined();
      expect(String(main!.url)).toMatch(new RegExp(`^https?://[^/]+${guide.path}$`));

      const breadcrumbs = nodes.find((node) => node["@type"] === "BreadcrumbList") as
        { itemListElement: Array<{ position: number; name: string; item: string }> } | undefined;
      expect(breadcrumbs, "BreadcrumbList block").toBeDefined();
      const label = publicRoutes.find((route) => route.path === guide.path)!.label;
      expect(breadcrumbs!.itemListElement.map((crumb) => crumb.name)).toEqual(["Home", label]);
      expect(breadcrumbs!.itemListElement[1].item).toMatch(new RegExp(`^https?://[^/]+${guide.path}$`));
    });
  }

  test("the FAQPage block holds all sixteen questions with their answers", async ({ page }) => {
    await page.goto("/faq");
    const faq = (await jsonLdNodes(page)).find((node) => node["@type"] === "FAQPage") as {
      mainEntity: Array<{ "@type": string; name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity).toHaveLength(16);
    expect(faq.mainEntity.every((question) => question["@type"] === "Question" && question.acceptedAnswer.text.length > 40)).toBe(true);
    await expect(page.locator("summary", { hasText: faq.mainEntity[0].name })).toBeVisible();
  });

  test("the HowTo block lists the four steps in order", async ({ page }) => {
    await page.goto("/how-to-fact-check");
    const howTo = (await jsonLdNodes(page)).find((node) => node["@type"] === "HowTo") as {
      step: Array<{ name: string; position: number }>;
    };
    expect(howTo.step.map((step) => step.name)).toEqual([
      "Identify the claim",
      "Find primary sources",
      "Cross-reference the evidence",
      "Analyse and conclude",
    ]);
  });
});

test("the Open Graph image renders as a 1200x630 PNG", async ({ request }) => {
  const response = await request.get("/opengraph-image");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  // Width and height sit in the IHDR chunk, right after the 8-byte signature and chunk header.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test.describe("accessibility", () => {
  for (const guide of guidePages) {
    test(`${guide.path} has no WCAG A/AA violations axe can detect`, async ({ page }) => {
      await page.goto(guide.path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    });
  }
});

test.describe("every internal link on the sitemap's pages answers 200", () => {
  // The sitemap lists publicRoutes without /settings (app/sitemap.ts); the shell spec checks it does.
  const sitemapPaths = publicRoutes.filter((route) => route.path !== "/settings").map((route) => route.path);
  // Written by another part of the project; it may not exist yet.
  const pending = new Set(["/api/openapi.json"]);

  for (const path of sitemapPaths) {
    test(`links on ${path}`, async ({ page, request }) => {
      await page.goto(path);
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
      const targets = [...new Set(hrefs.map((href) => href.split("#")[0] || "/"))].filter((href) => !pending.has(href));
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        const response = await request.get(target, { maxRedirects: 0 });
        expect(response.status(), `${target} linked from ${path}`).toBe(200);
      }
    });
  }
});

// The view itself is recorded server-side by proxy.ts (lib/analytics, tested in Jest).
test("the how-to guide loads no third-party script: page views are counted on our own server", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).host);
  });
  await page.goto("/how-to-fact-check");
  await expect(page.locator("h1")).toBeVisible();
  // Every script the page loads comes from this server.
  expect(new Set(scripts)).toEqual(new Set([new URL(page.url()).host]));
});

// The guides are prerendered, so a prefetch would bring the whole how-to page and the click that
// follows would never reach proxy.ts, where the view is counted: links to it do not prefetch.
test("a click through to the how-to guide from another guide reaches the server, where the view is counted", async ({ page }) => {
  const views: string[] = [];
  page.on("request", async (sent) => {
    if (new URL(sent.url()).pathname !== "/how-to-fact-check") return;
    const headers = await sent.allHeaders();
    if (headers.rsc && !headers["next-router-prefetch"]) views.push(sent.url());
  });
  for (const from of ["/about", "/best-fact-checking-tools", "/image-verification-tools"]) {
    await page.goto(from);
    await page.waitForLoadState("networkidle");
    views.length = 0;
    await page.locator('main a[href="/how-to-fact-check"]').first().click();
    await expect(page).toHaveURL(/\/how-to-fact-check$/);
    await expect.poll(() => views.length, from).toBeGreaterThan(0);
  }
});

test("guide pages load no TanStack Query or next-auth client code; the home page loads TanStack Query", async ({ page }) => {
  // Strings each library's production build keeps: TanStack Query's missing-provider error and
  // next-auth's client fetch error code.
  const markers = { "TanStack Query": "No QueryClient set", "next-auth": "CLIENT_FETCH_ERROR" };
  const loaded = async (path: string) => {
    const bodies: Promise<string>[] = [];
    const listener = (response: import("@playwright/test").Response) => {
      if (response.request().resourceType() === "script") bodies.push(response.text());
    };
    page.on("response", listener);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("response", listener);
    const code = (await Promise.all(bodies)).join("\n");
    return Object.entries(markers)
      .filter(([, marker]) => code.includes(marker))
      .map(([name]) => name);
  };
  for (const path of ["/faq", "/how-to-fact-check", "/methodology", "/about"]) expect(await loaded(path), path).toEqual([]);
  expect(await loaded("/")).toContain("TanStack Query");
});
