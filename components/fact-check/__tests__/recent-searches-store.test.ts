import { MAX_RECENT_SEARCHES, withRecentSearch } from "@/components/fact-check/recent-searches-store";

describe("withRecentSearch", () => {
  it("puts the query first and removes an earlier duplicate", () => {
    expect(withRecentSearch(["a", "b", "c"], "b")).toEqual(["b", "a", "c"]);
  });

  it("keeps at most ten entries, dropping the oldest", () => {
    const list = Array.from({ length: MAX_RECENT_SEARCHES }, (_, i) => `q${i}`);
    const next = withRecentSearch(list, "new");
    expect(next).toHaveLength(10);
    expect(next[0]).toBe("new");
    expect(next).not.toContain("q9");
  });
});
