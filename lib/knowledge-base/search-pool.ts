import type { Worker } from "node:worker_threads";
import { ApiError } from "@/lib/api/errors";
import { createWorkerPool, type WorkerAnswer } from "@/lib/workers/pool";

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
 * structured clone of the whole result, so fields added to it later need no change here. The
 * threads, the queue and its bound are lib/workers/pool.ts's, shared with the password pool.
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
export type SearchAnswer = WorkerAnswer;

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
  const pool = createWorkerPool<Omit<SearchJob, "id">>(createWorker, {
    workers,
    maxQueued,
    busy: () => new KnowledgeBaseBusyError(retryAfterSeconds),
    name: "knowledge-base",
  });
  return {
    run: (method, args, signal) => pool.run({ method, args }, signal),
    warm: pool.warm,
    stats: pool.stats,
    close: pool.close,
  };
}
