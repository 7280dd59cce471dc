import { MAX_JUDGED_CANDIDATES, runFactCheck, type PipelineDeps } from "@/lib/fact-check/pipeline";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import type {
  FactCheckMatch,
  FactCheckerProvider,
  MatchJudge,
  MatchJudgeInput,
  MatchRelation,
  WebEvidenceProvider,
} from "@/lib/fact-check/providers/types";
import { MemoryCheckStore as MemoryStore } from "@/tests/support/memory-check-store";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";

/** The pipeline's use of a match judge, with in-process fakes (the HTTP side is in providers/__tests__/match-judge.test.ts). */

const HOUR = 3600_000;

const NOW = new Date("2026-03-01T12:00:00Z");

const fc = (text: string, url: string, score: number, band?: "related", rating = "False"): FactCheckMatch => ({
  claim: { text, claimant: "A senator", claimDate: new Date("2024-01-02") },
  review: { publisherName: "Reuters", url, textualRating: rating, language: "en", reviewDate: new Date("2024-01-05") },
  verdict: rating === "True" ? "TRUE" : "FALSE",
  matchScore: score,
  provider: "kb",
  ...(band ? { band } : {}),
});

const SAME = fc("The minimum wage was raised to $15", "https://www.reuters.com/same", 0.92);
const CLOSE = fc("The minimum wage was raised to $12", "https://www.reuters.com/close", 0.6, "related", "True");

/** A judge that records what it was asked and answers from a table by reviewed claim. */
function recordingJudge(answers: Record<string, MatchRelation>, extra: Partial<MatchJudge> = {}) {
  const calls: MatchJudgeInput[] = [];
  const judge: MatchJudge = {
    name: "model-judge",
    modes: ["standard", "detailed"],
    judge: async (input) => {
      calls.push(input);
      return new Map(input.candidates.flatMap((c) => (answers[c.claim] ? [[c.id, answers[c.claim]] as const] : [])));
    },
    ...extra,
  };
  return { judge, calls };
}

function deps(matches: FactCheckMatch[], matchJudge?: MatchJudge): PipelineDeps & { store: MemoryStore } {
  const synthesiser = new LocalSynthesiser();
  const checker: FactCheckerProvider = { name: "kb", search: async () => matches };
  return {
    factCheckers: [checker],
    webEvidence: [],
    synthesiser,
    fallbackSynthesiser: synthesiser,
    ...(matchJudge ? { matchJudge } : {}),
    store: new MemoryStore(),
    clock: () => NOW,
    budgets: { providerMs: 200, synthesisMs: 1000 },
    cache: { ttlMs: 24 * HOUR, recentTtlMs: HOUR },
  };
}

const request = {
  claim: "They hiked the minimum wage to 15 dollars",
  mode: "standard" as const,
  includeReasoning: false,
  maxSources: 5,
  filters: DEFAULT_FILTERS,
};

describe("runFactCheck with a match judge", () => {
  it("shows the judge the retrieved candidates best first, with ids, claimants, the scorer's bands and scores", async () => {
    const { judge, calls } = recordingJudge({});
    await runFactCheck(request, deps([CLOSE, SAME], judge));
    expect(calls).toEqual([
      {
        claim: request.claim,
        candidates: [
          { id: "c1", claim: SAME.claim.text, claimant: "A senator", band: "match", score: 0.92 },
          { id: "c2", claim: CLOSE.claim.text, claimant: "A senator", band: "related", score: 0.6 },
        ],
      },
    ]);
    expect(MAX_JUDGED_CANDIDATES).toBe(8);
  });

  it("applies its relations: the related $12 review is promoted and counts, the $15 one is demoted", async () => {
    const { judge } = recordingJudge({ [CLOSE.claim.text]: "same", [SAME.claim.text]: "related" });
    const result = await runFactCheck(request, deps([SAME, CLOSE], judge));
    expect(result.googleFactCheck.map((g) => g.review.url)).toEqual([CLOSE.review.url]);
    expect(result.related.map((r) => r.url)).toEqual([SAME.review.url]);
    expect(result.verdict.status).toBe("TRUE");
    expect(result.providers.map((p) => [p.name, p.role, p.status, p.items])).toEqual([
      ["kb", "fact-checker", "ok", 2],
      ["model-judge", "matching", "ok", 2],
      ["local-synthesis", "synthesis", "ok", 1],
    ]);
  });

  it("never throws when the judge does: the scorer's bands stand, with a note, and the answer is cached only briefly", async () => {
    const broken: MatchJudge = { name: "model-judge", judge: async () => Promise.reject(new Error("socket hang up")) };
    const d = deps([SAME, CLOSE], broken);
    const result = await runFactCheck(request, d);
    expect(result.googleFactCheck.map((g) => g.review.url)).toEqual([SAME.review.url]);
    expect(result.related.map((r) => r.url)).toEqual([CLOSE.review.url]);
    expect(result.verdict.status).toBe("FALSE");
    expect(result.notes).toEqual(["The chat model did not judge the fact-check matches (error); the built-in matcher's bands were used."]);
    expect(result.providers.find((p) => p.role === "matching")).toMatchObject({ status: "failed", items: 0 });
    expect(d.store.rows[0].expiresAt.getTime() - NOW.getTime()).toBe(HOUR);
  });

  it("stops waiting for the judge at its own time budget", async () => {
    const slow: MatchJudge = {
      name: "model-judge",
      timeoutMs: 50,
      judge: (_input, signal) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
    };
    const result = await runFactCheck(request, deps([SAME, CLOSE], slow));
    expect(result.notes).toEqual([
      "The chat model did not judge the fact-check matches (timed out); the built-in matcher's bands were used.",
    ]);
    expect(result.googleFactCheck).toHaveLength(1);
  });

  it("runs while web evidence is still arriving, not after it", async () => {
    let judged: () => void = () => {};
    const judgeCalled = new Promise<void>((resolve) => (judged = resolve));
    const { judge } = recordingJudge({ [CLOSE.claim.text]: "same" });
    const signalling: MatchJudge = { ...judge, judge: async (input, signal) => (judged(), judge.judge(input, signal)) };
    // This provider answers only once the judge has been asked: were judging to wait for it, it would time out.
    const waitsForJudge: WebEvidenceProvider = {
      name: "slow-web",
      findEvidence: async () => {
        await judgeCalled;
        return [
          {
            url: "https://www.bls.gov/wages",
            title: "Minimum wage",
            snippet: "The federal minimum wage.",
            relevance: 0.8,
            provider: "slow-web",
          },
        ];
      },
    };
    const result = await runFactCheck(request, { ...deps([SAME, CLOSE], signalling), webEvidence: [waitsForJudge] });
    expect(result.notes).toEqual([]);
    expect(result.perplexityResult.citations).toEqual(["https://www.bls.gov/wages"]);
    expect(result.googleFactCheck.map((g) => g.review.url)).toEqual([SAME.review.url, CLOSE.review.url]);
  });

  it("must finish within the retrieval phase's budget, whatever its own", async () => {
    // A minute of its own, but the phase ends with the providers' 200 ms: the test would time out otherwise.
    let aborted = false;
    const patient: MatchJudge = {
      name: "model-judge",
      timeoutMs: 60_000,
      judge: (_input, signal) =>
        new Promise((_, reject) =>
          signal.addEventListener("abort", () => {
            aborted = true;
            reject(signal.reason);
          }),
        ),
    };
    const result = await runFactCheck(request, deps([SAME, CLOSE], patient));
    expect(aborted).toBe(true);
    expect(result.notes).toEqual([
      "The chat model did not judge the fact-check matches (timed out); the built-in matcher's bands were used.",
    ]);
  });

  it("lets a cached answer keep the judged bands without asking again", async () => {
    const { judge, calls } = recordingJudge({ [CLOSE.claim.text]: "same" });
    const d = deps([SAME, CLOSE], judge);
    const first = await runFactCheck(request, d);
    const second = await runFactCheck(request, d);
    expect(second.cached).toBe(true);
    expect(calls).toHaveLength(1);
    expect(second.googleFactCheck).toEqual(first.googleFactCheck);
    expect(d.store.rows[0].expiresAt.getTime() - NOW.getTime()).toBe(24 * HOUR);
  });

  it("is listed as skipped in modes it does not serve, and absent without one", async () => {
    const { judge, calls } = recordingJudge({ [CLOSE.claim.text]: "same" });
    const fast = await runFactCheck({ ...request, mode: "fast" }, deps([SAME, CLOSE], judge));
    expect(calls).toHaveLength(0);
    expect(fast.providers.find((p) => p.role === "matching")).toMatchObject({ name: "model-judge", status: "skipped" });
    expect(fast.related.map((r) => r.url)).toEqual([CLOSE.review.url]);
    const none = await runFactCheck(request, deps([SAME, CLOSE]));
    expect(none.providers.some((p) => p.role === "matching")).toBe(false);
  });
});
