import { TrendingService } from "@/lib/discover/trending";
import { runFactCheck, type PipelineDeps } from "@/lib/fact-check/pipeline";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import { PrismaCheckStore } from "@/lib/fact-check/store";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";
import { normalizeClaimText } from "@/lib/knowledge-base/text";
import { createTestDatabase } from "@/tests/support/test-database";

/**
 * Cached answers on the database (SQLite, or PostgreSQL with TEST_DATABASE=postgresql): a
 * client's repeats of a cached answer are stored once, and Trending counts distinct clients.
 */

const HOUR = 3600_000;
const database = createTestDatabase();
afterAll(() => database.cleanup());

function deps(): PipelineDeps {
  const synthesiser = new LocalSynthesiser();
  return {
    factCheckers: [],
    webEvidence: [{ name: "no-evidence", findEvidence: async () => [] }],
    synthesiser,
    fallbackSynthesiser: synthesiser,
    store: new PrismaCheckStore(database.db),
    clock: () => new Date(),
    budgets: { providerMs: 200, synthesisMs: 1000 },
    cache: { ttlMs: 24 * HOUR, recentTtlMs: HOUR },
  };
}

const ask = (claim: string, clientFingerprint?: string, mode: "fast" | "detailed" = "fast") =>
  runFactCheck({ claim, mode, includeReasoning: false, maxSources: 5, filters: DEFAULT_FILTERS, clientFingerprint }, deps());
const rowsOf = (claim: string) => database.db.factCheckQuery.count({ where: { query: claim } });
const fingerprint = () => crypto.randomUUID().replaceAll("-", "");

describe("cached answers on the database", () => {
  it("stores a client's repeats of a cached answer once, and every other client's once each", async () => {
    const claim = `Repeat test ${crypto.randomUUID()}: the river froze in July`;
    const [alice, bob] = [fingerprint(), fingerprint()];
    const computed = await ask(claim, alice);
    expect(computed.cached).toBe(false);
    // The client that computed it asks again and again: no new row, the same permalink.
    for (let i = 0; i < 5; i++) {
      const again = await ask(claim, alice);
      expect(again.cached).toBe(true);
      expect(again.id).toBe(computed.id);
    }
    expect(await rowsOf(claim)).toBe(1);

    // Another client gets a cached row of its own, once.
    const bobs = await ask(claim, bob);
    expect(bobs.cached).toBe(true);
    expect(bobs.id).not.toBe(computed.id);
    for (let i = 0; i < 3; i++) expect((await ask(claim, bob)).id).toBe(bobs.id);
    expect(await rowsOf(claim)).toBe(2);

    // Another mode is another answer: computed and stored once for that client too.
    const detailed = await ask(claim, bob, "detailed");
    expect(detailed.cached).toBe(false);
    expect((await ask(claim, bob, "detailed")).id).toBe(detailed.id);
    expect(await rowsOf(claim)).toBe(3);

    // Without a fingerprint (a script, or a request that did not pass the guard) each answer is stored.
    await ask(claim);
    await ask(claim);
    expect(await rowsOf(claim)).toBe(5);
  });

  it("ranks Trending by distinct clients, not rows", async () => {
    const now = new Date();
    const trending = new TrendingService(database.db, () => now);
    const loud = `Trending test ${crypto.randomUUID()}: the bridge was painted green overnight`;
    const popular = `Trending test ${crypto.randomUUID()}: the school bell rang thirteen times`;
    // One client asking 41 times.
    const noisy = fingerprint();
    await ask(loud, noisy);
    for (let i = 0; i < 40; i++) await ask(loud, noisy);
    // A claim asked by 4 different clients.
    for (let i = 0; i < 4; i++) await ask(popular, fingerprint());
    // Rows stored in bulk with one fingerprint still count once (as a client who got past the repeat rule would).
    const forged = fingerprint();
    await database.db.factCheckQuery.createMany({
      data: Array.from({ length: 30 }, () => ({
        query: loud,
        normalizedQuery: normalizeClaimText(loud),
        verdict: "UNCLEAR",
        cached: true,
        clientFingerprint: forged,
      })),
    });

    const claims = await trending.claims(50);
    const counts = Object.fromEntries(claims.filter((c) => c.claim === loud || c.claim === popular).map((c) => [c.claim, c.checks]));
    expect(counts[popular]).toBe(4);
    expect(counts[loud]).toBe(2);
    expect(claims.findIndex((c) => c.claim === popular)).toBeLessThan(claims.findIndex((c) => c.claim === loud));
  });
});
