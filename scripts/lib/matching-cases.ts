/**
 * The hand-written matching cases in `eval/matching/`: stored fact-checks written in the style of
 * published ones, with rewordings in three styles and near misses, and claims nobody checked.
 * The held-out split (`eval/matching/split.json`) is fixed: training never reads its cases.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import starterFeed from "../../config/knowledge-base/starter-claim-reviews.json";
import { parseClaimReviews } from "../../lib/knowledge-base/parse";
import { normalizeClaimText } from "../../lib/knowledge-base/text";

export const STYLES = ["light", "moderate", "free"] as const;
export type Style = (typeof STYLES)[number];
export const NEAR_MISS_KINDS = ["swap", "figure", "opposite", "subject", "same-speaker"] as const;
export type NearMissKind = (typeof NEAR_MISS_KINDS)[number];

/**
 * How a near miss was written, by how much of its best candidate's word order it keeps (the lesser
 * of the pair's queryOrderShared and candidateOrderShared): freely, partly, or as an edited copy.
 * train:matcher holds the false-match limit for each; bench:matching reports each.
 */
export const WRITINGS = ["freely", "partly", "as an edited copy"] as const;
export type Writing = (typeof WRITINGS)[number];
export const writingOf = (orderKept: number): Writing => (orderKept < 0.2 ? "freely" : orderKept < 0.5 ? "partly" : "as an edited copy");

export type StoredFactCheck = { claim: string; claimant?: string; rating: string; publisher: string; reviewDate?: string };
export type MatchingCase = {
  id: string;
  topic?: string;
  stored: StoredFactCheck;
  rewordings: Array<{ style: Style; text: string }>;
  nearMisses: NearMiss[];
};
/**
 * A claim close to a case's stored claim that is another claim. `restates`: the id of another
 * case whose stored claim this one says in other words (written as the same speaker's other
 * statement or another subject, it turned out to be a claim stored too); a hit on that claim is
 * right. `restatedClaim` is that claim's text, filled in by `readCases`.
 */
export type NearMiss = { kind: NearMissKind; text: string; restates?: string; restatedClaim?: string };
export type UncheckedClaim = { id: string; text: string };
export type Split = "train" | "test";

export const EVAL_DIR = path.join(process.cwd(), "eval", "matching");
const SPLIT_FILE = path.join(EVAL_DIR, "split.json");
/** Share of cases held out when a case is first given a split. */
const TEST_SHARE = 0.35;

function readJsonLines<T>(file: string): T[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line, n) => [line, n] as const)
    .filter(([line]) => line.trim())
    .map(([line, n]) => {
      try {
        return JSON.parse(line) as T;
      } catch (error) {
        throw new Error(`${path.basename(file)} line ${n + 1}: ${(error as Error).message}`);
      }
    });
}

function validateCase(c: MatchingCase, file: string): MatchingCase {
  const where = `${path.basename(file)} ${c.id}`;
  if (!c.id || !c.stored?.claim || !c.stored.rating || !c.stored.publisher)
    throw new Error(`${where}: needs id and stored claim, rating and publisher`);
  for (const style of STYLES)
    if (!c.rewordings?.some((r) => r.style === style && r.text)) throw new Error(`${where}: no ${style} rewording`);
  for (const miss of c.nearMisses ?? [])
    if (!NEAR_MISS_KINDS.includes(miss.kind)) throw new Error(`${where}: unknown near-miss kind ${miss.kind}`);
  return c;
}

export function readCases(dir = EVAL_DIR): MatchingCase[] {
  const files = readdirSync(dir)
    .filter((f) => f.startsWith("cases-") && f.endsWith(".jsonl"))
    .sort();
  const cases = files.flatMap((f) => readJsonLines<MatchingCase>(path.join(dir, f)).map((c) => validateCase(c, f)));
  const claimOf = new Map(cases.map((c) => [c.id, c.stored.claim]));
  for (const c of cases)
    for (const miss of c.nearMisses ?? []) {
      if (!miss.restates) continue;
      const claim = claimOf.get(miss.restates);
      if (claim === undefined || miss.restates === c.id) throw new Error(`${c.id}: near miss restates unknown case ${miss.restates}`);
      miss.restatedClaim = claim;
    }
  return cases;
}

export function readUnchecked(dir = EVAL_DIR): UncheckedClaim[] {
  const files = readdirSync(dir)
    .filter((f) => f.startsWith("unchecked-") && f.endsWith(".jsonl"))
    .sort();
  return files.flatMap((f) => readJsonLines<UncheckedClaim>(path.join(dir, f)));
}

/** FNV-1a, so a new case's split does not depend on file order (and any fixed order of ids is the same on every run). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type SplitFile = { note: string; test: string[]; train: string[] };

/**
 * The split of every case and unchecked claim by id. Ids listed in split.json keep their side for
 * ever; any other id gets its side from a hash of the id alone (fixed too, whatever else is added).
 * Nothing here writes the file: training and benchmarks never move a case between sides.
 */
export function splitOf(ids: readonly string[]): Map<string, Split> {
  const file: SplitFile = existsSync(SPLIT_FILE)
    ? (JSON.parse(readFileSync(SPLIT_FILE, "utf8")) as SplitFile)
    : { note: "Fixed held-out split of eval/matching: ids in test are never trained or tuned on. Append only.", test: [], train: [] };
  const split = new Map<string, Split>();
  for (const id of file.test) split.set(id, "test");
  for (const id of file.train) split.set(id, "train");
  for (const id of ids) {
    if (!split.has(id)) split.set(id, hash(id) / 2 ** 32 < TEST_SHARE ? "test" : "train");
  }
  return split;
}

/** A claim as the knowledge base indexes it. */
export type StoredClaim = { id: string; text: string; claimant?: string };

/** The starter knowledge base's distinct claims, as the app indexes them. */
export function starterClaims(): StoredClaim[] {
  const { records } = parseClaimReviews(JSON.stringify(starterFeed), "starter");
  const byId = new Map<string, StoredClaim>();
  for (const { record } of records) {
    const id = normalizeClaimText(record.claimText);
    byId.set(id, { id, text: record.claimText, ...(record.claimant ? { claimant: record.claimant } : {}) });
  }
  return [...byId.values()];
}

export function caseClaim(c: MatchingCase): StoredClaim {
  return { id: normalizeClaimText(c.stored.claim), text: c.stored.claim, ...(c.stored.claimant ? { claimant: c.stored.claimant } : {}) };
}

/**
 * The stored claim a near miss asserts, when it is written as one (another statement by the same
 * speaker) or labelled as restating one (`restates`); else null.
 */
export function nearMissAnswer(miss: NearMiss, stored: ReadonlySet<string>): string | null {
  if (miss.restatedClaim !== undefined) return normalizeClaimText(miss.restatedClaim);
  const id = normalizeClaimText(miss.text);
  return stored.has(id) ? id : null;
}

/**
 * Whether a near miss's hit on `candidateId` may be right after all: a "same-speaker" near miss
 * often paraphrases the same claimant's other stored claim, so a hit on a claim of that claimant
 * (other than the case's own) is neither a false match nor a negative to train on.
 */
export function mayBeSameSpeakersClaim(
  c: MatchingCase,
  kind: NearMissKind,
  candidateId: string,
  claimantOf: ReadonlyMap<string, string | undefined>,
): boolean {
  if (kind !== "same-speaker" || !c.stored.claimant) return false;
  if (candidateId === normalizeClaimText(c.stored.claim)) return false;
  const surname = (name: string | undefined) =>
    name
      ?.toLowerCase()
      .replace(/\(.*?\)|\b(jr|sr)\b\.?/g, "")
      .trim()
      .split(/[\s.]+/)
      .filter(Boolean)
      .at(-1);
  const candidate = surname(claimantOf.get(candidateId));
  return candidate !== undefined && candidate === surname(c.stored.claimant);
}
