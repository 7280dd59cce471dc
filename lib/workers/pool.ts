import type { Worker } from "node:worker_threads";

/**
 * A bounded pool of worker threads for CPU work that must stay off the server's event loop: the
 * knowledge-base search (lib/knowledge-base/search-pool.ts) and bcrypt (lib/auth/password-pool.ts).
 * Each thread runs one job at a time; threads start when work first needs them (or at `warm()`),
 * at most `workers`. Up to `maxQueued` more jobs wait their turn, and anything beyond that is
 * refused at once with `busy()` (each caller's own 503 with Retry-After), never queued without end.
 *
 * A job goes to the worker as its structured clone with the pool's `id` added; the worker answers
 * `{id, result}` or `{id, error}` (a message), and the result is passed on as it came. A worker
 * that dies fails its job and is replaced on the next one. An idle worker does not keep the
 * process alive; one with a job under way does.
 */

export type WorkerPoolPolicy = {
  /** Worker threads running jobs at once. */
  workers: number;
  /** Jobs waiting for a thread before new ones are refused. */
  maxQueued: number;
};

/** The worker's answer to the job with that `id`: `result` (its structured clone) or `error` (a message). */
export type WorkerAnswer = { id: number; result?: unknown; error?: string };

export type WorkerPool<J extends object> = {
  /** Runs `job` on a thread. A job still waiting for a thread when `signal` aborts is dropped (rejected with the signal's reason). */
  run(job: J, signal?: AbortSignal): Promise<unknown>;
  /** Starts every thread now rather than on the first jobs. */
  warm(): void;
  /** Jobs running and waiting now, and the threads started. */
  stats(): { running: number; queued: number; workers: number };
  /** Refuses waiting jobs and stops every thread. */
  close(): Promise<void>;
};

type Pending<J> = { job: J & { id: number }; resolve: (value: unknown) => void; reject: (error: unknown) => void };
type Slot<J> = { worker: Worker; current: Pending<J> | null };

export function createWorkerPool<J extends object>(
  createWorker: () => Worker,
  {
    workers,
    maxQueued,
    busy,
    name,
  }: WorkerPoolPolicy & {
    /** The error a job past the queue is refused with. */
    busy: () => Error;
    /** Names the pool in its own errors: "{name} pool closed", "{name} worker exited (code)". */
    name: string;
  },
): WorkerPool<J> {
  const slots: Slot<J>[] = [];
  const queue: Pending<J>[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot<J> {
    const slot: Slot<J> = { worker: createWorker(), current: null };
    slot.worker.unref();
    slot.worker.on("message", (message: WorkerAnswer) => {
      const pending = slot.current;
      if (!pending || pending.job.id !== message.id) return;
      slot.current = null;
      slot.worker.unref();
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.result);
      drain();
    });
    // An error is followed by an exit: the job fails once.
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      slot.current?.reject(error);
      slot.current = null;
      drain();
    };
    slot.worker.on("error", fail);
    slot.worker.on("exit", (code) => fail(new Error(`${name} worker exited (${code})`)));
    slots.push(slot);
    return slot;
  }

  function drain() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((candidate) => candidate.current === null) ?? (slots.length < workers ? spawn() : null);
      if (!slot) return;
      const pending = queue.shift()!;
      slot.current = pending;
      slot.worker.ref(); // keep the process alive while a job is running
      slot.worker.postMessage(pending.job);
    }
  }

  const running = () => slots.filter((slot) => slot.current !== null).length;

  function run(job: J, signal?: AbortSignal): Promise<unknown> {
    if (closed) return Promise.reject(new Error(`${name} pool closed`));
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (running() >= workers && queue.length >= maxQueued) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const pending: Pending<J> = { job: { ...job, id: nextId++ }, resolve, reject };
      queue.push(pending);
      signal?.addEventListener(
        "abort",
        () => {
          const index = queue.indexOf(pending);
          if (index < 0) return;
          queue.splice(index, 1);
          reject(signal.reason);
        },
        { once: true },
      );
      drain();
    });
  }

  return {
    run,
    warm() {
      while (!closed && slots.length < workers) spawn();
    },
    stats: () => ({ running: running(), queued: queue.length, workers: slots.length }),
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error(`${name} pool closed`));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
