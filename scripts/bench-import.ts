// npm run bench:import [-- --records=100000 --database=sqlite|postgresql]
// Writes a synthetic but well-formed ClaimReview DataFeed (one DataFeedItem per review, with the
// fields published feeds carry) into a temporary folder, then runs `kb:import` on it as a user
// would, once on a new SQLite database and once on a new PostgreSQL database, and prints the
// wall time, the importer's peak RSS and the rows stored. Targets: ≤ 60 s on SQLite,
// ≤ 90 s on PostgreSQL, peak RSS ≤ 300 MB. PostgreSQL: TEST_POSTGRES_URL, else a throwaway cluster.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { spawn } from "node:child_process";
import { createPrismaClient } from "../lib/db-client";
import { applyMigrations, throwawaySqliteDatabase } from "../server/migrations.mjs";
import { createDatabase, dropDatabase, postgresForTests } from "./lib/postgres.mjs";
import { seeded, syntheticRecords } from "./lib/synthetic-claims";

const TARGETS = { sqlite: 60, postgresql: 90 } as const;
const RSS_TARGET_MB = 300;
const categories = ["Health & Medicine", "Politics & Government", "Economics & Finance", "Science & Technology", "Environmental Science"];

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const count = Number(option("records") ?? 100_000);
const only = option("database");

/** Writes the feed element by element (the bench never holds the feed in memory either). */
async function writeFeed(file: string, records: number): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  const random = seeded(7);
  const chunk = 10_000;
  await write(`{"@context":"https://schema.org","@type":"DataFeed","dateModified":"${new Date().toISOString()}","dataFeedElement":[`);
  for (let start = 0; start < records; start += chunk) {
    const batch = syntheticRecords(Math.min(chunk, records - start), 1000 + start);
    for (const [offset, record] of batch.entries()) {
      const i = start + offset;
      const reviewUrl = record.reviewUrl.replace(/\/factchecks\/\d+-/, `/factchecks/${i}-`);
      const claimDate = new Date(record.reviewDate.getTime() - Math.floor(random() * 30) * 86_400_000);
      const element = {
        "@context": "https://schema.org",
        "@type": "DataFeedItem",
        dateCreated: record.reviewDate.toISOString(),
        url: reviewUrl,
        item: [
          {
            "@context": "https://schema.org",
            "@type": "ClaimReview",
            datePublished: record.reviewDate.toISOString().slice(0, 10),
            url: reviewUrl,
            claimReviewed: record.claimText,
            headline: `Fact check: ${record.claimText.slice(0, 80)}`,
            reviewBody: `${record.publisherName} looked at the figures behind the claim and rated it ${record.textualRating}.`,
            keywords: categories[i % categories.length],
            inLanguage: "en",
            author: { "@type": "Organization", name: record.publisherName, url: `https://www.${record.publisherSite}/` },
            reviewRating: {
              "@type": "Rating",
              ratingValue: 1 + (i % 5),
              bestRating: 5,
              worstRating: 1,
              alternateName: record.textualRating,
            },
            itemReviewed: {
              "@type": "Claim",
              author: { "@type": "Person", name: record.claimant },
              datePublished: claimDate.toISOString().slice(0, 10),
              appearance: [{ "@type": "CreativeWork", url: `https://social.example.com/posts/${i}` }],
            },
          },
        ],
      };
      await write(`${i === 0 ? "" : ","}\n${JSON.stringify(element)}`);
    }
  }
  await write("\n]}\n");
  out.end();
  await once(out, "finish");
  return fs.statSync(file).size;
}

type Run = { seconds: number; cpuSeconds: number | null; peakMb: number | null; output: string; code: number | null };

/** Runs kb:import's script in a child process, as the npm script does (no terminal: summary only). */
async function runImport(file: string, databaseUrl: string): Promise<Run> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("scripts/kb-import.ts"), file], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (data) => (output += data));
  child.stderr.on("data", (data) => (output += data));
  const [code] = (await once(child, "exit")) as [number | null];
  const seconds = (performance.now() - startedAt) / 1000;
  const peak = /peak RSS ([\d.]+) MB/.exec(output);
  const cpu = /\(CPU ([\d.]+) s\)/.exec(output);
  return { seconds, cpuSeconds: cpu ? Number(cpu[1]) : null, peakMb: peak ? Number(peak[1]) : null, output, code };
}

async function countRows(databaseUrl: string): Promise<number> {
  const db = createPrismaClient(databaseUrl);
  try {
    return await db.claimReview.count();
  } finally {
    await db.$disconnect();
  }
}

function report(kind: keyof typeof TARGETS, run: Run, rows: number) {
  const timeOk = run.seconds <= TARGETS[kind];
  const rssOk = run.peakMb !== null && run.peakMb <= RSS_TARGET_MB;
  const rate = Math.round(rows / run.seconds);
  console.log(
    `${kind.padEnd(10)} ${run.seconds.toFixed(1).padStart(6)} s (target ≤ ${TARGETS[kind]} s ${timeOk ? "✓" : "✗"}; importer CPU ${run.cpuSeconds?.toFixed(1) ?? "?"} s)  ` +
      `peak RSS ${run.peakMb?.toFixed(0) ?? "?"} MB (target ≤ ${RSS_TARGET_MB} MB ${rssOk ? "✓" : "✗"})  ${rows} rows stored, ${rate} records/s`,
  );
  if (run.code !== 0 || rows !== count) {
    console.error(`${kind}: the import did not store every record (exit ${run.code}):\n${run.output.slice(-2000)}`);
    process.exitCode = 1;
  }
  if (!timeOk || !rssOk) process.exitCode = 1;
}

async function main() {
  if (!Number.isInteger(count) || count < 1) throw new Error("--records must be a positive whole number");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-bench-import-"));
  try {
    const file = path.join(dir, "claim-review-feed.json");
    const writeStarted = performance.now();
    const bytes = await writeFeed(file, count);
    console.log(
      `feed: ${count} ClaimReviews in one DataFeed, ${(bytes / 1024 / 1024).toFixed(1)} MB, written in ${((performance.now() - writeStarted) / 1000).toFixed(1)} s (${file})`,
    );
    // The wall time includes the wait for a CPU on a shared machine; the importer's CPU time does not.
    console.log(
      `node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(2)} (wall time grows with it; CPU time barely)`,
    );

    if (!only || only === "sqlite") {
      const sqlite = throwawaySqliteDatabase("factlens-bench-import-db-");
      try {
        const run = await runImport(file, sqlite.url);
        report("sqlite", run, await countRows(sqlite.url));
      } finally {
        sqlite.remove();
      }
    }

    if (!only || only === "postgresql") {
      const server = await postgresForTests();
      const url = await createDatabase(server.url, "factlens_bench_import");
      try {
        applyMigrations({ ...process.env, DATABASE_URL: url }, { quiet: true });
        const run = await runImport(file, url);
        report("postgresql", run, await countRows(url));
      } finally {
        await dropDatabase(url);
        await server.stop();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
