#!/usr/bin/env node
// Runs a TypeScript script of the project with tsx after applying pending migrations.
// `react-server` makes `server-only` modules importable outside Next.js, as on the server.
// `--no-migrate` first skips the migrations, for commands run beside a live server: Prisma's
// schema engine locks the SQLite file exclusively, which fails while the server has it open.
import path from "node:path";
import { spawnSync } from "node:child_process";
import { applyMigrations } from "./migrate.mjs";

const argv = process.argv.slice(2);
const migrate = argv[0] !== "--no-migrate";
const [script, ...args] = migrate ? argv : argv.slice(1);
if (migrate) applyMigrations(process.env, { quiet: true });
const result = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve(script), ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
