import { TtlCache } from "@/lib/cache/ttl-cache";

describe("TtlCache", () => {
  let now = 0;
  const cache = () => new TtlCache<number>(1000, () => now);

  beforeEach(() => {
    now = 0;
  });

  it("computes once while fresh, even for concurrent callers", async () => {
    const c = cache();
    const compute = jest.fn(async () => 1);
    await Promise.all([c.get("k", compute), c.get("k", compute)]);
    now = 999;
    expect(await c.get("k", compute)).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("serves the stale value while one refresh runs, then the new value", async () => {
    const c = cache();
    await c.get("k", async () => 1);
    now = 1500;
    let finish!: (value: number) => void;
    const slow = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    expect(await c.get("k", slow)).toBe(1);
    expect(await c.get("k", slow)).toBe(1);
    expect(slow).toHaveBeenCalledTimes(1);
    finish(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await c.get("k", async () => 3)).toBe(2);
  });

  it("does not keep a failure", async () => {
    const c = cache();
    await expect(c.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await c.get("k", async () => 4)).toBe(4);
  });

  it("with a zero lifetime does not cache at all", async () => {
    const c = new TtlCache<number>(0, () => now);
    expect(await c.get("k", async () => 1)).toBe(1);
    expect(await c.get("k", async () => 2)).toBe(2);
  });
});
