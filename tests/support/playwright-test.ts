import { expect, test as base } from "@playwright/test";

/**
 * Playwright's `test` with what every e2e spec needs:
 * - A guard: a Content-Security-Policy violation in any page of the test's browser context (the
 *   browser's console report, or a `securitypolicyviolation` event) fails the test. A spec that
 *   provokes one on purpose reads and empties `cspViolations` itself.
 * - `page.goto` that answers once a page it opened is hydrated (`html[data-hydrated]`,
 *   components/layout/hydration-mark.tsx): pages run their scripts only after the first paint
 *   (scripts/lib/hydrate-after-paint.mjs), so at `load` their buttons may not work yet. An answer
 *   that is not a successful HTML page, or a `waitUntil` other than `load`, is returned as it is.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // The fixture's callback is not named `use`: ESLint's hooks rule would read it as React's.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.ok() && (response.headers()["content-type"] ?? "").startsWith("text/html");
      if (html && (options?.waitUntil ?? "load") === "load") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await provide(page);
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
