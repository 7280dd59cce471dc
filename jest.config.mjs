import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Unit and integration tests live in `__tests__/` beside the code they test. */
const config = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/__tests__/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/", "/data/"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty-module.js",
  },
  globalSetup: "<rootDir>/tests/support/jest-global-setup.mjs",
};

export default createJestConfig(config);
