#!/usr/bin/env node
// The server Playwright tests run against: a production build on E2E_PORT with a throwaway
// database in a temporary data folder, so tests never touch data/.
import path from "node:path";
import { spawn } from "node:child_process";
import { prepareTestServer, serveUntilExit } from "./test-server.mjs";

const { env, dataDir } = prepareTestServer("factlens-e2e-");
delete env.NODE_ENV;

const port = process.env.E2E_PORT || "3100";
// Served as `npm start` serves it (server/serve.mjs), so requests carry the peer address the app reads.
const server = spawn(process.execPath, [path.join(process.cwd(), "server/serve-built.mjs")], {
  stdio: "inherit",
  env: { ...env, PORT: port, LISTEN_HOST: "127.0.0.1" },
});
serveUntilExit(server, dataDir);
