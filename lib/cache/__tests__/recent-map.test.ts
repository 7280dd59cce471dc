import { RecentMap } from "@/lib/cache/recent-map";

describe("RecentMap", () => {
  it("returns a value only within its lifetime", () => {
    const map = new RecentMap<string, number>(1000, 10);
    map.set("a", 1, 0);
    expect(map.get("a", 999)).toBe(1);
    expect(map.get("a", 1000)).toBeUndefined();
  });

  it("keeps at most its bound, dropping the oldest set first; setting again makes a key the newest", () => {
    const map = new RecentMap<string, number>(60_000, 2);
    map.set("a", 1, 0);
    map.set("b", 2, 1);
    map.set("a", 3, 2);
    map.set("c", 4, 3);
    expect([map.get("a", 4), map.get("b", 4), map.get("c", 4)]).toEqual([3, undefined, 4]);
    expect(map.size).toBe(2);
  });

  it("sweeps expired entries from the front when it sets", () => {
    const map = new RecentMap<string, number>(100, 10);
    map.set("old", 1, 0);
    map.set("older-but-set-later", 2, 50);
    map.set("new", 3, 200);
    expect(map.size).toBe(1);
  });

  it("takes a value once", () => {
    const map = new RecentMap<string, number>(100, 10);
    map.set("t", 7, 0);
    expect(map.take("t", 10)).toBe(7);
    expect(map.take("t", 10)).toBeUndefined();
  });
});
