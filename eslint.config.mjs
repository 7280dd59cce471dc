import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Layout is Prettier's (npm run format); ESLint keeps to correctness.
  prettier,
  {
    rules: {
      // Destructuring a field away to drop it is intentional: `{ rank: _rank, ...rest }`.
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    ignores: ["node_modules/**", ".next/**", "generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
