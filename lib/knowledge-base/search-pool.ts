import type { Worker } from "node:worker_threads";
import { ApiError } from "@/lib/api/errors";

/**
 * Knowledge-base search off the event loop, with a bounded amount of work. Scoring a claim against
 * the index is pure JavaScript (tens of ms at a few thousand records): on the main thread a burst of
 * uncached checks stopped the server from answering anything else (issue 27). Here each search runs
 * in a worker thread (lib/knowledge-base/search-worker.ts, which owns its own KnowledgeBase and keeps
 * it in step with the table as the in-process one does), at most one search per worker at a time;
 * up to `maxQueued` more wait their turn, and anything beyond that is refused at once with
 * KnowledgeBaseBusyError, a 503 `server_busy` with Retry-After, never queued without end.
 *
 * The pool knows nothing of what a search returns: the worker's answer is passed on as the
 * structured clone of the whole result, so fields added to it later need no change here.
 */

export type SearchPoolPolicy = {
  /** Worker threads searching at once. */
  workers: number;
  /** Searches waiting for a thread before new ones are refused. */
  maxQueued: number;
  /** What a refused request is told to wait (Retry-After, seconds). */
  retryAfterSeconds: number;
};

/** Searches of the knowledge base are at capacity: answered 503 with Retry-After. */
export class KnowledgeBaseBusyError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super("server_busy", undefined, undefined, retryAfterSeconds);
    this.name = "KnowledgeBaseBusyError";
  }
}

/** A search, as the worker receives it: which search (the worker's own names) and its arguments. */
export type SearchJob = { id: number; method: string; args: unknown[] };
/** The worker's answer: `{id, result}` (the structured clone of what search returned) or `{id, error}`. */
export type SearchAnswer = { id: number; result?: unknown; error?: string };

type Pending = { job: SearchJob; resolve: (value: unknown) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; current: Pending | null };

export type SearchPool = {
  /**
   * Runs the worker's search `method` with `args` (structured-cloned both ways). A search still
   * waiting for a thread when `signal` aborts is dropped (rejected with the signal's reason).
   */
  run(method: string, args: unknown[], signal?: AbortSignal): Promise<unknown>;
  /** Starts every thread now (each builds its indexes as it starts), rather than on the first searches. */
  warm(): void;
  /** Searches running and waiting now. */
  stats(): { running: number; queued: number; workers: number };
  close(): Promise<void>;
};

export function createSearchPool(createWorker: () => Worker, { workers, maxQueued, retryAfterSeconds }: SearchPoolPolicy): SearchPool {
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { worker: createWorker(), current: null };
    // An idle worker does not keep the process alive; one with a search under way does.
    slot.worker.unref();
    slot.worker.on("message", (message: SearchAnswer) => {
      const pending = slot.current;
      if (!pending || pending.job.id !== message.id) return;
      slot.current = null;
      slot.worker.unref();
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.result);
      drain();
    });
    // A worker that dies fails its search and is replaced on the next one.
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
    slot.worker.on("exit", (code) => fail(new Error(`knowledge-base worker exited (${code})`)));
    slots.push(slot);
    return slot;
  }

  function drain() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((candidate) => candidate.current === null) ?? (slots.length < workers ? spawn() : null);
      if (!slot) return;
      const pending = queue.shift()!;
      slot.current = pending;
      slot.worker.ref();
      slot.worker.postMessage(pending.job);
    }
  }

  const running = () => slots.filter((slot) => slot.current !== null).length;

  function run(method: string, args: unknown[], signal?: AbortSignal): Promise<unknown> {
    if (closed) return Promise.reject(new Error("knowledge-base pool closed"));
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (running() >= workers && queue.length >= maxQueued) return Promise.reject(new KnowledgeBaseBusyError(retryAfterSeconds));
    return new Promise((resolve, reject) => {
      const pending: Pending = { job: { id: nextId++, method, args }, resolve, reject };
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
      for (const pending of queue.splice(0)) pending.reject(new Error("knowledge-base pool closed"));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
