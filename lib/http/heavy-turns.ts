/**
 * Heavy steps of a request (the fact-check guard's database work, the start of an uncached check)
 * take turns with the event loop, so that new connections keep being accepted during a burst.
 *
 * Why: libuv accepts one connection per event-loop iteration (since libuv 1.45, "unix: don't
 * accept() connections in a loop"); the rest wait in the kernel's listen queue. When every iteration
 * also runs a few ms of a check's main-thread work, a burst of 150 checks on new connections fills
 * that queue, and a request behind them on a new connection (a load balancer's health probe, a page)
 * is not even read for seconds, while one on a connection already open answers in ms (bench:burst).
 *
 * What: a heavy step awaits `turn()`. Steps waiting are released one per loop iteration, in order,
 * and none in an iteration that accepted a connection, as long as the server reports its accepts
 * (server/serve.mjs counts them on globalThis under ACCEPTED_CONNECTIONS); after
 * `maxDeferred` such iterations in a row one step goes anyway, so a steady stream of connections
 * cannot starve the checks. Under a server that does not count (`next start`, the standalone
 * server) a step still waits its turn, one per iteration. The wait costs one iteration (µs) on an
 * idle server.
 */

/** The global counter of accepted connections (as server/serve.mjs's ACCEPTED_CONNECTIONS). */
export const ACCEPTED_CONNECTIONS = Symbol.for("factlens.acceptedConnections");

export type HeavyTurns = {
  /** Resolves when this step may run. */
  turn(): Promise<void>;
  /** Steps waiting for their turn. */
  waiting(): number;
};

export type HeavyTurnsOptions = {
  /** Connections accepted so far (a counter that only grows); a constant when the server does not say. */
  acceptedConnections: () => number;
  /** Iterations in a row a step may be held back by new connections before one goes anyway. */
  maxDeferred: number;
  /** Runs `callback` in a later phase of the loop (setImmediate; tests pass their own). */
  schedule?: (callback: () => void) => void;
};

export function createHeavyTurns({ acceptedConnections, maxDeferred, schedule = setImmediate }: HeavyTurnsOptions): HeavyTurns {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  let seen = 0;
  let deferred = 0;

  // Runs once per loop iteration while steps wait (a setImmediate scheduled from its own callback
  // runs in the next iteration): releases one step, unless this iteration accepted a connection.
  const tick = () => {
    const accepted = acceptedConnections();
    const busy = accepted !== seen;
    seen = accepted;
    if (busy && deferred < maxDeferred) deferred += 1;
    else {
      deferred = 0;
      waiting.shift()?.();
    }
    if (waiting.length > 0) schedule(tick);
    else scheduled = false;
  };

  return {
    turn() {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (scheduled) return;
        scheduled = true;
        seen = acceptedConnections();
        schedule(tick);
      });
    },
    waiting: () => waiting.length,
  };
}

const globalForTurns = globalThis as unknown as { heavyTurns?: HeavyTurns; [ACCEPTED_CONNECTIONS]?: number };

/** This process's turns (kept on globalThis: proxy.ts and the route handlers are separate bundles). */
export function heavyTurns(): HeavyTurns {
  globalForTurns.heavyTurns ??= createHeavyTurns({
    acceptedConnections: () => globalForTurns[ACCEPTED_CONNECTIONS] ?? 0,
    maxDeferred: 64,
  });
  return globalForTurns.heavyTurns;
}
