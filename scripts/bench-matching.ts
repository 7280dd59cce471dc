/**
 * Benchmark claim matching against a JSON Lines file of real fact-checks.
 *
 *   npx tsx scripts/bench-matching.ts <path-to-jsonl> [--quiet]
 *
 * Each record needs `id` and `claim`. The records are split deterministically (by a hash of the
 * id) into half A, which is indexed, and half B, which is held out. Reports:
 *   (a) true positives: programmatic rewordings of each A claim (case, punctuation, "Says "
 *       prefix, question form, clause order, synonym and number-format swaps) whose top hit is
 *       the original claim;
 *   (b) false matches: B claims (all different from A's) for which the A index returns anything;
 *   (c) near misses: A claims with one figure changed, or with a negation inserted or removed,
 *       for which the index still returns the original (every such match is wrong);
 * and speed: index build for the file, then a synthetic 100,000-claim index (generated from
 * templates, no real data) with p50/p95 search latency over 1,000 queries and memory.
 *
 * The file is third-party evaluation data: it is only read from the given path, never copied.
 * Claim texts are printed (for inspection of errors) but never written anywhere.
 */
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { ClaimIndex } from "../lib/knowledge-base/claim-index";
import { normalizeClaimText } from "../lib/knowledge-base/text";
import { SYNONYM_GROUPS } from "../lib/knowledge-base/vocabulary";

type Claim = { id: string; text: string };

const args = process.argv.slice(2);
const path = args.find((a) => !a.startsWith("--"));
const quiet = args.includes("--quiet");
if (!path) {
  console.error("usage: npx tsx scripts/bench-matching.ts <path-to-jsonl> [--quiet]");
  process.exit(2);
}

function readClaims(file: string): Claim[] {
  const claims: Claim[] = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, n) => {
      if (!line.trim()) return;
      const raw = JSON.parse(line) as Record<string, unknown>;
      if (typeof raw.id !== "string" || typeof raw.claim !== "string") throw new Error(`line ${n + 1}: needs string id and claim`);
      claims.push({ id: raw.id, text: raw.claim });
    });
  return claims;
}

/** FNV-1a, for a split that does not depend on file order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
const pct = (a: number, b: number) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}%`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const short = (text: string, n = 110) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

// ---------------------------------------------------------------------------------------------
// Rewordings and near misses
// ---------------------------------------------------------------------------------------------

type Variant = { kind: string; text: string };

const LEADING_ADVERBIAL = /^((?:in|since|during|after|before|under|over|between|when|while|as of|by|until|last|this|from)\b[^,"]{2,60}),\s+(.+)$/i;
const TRAILING_ADVERBIAL = /^(.{12,}?),?\s+((?:in|since|during|before|after|until) (?:the |last )?(?:\d{4}|\p{Lu}[\p{L}.]+(?: \p{Lu}[\p{L}.]+)?|(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}))$/u;
const SMALL_NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Synonym swaps: the first listed variant found in the text, replaced by another of its group. */
const SWAPS: Array<{ from: RegExp; to: string }> = [];
for (const group of SYNONYM_GROUPS) {
  if (group.context) continue;
  const variants = group.variants.filter((v) => v.length >= 3 && !/[.]/.test(v));
  for (const from of variants) {
    const to = variants.find((v) => v !== from && !v.includes(from) && !from.includes(v));
    if (to) SWAPS.push({ from: new RegExp(`\\b${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[\\s-]+")}\\b(?![-'’]\\w)`, "i"), to });
  }
}

function rewordings(text: string): Variant[] {
  const out: Variant[] = [];
  const push = (kind: string, t: string) => {
    if (t.trim() && t !== text) out.push({ kind, text: t });
  };
  push("lower case", text.toLowerCase());
  push("upper case", text.toUpperCase());
  push("no punctuation", text.replace(/[^\p{L}\p{N}\s$%]/gu, " ").replace(/\s+/g, " ").trim());
  push("says prefix", /^says\s/i.test(text) ? text.replace(/^says\s+/i, "") : `Says ${text}`);
  const body = text.replace(/^says\s+/i, "").replace(/[.!?"]+$/, "");
  push("question", `Is it true that ${body.charAt(0).toLowerCase()}${body.slice(1)}?`);
  // Clause order, only where it is safe: a leading adverbial moves to the end, or a trailing
  // time or place phrase moves to the front ("X in 2019" → "In 2019, X").
  const leading = LEADING_ADVERBIAL.exec(body);
  const trailing = TRAILING_ADVERBIAL.exec(body);
  if (leading) push("clause order", `${leading[2]} ${leading[1].charAt(0).toLowerCase()}${leading[1].slice(1)}`);
  else if (trailing && !/"/.test(body)) push("clause order", `${trailing[2].charAt(0).toUpperCase()}${trailing[2].slice(1)}, ${trailing[1]}`);
  for (const swap of SWAPS) {
    if (swap.from.test(text)) {
      push("synonym swap", text.replace(swap.from, swap.to));
      break;
    }
  }
  let numbers = text;
  numbers = numbers.replace(/(\d+(?:\.\d+)?)\s?percent\b/i, "$1%");
  if (numbers === text) numbers = text.replace(/(\d+(?:\.\d+)?)%/, "$1 percent");
  if (numbers === text) numbers = text.replace(/\$(\d+(?:\.\d+)?) (million|billion|trillion)\b/i, "$1 $2 dollars");
  if (numbers === text) numbers = text.replace(/\b([2-9]|10)\b(?![.,]\d|%)/, (m) => SMALL_NUMBERS[Number(m)]);
  if (numbers === text) numbers = text.replace(/\b(\d{1,3}),(\d{3})\b/, "$1$2");
  push("number format", numbers);
  return out;
}

function changeNumber(text: string): string | null {
  // A figure, not part of a name such as "COVID-19", "5G" or "F-35".
  const m = /(?<![\p{L}\d.,-]|\p{L}-)\d+(?:,\d{3})*(?:\.\d+)?(?![\p{L}\d-])/u.exec(text);
  if (!m) return null;
  const value = Number(m[0].replace(/,/g, ""));
  let next: number;
  if (Number.isInteger(value) && value >= 1900 && value <= 2100) next = value + 4;
  else if (!Number.isInteger(value)) next = Math.round((value + 1.3) * 10) / 10;
  else if (value < 10) next = value + 2;
  else next = Math.round(value * 1.5);
  return text.slice(0, m.index) + String(next) + text.slice(m.index + m[0].length);
}

const AUXILIARY = /\b(is|are|was|were|has|have|had|will|can|could|should|would|does|do|did)\b(?!\s+not\b)/i;
function flipNegation(text: string): { kind: string; text: string } {
  if (/\bnot\b/i.test(text)) return { kind: "negation removed", text: text.replace(/\s+not\b/i, "") };
  if (/n['’]t\b/i.test(text)) return { kind: "negation removed", text: text.replace(/\b(ca|wo)n['’]t\b/i, (m) => (m[0] === "c" || m[0] === "C" ? "can" : "will")).replace(/n['’]t\b/i, "") };
  if (/\bnever\b/i.test(text)) return { kind: "negation removed", text: text.replace(/\bnever\b/i, "always") };
  if (AUXILIARY.test(text)) return { kind: "negation inserted", text: text.replace(AUXILIARY, "$1 not") };
  return { kind: "negation prefixed", text: `It is not true that ${text.charAt(0).toLowerCase()}${text.slice(1)}` };
}

// ---------------------------------------------------------------------------------------------
// Synthetic claims for the 100k speed test (templates only, no real data)
// ---------------------------------------------------------------------------------------------

const FIRST = ["Maria", "James", "Aisha", "Tom", "Elena", "Raj", "Grace", "Omar", "Linda", "Victor", "Sofia", "Daniel", "Mei", "Carlos", "Hannah", "Peter", "Fatima", "Lucas", "Nora", "Samuel", "Ines", "Kofi", "Anna", "Diego", "Yuki", "Ben", "Chloe", "Ivan", "Zara", "Paul"];
const LAST = ["Alvarez", "Brennan", "Okafor", "Lindqvist", "Patel", "Moreau", "Kowalski", "Nakamura", "Haddad", "Fischer", "Duarte", "O'Neill", "Sato", "Greene", "Ibrahim", "Rossi", "Novak", "Whitaker", "Chen", "Mbeki", "Larsen", "Costa", "Hughes", "Tanaka", "Dubois", "Reyes", "Baker", "Yilmaz", "Murphy", "Singh"];
const TITLES = ["Senator", "Governor", "Mayor", "Representative", "Minister", "Councilwoman", "Councilman", "State Sen.", "Rep.", "President"];
const PLACES = ["Ohio", "Texas", "Florida", "Wisconsin", "Georgia", "Arizona", "Michigan", "Nevada", "Oregon", "Maine", "Iowa", "Utah", "Kenya", "Nigeria", "Brazil", "India", "Canada", "France", "Germany", "Japan", "Mexico", "Chile", "Ghana", "Poland", "Spain", "Italy", "Vietnam", "Peru", "Norway", "Egypt", "the United States", "the U.S.", "Europe", "California", "New York", "Virginia", "Colorado", "Kansas", "Alabama", "Montana"];
const TOPICS = ["unemployment", "violent crime", "the murder rate", "gas prices", "inflation", "the state budget", "property taxes", "the minimum wage", "teacher pay", "health insurance premiums", "the uninsured rate", "child poverty", "home prices", "rent", "electricity prices", "the deficit", "public debt", "school funding", "opioid deaths", "traffic deaths", "measles cases", "COVID-19 cases", "vaccination rates", "carbon emissions", "renewable energy use", "wind power capacity", "food stamp enrollment", "border crossings", "drug overdoses", "homelessness", "wages", "manufacturing jobs", "coal jobs", "tuition", "the graduation rate", "voter turnout", "gun deaths", "abortion rates", "obesity", "life expectancy"];
const UP = ["rose", "increased", "doubled", "jumped", "grew", "went up", "climbed"];
const DOWN = ["fell", "decreased", "dropped", "declined", "was cut", "went down", "shrank"];
const GROUPS = ["children", "teenagers", "seniors", "veterans", "immigrants", "women", "black Americans", "Hispanic families", "farmers", "nurses", "teachers", "students", "small businesses", "truck drivers", "police officers"];
const THINGS = ["5G towers", "vaccines", "fluoride", "cell phones", "wind turbines", "GMO foods", "microwaves", "face masks", "vitamin D", "coffee", "red meat", "sugar", "chemtrails", "tap water", "solar panels", "ivermectin", "hydroxychloroquine", "bleach", "aspirin", "energy drinks"];
const EFFECTS = ["cause cancer", "cause autism", "cure COVID-19", "prevent heart disease", "cause infertility", "spread the coronavirus", "cause depression", "weaken the immune system", "cause birth defects", "prevent the flu", "cause dementia", "alter your DNA", "cause headaches", "cure diabetes", "cause asthma"];
const BILLS = ["the infrastructure bill", "the farm bill", "a gas tax increase", "the budget deal", "a border wall", "Medicaid expansion", "a ban on assault weapons", "school vouchers", "a tax cut for the rich", "the stimulus package", "paid family leave", "a minimum wage hike", "a voter ID law", "the pipeline project", "a carbon tax"];
const EVENTS = ["a protest", "a rally", "a fundraiser", "a church service", "a hospital", "a border crossing", "a school board meeting", "a hurricane shelter", "a polling station", "a riot"];

function syntheticClaims(count: number, seed: number): string[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const person = () => `${pick(TITLES)} ${pick(FIRST)} ${pick(LAST)}`;
  const year = () => String(1990 + Math.floor(r() * 35));
  const percent = () => `${1 + Math.floor(r() * 95)}${r() < 0.5 ? "%" : " percent"}`;
  const money = () => `$${1 + Math.floor(r() * 900)} ${pick(["million", "billion"])}`;
  const count_ = () => `${(1 + Math.floor(r() * 999)).toLocaleString("en-US")}${r() < 0.3 ? ",000" : ""}`;
  const templates: Array<() => string> = [
    () => `${pick(TOPICS)} in ${pick(PLACES)} ${pick(UP)} by ${percent()} between ${year()} and ${year()}.`,
    () => `Says ${pick(TOPICS)} ${pick(DOWN)} ${percent()} under ${person()}.`,
    () => `${person()} said ${pick(TOPICS)} in ${pick(PLACES)} is the highest it has been since ${year()}.`,
    () => `${person()} voted ${pick(["for", "against"])} ${pick(BILLS)} ${pick(["twice", "in " + year(), "last year", "three times"])}.`,
    () => `${pick(THINGS)} ${pick(EFFECTS)} in ${pick(GROUPS)}.`,
    () => `Photo shows ${person()} at ${pick(EVENTS)} in ${pick(PLACES)}.`,
    () => `${pick(PLACES)} spends ${money()} a year on ${pick(TOPICS)}.`,
    () => `${count_()} ${pick(GROUPS)} in ${pick(PLACES)} lost their health insurance in ${year()}.`,
    () => `${pick(PLACES)} has the ${pick(["highest", "lowest", "second-highest", "fastest-growing"])} ${pick(TOPICS)} in the nation.`,
    () => `${person()} ${pick(["cut", "raised", "froze", "doubled"])} ${pick(TOPICS)} for ${pick(GROUPS)} while in office.`,
    () => `Under ${person()}, ${pick(PLACES)} lost ${count_()} ${pick(["manufacturing", "coal", "teaching", "nursing", "construction"])} jobs.`,
    () => `Viral post claims ${pick(THINGS)} ${pick(EFFECTS)}.`,
    () => `${person()} has taken ${money()} from ${pick(["oil companies", "drug makers", "Wall Street banks", "unions", "tech firms", "the gun lobby"])}.`,
    () => `${pick(GROUPS)} make up ${percent()} of ${pick(TOPICS)} in ${pick(PLACES)}.`,
  ];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = pick(templates)();
    out.push(t.charAt(0).toUpperCase() + t.slice(1));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------------------------

const rows: Array<[string, string]> = [];
const claims = readClaims(path);
const sorted = [...claims].sort((a, b) => hash(a.id) - hash(b.id) || a.id.localeCompare(b.id));
const half = Math.ceil(sorted.length / 2);
const setA = sorted.slice(0, half);
const setB = sorted.slice(half);

let t0 = performance.now();
const fullIndex = new ClaimIndex();
fullIndex.add(claims);
const fullBuild = performance.now() - t0;
t0 = performance.now();
const index = new ClaimIndex();
index.add(setA);
const halfBuild = performance.now() - t0;

// (a) true positives
const perKind = new Map<string, { tried: number; top: number; any: number }>();
const misses: string[] = [];
for (const claim of setA) {
  for (const variant of rewordings(claim.text)) {
    const stats = perKind.get(variant.kind) ?? { tried: 0, top: 0, any: 0 };
    perKind.set(variant.kind, stats);
    stats.tried++;
    const hits = index.search(variant.text, { limit: 5 });
    if (hits[0]?.id === claim.id) stats.top++;
    else misses.push(`  [${variant.kind}] ${short(variant.text)}\n      top hit: ${hits[0] ? short(hits[0].text) : "(none)"}`);
    if (hits.some((h) => h.id === claim.id)) stats.any++;
  }
}
const tried = [...perKind.values()].reduce((n, s) => n + s.tried, 0);
const top = [...perKind.values()].reduce((n, s) => n + s.top, 0);

// (b) held-out claims
const falseMatches: string[] = [];
let heldOutWithMatch = 0;
for (const claim of setB) {
  const hits = index.search(claim.text, { limit: 3 });
  if (hits.length === 0) continue;
  heldOutWithMatch++;
  for (const hit of hits) falseMatches.push(`  ${short(claim.text)}\n   ≈ ${short(hit.text)}  (score ${hit.score})`);
}

// (c) near misses
const nearKinds = new Map<string, { tried: number; matched: number }>();
const nearMatches: string[] = [];
for (const claim of setA) {
  const changed = changeNumber(claim.text);
  const variant = changed ? { kind: "figure changed", text: changed } : flipNegation(claim.text);
  const stats = nearKinds.get(variant.kind) ?? { tried: 0, matched: 0 };
  nearKinds.set(variant.kind, stats);
  stats.tried++;
  const hits = index.search(variant.text, { limit: 3 });
  if (hits.length > 0) {
    stats.matched++;
    nearMatches.push(`  [${variant.kind}] ${short(variant.text)}\n   ≈ ${short(hits[0].text)}  (score ${hits[0].score})`);
  }
}
const nearTried = [...nearKinds.values()].reduce((n, s) => n + s.tried, 0);
const nearMatched = [...nearKinds.values()].reduce((n, s) => n + s.matched, 0);

// Speed: synthetic 100k index
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const synthetic = syntheticClaims(100_000, 42).map((text, i) => ({ id: `s${i}`, text }));
t0 = performance.now();
let cpu0 = process.cpuUsage();
const big = new ClaimIndex();
big.add(synthetic);
const bigBuild = performance.now() - t0;
const bigBuildCpu = cpuMs(process.cpuUsage(cpu0));
gc?.();
const after = process.memoryUsage();
const r = rng(7);
const queries: Array<{ text: string; expect?: string; original?: string }> = [];
for (let i = 0; i < 500; i++) {
  const s = synthetic[Math.floor(r() * synthetic.length)];
  const form = i % 3;
  const text = form === 0 ? s.text.toLowerCase() : form === 1 ? `Is it true that ${s.text.replace(/[.]$/, "")}?` : s.text.replace(/[.,]/g, "");
  queries.push({ text, expect: s.id, original: normalizeClaimText(s.text) });
}
for (const text of syntheticClaims(500, 99)) queries.push({ text });
for (let i = 0; i < 20; i++) big.search(queries[i].text); // warm-up
const latencies: number[] = [];
const cpuTimes: number[] = [];
let foundOriginal = 0;
const syntheticMisses: string[] = [];
let withExpectation = 0;
for (const query of queries) {
  const start = performance.now();
  cpu0 = process.cpuUsage();
  const hits = big.search(query.text, { limit: 5 });
  cpuTimes.push(cpuMs(process.cpuUsage(cpu0)));
  latencies.push(performance.now() - start);
  if (query.expect) {
    withExpectation++;
    // Templates repeat, so an identical claim under another id counts as the original.
    if (hits.some((h) => h.id === query.expect || normalizeClaimText(h.text) === query.original)) foundOriginal++;
    else if (syntheticMisses.length < 15) syntheticMisses.push(`  ${short(query.text)}\n      top hit: ${hits[0] ? short(hits[0].text) : "(none)"}`);
  }
}
latencies.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const final = process.memoryUsage();

// Report
rows.push(["records in file", `${claims.length} (index half A: ${setA.length}, held-out half B: ${setB.length})`]);
rows.push(["(a) rewordings: top hit is the original", `${top}/${tried} = ${pct(top, tried)}`]);
for (const [kind, s] of perKind) rows.push([`      ${kind}`, `${s.top}/${s.tried} = ${pct(s.top, s.tried)} (in top 5: ${s.any})`]);
rows.push(["(b) held-out claims with any match", `${heldOutWithMatch}/${setB.length} = ${pct(heldOutWithMatch, setB.length)} (${falseMatches.length} matches)`]);
rows.push(["(c) near misses matched (all false)", `${nearMatched}/${nearTried} = ${pct(nearMatched, nearTried)}`]);
for (const [kind, s] of nearKinds) rows.push([`      ${kind}`, `${s.matched}/${s.tried}`]);
rows.push(["index build, whole file", ms(fullBuild)]);
rows.push(["index build, half A", ms(halfBuild)]);
rows.push(["index build, 100,000 synthetic claims", `${(bigBuild / 1000).toFixed(2)} s wall (${(bigBuildCpu / 1000).toFixed(2)} s CPU)`]);
rows.push(["search latency at 100k, p50 / p95 / max", `${ms(quantile(latencies, 0.5))} / ${ms(quantile(latencies, 0.95))} / ${ms(latencies[latencies.length - 1])} (${latencies.length} queries)`]);
rows.push(["search CPU time at 100k, p50 / p95", `${ms(quantile(cpuTimes, 0.5))} / ${ms(quantile(cpuTimes, 0.95))}`]);
rows.push(["machine load average (1 min) at the end", `${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`]);
rows.push(["  reworded synthetic queries finding their original", `${foundOriginal}/${withExpectation}`]);
rows.push(["memory after 100k build: rss / heapUsed", `${mb(after.rss)} / ${mb(after.heapUsed)} (before: ${mb(before.rss)} / ${mb(before.heapUsed)}; after queries rss ${mb(final.rss)})`]);

const width = Math.max(...rows.map(([k]) => k.length));
console.log("\nClaim matching benchmark");
console.log("=".repeat(width + 40));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
console.log("=".repeat(width + 40));

if (!quiet) {
  console.log(`\n(a) rewordings whose top hit was not the original (${misses.length}):`);
  console.log(misses.join("\n") || "  none");
  console.log(`\n(b) matches for held-out claims (${falseMatches.length}) — each is a false match unless the two are genuine duplicates:`);
  console.log(falseMatches.join("\n") || "  none");
  console.log(`\n(c) near misses that matched (${nearMatches.length}):`);
  console.log(nearMatches.join("\n") || "  none");
  console.log(`\nsynthetic reworded queries that missed their original (first ${syntheticMisses.length}):`);
  console.log(syntheticMisses.join("\n") || "  none");
}
