import { PairMemo } from "@/lib/knowledge-base/pair-memo";

describe("PairMemo", () => {
  it("works a pair out once, in sorted order, whichever order it is asked in", () => {
    const memo = new PairMemo<string>(10);
    const compute = jest.fn((first: string, second: string) => `${first}+${second}`);
    expect(memo.get("taxes", "raised", compute)).toBe("raised+taxes");
    expect(memo.get("raised", "taxes", compute)).toBe("raised+taxes");
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("remembers null values too", () => {
    const memo = new PairMemo<number | null>(10);
    const compute = jest.fn(() => null);
    memo.get("a", "b", compute);
    memo.get("b", "a", compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("starts over past its limit, and still answers", () => {
    const memo = new PairMemo<number>(2);
    const compute = jest.fn((first: string, second: string) => first.length + second.length);
    memo.get("a", "bb", compute);
    memo.get("a", "ccc", compute);
    expect(memo.get("a", "dddd", compute)).toBe(5); // the third pair empties the memo
    expect(memo.get("a", "bb", compute)).toBe(3); // worked out again
    expect(compute).toHaveBeenCalledTimes(4);
    expect(memo.get("a", "dddd", compute)).toBe(5);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
