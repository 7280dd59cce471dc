import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { freePort } from "./free-port";

/**
 * A second production server for an e2e spec that needs its own configuration (e.g. the
 * default rate limit, while Playwright's main server runs with a high one): the existing build
 * served by server/serve-built.mjs (as `npm start` serves it) with a throwaway migrated
 * database. Playwright's webServer builds first.
 */

export type RunningNextServer = {
  baseURL: string;
  /** What the server has written to stdout so far (its JSON log lines). */
  output(): string;
  /** The environment the server runs with (its DATABASE_URL and DATA_DIR), for commands run against its database. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
};

/**
 * `allInterfaces`: listen as `npm start` does, on every interface (no LISTEN_HOST), rather than
 * on 127.0.0.1 only; Next.js then builds its own URLs on `localhost`, which changes how it
 * handles a rewrite (issue 28: malformed page paths answered 500 only this way).
 */
export async function startNextServer(env: Record<string, string>, { allInterfaces = false } = {}): Promise<RunningNextServer> {
  const root = process.cwd();
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("No production build in .next: run the e2e suite through Playwright's webServer (it builds first).");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-e2e-extra-"));
  const variables: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "factlens.db")}`,
    // Claim matching's word vectors beside the real data, as tests/support/e2e-server.mjs uses them.
    WORD_VECTORS_PATH: process.env.WORD_VECTORS_PATH ?? path.join(root, "data", "word-vectors.bin"),
    NEXT_TELEMETRY_DISABLED: "1",
    ...env,
  };
  // As tests/support/e2e-server.mjs: NODE_ENV unset (serve-built.mjs sets production itself).
  delete variables.NODE_ENV;
  const serverEnv = variables as NodeJS.ProcessEnv;
  const migrated = spawnSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "server/migrate.mjs", "apply"], {
    env: serverEnv,
    encoding: "utf8",
  });
  if (migrated.status !== 0) throw new Error(`migrations failed:\n${migrated.stderr}`);

  const port = await freePort();
  // Served as `npm start` serves it (server/serve.mjs: the socket's address in the peer header the app reads).
  const listen: Record<string, string | undefined> = { PORT: String(port), LISTEN_HOST: allInterfaces ? undefined : "127.0.0.1" };
  const child = spawn(process.execPath, [path.join(root, "server/serve-built.mjs")], {
    env: { ...serverEnv, ...listen },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdout.on("data", (chunk) => (stdout += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (running) child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running) throw new Error(`the server exited before it answered:\n${stderr}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, env: serverEnv, output: () => stdout, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
