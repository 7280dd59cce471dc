#!/usr/bin/env node
// Runs a TypeScript script of the project with tsx after applying pending migrations.
// `react-server` makes `server-only` modules importable outside Next.js, as on the server.
// `--no-migrate` first skips the migrations, for commands run beside a live server: Prisma's
// schema engine locks the SQLite file exclusively, which fails while the server has it open.
// `--migrate-if-pending` first runs the schema engine only when a migration is missing from the
// database's history (a plain read), so the command also runs beside a live, migrated server.
import path from "node:path";
import { spawnSync } from "node:child_process";
import { applyMigrations, pendingMigrations } from "../../server/migrations.mjs";

const argv = process.argv.slice(2);
const mode = ["--no-migrate", "--migrate-if-pending"].includes(argv[0]) ? argv[0] : "migrate";
const [script, ...args] = mode === "migrate" ? argv : argv.slice(1);
/** Whether a migration is missing; unknown (null) counts as missing, so the migration reports why. */
const migrationsPending = async () => {
  const pending = await pendingMigrations(process.env);
  return pending === null || pending.length > 0;
};
if (mode === "migrate" || (mode === "--migrate-if-pending" && (await migrationsPending()))) applyMigrations(process.env, { quiet: true });
const result = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve(script), ...args], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
