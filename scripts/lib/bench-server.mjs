// A production server for a benchmark: `npm start` (server/start.mjs: migrate, build if needed,
// serve) on a free port with a throwaway SQLite database in a temporary folder (or DATABASE_URL
// when set), with the variables the benchmark needs. Resolves once /api/health answers.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { freePort } from "./free-port.mjs";

/** @param {{name: string, env?: Record<string, string>}} options */
export async function startBenchServer({ name, env: extra = {} }) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `factlens-${name}-`));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL || `file:${path.join(dataDir, "factlens.db")}`,
    ...extra,
    PORT: String(port),
    LOG_LEVEL: "warn",
  };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [path.join(process.cwd(), "server/start.mjs")], { env, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000; // a first run builds
  const healthy = () =>
    fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await healthy())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error("the server did not answer /api/health within 5 minutes");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
