/**
 * Benchmark the rating normaliser against a JSON Lines file of labelled fact-checks.
 *
 *   npx tsx scripts/bench-rating.ts <path-to-jsonl>
 *
 * Each record needs `rating_text` and `verdict`; `verdict_alt` (an alternative accepted verdict),
 * `id` ("politifact-…" / "averitec-…") and `source_dataset` are optional and used for the
 * per-origin breakdown. Prints totals, exact agreement (verdict or verdict_alt), agreement per
 * origin, a collapsed 3-way agreement, the "cannot tell" count and every disagreement.
 * Only rating texts and labels are printed, never claim texts.
 */
import { readFileSync } from "node:fs";
import { normalizeRating } from "../lib/fact-check/rating";
import { isVerdict, type Verdict } from "../lib/fact-check/verdict";

interface BenchRecord {
  id?: string;
  rating_text: string;
  verdict: Verdict;
  verdict_alt?: Verdict | null;
  source_dataset?: string;
}

type Origin = "PolitiFact" | "AVeriTeC" | "other";

function originOf(r: BenchRecord): Origin {
  const id = (r.id ?? "").toLowerCase();
  const source = (r.source_dataset ?? "").toLowerCase();
  if (id.startsWith("politifact-") || (!id && source.includes("politifact"))) return "PolitiFact";
  if (id.startsWith("averitec-") || (!id && source.includes("averitec"))) return "AVeriTeC";
  return "other";
}

/** Collapsed 3-way view: supported / in between / refuted. */
function collapse(v: Verdict): "supported" | "middle" | "refuted" {
  if (v === "TRUE" || v === "MOSTLY_TRUE") return "supported";
  if (v === "FALSE" || v === "MOSTLY_FALSE") return "refuted";
  return "middle";
}

function parse(path: string): BenchRecord[] {
  const records: BenchRecord[] = [];
  readFileSync(path, "utf8")
    .split("\n")
    .forEach((line, n) => {
      if (!line.trim()) return;
      const raw: unknown = JSON.parse(line);
      if (typeof raw !== "object" || raw === null) throw new Error(`line ${n + 1}: not an object`);
      const r = raw as Record<string, unknown>;
      if (typeof r.rating_text !== "string" || !isVerdict(r.verdict)) {
        throw new Error(`line ${n + 1}: needs a string rating_text and a valid verdict`);
      }
      records.push({
        id: typeof r.id === "string" ? r.id : undefined,
        rating_text: r.rating_text,
        verdict: r.verdict,
        verdict_alt: isVerdict(r.verdict_alt) ? r.verdict_alt : null,
        source_dataset: typeof r.source_dataset === "string" ? r.source_dataset : undefined,
      });
    });
  return records;
}

const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);

function main(): void {
  const path = process.argv[2];
  if (!path) {
    console.error("usage: npx tsx scripts/bench-rating.ts <path-to-jsonl>");
    process.exit(2);
  }
  const records = parse(path);
  const byOrigin = new Map<Origin, { total: number; agree: number }>();
  let agree = 0;
  let agree3 = 0;
  let cannotTell = 0;
  const disagreements: string[] = [];

  for (const r of records) {
    const result = normalizeRating(r.rating_text);
    const accepted = [r.verdict, ...(r.verdict_alt ? [r.verdict_alt] : [])];
    const ok = result.certain && accepted.includes(result.verdict);
    const ok3 = result.certain && accepted.some((v) => collapse(v) === collapse(result.verdict));
    const origin = originOf(r);
    const o = byOrigin.get(origin) ?? { total: 0, agree: 0 };
    o.total++;
    if (ok) o.agree++;
    byOrigin.set(origin, o);
    if (ok) agree++;
    if (ok3) agree3++;
    if (!result.certain) cannotTell++;
    if (!ok) {
      const got = result.certain ? result.verdict : `cannot tell (${result.reason})`;
      disagreements.push(`  ${r.id ?? "?"}  ${JSON.stringify(r.rating_text)}  expected ${accepted.join("|")}  got ${got}`);
    }
  }

  console.log(`total: ${records.length}`);
  console.log(`exact agreement: ${agree}/${records.length} (${pct(agree, records.length)})`);
  for (const origin of ["PolitiFact", "AVeriTeC", "other"] as const) {
    const o = byOrigin.get(origin);
    if (o) console.log(`  ${origin}: ${o.agree}/${o.total} (${pct(o.agree, o.total)})`);
  }
  console.log(`collapsed 3-way agreement: ${agree3}/${records.length} (${pct(agree3, records.length)})`);
  console.log(`cannot tell: ${cannotTell}`);
  console.log(`disagreements: ${disagreements.length}`);
  for (const d of disagreements) console.log(d);
}

main();
