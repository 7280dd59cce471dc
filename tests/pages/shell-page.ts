import type { Locator, Page } from "@playwright/test";

/** The shell every page shares: sidebar, breadcrumbs, structured data. */
export class ShellPage {
  readonly sidebar: Locator;
  readonly breadcrumb: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole("complementary", { name: "Sidebar" });
    this.breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  breadcrumbLabel() {
    return this.breadcrumb.locator('[aria-current="page"]');
  }

  highlightedNavItems() {
    return this.sidebar.locator('a[aria-current="page"]');
  }

  async jsonLdBlocks(): Promise<unknown[]> {
    const texts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.map((text) => JSON.parse(text));
  }
}
