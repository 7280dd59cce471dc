#!/usr/bin/env node
// Runs a TypeScript script of the project with tsx after applying pending migrations.
// `react-server` makes `server-only` modules importable outside Next.js, as on the server.
import path from "node:path";
import { spawnSync } from "node:child_process";
import { applyMigrations } from "./migrate.mjs";

const [script, ...args] = process.argv.slice(2);
applyMigrations(process.env, { quiet: true });
const result = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve(script), ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
