// npm run bench:trending [-- <checks>] — Discover's queries on a database of stored checks
// (default 1,000,000 over 30 days, 50,000 distinct claims with a long tail): time of the
// trending claims, categories and stats queries, uncached and through the server-side cache.
import { throwawaySqliteDatabase } from "../server/migrations.mjs";
import { syntheticClaim, seeded } from "./lib/synthetic-claims";

const total = Number(process.argv[2]) || 1_000_000;
const DISTINCT = 50_000;

async function main() {
  const database = throwawaySqliteDatabase("factlens-trending-");
  const url = database.url;
  const Database = (await import("better-sqlite3")).default;
  const { normalizeClaimText } = await import("@/lib/knowledge-base/text");
  const { classifyCategory } = await import("@/lib/discover/classify-category");
  const { createPrismaClient } = await import("@/lib/db-client");
  const { TrendingService } = await import("@/lib/discover/trending");
  const { TtlCache } = await import("@/lib/cache/ttl-cache");

  const random = seeded(11);
  const claims = Array.from({ length: DISTINCT }, () => {
    const text = syntheticClaim(random).text;
    return { text, normalized: normalizeClaimText(text), category: classifyCategory(text) };
  });
  const verdicts = ["TRUE", "MOSTLY_TRUE", "MIXED", "MOSTLY_FALSE", "FALSE", "UNCLEAR", "DISPUTED"];
  const raw = new Database(database.file);
  raw.pragma("journal_mode = WAL");
  const insert = raw.prepare(
    `INSERT INTO fact_check_queries (id, query, normalizedQuery, verdict, confidence, summary, createdAt, updatedAt, cached, monitored, category, durationMs)
     VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, 0, ?, ?)`,
  );
  const now = Date.now();
  const fillStarted = performance.now();
  raw.transaction(() => {
    for (let i = 0; i < total; i += 1) {
      // A long tail: a few claims are checked very often, most rarely.
      const claim = claims[Math.floor(DISTINCT * random() ** 3)];
      const at = new Date(now - random() * 30 * 86_400_000).toISOString();
      insert.run(
        `c${i}`,
        claim.text,
        claim.normalized,
        verdicts[i % verdicts.length],
        Math.floor(random() * 100),
        at,
        at,
        i % 3 === 0 ? 1 : 0,
        claim.category,
        20 + Math.floor(random() * 80),
      );
    }
  })();
  raw.close();
  console.log(
    `${total.toLocaleString("en-US")} checks of ${DISTINCT.toLocaleString("en-US")} claims filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`,
  );

  const db = createPrismaClient(url);
  const service = new TrendingService(db);
  const time = async <T>(label: string, run: () => Promise<T>) => {
    const started = performance.now();
    await run();
    const ms = performance.now() - started;
    console.log(`  ${label.padEnd(38)} ${ms.toFixed(1).padStart(9)} ms`);
    return ms;
  };
  console.log("uncached (first request after the cache expires):");
  await time("GET /api/trending/claims", () => service.claims(10));
  await time("GET /api/trending/categories", () => service.categories(7));
  await time("GET /api/trending/stats", () => service.stats());
  const cache = new TtlCache<unknown>(60_000);
  await cache.get("claims", () => service.claims(10));
  console.log("cached (every other request: fresh for 60 s, then the stale list answers while one refresh runs):");
  const cachedTimes: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const started = performance.now();
    await cache.get("claims", () => service.claims(10));
    cachedTimes.push(performance.now() - started);
  }
  cachedTimes.sort((a, b) => a - b);
  console.log(`  trending claims, p50 of 100               ${cachedTimes[50].toFixed(3).padStart(9)} ms`);
  await db.$disconnect();
  database.remove();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
