// npm run kb:import -- <file…> [--batch=1000]
// Imports fact-checks into the local knowledge base: ClaimReview JSON-LD (object, array, @graph
// or DataFeed), Google Fact Check Tools claims:search responses, or JSON Lines of either, of any
// size: each file is streamed and stored in batches, one short transaction each, so the command
// runs beside a live server (whose index picks the records up by `updatedAt`).
// Same review URL and claim → update. Bad records are skipped with one line each.
// A progress bar on a terminal, a summary line per file otherwise (with wall time and peak RSS).
import fs from "node:fs";
import path from "node:path";
import { MultiBar, Presets } from "cli-progress";
import { databaseUrl } from "@/lib/env";
import { importClaimReviews, type StreamImportCounts } from "@/lib/knowledge-base/import";
import { openClaimReviewStore, type ClaimReviewStore } from "@/lib/knowledge-base/store";
import { readClaimReviews } from "@/lib/knowledge-base/stream";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const line = (counts: StreamImportCounts) =>
  `imported ${counts.imported}, updated ${counts.updated}, unchanged ${counts.unchanged}, skipped ${counts.skipped}`;

async function importFile(
  store: ClaimReviewStore,
  file: string,
  batchSize: number,
  interactive: boolean,
): Promise<StreamImportCounts | null> {
  let size: number;
  try {
    size = fs.statSync(file).size;
    fs.accessSync(file, fs.constants.R_OK);
  } catch (error) {
    console.error(`skip ${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    return null;
  }
  const bars = interactive
    ? new MultiBar(
        {
          format: `${path.basename(file)} [{bar}] {percentage}% | {done} of {size} | {records} records, {skipped} skipped | {eta_formatted} left`,
          hideCursor: true,
          clearOnComplete: false,
          stream: process.stderr,
          etaBuffer: 50,
        },
        Presets.shades_classic,
      )
    : null;
  const bar = bars?.create(size, 0, { done: "0 MB", size: megabytes(size), records: 0, skipped: 0 });
  let bytes = 0;
  let records = 0;
  const startedAt = Date.now();
  const counts = await importClaimReviews(
    store,
    readClaimReviews(fs.createReadStream(file, { highWaterMark: 256 * 1024 }), path.basename(file), { onBytes: (read) => (bytes = read) }),
    {
      batchSize,
      onSkip: ({ number, where, reason }) => {
        const text = `skip record ${number} (${where}): ${reason}`;
        if (bars) bars.log(`${text}\n`);
        else console.log(text);
      },
      onBatch: (sofar) => {
        records = sofar.imported + sofar.updated + sofar.unchanged;
        bar?.update(bytes, { done: megabytes(bytes), records, skipped: sofar.skipped });
      },
    },
  );
  bar?.update(size, { done: megabytes(size), records: counts.imported + counts.updated + counts.unchanged, skipped: counts.skipped });
  // A render writes out the skip lines logged since the last one.
  bars?.update();
  bars?.stop();
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`${file}: ${line(counts)} in ${seconds} s`);
  return counts;
}

async function main() {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !arg.startsWith("--"));
  const batchArg = args.find((arg) => arg.startsWith("--batch="));
  const batchSize = batchArg ? Number(batchArg.slice("--batch=".length)) : 1000;
  if (files.length === 0 || !Number.isInteger(batchSize) || batchSize < 1) {
    console.error("usage: npm run kb:import -- <file…> [--batch=<records per transaction, default 1000>]");
    process.exit(2);
  }
  const interactive = Boolean(process.stderr.isTTY);
  const totals: StreamImportCounts = { imported: 0, updated: 0, unchanged: 0, skipped: 0, read: 0 };
  const startedAt = Date.now();
  const store = openClaimReviewStore(databaseUrl);
  for (const file of files) {
    const counts = await importFile(store, file, batchSize, interactive);
    if (!counts) continue;
    for (const key of Object.keys(totals) as Array<keyof StreamImportCounts>) totals[key] += counts[key];
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  // maxRSS is in kilobytes, CPU times in microseconds.
  const usage = process.resourceUsage();
  const cpu = ((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1);
  console.log(
    `${files.length > 1 ? "total: " : "done: "}${line(totals)} in ${seconds} s (CPU ${cpu} s), peak RSS ${megabytes(usage.maxRSS * 1024)}`,
  );
  await store.close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
