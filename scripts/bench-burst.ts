// npm run bench:burst [-- --records 4300] [--burst 150] [--rounds 2] [--sequential 60]
// How the server copes with uncached checks, knowledge-base search on the main thread against search
// in worker threads (lib/knowledge-base/search-pool.ts), on the same build in the same run. Two
// `npm start` servers (throwaway SQLite databases filled with the same --records synthetic
// fact-checks): as before issue 27 (KB_SEARCH_WORKERS=0, CHECK_CONCURRENCY=1000: matching on the
// main thread and every check under way at once) and with the defaults (matching in the worker
// pool, checks taking turns: lib/fact-check/admission.ts). Both hold their heavy steps back while
// connections wait to be accepted (lib/http/heavy-turns.ts). For each, in alternating rounds:
//   - sequential: --sequential uncached checks one after another over HTTP, p50/p95;
//   - burst: --burst concurrent uncached checks (each its own client: fresh connection, no cookie),
//     while /api/health is asked one request after another by two probes (one on a connection kept
//     open, one on a new connection each time): their p50/p99/max during the burst, and
//     how the checks were answered (200; 503 with Retry-After past the pool's bound; anything else).
// Targets (issue 27): every check answered 200 or 503 with Retry-After, /api/health p99 ≤ 250 ms
// during the burst, uncached check p50 ≤ 20 ms at 4,300 records. Prints figures; asserts nothing.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { startBenchServer } from "./lib/bench-server.mjs";
import { seeded, syntheticClaim, syntheticRecords } from "./lib/synthetic-claims";
import { normalizeClaimText } from "@/lib/knowledge-base/text";
import { normalizeRating } from "@/lib/fact-check/rating";

const { values } = parseArgs({
  options: {
    records: { type: "string", default: "4300" },
    burst: { type: "string", default: "150" },
    rounds: { type: "string", default: "2" },
    sequential: { type: "string", default: "60" },
    only: { type: "string" },
  },
});
const RECORDS = Number(values.records);
const BURST = Number(values.burst);
const ROUNDS = Number(values.rounds);
const SEQUENTIAL = Number(values.sequential);

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

/** The records straight into the server's SQLite file (its index picks them up by updatedAt). */
function fill(file: string) {
  const raw = new Database(file);
  const insert = raw.prepare(
    `INSERT INTO claim_reviews (id, claimText, normalizedClaim, claimant, publisherName, publisherSite, reviewUrl, reviewDate, textualRating, verdict, language, origin, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'en', 'import', ?, ?)`,
  );
  const stamp = new Date().toISOString();
  raw.transaction(() =>
    syntheticRecords(RECORDS).forEach((r, i) =>
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
    ),
  )();
  raw.close();
}

// Every check of the run is a claim never asked before (the same list for both servers).
const random = seeded(11);
let asked = 0;
const nextClaim = () => `${syntheticClaim(random).text} (question ${++asked})`;

async function check(url: string, claim: string): Promise<{ status: number; retryAfter: string | null; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/fact-check`, {
    method: "POST",
    headers: { "content-type": "application/json", connection: "close" },
    body: JSON.stringify({ claim, mode: "fast" }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get("retry-after"), ms: performance.now() - started };
}

async function sequential(url: string, claims: string[]) {
  const times: number[] = [];
  for (const claim of claims) {
    const answer = await check(url, claim);
    if (answer.status !== 200) throw new Error(`a sequential check answered ${answer.status}`);
    times.push(answer.ms);
  }
  return times;
}

/** GET /api/health through `agent` (node:http, not fetch: it never waits behind the burst on the client's side). */
function askHealth(url: string, agent: http.Agent | false): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    http
      .get(`${url}/api/health`, { agent }, (response) => {
        response.resume();
        response.once("end", resolve);
      })
      .once("error", reject),
  );
}

async function burst(url: string, claims: string[]) {
  let done = false;
  // Two probes, one request after another each: on a connection kept open, and on a new
  // connection each time (as a load balancer's health check often is).
  const keptAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await askHealth(url, keptAgent);
  const probe = async (agent: http.Agent | false, times: number[]) => {
    while (!done) {
      const started = performance.now();
      await askHealth(url, agent);
      times.push(performance.now() - started);
    }
  };
  const health: number[] = [];
  const healthFresh: number[] = [];
  const polling = Promise.all([probe(keptAgent, health), probe(false, healthFresh)]);
  const started = performance.now();
  const answers = await Promise.all(claims.map((claim) => check(url, claim)));
  const wallMs = performance.now() - started;
  done = true;
  await polling;
  keptAgent.destroy();
  const ok = answers.filter((a) => a.status === 200).length;
  const busy = answers.filter((a) => a.status === 503 && a.retryAfter).length;
  return { ok, busy, other: answers.length - ok - busy, wallMs, health, healthFresh };
}

async function main() {
  console.log(
    `bench:burst — ${RECORDS.toLocaleString("en-US")} records, bursts of ${BURST}, ${SEQUENTIAL} sequential checks, ${ROUNDS} rounds; Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`,
  );
  const variants = [
    // As before issue 27: matching on the main thread, every check under way at once.
    { name: "main thread, no turns", env: { KB_SEARCH_WORKERS: "0", CHECK_CONCURRENCY: "1000" } as Record<string, string> },
    { name: "worker pool + turns (defaults)", env: {} as Record<string, string> },
  ];
  const servers = [];
  for (const [i, variant] of variants.entries()) {
    if (values.only && !variant.name.includes(values.only)) continue;
    const dataDir = path.join(os.tmpdir(), `factlens-burst-${process.pid}-${i}`);
    const file = path.join(dataDir, "factlens.db");
    const server = await startBenchServer({
      name: `burst-${i}`,
      env: {
        ...variant.env,
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${file}`,
        FREE_CHECKS_PER_WINDOW: "1000000",
        CACHED_ANSWERS_PER_MINUTE: "1000000",
        WORD_VECTORS_PATH: path.resolve("data/word-vectors.bin"),
      },
    });
    fill(file);
    // Warm up: the index is built on the first search (in each worker).
    for (let j = 0; j < 6; j++) await check(server.url, nextClaim());
    servers.push({ ...variant, server, sequential: [] as number[], bursts: [] as Awaited<ReturnType<typeof burst>>[] });
  }
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const entry of round % 2 ? servers : [...servers].reverse()) {
        entry.sequential.push(...(await sequential(entry.server.url, Array.from({ length: SEQUENTIAL }, nextClaim))));
        const result = await burst(entry.server.url, Array.from({ length: BURST }, nextClaim));
        entry.bursts.push(result);
        console.log(
          `  round ${round} ${entry.name.padEnd(34)} burst: ${result.ok} × 200, ${result.busy} × 503+Retry-After, ${result.other} other, ${(result.wallMs / 1000).toFixed(2)} s; /api/health kept-open p50 ${ms(percentile(result.health, 50))} p99 ${ms(percentile(result.health, 99))} (${result.health.length}), new connections p50 ${ms(percentile(result.healthFresh, 50))} p99 ${ms(percentile(result.healthFresh, 99))} (${result.healthFresh.length})`,
        );
      }
    }
    console.log("\nsummary (all rounds)");
    for (const entry of servers) {
      const health = entry.bursts.flatMap((b) => b.health);
      const healthFresh = entry.bursts.flatMap((b) => b.healthFresh);
      const ok = entry.bursts.reduce((n, b) => n + b.ok, 0);
      const busy = entry.bursts.reduce((n, b) => n + b.busy, 0);
      const other = entry.bursts.reduce((n, b) => n + b.other, 0);
      console.log(`  ${entry.name}`);
      console.log(
        `    uncached check, sequential   p50 ${ms(percentile(entry.sequential, 50))}   p95 ${ms(percentile(entry.sequential, 95))}   (target p50 ≤ 20 ms)`,
      );
      console.log(`    burst answers                ${ok} × 200, ${busy} × 503 with Retry-After, ${other} other (target: no other)`);
      console.log(
        `    /api/health during bursts    p50 ${ms(percentile(health, 50))}   p99 ${ms(percentile(health, 99))}   max ${ms(Math.max(...health))}   (connection kept open; target p99 ≤ 250 ms)`,
      );
      console.log(
        `                                 p50 ${ms(percentile(healthFresh, 50))}   p99 ${ms(percentile(healthFresh, 99))}   max ${ms(Math.max(...healthFresh))}   (a new connection each)`,
      );
    }
  } finally {
    await Promise.all(servers.map((entry) => entry.server.stop()));
    for (const [i] of variants.entries())
      fs.rmSync(path.join(os.tmpdir(), `factlens-burst-${process.pid}-${i}`), { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
