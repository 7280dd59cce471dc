import { Worker } from "node:worker_threads";
import { createWorkerPool, type WorkerPool } from "@/lib/workers/pool";

/** A stand-in thread: answers `{value}` with its double; "hang" never answers, "fail" answers an error, "crash" exits. */
const WORKER = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, value }) => {
  if (value === "hang") return;
  if (value === "fail") return parentPort.postMessage({ id, error: "no such value" });
  if (value === "crash") process.exit(4);
  parentPort.postMessage({ id, result: value * 2 });
});
`;
const worker = () => new Worker(WORKER, { eval: true });

class BusyError extends Error {}

describe("the bounded worker pool", () => {
  let pool: WorkerPool<{ value: unknown }> | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });
  const make = (workers: number, maxQueued: number) =>
    (pool = createWorkerPool<{ value: unknown }>(worker, { workers, maxQueued, busy: () => new BusyError("busy"), name: "test" }));

  it("starts threads only when work needs them, or all at once with warm()", async () => {
    const pool = make(3, 4);
    expect(pool.stats()).toEqual({ running: 0, queued: 0, workers: 0 });
    await expect(pool.run({ value: 21 })).resolves.toBe(42);
    expect(pool.stats()).toEqual({ running: 0, queued: 0, workers: 1 });
    pool.warm();
    expect(pool.stats().workers).toBe(3);
  });

  it("rejects with the worker's error message, and with its own name when a worker dies, then carries on", async () => {
    const pool = make(1, 1);
    await expect(pool.run({ value: "fail" })).rejects.toThrow("no such value");
    await expect(pool.run({ value: "crash" })).rejects.toThrow("test worker exited (4)");
    await expect(pool.run({ value: 2 })).resolves.toBe(4);
  });

  it("refuses past the queue with the caller's error, drops an aborted waiting job, and refuses everything once closed", async () => {
    const pool = make(1, 1);
    const hanging = pool.run({ value: "hang" }).catch((error: unknown) => error);
    const budget = new AbortController();
    const waiting = pool.run({ value: 1 }, budget.signal).catch((error: unknown) => error);
    await expect(pool.run({ value: 2 })).rejects.toBeInstanceOf(BusyError);
    budget.abort(new Error("budget spent"));
    expect(await waiting).toEqual(new Error("budget spent"));
    expect(pool.stats()).toEqual({ running: 1, queued: 0, workers: 1 });
    const queued = pool.run({ value: 3 }).catch((error: unknown) => error);
    await pool.close();
    expect(await queued).toEqual(new Error("test pool closed"));
    await expect(pool.run({ value: 4 })).rejects.toThrow("test pool closed");
    // The running job's thread was stopped: its job fails as a worker that died.
    expect(String(await hanging)).toMatch(/test worker exited/);
  });
});
