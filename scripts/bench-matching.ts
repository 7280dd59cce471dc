/**
 * Benchmark of claim matching on the held-out split of eval/matching.
 *
 *   npm run bench:matching [-- --dev ../shared/data/dev_sample.jsonl] [--errors] [--no-speed]
 *
 * Quality, on the TEST side of eval/matching/split.json only (never trained or tuned on), with
 * every case's stored claim and the starter knowledge base indexed:
 *   - per rewording style and overall: retrieval@1, recall@5 and MRR of the rewording's own
 *     fact-check among the scored candidates; the share matched (own fact-check is the top hit
 *     in the match band); the share found in match or related;
 *   - match-band precision over every query that got a match;
 *   - false matches: near misses (per kind) and claims nobody checked that get a match;
 *   - the visitor's outcome, per style: answered right without a click (the own fact-check is the
 *     top hit, in the match band), right after at most one confirmation (or it is the top hit in
 *     the suggestion band), answered wrong (the top hit is a match of another claim), right after
 *     one click on the page (the own fact-check is the suggestion or in the related list under it,
 *     at most five claims, each with its "That's my claim" button); on near
 *     misses, how often a suggestion shows the words that differ (for one-word swaps: the swapped
 *     word on each side), and on claims nobody checked, how often they get a suggestion.
 * With `--dev PATH` (real published fact-checks, read from the path and never copied), the same
 * is repeated with those claims added to the index as distractors, and each of them is also
 * searched in the project's index, where a match is a false match (none of them is stored).
 * Speed: 10,000 and 100,000-record indexes (the cases, the starter claims and synthetic
 * claims): build time, search p50/p95 and peak RSS.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { MAX_RELATED_CLAIMS } from "../lib/fact-check/related";
import { ClaimIndex } from "../lib/knowledge-base/claim-index";
import { MATCHER_MODEL, type MatchBand } from "../lib/knowledge-base/matcher";
import type { ClaimDifferences, MatchFeatures } from "../lib/knowledge-base/match-features";
import { analyzeClaim, normalizeClaimText } from "../lib/knowledge-base/text";
import { loadWordVectors } from "../lib/knowledge-base/word-vectors";
import {
  caseClaim,
  mayBeSameSpeakersClaim,
  NEAR_MISS_KINDS,
  nearMissAnswer,
  readCases,
  readUnchecked,
  splitOf,
  starterClaims,
  STYLES,
  type MatchingCase,
  type StoredClaim,
  WRITINGS,
  writingOf,
} from "./lib/matching-cases";
import { seeded, syntheticClaim } from "./lib/synthetic-claims";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const devPath = option("--dev");
const showErrors = args.includes("--errors");
const speed = !args.includes("--no-speed");

const pct = (a: number, b: number) => (b === 0 ? "   n/a" : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
const short = (text: string, n = 100) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

type Scored = { id: string; text: string; p: number; band: MatchBand; differences?: ClaimDifferences; features?: MatchFeatures };

/** Every fused candidate of a query with its P(same claim), best first (bands included, "none" too). */
function scored(index: ClaimIndex, text: string): Scored[] {
  return index
    .explain(text)
    .map((c) => ({ id: c.id, text: c.text, p: c.score, band: c.band, differences: c.differences, features: c.features }))
    .sort((a, b) => b.p - a.p);
}

type Tally = {
  n: number;
  top1: number;
  top5: number;
  rr: number;
  matched: number;
  found: number;
  confirmed: number;
  oneClick: number;
  wrong: number;
};
const tally = (): Tally => ({ n: 0, top1: 0, top5: 0, rr: 0, matched: 0, found: 0, confirmed: 0, oneClick: 0, wrong: 0 });

/**
 * The claims an answer with no match offers the visitor to confirm in one click, as the answer
 * page lists them: the suggestion in the verdict card's place, then the related list (other
 * suggestions and related claims, best first, at most five), each with its "That's my claim" button.
 */
function offeredForOneClick(list: Scored[]): Scored[] {
  const top = list[0];
  if (!top || top.band === "match") return [];
  const shown = top.band === "suggestion" ? top : undefined;
  const related = list.filter((x) => (x.band === "suggestion" || x.band === "related") && x !== shown).slice(0, MAX_RELATED_CLAIMS);
  return [...(shown ? [shown] : []), ...related];
}

/** Content words of `a` that `b` lacks (stems), as the bench judges a swap: what the visitor should see highlighted. */
function onlyIn(a: string, b: string): Set<string> {
  const other = new Set(analyzeClaim(b).terms.map((t) => t.token));
  return new Set(
    analyzeClaim(a)
      .terms.filter((t) => t.kind !== "negation" && !t.frame && !other.has(t.token))
      .map((t) => t.phrase ?? t.surface),
  );
}

/** Whether a suggestion's highlighted differences include a word that really differs on each side that has one. */
function showsSwap(query: string, candidate: string, differences: ClaimDifferences | undefined): boolean {
  if (!differences) return false;
  const q = onlyIn(query, candidate);
  const c = onlyIn(candidate, query);
  const hit = (words: Set<string>, shown: ClaimDifferences["query"]) => words.size === 0 || shown.some((d) => words.has(d.text));
  return (q.size > 0 || c.size > 0) && hit(q, differences.query) && hit(c, differences.candidate);
}

function evaluate(
  label: string,
  index: ClaimIndex,
  cases: MatchingCase[],
  unchecked: Array<{ id: string; text: string }>,
  claimantOf: ReadonlyMap<string, string | undefined>,
) {
  const stored = new Set(claimantOf.keys());
  const byStyle = new Map(STYLES.map((s) => [s, tally()]));
  const overall = tally();
  let matches = 0;
  let correctMatches = 0;
  const errors: string[] = [];
  for (const c of cases) {
    const own = normalizeClaimText(c.stored.claim);
    for (const r of c.rewordings) {
      const list = scored(index, r.text);
      const rank = list.findIndex((x) => x.id === own);
      const t = byStyle.get(r.style) as Tally;
      const top = list[0];
      const matched = !!top && top.band === "match" && top.id === own;
      const found = rank >= 0 && list[rank].band !== "none";
      const confirmed = matched || (!!top && top.band === "suggestion" && top.id === own);
      const oneClick = matched || offeredForOneClick(list).some((x) => x.id === own);
      const wrong = !!top && top.band === "match" && top.id !== own;
      for (const x of [t, overall]) {
        x.n++;
        if (rank === 0) x.top1++;
        if (rank >= 0 && rank < 5) x.top5++;
        if (rank >= 0) x.rr += 1 / (rank + 1);
        if (matched) x.matched++;
        if (found) x.found++;
        if (confirmed) x.confirmed++;
        if (oneClick) x.oneClick++;
        if (wrong) x.wrong++;
      }
      if (top?.band === "match") {
        matches++;
        if (top.id === own) correctMatches++;
      }
      if (showErrors && !matched) {
        errors.push(
          `  [${r.style}] ${short(r.text)}\n      own: ${rank >= 0 ? `rank ${rank + 1}, P ${list[rank].p}` : "not retrieved"} · ${short(c.stored.claim)}\n      top: ${top ? `P ${top.p} ${top.band} · ${short(top.text)}` : "(none)"}`,
        );
      }
    }
  }
  const missKinds = new Map(NEAR_MISS_KINDS.map((k) => [k, { n: 0, matched: 0, suggested: 0, shown: 0 }]));
  // How each near miss was written, by how much of its best candidate's word order it keeps (as in train:matcher).
  const missWriting = new Map(WRITINGS.map((name) => [name, { n: 0, matched: 0 }]));
  /** The near miss's writing, read from its best candidate's features (none: written freely). */
  const writingOfTop = (top: Scored | undefined) =>
    missWriting.get(writingOf(top?.features ? Math.min(top.features.queryOrderShared, top.features.candidateOrderShared) : 0)) as {
      n: number;
      matched: number;
    };
  for (const c of cases) {
    for (const m of c.nearMisses) {
      const top = scored(index, m.text)[0];
      const k = missKinds.get(m.kind) as { n: number; matched: number; suggested: number; shown: number };
      const answer = nearMissAnswer(m, stored);
      if (answer) {
        // Written as another stored claim: matching that claim is right, anything else wrong.
        if (top?.band === "match") {
          matches++;
          if (top.id === answer) correctMatches++;
        }
        continue;
      }
      // A hit on the same speaker's other stored claim may be a paraphrase of it: not counted either way.
      if (top?.band === "match" && mayBeSameSpeakersClaim(c, m.kind, top.id, claimantOf)) continue;
      k.n++;
      const writing = writingOfTop(top);
      writing.n++;
      if (top?.band === "match") writing.matched++;
      if (top?.band === "suggestion") {
        k.suggested++;
        const shown =
          m.kind === "swap"
            ? showsSwap(m.text, top.text, top.differences)
            : !!top.differences && top.differences.query.length + top.differences.candidate.length > 0;
        if (shown) k.shown++;
        else if (showErrors) errors.push(`  [suggestion hides the difference: ${m.kind}] ${short(m.text)}\n      ${short(top.text)}`);
      }
      if (top?.band === "match") {
        k.matched++;
        matches++;
        if (showErrors) errors.push(`  [near miss: ${m.kind}] ${short(m.text)}\n      matched P ${top.p}: ${short(top.text)}`);
      }
    }
  }
  let uncheckedMatched = 0;
  let uncheckedRelated = 0;
  let uncheckedSuggested = 0;
  for (const u of unchecked) {
    const top = scored(index, u.text)[0];
    if (top?.band === "suggestion") uncheckedSuggested++;
    if (top?.band === "match") {
      uncheckedMatched++;
      matches++;
      if (showErrors) errors.push(`  [unchecked] ${short(u.text)}\n      matched P ${top.p}: ${short(top.text)}`);
    } else if (top && top.band !== "none") uncheckedRelated++;
  }

  console.log(`\n${label}`);
  console.log("  rewordings      n   retr@1  recall@5    MRR   matched  match|related");
  for (const [name, t] of [...byStyle, ["overall", overall] as const]) {
    console.log(
      `  ${String(name).padEnd(10)} ${String(t.n).padStart(6)}  ${pct(t.top1, t.n)}   ${pct(t.top5, t.n)}   ${(t.n ? t.rr / t.n : 0).toFixed(3)}  ${pct(t.matched, t.n)}   ${pct(t.found, t.n)}`,
    );
  }
  const nearN = () => [...missKinds.values()].reduce((s, k) => s + k.n, 0);
  const nearMatched = [...missKinds.values()].reduce((s, k) => s + k.matched, 0);
  console.log(
    "  the visitor's outcome   n   right, no click   right after ≤1 confirmation   answered wrong   right after one click on the page",
  );
  for (const [name, t] of [...byStyle, ["overall", overall] as const]) {
    console.log(
      `  ${String(name).padEnd(10)} ${String(t.n).padStart(9)}   ${pct(t.matched, t.n)}            ${pct(t.confirmed, t.n)}                     ${pct(t.wrong, t.n)}           ${pct(t.oneClick, t.n)}`,
    );
  }
  console.log(
    "  (≤1 confirmation: the suggestion in the verdict card's place is the visitor's own fact-check; one click on the page: it is that suggestion or in the related list under it, whose cards each have a That's my claim button)",
  );
  const suggestedN = [...missKinds.values()].reduce((s, k) => s + k.suggested, 0);
  const shownN = [...missKinds.values()].reduce((s, k) => s + k.shown, 0);
  console.log(
    `  near misses given a suggestion: ${pct(suggestedN, nearN())}; the suggestion shows the differing words: ${pct(shownN, suggestedN)} (${[...missKinds].map(([k, v]) => `${k} ${v.shown}/${v.suggested}`).join(", ")})`,
  );
  console.log(`  match-band precision: ${pct(correctMatches, matches)} (${correctMatches}/${matches} matches correct)`);
  console.log(
    `  false matches on near misses: ${pct(nearMatched, nearN())} (${nearMatched}/${nearN()}); ${[...missKinds].map(([k, v]) => `${k} ${v.matched}/${v.n}`).join(", ")}`,
  );
  console.log(
    `  false matches on near misses by how they were written: ${[...missWriting].map(([name, w]) => `${name} ${pct(w.matched, w.n)} (${w.matched}/${w.n})`).join(", ")}`,
  );
  console.log(
    `  false matches on claims nobody checked: ${pct(uncheckedMatched, unchecked.length)} (${uncheckedMatched}/${unchecked.length}); a suggestion for ${uncheckedSuggested}, a suggestion or related fact-check for ${uncheckedRelated}`,
  );
  if (errors.length) console.log(`  errors:\n${errors.join("\n")}`);
}

function readDev(file: string): StoredClaim[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { claim: string; claimant?: string })
    .map((r) => ({ id: normalizeClaimText(r.claim), text: r.claim, claimant: r.claimant ?? undefined }));
}

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function speedAt(size: number, corpus: StoredClaim[], queries: string[]) {
  const random = seeded(size);
  const records: StoredClaim[] = [...corpus];
  for (let i = 0; records.length < size; i++) {
    const { text, claimant } = syntheticClaim(random);
    records.push({ id: `synthetic-${i}`, text, claimant });
  }
  global.gc?.();
  const started = performance.now();
  const index = new ClaimIndex();
  index.add(records);
  const buildMs = performance.now() - started;
  for (const q of queries.slice(0, 50)) index.search(q);
  const times: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    index.search(q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const rss = process.resourceUsage().maxRSS / 1024;
  console.log(
    `  ${size.toLocaleString("en-US").padStart(7)} records: build ${(buildMs / 1000).toFixed(1)} s, search p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, peak RSS ${rss.toFixed(0)} MB`,
  );
  return index;
}

function main() {
  const cases = readCases();
  const unchecked = readUnchecked();
  const split = splitOf([...cases.map((c) => c.id), ...unchecked.map((u) => u.id)]);
  const test = cases.filter((c) => split.get(c.id) === "test");
  const testUnchecked = unchecked.filter((u) => split.get(u.id) === "test");
  const corpus = [...starterClaims(), ...cases.map(caseClaim)];
  const vectors = loadWordVectors();
  console.log(
    `bench:matching: held-out split: ${test.length} cases (${test.length * 3} rewordings, ${test.reduce((s, c) => s + c.nearMisses.length, 0)} near misses), ${testUnchecked.length} claims nobody checked; index of ${corpus.length} claims; word vectors ${vectors ? `${vectors.size.toLocaleString("en-US")} words` : "absent"}; thresholds match ${MATCHER_MODEL.thresholds.match}, suggest ${MATCHER_MODEL.thresholds.suggest}, related ${MATCHER_MODEL.thresholds.related}`,
  );
  const index = new ClaimIndex();
  index.add(corpus);
  const claimantOf = new Map(corpus.map((c) => [c.id, c.claimant]));
  evaluate("Held-out split", index, test, testUnchecked, claimantOf);

  if (devPath) {
    const dev = readDev(devPath);
    const withDev = new ClaimIndex();
    withDev.add([...corpus, ...dev]);
    evaluate(
      `Held-out split, with ${dev.length} real fact-checks from ${devPath} added as distractors`,
      withDev,
      test,
      testUnchecked,
      claimantOf,
    );
    let falseMatches = 0;
    let related = 0;
    for (const d of dev) {
      const top = scored(index, d.text)[0];
      if (top?.band === "match") {
        falseMatches++;
        if (showErrors) console.log(`  [dev] ${short(d.text)}\n      matched P ${top.p}: ${short(top.text)}`);
      } else if (top?.band === "related") related++;
    }
    console.log(
      `  dev claims searched in the project's index (none is stored): false matches ${pct(falseMatches, dev.length)} (${falseMatches}/${dev.length}), related shown for ${related}`,
    );
  }

  if (speed) {
    console.log("\nSpeed (cases + starter + synthetic claims; held-out queries)");
    const queries = test.flatMap((c) => c.rewordings.map((r) => r.text)).concat(testUnchecked.map((u) => u.text));
    // Analyse once so the first timings do not include module warm-up.
    analyzeClaim("warm up");
    speedAt(10_000, corpus, queries);
    speedAt(100_000, corpus, queries);
  }
}

main();
