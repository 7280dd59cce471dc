import { createPasswordPool, PasswordWorkBusyError, type PasswordPool } from "@/lib/auth/password-pool";

// bcryptjs must not run on this (the server's) thread: any use of it here fails the test. The
// pool's worker threads load the real package on their own, outside Jest's module registry.
jest.mock("bcryptjs", () => {
  throw new Error("bcryptjs was loaded on the main thread");
});

// A hash made by bcryptjs before the pool existed (cost 10, password "correct horse"): existing accounts keep signing in.
const LEGACY_HASH = "$2b$10$Cft8jsBSJrdyqEPh4wQhmeCuQN5fkEuG4XERVV7fAMw651ioYZKpC";

describe("the password worker pool", () => {
  let pool: PasswordPool;
  afterEach(() => pool?.close());

  it("hashes and verifies in worker threads, and accepts hashes made before it", async () => {
    pool = createPasswordPool({ workers: 2, maxQueued: 4 });
    const hash = await pool.hash("secret1", 10);
    expect(hash).toMatch(/^\$2b\$10\$/);
    await expect(pool.verify("secret1", hash)).resolves.toBe(true);
    await expect(pool.verify("secret2", hash)).resolves.toBe(false);
    await expect(pool.verify("correct horse", LEGACY_HASH)).resolves.toBe(true);
    await expect(pool.verify("correct horsf", LEGACY_HASH)).resolves.toBe(false);
  });

  it("runs at most `workers` jobs and queues at most `maxQueued`; the rest are refused at once with PasswordWorkBusyError", async () => {
    pool = createPasswordPool({ workers: 1, maxQueued: 2, retryAfterSeconds: 3 });
    const settled: string[] = [];
    const jobs = Array.from({ length: 8 }, (_, i) =>
      pool.hash(`password-${i}`, 10).then(
        () => settled.push(`done ${i}`),
        (error: unknown) =>
          settled.push(
            error instanceof PasswordWorkBusyError && error.retryAfterSeconds === 3 ? `busy ${i}` : `error ${i}: ${String(error)}`,
          ),
      ),
    );
    expect(pool.stats()).toEqual({ running: 1, queued: 2 });
    await Promise.all(jobs);
    // The 5 refusals settle before any accepted hash finishes: nothing waits behind a full queue.
    expect(settled).toEqual(["busy 3", "busy 4", "busy 5", "busy 6", "busy 7", "done 0", "done 1", "done 2"]);
    expect(pool.stats()).toEqual({ running: 0, queued: 0 });
    // Once there is room again, work is accepted.
    await expect(pool.verify("x", LEGACY_HASH)).resolves.toBe(false);
  });

  it("fails the job of a worker that dies and starts a new worker for the next", async () => {
    // A stand-in worker that dies on the password "crash".
    const crashing = `
      const { parentPort } = require("node:worker_threads");
      parentPort.on("message", (job) => {
        if (job.password === "crash") process.exit(3);
        parentPort.postMessage({ id: job.id, result: "hash:" + job.password });
      });`;
    pool = createPasswordPool({ workers: 1, maxQueued: 1, workerSource: crashing });
    await expect(pool.hash("crash", 10)).rejects.toThrow(/exited/);
    await expect(pool.hash("fine", 10)).resolves.toBe("hash:fine");
  });
});
