import os from "node:os";
import { Worker } from "node:worker_threads";
import { createWorkerPool } from "@/lib/workers/pool";

/**
 * bcrypt off the event loop, with a bounded amount of work. bcryptjs is pure JavaScript: on the
 * main thread each hash (about 60 ms at cost 10) stops the server from answering anything else,
 * so a burst of sign-ups made /api/health take 800 ms. Here hashing and verifying run in worker
 * threads (WORKER_SOURCE below), at most `workers` at once; up to `maxQueued` more wait
 * their turn, and anything beyond that is refused at once with PasswordWorkBusyError (answered
 * 503 with Retry-After: lib/auth/config.ts), never queued without end. Existing hashes stay valid:
 * it is the same bcryptjs, in another thread. The threads, the queue and its bound are
 * lib/workers/pool.ts's, shared with the knowledge-base search pool.
 */

/** Policy as data: how much bcrypt work runs and waits at once. */
export const PASSWORD_WORK_POLICY = {
  /** Threads hashing at once: one core is left to the server itself. */
  workers: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
  /** Jobs waiting for a thread; at ~60 ms a job that is under a second of waiting per worker. */
  maxQueued: 16,
  /** What a refused request is told to wait (Retry-After, seconds). */
  retryAfterSeconds: 2,
} as const;

export class PasswordWorkBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("password hashing is at capacity");
    this.name = "PasswordWorkBusyError";
  }
}

type Job = { id: number; op: "hash" | "verify"; password: string; hash?: string; cost?: number };

export type PasswordPool = {
  hash(password: string, cost: number): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** Jobs running and waiting now (for tests and the benchmark). */
  stats(): { running: number; queued: number };
  close(): Promise<void>;
};

/**
 * The worker: one job at a time, `{id, op: "hash" | "verify", password, hash?, cost?}` in,
 * `{id, result}` or `{id, error}` out. It is source text run with `eval: true`, not a file: a
 * `new Worker(<file>)` in a Next.js server bundle makes the bundler trace (and bundle) whatever the
 * path could match. bcryptjs is loaded from the project's node_modules (the folder `npm start`,
 * the test servers and Jest run in).
 */
export const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const bcrypt = require("node:module").createRequire(require("node:path").join(process.cwd(), "package.json"))("bcryptjs");
parentPort.on("message", (job) => {
  try {
    const result = job.op === "hash" ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id: job.id, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

export function createPasswordPool({
  workers = PASSWORD_WORK_POLICY.workers,
  maxQueued = PASSWORD_WORK_POLICY.maxQueued,
  retryAfterSeconds = PASSWORD_WORK_POLICY.retryAfterSeconds,
  workerSource = WORKER_SOURCE,
}: { workers?: number; maxQueued?: number; retryAfterSeconds?: number; workerSource?: string } = {}): PasswordPool {
  const pool = createWorkerPool<Omit<Job, "id">>(() => new Worker(workerSource, { eval: true }), {
    workers,
    maxQueued,
    busy: () => new PasswordWorkBusyError(retryAfterSeconds),
    name: "password",
  });
  return {
    hash: (password, cost) => pool.run({ op: "hash", password, cost }) as Promise<string>,
    verify: (password, hash) => pool.run({ op: "verify", password, hash }) as Promise<boolean>,
    stats: () => {
      const { running, queued } = pool.stats();
      return { running, queued };
    },
    close: pool.close,
  };
}
