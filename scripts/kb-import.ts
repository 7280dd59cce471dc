// npm run kb:import -- <file…>
// Imports fact-checks into the local knowledge base: ClaimReview JSON-LD (object, array or
// DataFeed), Google Fact Check Tools claims:search responses, or JSON Lines of either.
// Same review URL and claim → update. Bad records are skipped with one line each.
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { upsertClaimReviews } from "@/lib/knowledge-base/import";
import { parseClaimReviews } from "@/lib/knowledge-base/parse";

async function main() {
  const files = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  if (files.length === 0) {
    console.error("usage: npm run kb:import -- <file…>");
    process.exit(2);
  }
  const totals = { imported: 0, updated: 0, unchanged: 0, skipped: 0 };
  for (const file of files) {
    let content: string;
    try {
      content = fs.readFileSync(file, "utf8");
    } catch (error) {
      console.error(`skip ${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      continue;
    }
    const { records, skipped } = parseClaimReviews(content, path.basename(file));
    for (const { where, reason } of skipped) console.log(`skip ${where}: ${reason}`);
    const counts = await upsertClaimReviews(
      db,
      records.map(({ record }) => record),
      "import",
    );
    console.log(`${file}: imported ${counts.imported}, updated ${counts.updated}, unchanged ${counts.unchanged}, skipped ${skipped.length}`);
    totals.imported += counts.imported;
    totals.updated += counts.updated;
    totals.unchanged += counts.unchanged;
    totals.skipped += skipped.length;
  }
  if (files.length > 1) {
    console.log(`total: imported ${totals.imported}, updated ${totals.updated}, unchanged ${totals.unchanged}, skipped ${totals.skipped}`);
  }
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
