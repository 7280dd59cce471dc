import { runFactCheck, type PipelineDeps } from "@/lib/fact-check/pipeline";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import type { FactCheckMatch, FactCheckerProvider, WebEvidenceProvider } from "@/lib/fact-check/providers/types";
import { MemoryCheckStore as MemoryStore } from "@/tests/support/memory-check-store";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";
import { KnowledgeBaseBusyError } from "@/lib/knowledge-base/search-pool";

const HOUR = 3600_000;

const match = (
  overrides: Partial<FactCheckMatch> & { url: string; rating: string; verdict: FactCheckMatch["verdict"]; publisher?: string },
): FactCheckMatch => ({
  claim: { text: "The moon is made of cheese", claimant: "A blogger", claimDate: new Date("2024-01-02") },
  review: {
    publisherName: overrides.publisher ?? "Reuters",
    url: overrides.url,
    title: "Fact check: the moon is rock",
    reviewDate: new Date("2024-01-05"),
    textualRating: overrides.rating,
    language: "en",
    summary: "Samples returned by Apollo missions are rock.",
  },
  verdict: overrides.verdict,
  matchScore: overrides.matchScore ?? 0.9,
  category: "Science & Technology",
  provider: "fake",
});

const staticChecker = (name: string, matches: FactCheckMatch[]): FactCheckerProvider => ({ name, search: async () => matches });
const failingChecker = (name: string): FactCheckerProvider => ({
  name,
  search: async () => {
    throw new Error("connection reset");
  },
});
const hangingChecker = (name: string): FactCheckerProvider => ({
  name,
  search: ({ signal }) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
});
const noEvidence: WebEvidenceProvider = { name: "no-evidence", findEvidence: async () => [] };

function deps(overrides: Partial<PipelineDeps> = {}): PipelineDeps & { store: MemoryStore } {
  let now = new Date("2026-03-01T12:00:00Z");
  const clock = () => now;
  const store = new MemoryStore(clock);
  const synthesiser = new LocalSynthesiser();
  return {
    factCheckers: [],
    webEvidence: [noEvidence],
    synthesiser,
    fallbackSynthesiser: synthesiser,
    store,
    clock,
    budgets: { providerMs: 200, synthesisMs: 1000 },
    cache: { ttlMs: 24 * HOUR, recentTtlMs: HOUR },
    ...overrides,
    // expose a way to move time in tests
    ...({ advance: (ms: number) => (now = new Date(now.getTime() + ms)) } as object),
  } as PipelineDeps & { store: MemoryStore };
}

const request = {
  claim: "The moon is made of cheese",
  mode: "fast" as const,
  includeReasoning: false,
  maxSources: 5,
  filters: DEFAULT_FILTERS,
};

describe("runFactCheck", () => {
  it("rates a claim from matched fact-checks and cites only the sources providers returned", async () => {
    const d = deps({
      factCheckers: [
        staticChecker("kb", [
          match({ url: "https://www.reuters.com/a", rating: "False", verdict: "FALSE" }),
          match({ url: "https://apnews.com/b", rating: "Pants on Fire", verdict: "FALSE", publisher: "AP" }),
        ]),
      ],
    });
    const result = await runFactCheck(request, d);
    expect(result.verdict.status).toBe("FALSE");
    expect(result.verdict.confidence).toBeGreaterThan(70);
    expect(result.sources.map((s) => s.url).sort()).toEqual(["https://apnews.com/b", "https://www.reuters.com/a"]);
    expect(result.sources.every((s) => s.stance === "disputes")).toBe(true);
    expect(result.googleFactCheck).toHaveLength(2);
    expect(result.timeline.length).toBeGreaterThan(0);
    expect(result.id).toBe("check-1");
    expect(result.cached).toBe(false);
    expect(d.store.sources.size).toBe(2);
  });

  it("gives the claim's date, each source's credibility reason and kind, and a note when the newest evidence is over three years old", async () => {
    const old = match({ url: "https://www.reuters.com/a", rating: "False", verdict: "FALSE" });
    old.claim.claimDate = new Date("2021-06-01");
    old.review.reviewDate = new Date("2022-01-10");
    const unrated = match({ url: "https://blog.example.net/b", rating: "False", verdict: "FALSE", publisher: "Some Blog" });
    unrated.review.reviewDate = new Date("2022-02-27");
    const result = await runFactCheck(request, deps({ factCheckers: [staticChecker("kb", [old, unrated])] }));
    expect(result.claimDate).toBe("2021-06-01");
    const reuters = result.sources.find((s) => s.outlet === "Reuters")!;
    expect(reuters).toMatchObject({ kind: "wire-service", credibilityBasis: "table", credibility: 9 });
    expect(reuters.credibilityReason).toContain("wire service");
    const blog = result.sources.find((s) => s.outlet === "Some Blog")!;
    expect(blog).toMatchObject({ kind: "other", credibilityBasis: "default", credibility: 5 });
    expect(blog.credibilityReason).toContain("default score of 5/10");
    // Checked 2026-03-01: the newest evidence (2022-02-27) is more than three years old.
    expect(result.notes).toContain(
      "The newest evidence found is from 2022-02-27, more than 3 years before this check: later developments may not be covered.",
    );
  });

  it("adds no old-evidence note when the evidence is recent", async () => {
    const result = await runFactCheck(
      request,
      deps({ factCheckers: [staticChecker("kb", [match({ url: "https://www.reuters.com/a", rating: "False", verdict: "FALSE" })])] }),
    );
    expect(result.notes.some((note) => note.includes("newest evidence"))).toBe(false);
    expect(result.claimDate).toBe("2024-01-02");
  });

  it("answers UNCLEAR with confidence ≤ 30 and no sources when nothing matches", async () => {
    const result = await runFactCheck(request, deps({ factCheckers: [staticChecker("kb", [])] }));
    expect(result.verdict.status).toBe("UNCLEAR");
    expect(result.verdict.confidence).toBeLessThanOrEqual(30);
    expect(result.sources).toEqual([]);
    expect(result.contextualAnalysis).toBeUndefined();
  });

  it("degrades, never throws, when a provider fails: a note names it and confidence drops", async () => {
    const good = [match({ url: "https://www.reuters.com/a", rating: "False", verdict: "FALSE" })];
    const healthy = await runFactCheck(request, deps({ factCheckers: [staticChecker("kb", good)] }));
    const degraded = await runFactCheck(request, deps({ factCheckers: [staticChecker("kb", good), failingChecker("flaky")] }));
    expect(degraded.verdict.status).toBe("FALSE");
    expect(degraded.verdict.confidence).toBeLessThan(healthy.verdict.confidence);
    expect(degraded.notes.join(" ")).toContain("flaky");
    expect(degraded.providers.find((p) => p.name === "flaky")?.status).toBe("failed");
  });

  it("answers a server at capacity (a full search queue) with its 503, stored as no check", async () => {
    const refuse = async (): Promise<never> => {
      throw new KnowledgeBaseBusyError(2);
    };
    const d = deps({ factCheckers: [{ name: "kb", search: refuse }] });
    await expect(runFactCheck(request, d)).rejects.toMatchObject({ code: "server_busy", status: 503, retryAfterSeconds: 2 });
    expect(d.store.rows).toHaveLength(0);
    await expect(
      runFactCheck(request, deps({ factCheckers: [], webEvidence: [{ name: "cached-sources", findEvidence: refuse }] })),
    ).rejects.toBeInstanceOf(KnowledgeBaseBusyError);
  });

  it("stops waiting for a provider at its time budget", async () => {
    const started = Date.now();
    const result = await runFactCheck(request, deps({ factCheckers: [hangingChecker("slow")] }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.providers.find((p) => p.name === "slow")?.status).toBe("failed");
    expect(result.notes.join(" ")).toMatch(/slow was unavailable \(timed out\)/);
  });

  it("serves a repeat from the cache as a new stored check flagged cached", async () => {
    const d = deps({
      factCheckers: [staticChecker("kb", [match({ url: "https://www.reuters.com/a", rating: "False", verdict: "FALSE" })])],
    });
    const first = await runFactCheck(request, d);
    const second = await runFactCheck({ ...request, claim: "  the MOON is made of cheese!! " }, d);
    expect(second.cached).toBe(true);
    expect(second.id).not.toBe(first.id);
    expect(second.verdict).toEqual(first.verdict);
    expect(d.store.rows).toHaveLength(2);
  });

  it("does not serve the cache across different filters or modes", async () => {
    const d = deps({
      factCheckers: [staticChecker("kb", [match({ url: "https://www.reuters.com/a", rating: "False", verdict: "FALSE" })])],
    });
    await runFactCheck(request, d);
    const other = await runFactCheck({ ...request, filters: { ...DEFAULT_FILTERS, language: "es" } }, d);
    expect(other.cached).toBe(false);
  });

  it("caches claims about the last six months for the shorter lifetime", async () => {
    const recentMatch = match({ url: "https://www.reuters.com/a", rating: "False", verdict: "FALSE" });
    recentMatch.review.reviewDate = new Date("2026-02-20");
    const d = deps({ factCheckers: [staticChecker("kb", [recentMatch])] }) as ReturnType<typeof deps> & { advance: (ms: number) => void };
    await runFactCheck(request, d);
    d.advance(2 * HOUR);
    const later = await runFactCheck(request, d);
    expect(later.cached).toBe(false);
  });

  it("returns reasoning only when asked and honours max_sources", async () => {
    const matches = [1, 2, 3, 4].map((n) => match({ url: `https://www.reuters.com/${n}`, rating: "False", verdict: "FALSE" }));
    const d = deps({ factCheckers: [staticChecker("kb", matches)] });
    const plain = await runFactCheck({ ...request, maxSources: 2 }, d);
    expect(plain.sources).toHaveLength(2);
    expect(plain.reasoning).toBeUndefined();
    const reasoned = await runFactCheck({ ...request, maxSources: 3, includeReasoning: true }, d);
    expect(reasoned.sources).toHaveLength(3);
    expect(reasoned.reasoning).toMatch(/Reuters rated the claim "False"/);
  });

  it("falls back to the deterministic synthesiser when the configured one fails", async () => {
    const broken = { name: "model", synthesise: async () => Promise.reject(new Error("bad JSON")) };
    const result = await runFactCheck(
      request,
      deps({
        synthesiser: broken,
        factCheckers: [staticChecker("kb", [match({ url: "https://www.reuters.com/a", rating: "True", verdict: "TRUE" })])],
      }),
    );
    expect(result.verdict.status).toBe("TRUE");
    expect(result.notes.join(" ")).toMatch(/model did not answer/);
  });

  it("reports DISPUTED when credible fact-checkers disagree", async () => {
    const result = await runFactCheck(
      request,
      deps({
        factCheckers: [
          staticChecker("kb", [
            match({ url: "https://www.reuters.com/a", rating: "True", verdict: "TRUE" }),
            match({ url: "https://apnews.com/b", rating: "False", verdict: "FALSE", publisher: "AP" }),
          ]),
        ],
      }),
    );
    expect(result.verdict.status).toBe("DISPUTED");
    expect(result.verdict.summary).toMatch(/disagree/);
  });
});
