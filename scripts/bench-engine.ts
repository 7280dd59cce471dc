// npm run bench:engine — the fact-check pipeline on knowledge bases of 10,000 and 100,000
// synthetic records: index build time, p50/p95 of uncached and cached checks, search alone,
// and peak RSS. Runs on a throwaway SQLite database; prints figures, asserts nothing.
import os from "node:os";
import { throwawaySqliteDatabase } from "../server/migrations.mjs";
import { syntheticClaim, syntheticRecords, seeded } from "./lib/synthetic-claims";

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const SIZES = sizes.length ? sizes : [10_000, 100_000];
const QUERIES = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value: number) => `${value.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function benchSize(size: number) {
  const database = throwawaySqliteDatabase("factlens-bench-");
  const url = database.url;

  const { createPrismaClient } = await import("@/lib/db-client");
  const Database = (await import("better-sqlite3")).default;
  const { KnowledgeBase } = await import("@/lib/knowledge-base/knowledge-base");
  const { normalizeClaimText } = await import("@/lib/knowledge-base/text");
  const { normalizeRating } = await import("@/lib/fact-check/rating");
  const { runFactCheck } = await import("@/lib/fact-check/pipeline");
  const { PrismaCheckStore } = await import("@/lib/fact-check/store");
  const { LocalKnowledgeBaseProvider } = await import("@/lib/fact-check/providers/local-knowledge-base");
  const { CachedSourcesProvider } = await import("@/lib/fact-check/providers/cached-sources");
  const { LocalSynthesiser } = await import("@/lib/fact-check/providers/local-synthesis");
  const { DEFAULT_FILTERS } = await import("@/lib/fact-check/types");

  // Filled directly with SQLite: the benchmark measures checks, not bulk loading.
  const records = syntheticRecords(size);
  const fillStarted = performance.now();
  const raw = new Database(database.file);
  const insert = raw.prepare(
    `INSERT INTO claim_reviews (id, claimText, normalizedClaim, claimant, publisherName, publisherSite, reviewUrl, reviewDate, textualRating, verdict, language, origin, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'en', 'import', ?, ?)`,
  );
  raw.transaction(() => {
    const stamp = new Date().toISOString();
    records.forEach((r, i) =>
      insert.run(
        `bench-${i}`,
        r.claimText,
        normalizeClaimText(r.claimText),
        r.claimant,
        r.publisherName,
        r.publisherSite,
        r.reviewUrl,
        r.reviewDate.toISOString(),
        r.textualRating,
        normalizeRating(r.textualRating).verdict,
        stamp,
        stamp,
      ),
    );
  })();
  raw.close();
  const fillMs = performance.now() - fillStarted;
  const db = createPrismaClient(url);

  const knowledgeBase = new KnowledgeBase(db, { syncIntervalMs: 60_000 });
  const buildStarted = performance.now();
  await knowledgeBase.load();
  const buildMs = performance.now() - buildStarted;

  // Queries: half reworded stored claims (lower case, "Says" prefix, no punctuation), half unseen claims.
  const random = seeded(7);
  const queries = Array.from({ length: QUERIES }, (_, i) =>
    i % 2 === 0
      ? `Says ${records[Math.floor(random() * records.length)].claimText.toLowerCase()}`
      : `${syntheticClaim(random).text} (variant ${i})`,
  );

  const searchTimes: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    await knowledgeBase.search(query);
    searchTimes.push(performance.now() - started);
  }

  const synthesiser = new LocalSynthesiser();
  const deps = {
    factCheckers: [new LocalKnowledgeBaseProvider(async () => knowledgeBase)],
    webEvidence: [new CachedSourcesProvider(db)],
    synthesiser,
    fallbackSynthesiser: synthesiser,
    store: new PrismaCheckStore(db),
    clock: () => new Date(),
    budgets: { providerMs: 10_000, synthesisMs: 10_000 },
    cache: { ttlMs: 24 * 3600_000, recentTtlMs: 3600_000 },
  };
  const request = (claim: string) => ({
    claim,
    mode: "fast" as const,
    includeReasoning: false,
    maxSources: 5,
    filters: { ...DEFAULT_FILTERS, timeWindow: "all" as const },
  });
  const uncached: number[] = [];
  let matched = 0;
  for (const query of queries) {
    const started = performance.now();
    const result = await runFactCheck(request(query), deps);
    uncached.push(performance.now() - started);
    if (result.verdict.status !== "UNCLEAR" || result.sources.length) matched += 1;
  }
  const cached: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    const result = await runFactCheck(request(query), deps);
    cached.push(performance.now() - started);
    if (!result.cached) throw new Error(`expected a cached answer for ${query}`);
  }
  await db.$disconnect();
  database.remove();

  console.log(`\n${size.toLocaleString("en-US")} records (filled in ${(fillMs / 1000).toFixed(1)} s)`);
  console.log(`  index build                 ${ms(buildMs)} (${knowledgeBase.size.toLocaleString("en-US")} distinct claims)`);
  console.log(
    `  search           p50 ${ms(percentile(searchTimes, 50)).padStart(10)}   p95 ${ms(percentile(searchTimes, 95)).padStart(10)}`,
  );
  console.log(
    `  uncached check   p50 ${ms(percentile(uncached, 50)).padStart(10)}   p95 ${ms(percentile(uncached, 95)).padStart(10)}   (${matched}/${QUERIES} with a verdict or sources)`,
  );
  console.log(`  cached check     p50 ${ms(percentile(cached, 50)).padStart(10)}   p95 ${ms(percentile(cached, 95)).padStart(10)}`);
  console.log(`  RSS now ${mb(process.memoryUsage().rss)}, peak ${mb(process.resourceUsage().maxRSS * 1024)}`);
}

async function main() {
  console.log(`bench:engine — ${QUERIES} queries per size, Node ${process.version}, ${os.cpus().length} cores`);
  for (const size of SIZES) await benchSize(size);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
