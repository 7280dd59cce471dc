import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { createPrismaClient } from "@/lib/db-client";
import { importClaimReviews, upsertClaimReviews } from "@/lib/knowledge-base/import";
import { KnowledgeBase } from "@/lib/knowledge-base/knowledge-base";
import type { ClaimReviewRecord } from "@/lib/knowledge-base/record";
import { openClaimReviewStore, type ClaimReviewStore } from "@/lib/knowledge-base/store";
import type { StreamedItem } from "@/lib/knowledge-base/stream";
import { normalizeClaimText } from "@/lib/knowledge-base/text";
import { createTestDatabase, testDatabaseKind } from "@/tests/support/test-database";

// Runs on the database of this Jest run: SQLite, or PostgreSQL with TEST_DATABASE=postgresql.
jest.setTimeout(60_000);

const record = (i: number, overrides: Partial<ClaimReviewRecord> = {}): ClaimReviewRecord => ({
  claimText: `Store test ${i}: the town of Exampleville has ${i} bridges`,
  claimant: "A. Mayor",
  claimDate: new Date("2021-03-01T08:30:00.123Z"),
  publisherName: "Example Checks",
  publisherSite: "checks.example.org",
  reviewUrl: `https://checks.example.org/bridges/${i}`,
  title: `Does Exampleville have ${i} bridges?`,
  reviewDate: new Date("2021-03-04T00:00:00Z"),
  textualRating: i % 2 ? "Pants on Fire" : "Mostly True",
  language: "en",
  category: "Society & Culture",
  summary: "Counted on the city's own map.",
  ...overrides,
});

async function* items(records: Array<ClaimReviewRecord | string>, { pause = false } = {}): AsyncGenerator<StreamedItem> {
  for (const [index, entry] of records.entries()) {
    // A file is read in chunks, between which other work runs.
    if (pause) await yieldToEventLoop();
    yield typeof entry === "string"
      ? { kind: "skip", where: `feed.json[${index}]`, reason: entry }
      : { kind: "record", record: entry, where: `feed.json[${index}]` };
  }
}

describe(`importClaimReviews on ${testDatabaseKind()}`, () => {
  let testDb: ReturnType<typeof createTestDatabase>;
  let store: ClaimReviewStore;

  beforeEach(() => {
    testDb = createTestDatabase();
    store = openClaimReviewStore(testDb.url);
  });
  afterEach(async () => {
    await store.close();
    await testDb.cleanup();
  });

  it("stores records in batches that Prisma reads back field for field, counting skips by record number", async () => {
    const skips: string[] = [];
    const batches: number[] = [];
    const counts = await importClaimReviews(
      store,
      items([
        record(1),
        record(2),
        "missing claimText",
        record(3),
        record(4),
        record(5, { claimant: undefined, claimDate: undefined, title: undefined, category: undefined, summary: undefined }),
      ]),
      {
        batchSize: 2,
        onSkip: ({ number, where, reason }) => skips.push(`${number} ${where} ${reason}`),
        onBatch: (sofar) => batches.push(sofar.imported),
      },
    );
    expect(counts).toEqual({ imported: 5, updated: 0, unchanged: 0, skipped: 1, read: 6 });
    expect(skips).toEqual(["3 feed.json[2] missing claimText"]);
    expect(batches).toEqual([2, 4, 5]);

    const stored = await testDb.db.claimReview.findMany({ orderBy: { reviewUrl: "asc" } });
    expect(stored).toHaveLength(5);
    expect(stored[0]).toMatchObject({
      claimText: "Store test 1: the town of Exampleville has 1 bridges",
      normalizedClaim: normalizeClaimText("Store test 1: the town of Exampleville has 1 bridges"),
      claimant: "A. Mayor",
      claimDate: new Date("2021-03-01T08:30:00.123Z"),
      reviewDate: new Date("2021-03-04T00:00:00Z"),
      verdict: "FALSE",
      category: "Society & Culture",
      origin: "import",
    });
    expect(stored[4]).toMatchObject({ claimant: null, claimDate: null, title: null, category: null, summary: null, verdict: "FALSE" });
    expect(Math.abs(stored[0].updatedAt.getTime() - Date.now())).toBeLessThan(60_000);
    // Prisma's own import path sees exactly what it would have written.
    expect(
      await upsertClaimReviews(
        testDb.db,
        [1, 2, 3, 4].map((i) => record(i)),
        "import",
      ),
    ).toEqual({ imported: 0, updated: 0, unchanged: 4 });
  });

  it("updates a changed record in place, keeps its origin, and leaves the same content alone", async () => {
    await upsertClaimReviews(testDb.db, [record(1), record(2)], "starter");
    const counts = await importClaimReviews(store, items([record(1, { textualRating: "True" }), record(2), record(3)]));
    expect(counts).toMatchObject({ imported: 1, updated: 1, unchanged: 1 });
    const first = await testDb.db.claimReview.findFirstOrThrow({ where: { reviewUrl: record(1).reviewUrl } });
    expect(first).toMatchObject({ textualRating: "True", verdict: "TRUE", origin: "starter" });
  });

  it("rolls a batch back whole when another writer added one of its records first, then stores it again", async () => {
    let raced = false;
    const racing: ClaimReviewStore = {
      kind: store.kind,
      findByReviewUrls: (urls) => store.findByReviewUrls(urls),
      close: () => store.close(),
      async write(creates, updates) {
        if (!raced) {
          // The server remembers record 2 between the batch's read and its write.
          raced = true;
          await upsertClaimReviews(testDb.db, [record(2)], "google");
        }
        return store.write(creates, updates);
      },
    };
    const counts = await importClaimReviews(racing, items([record(1), record(2), record(3)]), { batchSize: 3 });
    expect(counts).toMatchObject({ imported: 2, unchanged: 1 });
    const stored = await testDb.db.claimReview.findMany({ orderBy: { reviewUrl: "asc" } });
    expect(stored.map((row) => row.origin)).toEqual(["import", "google", "import"]);
  });

  it("runs while the store is read: readers see whole batches as they commit, and a running knowledge base finds the new claims", async () => {
    const reader = createPrismaClient(testDb.url);
    const knowledgeBase = new KnowledgeBase(reader, { syncIntervalMs: 0 });
    await knowledgeBase.load();
    expect(knowledgeBase.size).toBe(0);

    const total = 600;
    const tortoise = record(total, {
      claimText: "The Exampleville marathon was won by a tortoise",
      reviewUrl: "https://checks.example.org/marathon",
    });
    const batchSize = 50;
    let importing = true;
    const seen: number[] = [];
    const reads = (async () => {
      while (importing) {
        seen.push(await reader.claimReview.count());
        await knowledgeBase.search("Exampleville has 7 bridges");
        await yieldToEventLoop();
      }
    })();
    const counts = await importClaimReviews(
      store,
      items(
        // The last batch ends with a claim unlike the others, to look for.
        Array.from({ length: total }, (_, i) => (i + 1 === total ? tortoise : record(i + 1))),
        { pause: true },
      ),
      { batchSize },
    );
    importing = false;
    await reads;
    expect(counts.imported).toBe(total);
    // The import never held the table: reads went on between its batches, and each read saw
    // whole batches only (a batch is one transaction).
    expect(seen.some((count) => count > 0 && count < total)).toBe(true);
    for (const count of seen) expect(count % batchSize).toBe(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    // No restart: the next search pulls what was imported since the last one.
    const [hit] = await knowledgeBase.search("The Exampleville marathon was won by a tortoise");
    expect(knowledgeBase.size).toBe(total);
    expect(hit?.review.reviewUrl).toBe(tortoise.reviewUrl);
    await reader.$disconnect();
  });
});

describe(`KnowledgeBase sync on ${testDatabaseKind()}`, () => {
  let testDb: ReturnType<typeof createTestDatabase>;
  beforeEach(() => {
    testDb = createTestDatabase();
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  it("indexes a batch that commits after a later-stamped one has been pulled", async () => {
    const knowledgeBase = new KnowledgeBase(testDb.db, { syncIntervalMs: 0 });
    await knowledgeBase.load();
    await upsertClaimReviews(testDb.db, [record(1)], "import");
    expect(await knowledgeBase.search("Exampleville has 1 bridges")).toHaveLength(1);

    // Stamped before record 1 but committed after the pull that saw record 1, as a batch of
    // another writer can be.
    const stamp = await testDb.db.claimReview.findFirstOrThrow({ select: { updatedAt: true } });
    await upsertClaimReviews(
      testDb.db,
      [
        record(2, {
          claimText: "Store test: the lighthouse of Exampleville is painted purple",
          reviewUrl: "https://checks.example.org/lighthouse",
        }),
      ],
      "import",
    );
    await testDb.db.claimReview.updateMany({
      where: { reviewUrl: "https://checks.example.org/lighthouse" },
      data: { updatedAt: new Date(stamp.updatedAt.getTime() - 1_000) },
    });

    const [hit] = await knowledgeBase.search("the lighthouse of Exampleville is painted purple");
    expect(hit?.review.reviewUrl).toBe("https://checks.example.org/lighthouse");
  });

  it("takes a large import in slices: searches meanwhile answer from the index as it stands", async () => {
    const knowledgeBase = new KnowledgeBase(testDb.db, { syncIntervalMs: 0 });
    await knowledgeBase.load();
    const store = openClaimReviewStore(testDb.url);
    await importClaimReviews(store, items(Array.from({ length: 3_000 }, (_, i) => record(i + 1))));
    await store.close();

    const order: string[] = [];
    const first = knowledgeBase.search("Store test 42: the town of Exampleville has 42 bridges").then(() => order.push("first"));
    // The event loop turns while the pull indexes: part of the new claims are in, not all.
    while (knowledgeBase.size === 0) await yieldToEventLoop();
    const partly = knowledgeBase.size;
    await knowledgeBase.search("Store test 43: the town of Exampleville has 43 bridges").then(() => order.push("meanwhile"));
    await first;
    expect(partly).toBeGreaterThan(0);
    expect(partly).toBeLessThan(3_000);
    expect(order).toEqual(["meanwhile", "first"]);
    expect(knowledgeBase.size).toBe(3_000);
  });
});
