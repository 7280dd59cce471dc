#!/usr/bin/env node
// The existing production build served as `npm start` serves it (server/serve.mjs: the peer
// address header, draining on SIGTERM), without migrating or building first: the test servers
// (tests/support/e2e-server.mjs, tests/support/next-server.ts) run it after doing those themselves.
//   PORT (default 3000), LISTEN_HOST (default all interfaces), SHUTDOWN_GRACE_MS (default 5000)
import { serve } from "./serve.mjs";

process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
await serve({
  dir: process.cwd(),
  port: Number(process.env.PORT || 3000),
  hostname: process.env.LISTEN_HOST || undefined,
  graceMs: Number(process.env.SHUTDOWN_GRACE_MS || 5_000),
  logLevel: process.env.LOG_LEVEL || "info",
});
