import { ApiError } from "@/lib/api/errors";

/**
 * How many uncached checks run at once on this server. The main thread still does part of every
 * check (reading the request, the database, the synthesis, the answer); with every check of a burst
 * under way together, each stage of any other request (a health probe, a page) waits behind a
 * stage of all of them, and a burst of 150 kept `/api/health` waiting seconds. Here at most
 * `concurrency` checks are under way; up to `maxQueued` more wait their turn without costing
 * anything, and past that a check is refused at once: a 503 `server_busy` with Retry-After.
 */
export type AdmissionPolicy = { concurrency: number; maxQueued: number; retryAfterSeconds: number };

export type Admission = {
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): { running: number; queued: number };
};

export function createAdmission({ concurrency, maxQueued, retryAfterSeconds }: AdmissionPolicy): Admission {
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (queue.length >= maxQueued) throw new ApiError("server_busy", undefined, undefined, retryAfterSeconds);
        // The slot is handed over by release(): `running` stays as it is.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, queued: queue.length }),
  };
}
