import { PrismaCheckStore } from "@/lib/fact-check/store";
import { DEFAULT_FILTERS, type FactCheckResult, type RelatedFactCheck } from "@/lib/fact-check/types";
import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, testDatabaseKind } from "@/tests/support/test-database";

const NOW = new Date("2026-03-01T12:00:00.000Z");
const HOUR = 3600_000;

const RIGGED: RelatedFactCheck = {
  claim: "The 2020 US election was rigged",
  claimant: "Donald Trump",
  url: "https://apnews.com/article/barr-no-widespread-election-fraud-b1f1488796c9a98c4b1a9061a6c7f49d",
  publisher: "Associated Press",
  reviewDate: "2020-12-01",
  textualRating: "False",
  verdict: "FALSE",
  similarity: 71,
};
const NO_DATE: RelatedFactCheck = {
  claim: "Mail-in ballots decided the race",
  url: "https://example.org/review",
  publisher: "Example Checks",
  textualRating: "Needs context",
  verdict: "UNCLEAR",
  similarity: 48,
};

function result(overrides: Partial<Omit<FactCheckResult, "id">> = {}): Omit<FactCheckResult, "id"> {
  return {
    query: "Joe Biden won the 2020 presidential election",
    verdict: { status: "UNCLEAR", confidence: 12, summary: "No fact-check of this claim was found." },
    sources: [],
    timeline: [],
    googleFactCheck: [],
    related: [RIGGED, NO_DATE],
    perplexityResult: { citations: [] },
    category: "Politics & Government",
    cached: false,
    checkedAt: NOW.toISOString(),
    mode: "fast",
    filters: DEFAULT_FILTERS,
    providers: [],
    notes: [],
    ...overrides,
  };
}

describe("PrismaCheckStore keeps related fact-checks", () => {
  const { db, cleanup } = createTestDatabase();
  const store = new PrismaCheckStore(db);
  afterAll(cleanup);

  const save = (input: Omit<FactCheckResult, "id">, normalizedQuery: string) =>
    store.save({
      result: input,
      normalizedQuery,
      expiresAt: new Date(NOW.getTime() + HOUR),
      durationMs: 5,
      synthesiser: "local-synthesis",
    });

  it("reads back every field of each related entry, in order, by id and from the cache", async () => {
    const id = await save(result(), "joe biden won the 2020 presidential election");
    expect((await store.findById(id))?.related).toEqual([RIGGED, NO_DATE]);
    const fresh = await store.findFresh({
      normalizedQuery: "joe biden won the 2020 presidential election",
      mode: "fast",
      filters: DEFAULT_FILTERS,
      now: NOW,
      maxAgeMs: HOUR,
    });
    expect(fresh?.id).toBe(id);
    expect(fresh?.related).toEqual([RIGGED, NO_DATE]);
  });

  it("keeps an empty list empty", async () => {
    const id = await save(result({ related: [] }), "an empty related list");
    expect((await store.findById(id))?.related).toEqual([]);
  });

  it("reads a row stored before related fact-checks were kept as having none", async () => {
    const id = await save(result(), "an older row");
    // Rows written by earlier versions have no `related` in their synthesis record.
    const row = await db.factCheckQuery.findUniqueOrThrow({ where: { id } });
    const { related: _dropped, ...olderMeta } = row.openaiSynthesis as Record<string, unknown>;
    await db.factCheckQuery.update({ where: { id }, data: { openaiSynthesis: olderMeta as object } });
    const stored = await store.findById(id);
    expect(stored?.related).toEqual([]);
    expect(stored?.verdict.status).toBe("UNCLEAR");
  });

  it("drops a stored entry it cannot show safely and keeps the rest", async () => {
    const id = await save(result(), "tampered related entries");
    const row = await db.factCheckQuery.findUniqueOrThrow({ where: { id } });
    const meta = row.openaiSynthesis as Record<string, unknown>;
    const tampered = [
      { ...RIGGED, url: "javascript:alert(1)" },
      { ...RIGGED, publisher: "" },
      { ...RIGGED, similarity: "high" },
      "not an entry",
      { ...NO_DATE, similarity: 140.4, verdict: "SORT_OF", reviewDate: "last week" },
      RIGGED,
    ];
    await db.factCheckQuery.update({ where: { id }, data: { openaiSynthesis: { ...meta, related: tampered } as object } });
    expect((await store.findById(id))?.related).toEqual([{ ...NO_DATE, similarity: 100, verdict: "UNCLEAR" }, RIGGED]);
  });
});

describe("PrismaCheckStore reads rows stored before sources explained their credibility", () => {
  const { db, cleanup } = createTestDatabase();
  const store = new PrismaCheckStore(db);
  afterAll(cleanup);

  it("fills each source's reason, basis and kind from the table, keeps its stored score, and derives the claim's date", async () => {
    const id = await store.save({
      result: result({
        googleFactCheck: [
          {
            text: "claim",
            claimDate: "2021-04-02T00:00:00.000Z",
            review: { publisher: { name: "Reuters" }, url: "https://www.reuters.com/a", textualRating: "False" },
          },
          {
            text: "claim",
            claimDate: "2020-11-04T00:00:00.000Z",
            review: { publisher: { name: "Blog" }, url: "https://blog.example.net/b", textualRating: "False" },
          },
        ],
      }),
      normalizedQuery: "an old row",
      expiresAt: new Date(NOW.getTime() + HOUR),
      durationMs: 5,
      synthesiser: "local-synthesis",
    });
    // As an older version stored them: no credibilityReason, credibilityBasis or kind.
    const legacy = [
      {
        id: "src-1",
        outlet: "Reuters",
        publishDate: null,
        credibility: 9,
        stance: "disputes",
        title: "t",
        excerpt: "e",
        relevance: 90,
        url: "https://www.reuters.com/a",
      },
      {
        id: "src-2",
        outlet: "Blog",
        publishDate: null,
        credibility: 4,
        stance: "supports",
        title: "t",
        excerpt: "e",
        relevance: 50,
        url: "https://blog.example.net/b",
      },
    ];
    await db.factCheckQuery.update({ where: { id }, data: { sources: legacy } });
    const read = await store.findById(id);
    expect(read?.claimDate).toBe("2020-11-04");
    expect(read?.sources[0]).toMatchObject({ credibility: 9, kind: "wire-service", credibilityBasis: "table" });
    expect(read?.sources[0].credibilityReason).toContain("wire service");
    expect(read?.sources[1]).toMatchObject({ credibility: 4, kind: "other", credibilityBasis: "default" });
  });
});

describe("PrismaCheckStore's cache lookup", () => {
  const { db, cleanup } = createTestDatabase();
  const store = new PrismaCheckStore(db);
  afterAll(cleanup);

  const saveVariant = (
    normalizedQuery: string,
    overrides: Partial<Omit<FactCheckResult, "id">>,
    expiresAt = new Date(NOW.getTime() + HOUR),
  ) => store.save({ result: result(overrides), normalizedQuery, expiresAt, durationMs: 5, synthesiser: "local-synthesis" });

  it("finds the fresh answer for the mode and filters asked, however many fresher variants the claim has", async () => {
    const claim = "the claim with many variants";
    const wanted = await saveVariant(claim, { mode: "fast", filters: DEFAULT_FILTERS });
    // 12 newer answers of the same claim in other modes and filters, and 3 expired ones of the same.
    const regions = ["us", "europe", "global", "us"] as const;
    for (const region of regions)
      for (const mode of ["fast", "standard", "detailed"] as const)
        await saveVariant(claim, { mode, filters: { ...DEFAULT_FILTERS, region } });
    for (let i = 0; i < 3; i++) await saveVariant(claim, { mode: "fast" }, new Date(NOW.getTime() - 1));
    expect(await db.factCheckQuery.count({ where: { normalizedQuery: claim } })).toBe(1 + regions.length * 3 + 3);

    const fresh = await store.findFresh({ normalizedQuery: claim, mode: "fast", filters: DEFAULT_FILTERS, now: NOW, maxAgeMs: 24 * HOUR });
    expect(fresh?.id).toBe(wanted);
    const uk = await store.findFresh({
      normalizedQuery: claim,
      mode: "standard",
      filters: { ...DEFAULT_FILTERS, region: "europe" },
      now: NOW,
      maxAgeMs: 24 * HOUR,
    });
    expect(uk?.mode).toBe("standard");
    expect(uk?.filters.region).toBe("europe");
    // Past its expiry an answer is not served.
    expect(
      await store.findFresh({
        normalizedQuery: claim,
        mode: "fast",
        filters: DEFAULT_FILTERS,
        now: new Date(NOW.getTime() + HOUR),
        maxAgeMs: 24 * HOUR,
      }),
    ).toBeNull();
  });

  it("is served for rows stored before the columns existed, once the migration backfills them from the synthesis record", async () => {
    const claim = "a row from before the cache columns";
    const id = await saveVariant(claim, { mode: "detailed", filters: { timeWindow: "year", region: "europe", language: "en" } });
    await db.factCheckQuery.update({
      where: { id },
      data: { mode: null, timeWindow: null, region: null, language: null, expiresAt: null },
    });
    const ask = () =>
      store.findFresh({
        normalizedQuery: claim,
        mode: "detailed",
        filters: { timeWindow: "year", region: "europe", language: "en" },
        now: NOW,
        maxAgeMs: HOUR,
      });
    expect(await ask()).toBeNull();

    // The backfill statement of this database's migration, run again on the emptied row.
    const folder = testDatabaseKind() === "postgresql" ? "prisma/migrations-postgresql" : "prisma/migrations";
    const migration = fs.readdirSync(folder).find((name) => name.endsWith("_fact_check_cache_columns"))!;
    const sql = fs.readFileSync(path.join(folder, migration, "migration.sql"), "utf8");
    await db.$executeRawUnsafe(sql.slice(sql.indexOf("UPDATE")));
    expect((await ask())?.id).toBe(id);
    const row = await db.factCheckQuery.findUniqueOrThrow({ where: { id } });
    expect(row.expiresAt?.toISOString()).toBe(new Date(NOW.getTime() + HOUR).toISOString());
  });
});
