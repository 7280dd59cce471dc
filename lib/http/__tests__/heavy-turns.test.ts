import { createHeavyTurns } from "@/lib/http/heavy-turns";

/** A loop we step by hand: each `iteration()` runs what was scheduled before it, as setImmediate would. */
function manualLoop() {
  let queue: Array<() => void> = [];
  return {
    schedule: (callback: () => void) => void queue.push(callback),
    pending: () => queue.length,
    async iteration() {
      const due = queue;
      queue = [];
      for (const callback of due) callback();
      // Let the released steps' continuations run.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe("heavy turns", () => {
  it("releases the steps waiting one per iteration, in order, and stops scheduling when none wait", async () => {
    const loop = manualLoop();
    const turns = createHeavyTurns({ acceptedConnections: () => 0, maxDeferred: 8, schedule: loop.schedule });
    const started: number[] = [];
    const steps = [0, 1, 2].map((i) => turns.turn().then(() => started.push(i)));
    expect(turns.waiting()).toBe(3);
    expect(loop.pending()).toBe(1);
    await loop.iteration();
    expect(started).toEqual([0]);
    await loop.iteration();
    await loop.iteration();
    expect(started).toEqual([0, 1, 2]);
    await Promise.all(steps);
    expect(turns.waiting()).toBe(0);
    expect(loop.pending()).toBe(0);
  });

  it("holds steps back in an iteration that accepted a connection, and lets one go after maxDeferred such iterations", async () => {
    const loop = manualLoop();
    let accepted = 0;
    const turns = createHeavyTurns({ acceptedConnections: () => accepted, maxDeferred: 2, schedule: loop.schedule });
    const started: number[] = [];
    [0, 1].forEach((i) => void turns.turn().then(() => started.push(i)));

    accepted += 1;
    await loop.iteration();
    accepted += 1;
    await loop.iteration();
    expect(started).toEqual([]);
    // A third iteration in a row with a new connection: one step goes anyway.
    accepted += 1;
    await loop.iteration();
    expect(started).toEqual([0]);
    // No connection this time: the next step goes.
    await loop.iteration();
    expect(started).toEqual([0, 1]);
  });
});
