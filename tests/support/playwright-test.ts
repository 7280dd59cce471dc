import { expect, test as base, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";

const hydrationAware = new WeakSet<Page>();
const hydrationAwareContexts = new WeakSet<BrowserContext>();

/**
 * `page.goto` and `page.reload` answer once the page they loaded is hydrated (`html[data-hydrated]`,
 * components/layout/hydration-mark.tsx): Next's scripts are async, so at `load` a page's
 * buttons may not work yet. An answer
 * that is not a successful HTML page, or a `waitUntil` other than `load`, is returned as it is.
 */
function waitForHydrationOnLoad(page: Page): Page {
  if (hydrationAware.has(page)) return page;
  hydrationAware.add(page);
  const hydrated = async (response: Response | null, waitUntil = "load") => {
    const html = response?.ok() && (response.headers()["content-type"] ?? "").startsWith("text/html");
    if (html && waitUntil === "load") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return response;
  };
  const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
  page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
  return page;
}

/** The same for every page of a browser context: those there now, those it opens, popups included. */
function waitForHydrationInContext(context: BrowserContext): BrowserContext {
  // Playwright makes the test's own context through the wrapped browser.newContext, and the
  // `context` fixture hands it here again: once is enough.
  if (hydrationAwareContexts.has(context)) return context;
  hydrationAwareContexts.add(context);
  context.pages().forEach(waitForHydrationOnLoad);
  context.on("page", waitForHydrationOnLoad);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForHydrationOnLoad(await newPage());
  return context;
}

/**
 * Playwright's `test` with what every e2e spec needs:
 * - A guard: a Content-Security-Policy violation in any page of the test's browser context (the
 *   browser's console report, or a `securitypolicyviolation` event) fails the test. A spec that
 *   provokes one on purpose reads and empties `cspViolations` itself.
 * - Navigations that wait for hydration (above), in the test's own context and in the contexts
 *   and pages a spec opens itself from `browser`.
 */
export const test = base.extend<{ cspViolations: string[] }, { browser: Browser }>({
  // The fixtures' callbacks are not named `use`: ESLint's hooks rule would read them as React's.
  browser: [
    async ({ browser }, provide) => {
      const [newContext, newPage] = [browser.newContext.bind(browser), browser.newPage.bind(browser)];
      browser.newContext = async (options) => waitForHydrationInContext(await newContext(options));
      browser.newPage = async (options) => waitForHydrationOnLoad(await newPage(options));
      await provide(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, provide) => {
    await provide(waitForHydrationInContext(context));
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Injected through the DevTools protocol, so the page's own policy does not block it.
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      context.on("console", (message) => {
        const text = message.text();
        if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${message.page()?.url() ?? "?"}: ${text}`);
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
