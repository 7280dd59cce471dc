// What every test server (Playwright's e2e server, the standalone smoke server) does first: a
// production build, a throwaway data folder with a migrated SQLite database, the word vectors
// beside the real data (built once, shared by every test server), and, once the server it starts
// exits, the folder removed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "../../server/migrations.mjs";
import { buildIfNeeded } from "../../server/build.mjs";
import { ensureWordVectors } from "../../scripts/build-word-vectors.mjs";

/** Builds if needed and prepares a throwaway data folder; `env` is the environment to serve with. */
export function prepareTestServer(prefix, extraEnv = {}) {
  const wordVectors = ensureWordVectors();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "factlens.db")}`,
    WORD_VECTORS_PATH: wordVectors,
    NEXT_TELEMETRY_DISABLED: "1",
    ...extraEnv,
  };
  buildIfNeeded();
  applyMigrations(env);
  return { env, dataDir };
}

/** Passes SIGINT and SIGTERM to `server`, and when it exits removes the data folder and exits alike. */
export function serveUntilExit(server, dataDir) {
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}
