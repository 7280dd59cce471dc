import { expect, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export type AuthMode = "Sign In" | "Sign Up";

/** The sidebar's account area and the sign-in dialog it opens. */
export class AuthDialog {
  readonly sidebar: Locator;
  readonly dialog: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly error: Locator;
  readonly domainHelp: Locator;
  readonly openButton: Locator;
  readonly signOutButton: Locator;
  readonly accountName: Locator;
  readonly accountEmail: Locator;
  readonly accountSpinner: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole("complementary", { name: "Sidebar" });
    this.dialog = page.getByRole("dialog", { name: "Sign In to Factlens" });
    this.email = this.dialog.getByLabel("Email", { exact: true });
    this.password = this.dialog.getByLabel("Password", { exact: true });
    this.error = this.dialog.getByRole("alert");
    this.domainHelp = this.dialog.getByRole("region", { name: "Add this domain to sign in" });
    this.openButton = this.sidebar.getByRole("button", { name: "Sign In", exact: true });
    this.signOutButton = this.sidebar.getByRole("button", { name: "Sign out" });
    this.accountName = this.sidebar.getByTestId("account-name");
    this.accountEmail = this.sidebar.getByTestId("account-email");
    this.accountSpinner = this.sidebar.getByRole("status", { name: "Loading account" });
  }

  tab(mode: AuthMode) {
    return this.dialog.getByRole("tab", { name: mode, exact: true });
  }

  submitButton(mode: AuthMode) {
    return this.dialog.getByRole("button", { name: mode === "Sign In" ? "Sign In" : "Create Account", exact: true });
  }

  async open() {
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async fill(mode: AuthMode, email: string, password: string) {
    await this.tab(mode).click();
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async submit(mode: AuthMode, email: string, password: string) {
    await this.fill(mode, email, password);
    await this.submitButton(mode).click();
  }

  /** Opens the dialog, submits, and waits for it to close as signed in. */
  async signUp(email: string, password: string) {
    await this.open();
    await this.submit("Sign Up", email, password);
    await this.expectSignedIn(email);
  }

  async signIn(email: string, password: string) {
    await this.open();
    await this.submit("Sign In", email, password);
    await this.expectSignedIn(email);
  }

  async signOut() {
    await this.signOutButton.click();
    await expect(this.openButton).toBeVisible();
  }

  /** Serious and critical axe violations on the page as it stands. */
  async seriousAxeViolations() {
    const { violations } = await new AxeBuilder({ page: this.page }).analyze();
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
  }

  async expectSignedIn(email: string) {
    await expect(this.dialog).toBeHidden();
    await expect(this.accountEmail).toHaveText(email);
  }
}

/** A fresh address per test, so tests never share an account or a lockout. */
export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
