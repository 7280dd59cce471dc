// Validates the whole environment with the app's own schema (lib/env.ts) before `npm start`
// migrates, builds or listens, so a bad setting stops start-up with the variable named instead of
// a server that logs ready and answers every request with a 500. lib/env.ts is TypeScript: tsx's
// API imports it in this process (about 0.3 s; no build, no second Node process).
import { createRequire } from "node:module";
import { tsImport } from "tsx/esm/api";

const require = createRequire(import.meta.url);

/**
 * The environment the server will run with: the process's variables over the `.env` files Next.js
 * loads in production (`.env.production.local`, `.env.local`, `.env.production`, `.env`), with
 * NODE_ENV production as `npm start` sets it. process.env itself is left as it was.
 */
function serverEnvironment(dir) {
  const { loadEnvConfig, resetEnv } = require("@next/env");
  const quiet = { info: () => {}, error: (...args) => console.error(...args) };
  const combined = { ...loadEnvConfig(dir, false, quiet, true).combinedEnv };
  resetEnv();
  return { ...combined, NODE_ENV: "production" };
}

/**
 * The validated environment (lib/env.ts's `Env`), or, when it is invalid, a message naming every
 * variable at fault on stderr and exit code 1. lib/env.ts validates process.env as it loads, so it
 * is loaded with the server's environment in place, and process.env restored afterwards.
 */
export async function validateEnvironment(dir = process.cwd()) {
  const saved = { ...process.env };
  const wanted = serverEnvironment(dir);
  for (const key of Object.keys(process.env)) if (!(key in wanted)) delete process.env[key];
  Object.assign(process.env, wanted);
  try {
    const { env } = await tsImport("../lib/env.ts", import.meta.url);
    return env;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!message.startsWith("Invalid environment configuration")) throw error;
    console.error(`npm start: ${message}\nFix these variables (in the environment or .env; see .env.example), then start again.`);
    process.exit(1);
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}
