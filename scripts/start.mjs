#!/usr/bin/env node
// `npm start`: migrate the database, build if the sources changed, then serve on PORT (default
// 3000, all interfaces). SIGTERM drains: in-flight requests finish, then exit 0
// (scripts/lib/serve.mjs); SHUTDOWN_GRACE_MS (default 30000) bounds the wait.
import { applyMigrations } from "./lib/migrate.mjs";
import { buildIfNeeded } from "./lib/build.mjs";
import { serve } from "./lib/serve.mjs";
import { ensureWordVectors } from "./build-word-vectors.mjs";

const port = Number(process.env.PORT || 3000);
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 30_000);
// The bounds lib/env.ts gives both (it validates them again when the app loads; this script cannot import it).
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number, not ${process.env.PORT}`);
if (!Number.isInteger(graceMs) || graceMs < 0 || graceMs > 600_000) throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds up to 600000, not ${process.env.SHUTDOWN_GRACE_MS}`);

applyMigrations();
buildIfNeeded();
// Claim matching's word vectors (WORD_VECTORS_PATH, else DATA_DIR/word-vectors.bin): built from the
// npm package when missing, in a few seconds; without them matching uses its lexical signal only.
ensureWordVectors();

// As `next start`: the server always runs the production build.
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
await serve({ dir: process.cwd(), port, graceMs, logLevel: process.env.LOG_LEVEL || "info" });
