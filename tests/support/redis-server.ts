import fs from "node:fs";
import net from "node:net";
import { spawn } from "node:child_process";
import { freePort } from "./free-port";

/**
 * A throwaway Redis server for tests: Debian's redis-server on a free 127.0.0.1 port, with
 * no persistence, stopped by `stop()`. CI installs the binary (`.ci/run`); on a machine
 * without it the test fails saying so rather than skipping quietly.
 */

export const REDIS_SERVER_BINARY = "/usr/bin/redis-server";

export type RunningRedis = { url: string; port: number; stop(): Promise<void> };

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Starts a server; `port` reuses one (e.g. to bring a stopped server back where clients expect it). */
export async function startRedisServer(options: { port?: number } = {}): Promise<RunningRedis> {
  if (!fs.existsSync(REDIS_SERVER_BINARY)) {
    throw new Error(`${REDIS_SERVER_BINARY} is missing: the Redis store tests need it (apt-get install -y redis-server).`);
  }
  const port = options.port ?? (await freePort());
  const child = spawn(REDIS_SERVER_BINARY, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (!running) throw new Error(`redis-server exited before accepting connections:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`redis-server did not accept connections on port ${port} within 10 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (running) child.kill("SIGTERM");
      await exited;
    },
  };
}
