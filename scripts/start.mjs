#!/usr/bin/env node
// `npm start`: migrate the database, build if the sources changed, then serve on PORT (default 3000).
import path from "node:path";
import { spawn } from "node:child_process";
import { applyMigrations } from "./lib/migrate.mjs";
import { buildIfNeeded } from "./lib/build.mjs";

applyMigrations();
buildIfNeeded();

const port = process.env.PORT || "3000";
const server = spawn(process.execPath, [path.join(process.cwd(), "node_modules/next/dist/bin/next"), "start", "-p", port], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
