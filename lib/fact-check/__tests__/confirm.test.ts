import { confirmSuggestedMatch, type ConfirmDeps } from "@/lib/fact-check/confirm";
import type { JudgmentStore, MatchJudgmentInput } from "@/lib/fact-check/judgments";
import { MATCHED_BY_MODEL_NOTE, runFactCheck, type PipelineDeps } from "@/lib/fact-check/pipeline";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import type { FactCheckMatch, FactCheckerProvider, MatchJudge, MatchRelation } from "@/lib/fact-check/providers/types";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";
import { UNCLEAR_SUMMARIES } from "@/lib/fact-check/unclear-summary";
import { MemoryCheckStore } from "@/tests/support/memory-check-store";
import type { MatchFeatures } from "@/lib/knowledge-base/match-features";

/** The suggestion band end to end in-process: the pipeline offers suggestions, the visitor confirms or rejects them. */

const HOUR = 3600_000;
const NOW = new Date("2026-03-01T12:00:00Z");
const OWNER = "a".repeat(32);
const OTHER = "b".repeat(32);
const FEATURES = { coverage: 0.7 } as unknown as MatchFeatures;

const fc = (
  text: string,
  url: string,
  score: number,
  band: "suggestion" | "related" | undefined,
  { rating = "False", publisher = "Reuters" }: { rating?: string; publisher?: string } = {},
): FactCheckMatch => ({
  claim: { text, claimant: "A senator", claimDate: new Date("2024-01-02") },
  review: { publisherName: publisher, url, textualRating: rating, language: "en", reviewDate: new Date("2024-01-05") },
  verdict: rating === "True" ? "TRUE" : rating === "False" ? "FALSE" : null,
  matchScore: score,
  provider: "kb",
  ...(band ? { band } : {}),
  ...(band
    ? { differences: { query: [{ text: "hiked", kind: "word" as const }], candidate: [{ text: "raised", kind: "word" as const }] } }
    : {}),
  features: FEATURES,
});

const WAGE = "The minimum wage was raised to $15";
const SUGGESTED = fc(WAGE, "https://www.reuters.com/wage", 0.7, "suggestion");
const SUGGESTED_AP = fc(WAGE, "https://apnews.com/wage", 0.7, "suggestion", { publisher: "Associated Press" });
const SECOND = fc("The minimum wage was raised to $15 in Florida", "https://www.politifact.com/florida", 0.62, "suggestion", {
  rating: "True",
  publisher: "PolitiFact",
});
const RELATED = fc("The minimum wage was raised to $12", "https://www.snopes.com/twelve", 0.45, "related", {
  rating: "True",
  publisher: "Snopes",
});

function setup(matches: FactCheckMatch[], matchJudge?: MatchJudge) {
  const store = new MemoryCheckStore(() => NOW);
  let searches = 0;
  const checker: FactCheckerProvider = {
    name: "kb",
    search: async () => {
      searches += 1;
      return matches;
    },
  };
  const synthesiser = new LocalSynthesiser();
  const pipeline: PipelineDeps = {
    factCheckers: [checker],
    webEvidence: [],
    synthesiser,
    fallbackSynthesiser: synthesiser,
    ...(matchJudge ? { matchJudge } : {}),
    store,
    clock: () => NOW,
    budgets: { providerMs: 500, synthesisMs: 1000 },
    cache: { ttlMs: 24 * HOUR, recentTtlMs: HOUR },
  };
  const judgments: MatchJudgmentInput[] = [];
  const judgmentStore: JudgmentStore = { record: async (j) => void judgments.push(j) };
  const confirm: ConfirmDeps = { store, judgments: judgmentStore, clock: () => NOW, modelVersion: "model-v1" };
  return { store, pipeline, confirm, judgments, searches: () => searches };
}

const request = (ownerKeys = [OWNER], clientFingerprint = "f".repeat(32)) => ({
  claim: "They hiked the minimum wage to 15 dollars",
  mode: "fast" as const,
  includeReasoning: false,
  maxSources: 5,
  filters: DEFAULT_FILTERS,
  ownerKeys,
  clientFingerprint,
});

describe("the pipeline's suggestion band", () => {
  it("offers the best suggested claim with every publisher's review and the differences, out of the verdict and of related", async () => {
    const { pipeline } = setup([SUGGESTED, SUGGESTED_AP, SECOND, RELATED]);
    const result = await runFactCheck(request(), pipeline);
    expect(result.verdict.status).toBe("UNCLEAR");
    expect(result.googleFactCheck).toEqual([]);
    expect(result.matchedBy).toBeUndefined();
    expect(result.suggestion).toMatchObject({
      claim: WAGE,
      claimant: "A senator",
      verdict: "FALSE",
      similarity: 70,
      differences: { query: [{ text: "hiked", kind: "word" }], candidate: [{ text: "raised", kind: "word" }] },
    });
    expect(result.suggestion?.reviews.map((r) => [r.publisher, r.textualRating, r.reviewDate])).toEqual([
      ["Reuters", "False", "2024-01-05"],
      ["Associated Press", "False", "2024-01-05"],
    ]);
    // The next suggestion is listed among the related until the first is rejected.
    expect(result.related.map((r) => r.url)).toEqual([SECOND.review.url, RELATED.review.url]);
    expect(result.verdict.summary).toBe(UNCLEAR_SUMMARIES["suggestion-shown"]);
  });

  it("counts suggestions among the related when a fact-check matched", async () => {
    const match = fc("They hiked the minimum wage to 15 dollars", "https://www.factcheck.org/match", 0.95, undefined);
    const result = await runFactCheck(request(), setup([match, SUGGESTED]).pipeline);
    expect(result.suggestion).toBeUndefined();
    expect(result.matchedBy).toBe("scorer");
    expect(result.related.map((r) => r.url)).toEqual([SUGGESTED.review.url]);
  });
});

describe("UNCLEAR summaries", () => {
  it("says nothing addresses the claim only when nothing is shown", async () => {
    const nothing = await runFactCheck(request(), setup([]).pipeline);
    expect(nothing.verdict.summary).toBe(UNCLEAR_SUMMARIES["nothing-found"]);
    const related = await runFactCheck(request(), setup([RELATED]).pipeline);
    expect(related.verdict.summary).toBe(UNCLEAR_SUMMARIES["related-shown"]);
    for (const text of [
      UNCLEAR_SUMMARIES["related-shown"],
      UNCLEAR_SUMMARIES["suggestion-shown"],
      UNCLEAR_SUMMARIES["suggestion-rejected"],
    ])
      expect(text).not.toMatch(/no published fact-check or authoritative source that addresses/i);
  });
});

describe("confirmSuggestedMatch", () => {
  it("Yes answers the check from that claim's reviews, with no provider call, and stores the judgment", async () => {
    const { pipeline, confirm, store, judgments, searches } = setup([SUGGESTED, SUGGESTED_AP, SECOND, RELATED]);
    const checked = await runFactCheck(request(), pipeline);
    const calls = searches();
    const result = await confirmSuggestedMatch(
      { id: checked.id, reviewUrl: SUGGESTED_AP.review.url, same: true, ownerKeys: [OWNER], clientFingerprint: "f".repeat(32) },
      confirm,
    );
    expect(searches()).toBe(calls);
    expect(result.verdict.status).toBe("FALSE");
    expect(result.verdict.confidence).toBeGreaterThan(30);
    expect(result.matchedBy).toBe("confirmed");
    expect(result.suggestion).toBeUndefined();
    expect(result.googleFactCheck.map((entry) => entry.review.url).sort()).toEqual([SUGGESTED.review.url, SUGGESTED_AP.review.url].sort());
    expect(result.sources.map((s) => s.url)).toEqual(expect.arrayContaining([SUGGESTED.review.url, SUGGESTED_AP.review.url]));
    expect(result.timeline.length).toBeGreaterThan(0);
    // The other suggestion is now a close claim.
    expect(result.related.map((r) => r.url)).toEqual([SECOND.review.url, RELATED.review.url]);
    expect(judgments).toEqual([
      {
        checkId: checked.id,
        query: request().claim,
        candidateClaim: WAGE,
        candidateId: SUGGESTED_AP.review.url,
        same: true,
        features: FEATURES,
        modelVersion: "model-v1",
        clientFingerprint: "f".repeat(32),
        createdAt: NOW,
      },
    ]);
    // The permalink shows the confirmed answer; it is never served from the cache to another visitor.
    expect(await store.findById(checked.id)).toMatchObject({ matchedBy: "confirmed", verdict: { status: "FALSE" } });
    const again = await runFactCheck(request([OTHER]), pipeline);
    expect(again.cached).toBe(false);
    expect(again.suggestion?.claim).toBe(WAGE);
  });

  it("No shows the next suggestion, then the UNCLEAR answer with the rejected claims among the related", async () => {
    const { pipeline, confirm, judgments } = setup([SUGGESTED, SECOND, RELATED]);
    const checked = await runFactCheck(request(), pipeline);
    const first = await confirmSuggestedMatch(
      { id: checked.id, reviewUrl: SUGGESTED.review.url, same: false, ownerKeys: [OWNER] },
      confirm,
    );
    expect(first.suggestion?.url).toBe(SECOND.review.url);
    expect(first.verdict.summary).toBe(UNCLEAR_SUMMARIES["suggestion-shown"]);
    expect(first.related.map((r) => r.url)).toEqual([SUGGESTED.review.url, RELATED.review.url]);
    const second = await confirmSuggestedMatch({ id: checked.id, reviewUrl: SECOND.review.url, same: false, ownerKeys: [OWNER] }, confirm);
    expect(second.suggestion).toBeUndefined();
    expect(second.verdict.status).toBe("UNCLEAR");
    expect(second.verdict.summary).toBe(UNCLEAR_SUMMARIES["suggestion-rejected"]);
    expect(second.related.map((r) => r.url)).toEqual([SUGGESTED.review.url, SECOND.review.url, RELATED.review.url]);
    expect(judgments.map((j) => [j.candidateId, j.same])).toEqual([
      [SUGGESTED.review.url, false],
      [SECOND.review.url, false],
    ]);
    // A rejected suggestion is now related: the visitor may still say it is theirs after all.
    const back = await confirmSuggestedMatch({ id: checked.id, reviewUrl: SUGGESTED.review.url, same: true, ownerKeys: [OWNER] }, confirm);
    expect(back).toMatchObject({ matchedBy: "confirmed", verdict: { status: "FALSE" } });
  });

  it("re-scopes the check to a related fact-check the visitor says is theirs", async () => {
    const { pipeline, confirm } = setup([SUGGESTED, RELATED]);
    const checked = await runFactCheck(request(), pipeline);
    const result = await confirmSuggestedMatch({ id: checked.id, reviewUrl: RELATED.review.url, same: true, ownerKeys: [OWNER] }, confirm);
    expect(result).toMatchObject({ matchedBy: "confirmed", verdict: { status: "TRUE" } });
    expect(result.googleFactCheck.map((entry) => entry.review.url)).toEqual([RELATED.review.url]);
    expect(result.related.map((r) => r.url)).toEqual([SUGGESTED.review.url]);
  });

  it("takes the claim the visitor names when two listed claims share a review URL (one article reviewing both)", async () => {
    const shared = fc("The minimum wage was raised to $12", SUGGESTED.review.url, 0.45, "related", { rating: "True" });
    const ask = async (claim?: string) => {
      const { pipeline, confirm } = setup([SUGGESTED, shared]);
      const checked = await runFactCheck(request(), pipeline);
      return confirmSuggestedMatch(
        { id: checked.id, reviewUrl: SUGGESTED.review.url, ...(claim ? { claim } : {}), same: true, ownerKeys: [OWNER] },
        confirm,
      );
    };
    // The related card names its claim: answered from that claim, not from the suggestion sharing its URL.
    const named = await ask("The minimum wage was raised to $12");
    expect(named.verdict.status).toBe("TRUE");
    expect(named.googleFactCheck.map((entry) => entry.text)).toEqual(["The minimum wage was raised to $12"]);
    // Without a claim the suggestion is taken first, as before.
    expect((await ask()).googleFactCheck.map((entry) => entry.text)).toEqual([WAGE]);
    // A claim the check does not list is the same 404 as an unlisted URL.
    await expect(ask("Some other claim entirely")).rejects.toMatchObject({ status: 404, field: "reviewUrl" });
  });

  it("answers 404 to another client, for a fact-check the check does not list, and for an unknown check", async () => {
    const { pipeline, confirm, judgments } = setup([SUGGESTED, RELATED]);
    const checked = await runFactCheck(request(), pipeline);
    const ask = (overrides: Partial<Parameters<typeof confirmSuggestedMatch>[0]>) =>
      confirmSuggestedMatch({ id: checked.id, reviewUrl: SUGGESTED.review.url, same: true, ownerKeys: [OWNER], ...overrides }, confirm);
    await expect(ask({ ownerKeys: [OTHER] })).rejects.toMatchObject({ status: 404, code: "not_found" });
    await expect(ask({ ownerKeys: [] })).rejects.toMatchObject({ status: 404 });
    await expect(ask({ reviewUrl: "https://www.reuters.com/not-listed" })).rejects.toMatchObject({ status: 404, field: "reviewUrl" });
    await expect(ask({ id: "no-such-check" })).rejects.toMatchObject({ status: 404 });
    expect(judgments).toEqual([]);
  });

  it("a client served the cached answer confirms its own copy; the first client's check is unchanged", async () => {
    const { pipeline, confirm, store } = setup([SUGGESTED, RELATED]);
    const first = await runFactCheck(request(), pipeline);
    const copy = await runFactCheck(request([OTHER], "e".repeat(32)), pipeline);
    expect(copy.cached).toBe(true);
    await expect(
      confirmSuggestedMatch({ id: first.id, reviewUrl: SUGGESTED.review.url, same: true, ownerKeys: [OTHER] }, confirm),
    ).rejects.toMatchObject({ status: 404 });
    const confirmed = await confirmSuggestedMatch(
      { id: copy.id, reviewUrl: SUGGESTED.review.url, same: true, ownerKeys: [OTHER] },
      confirm,
    );
    expect(confirmed.matchedBy).toBe("confirmed");
    expect((await store.findById(first.id))?.suggestion?.claim).toBe(WAGE);
  });
});

describe("the match judge on the suggestion band", () => {
  const judge = (relation: MatchRelation | "fail"): MatchJudge => ({
    name: "model-judge",
    judge: async (input) => {
      if (relation === "fail") throw new Error("model down");
      return new Map(input.candidates.filter((c) => c.band === "suggestion").map((c) => [c.id, relation] as const));
    },
  });

  it('turns a suggestion it judges the same claim into a match, noted "Matched by the model"', async () => {
    const result = await runFactCheck(request(), setup([SUGGESTED, RELATED], judge("same")).pipeline);
    expect(result.suggestion).toBeUndefined();
    expect(result.matchedBy).toBe("model");
    expect(result.verdict.status).toBe("FALSE");
    expect(result.notes).toContain(MATCHED_BY_MODEL_NOTE);
  });

  it("keeps the suggestion when the judge fails", async () => {
    const result = await runFactCheck(request(), setup([SUGGESTED, RELATED], judge("fail")).pipeline);
    expect(result.suggestion?.claim).toBe(WAGE);
    expect(result.matchedBy).toBeUndefined();
    expect(result.notes).not.toContain(MATCHED_BY_MODEL_NOTE);
  });
});

describe("a client's repeat of a cached answer", () => {
  it("reuses its own row, but another device on the same address gets a row of its own, which it alone may confirm", async () => {
    const { pipeline, confirm } = setup([SUGGESTED, RELATED]);
    const sameAddress = "c".repeat(32);
    await runFactCheck(request([OTHER], "d".repeat(32)), pipeline); // the answer the cache then serves
    const first = await runFactCheck(request([OWNER], sameAddress), pipeline);
    expect(await runFactCheck(request([OWNER], sameAddress), pipeline)).toMatchObject({ id: first.id, cached: true });
    const device = "9".repeat(32);
    const second = await runFactCheck(request([device], sameAddress), pipeline);
    expect(second.id).not.toBe(first.id);
    const ask = (id: string, key: string) =>
      confirmSuggestedMatch({ id, reviewUrl: SUGGESTED.review.url, same: true, ownerKeys: [key] }, confirm);
    await expect(ask(first.id, device)).rejects.toMatchObject({ status: 404 });
    expect((await ask(second.id, device)).matchedBy).toBe("confirmed");
  });
});
