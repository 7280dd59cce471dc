import { ANSWER_MEMO_MS, findAnswerInCache } from "@/lib/rate-limit/cached-answers";
import { DEFAULT_FILTERS, type FactCheckResult } from "@/lib/fact-check/types";
import type { CheckRequest } from "@/lib/fact-check/pipeline";

/** The guard's cache look-up remembers answers (never their absence) for 2 seconds per process. */

const check = (claim: string, mode: CheckRequest["mode"] = "fast"): CheckRequest => ({
  claim,
  mode,
  includeReasoning: false,
  maxSources: 5,
  filters: DEFAULT_FILTERS,
});
const answer = { id: "row-1", cached: false } as FactCheckResult;

describe("findAnswerInCache", () => {
  it("reads the database once per claim, mode and filters in a 2-second window, and at once again after", async () => {
    const claim = `Memo test ${crypto.randomUUID()}`;
    const lookup = jest.fn(async () => answer);
    const t0 = new Date("2026-03-10T08:00:00.000Z");
    expect(await findAnswerInCache(check(claim), t0, lookup)).toBe(answer);
    // The same claim as the cache normalises it: remembered.
    expect(await findAnswerInCache(check(`  ${claim.toUpperCase()}!`), new Date(t0.getTime() + ANSWER_MEMO_MS - 1), lookup)).toBe(answer);
    expect(lookup).toHaveBeenCalledTimes(1);
    // Another mode is another answer.
    await findAnswerInCache(check(claim, "detailed"), t0, lookup);
    expect(lookup).toHaveBeenCalledTimes(2);
    await findAnswerInCache(check(claim), new Date(t0.getTime() + ANSWER_MEMO_MS), lookup);
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it("never remembers that there was no answer", async () => {
    const claim = `Memo test ${crypto.randomUUID()}`;
    const lookup = jest.fn<Promise<FactCheckResult | null>, [CheckRequest]>(async () => null);
    const now = new Date("2026-03-10T08:00:00.000Z");
    expect(await findAnswerInCache(check(claim), now, lookup)).toBeNull();
    lookup.mockResolvedValue(answer);
    expect(await findAnswerInCache(check(claim), now, lookup)).toBe(answer);
  });
});
