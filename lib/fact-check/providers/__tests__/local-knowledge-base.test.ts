import { LocalKnowledgeBaseProvider } from "@/lib/fact-check/providers/local-knowledge-base";
import type { ProviderContext } from "@/lib/fact-check/providers/types";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";
import type { KnowledgeBase, KnowledgeBaseMatch, StoredClaimReview } from "@/lib/knowledge-base/knowledge-base";

const NOW = new Date("2026-11-25T12:00:00Z");

function review(url: string, reviewDate: string | null): StoredClaimReview {
  return {
    id: url,
    claimText: "The claim",
    normalizedClaim: "the claim",
    claimant: null,
    claimDate: null,
    publisherName: new URL(url).hostname,
    publisherSite: new URL(url).hostname,
    reviewUrl: url,
    title: null,
    reviewDate: reviewDate ? new Date(reviewDate) : null,
    textualRating: "False",
    verdict: "FALSE",
    language: "en",
    category: null,
    summary: null,
    origin: "starter",
    createdAt: NOW,
    updatedAt: NOW,
  };
}

const match = (url: string, date: string | null, band: "match" | "related" = "match"): KnowledgeBaseMatch => ({
  review: review(url, date),
  score: 0.9,
  band,
});

async function search(found: KnowledgeBaseMatch[], timeWindow = DEFAULT_FILTERS.timeWindow) {
  const knowledgeBase = { search: async () => found } as unknown as KnowledgeBase;
  const provider = new LocalKnowledgeBaseProvider(async () => knowledgeBase);
  const context: ProviderContext = {
    claim: "The claim",
    normalizedClaim: "the claim",
    filters: { ...DEFAULT_FILTERS, timeWindow },
    mode: "standard",
    maxSources: 10,
    signal: new AbortController().signal,
    now: NOW,
  };
  const matches = await provider.search(context);
  return matches.map((m) => ({ url: m.review.url, outside: !!m.outsideTimeWindow }));
}

describe("LocalKnowledgeBaseProvider's time window", () => {
  it("drops fact-checks older than the window when a dated one falls inside it, undated ones kept", async () => {
    expect(
      await search([
        match("https://a.example/recent", "2025-02-26"),
        match("https://b.example/old", "2018-06-17"),
        match("https://c.example/undated", null),
      ]),
    ).toEqual([
      { url: "https://a.example/recent", outside: false },
      { url: "https://c.example/undated", outside: false },
    ]);
  });

  it("keeps older dated fact-checks, flagged, when only undated ones could fall inside the window", async () => {
    // An undated review does not show that the claim was checked in the last five years.
    expect(
      await search([
        match("https://nasa.example/undated", null),
        match("https://ipcc.example/2021", "2021-08-09"),
        match("https://rs.example/2020", "2020-03-04"),
      ]),
    ).toEqual([
      { url: "https://nasa.example/undated", outside: false },
      { url: "https://ipcc.example/2021", outside: true },
      { url: "https://rs.example/2020", outside: true },
    ]);
  });

  it("keeps every fact-check, flagged, when all predate the window", async () => {
    expect(await search([match("https://a.example/1", "2020-11-12"), match("https://b.example/2", "2020-12-01")])).toEqual([
      { url: "https://a.example/1", outside: true },
      { url: "https://b.example/2", outside: true },
    ]);
  });

  it("flags nothing when no fact-check is dated, and nothing under All Time", async () => {
    expect(await search([match("https://a.example/undated", null)])).toEqual([{ url: "https://a.example/undated", outside: false }]);
    expect(await search([match("https://a.example/1", "2001-01-01"), match("https://b.example/2", "2025-01-01")], "all")).toEqual([
      { url: "https://a.example/1", outside: false },
      { url: "https://b.example/2", outside: false },
    ]);
  });

  it("shows related fact-checks whatever their age, never flagged", async () => {
    expect(
      await search([match("https://a.example/recent", "2025-01-01"), match("https://r.example/old", "2001-01-01", "related")]),
    ).toEqual([
      { url: "https://a.example/recent", outside: false },
      { url: "https://r.example/old", outside: false },
    ]);
  });
});
