#!/usr/bin/env node
// The server the standalone smoke tests run against (playwright.standalone.config.ts): the build's
// `.next/standalone/server.js` (output: "standalone"), started the way a deployment starts it:
// `node server.js` in that folder, with a throwaway data folder migrated first, behind one trusted
// proxy (TRUSTED_PROXY=1). Not our own server (server/serve.mjs): Next.js's, as shipped.
import path from "node:path";
import { spawn } from "node:child_process";
import { prepareTestServer, serveUntilExit } from "./test-server.mjs";

const { env, dataDir } = prepareTestServer("factlens-standalone-", { NODE_ENV: "production" });

const standalone = path.join(process.cwd(), ".next", "standalone");
const server = spawn(process.execPath, ["server.js"], {
  cwd: standalone,
  stdio: "inherit",
  env: { ...env, PORT: process.env.E2E_PORT || "3200", HOSTNAME: "127.0.0.1" },
});
serveUntilExit(server, dataDir);
