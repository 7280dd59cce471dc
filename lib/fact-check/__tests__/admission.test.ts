import { ApiError } from "@/lib/api/errors";
import { createAdmission } from "@/lib/fact-check/admission";

/** A task that finishes when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened.then(() => "done") };
}

describe("check admission", () => {
  it("runs at most `concurrency` tasks, queues up to `maxQueued`, and refuses the rest at once with a 503 and Retry-After", async () => {
    const admission = createAdmission({ concurrency: 2, maxQueued: 1, retryAfterSeconds: 2 });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      admission.run(() => {
        started.push(i);
        return g.task();
      }),
    );
    expect(admission.stats()).toEqual({ running: 2, queued: 1 });
    expect(started).toEqual([0, 1]);
    const refused = await admission.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: "server_busy", status: 503, retryAfterSeconds: 2 });

    // A finished task hands its slot to the first one waiting.
    gates[0].open();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(admission.stats()).toEqual({ running: 2, queued: 0 });
    gates[1].open();
    gates[2].open();
    await expect(Promise.all(runs)).resolves.toEqual(["done", "done", "done"]);
    expect(admission.stats()).toEqual({ running: 0, queued: 0 });
  });

  it("frees the slot of a task that fails", async () => {
    const admission = createAdmission({ concurrency: 1, maxQueued: 0, retryAfterSeconds: 1 });
    await expect(admission.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(admission.run(async () => "next")).resolves.toBe("next");
  });
});
