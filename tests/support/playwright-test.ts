import { expect, test as base } from "@playwright/test";

/**
 * Playwright's `test` with a guard every e2e spec uses: a Content-Security-Policy violation in
 * any page of the test's browser context (the browser's console report, or a
 * `securitypolicyviolation` event) fails the test. A spec that provokes one on purpose reads
 * and empties `cspViolations` itself.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
