import { defineConfig, devices } from "@playwright/test";

// E2E_PORT is chosen free by scripts/test-all.mjs; the server is a production build with a
// throwaway database (tests/support/e2e-server.mjs). Browsers: Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // Playwright empties its output folder at start: keep it apart from Jest's report beside it.
  outputDir: "test-results/playwright-artifacts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node tests/support/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    // Discover's lists are read right after the checks that feed them: no server-side cache.
    // Suites make many checks from 127.0.0.1: a high free limit here; rate-limit.spec.ts starts
    // its own server with the default limit. Sign-ups likewise (SIGN_UPS_PER_HOUR; sessions.spec.ts checks the default).
    env: { E2E_PORT: String(port), TRENDING_CACHE_SECONDS: "0", FREE_CHECKS_PER_WINDOW: "1000", SIGN_UPS_PER_HOUR: "100000" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
