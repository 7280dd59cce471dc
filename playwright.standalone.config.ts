import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// `npm run test:standalone`: smoke tests of the standalone output (.next/standalone/server.js, as a
// deployment runs it: tests/support/standalone-server.mjs), behind one trusted proxy.
const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: "tests/standalone",
  reporter: [["list"]],
  outputDir: "test-results/playwright-standalone",
  use: { ...base.use, baseURL },
  projects: [{ name: "standalone", use: { ...base.projects![0].use, baseURL } }],
  webServer: {
    command: "node tests/support/standalone-server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { E2E_PORT: String(port), TRUSTED_PROXY: "1", FREE_CHECKS_PER_WINDOW: "2", LOG_LEVEL: "warn" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
