// npm run bench:categories -- <file.jsonl> [--sample N]
// How the category classifier spreads the claims of a JSON Lines file (records with `claim`,
// optionally `topic`), and a deterministic sample of them to check by hand.
import fs from "node:fs";
import { CATEGORIES } from "@/config/categories";
import { classifyCategory } from "@/lib/discover/classify-category";

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("--"));
const sampleSize = Number(args[args.indexOf("--sample") + 1]) || 30;
if (!file) {
  console.error("usage: npm run bench:categories -- <file.jsonl> [--sample N]");
  process.exit(2);
}
const claims = fs
  .readFileSync(file, "utf8")
  .split(/\r?\n/)
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { id?: string; claim: string });

const spread = new Map(CATEGORIES.map((category) => [category, 0]));
const classified = claims.map((record) => ({ ...record, category: classifyCategory(record.claim) }));
for (const { category } of classified) spread.set(category, (spread.get(category) ?? 0) + 1);
console.log(`${claims.length} claims`);
for (const [category, count] of spread)
  console.log(`  ${category.padEnd(24)} ${String(count).padStart(4)}  ${((100 * count) / claims.length).toFixed(1)}%`);

// Every k-th claim, so the sample is the same on every run.
const step = Math.max(1, Math.floor(claims.length / sampleSize));
console.log(`\nSample for hand-checking (every ${step}th claim):`);
classified
  .filter((_, index) => index % step === 0)
  .slice(0, sampleSize)
  .forEach((record, index) => console.log(`${String(index + 1).padStart(3)}. [${record.category}] ${record.claim.slice(0, 140)}`));
