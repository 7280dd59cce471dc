import fs from "node:fs";
import { normalizeClaimText } from "@/lib/knowledge-base/text";

/**
 * Reads visitors' match judgments as `npm run judgments:export` writes them (JSONL), for
 * training: one row per (query, fact-check) pair, so that no client can steer the model.
 *
 *   1. Per client (its hashed fingerprint; lines without one count as one client together), a
 *      pair it judged several times counts once, with its latest answer.
 *   2. Per client, at most `maxPerClient` pairs count: its earliest ones (a client that floods
 *      judgments later cannot push out what it said first).
 *   3. Across clients, a pair is one row whose answer is the majority of their answers; a tie
 *      is left out (the pair is not settled).
 * A pair is the query as normalised for matching and the fact-check (its review URL, else its
 * claim). Malformed lines are skipped and counted.
 */

export type JudgmentRow = { query: string; candidate: string; same: boolean };
export type ReadJudgmentsOptions = { maxPerClient: number };
export type JudgmentsRead = { rows: JudgmentRow[]; skipped: number; clients: number; capped: number };

type Line = { query: string; candidate: string; candidateId?: string; same: boolean; client: string; createdAt: number; order: number };

const UNKNOWN_CLIENT = "(none)";

function parseLine(text: string, order: number): Line | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (
    typeof v.query !== "string" ||
    !v.query.trim() ||
    typeof v.candidate !== "string" ||
    !v.candidate.trim() ||
    typeof v.same !== "boolean"
  )
    return null;
  const createdAt = typeof v.createdAt === "string" ? Date.parse(v.createdAt) : Number.NaN;
  return {
    query: v.query.trim(),
    candidate: v.candidate.trim(),
    ...(typeof v.candidateId === "string" && v.candidateId ? { candidateId: v.candidateId } : {}),
    same: v.same,
    client: typeof v.clientFingerprint === "string" && v.clientFingerprint ? v.clientFingerprint : UNKNOWN_CLIENT,
    createdAt: Number.isNaN(createdAt) ? 0 : createdAt,
    order,
  };
}

const pairKey = (line: Pick<Line, "query" | "candidate" | "candidateId">) =>
  `${normalizeClaimText(line.query)}\n${line.candidateId ?? normalizeClaimText(line.candidate)}`;

/** The judgments in JSONL text, de-duplicated and capped per client (see the module's note). */
export function parseJudgments(text: string, { maxPerClient }: ReadJudgmentsOptions): JudgmentsRead {
  if (!Number.isInteger(maxPerClient) || maxPerClient < 1) throw new Error("maxPerClient must be a whole number of at least 1");
  let skipped = 0;
  const lines: Line[] = [];
  text.split(/\r?\n/).forEach((raw, order) => {
    if (!raw.trim()) return;
    const line = parseLine(raw, order);
    if (line) lines.push(line);
    else skipped += 1;
  });
  lines.sort((a, b) => a.createdAt - b.createdAt || a.order - b.order);

  // 1. Each client's latest answer per pair, remembered in the order the client first judged the pair.
  const byClient = new Map<string, Map<string, Line>>();
  for (const line of lines) {
    const pairs = byClient.get(line.client) ?? new Map<string, Line>();
    byClient.set(line.client, pairs);
    const key = pairKey(line);
    const first = pairs.get(key);
    pairs.set(key, first ? { ...line, order: first.order, createdAt: first.createdAt } : line);
  }

  // 2. The cap: each client's earliest pairs.
  let capped = 0;
  const votes = new Map<string, { row: JudgmentRow; same: number; different: number }>();
  for (const pairs of byClient.values()) {
    const kept = [...pairs.entries()].sort((a, b) => a[1].createdAt - b[1].createdAt || a[1].order - b[1].order);
    capped += Math.max(0, kept.length - maxPerClient);
    for (const [key, line] of kept.slice(0, maxPerClient)) {
      const vote = votes.get(key) ?? { row: { query: line.query, candidate: line.candidate, same: line.same }, same: 0, different: 0 };
      if (line.same) vote.same += 1;
      else vote.different += 1;
      votes.set(key, vote);
    }
  }

  // 3. One row per pair: the clients' majority; a tie is left out.
  const rows = [...votes.values()].flatMap(({ row, same, different }) => (same === different ? [] : [{ ...row, same: same > different }]));
  return { rows, skipped, clients: byClient.size, capped };
}

/** Reads an exported JSONL file: the de-duplicated { query, candidate, same } rows. */
export function readJudgments(file: string, options: ReadJudgmentsOptions): JudgmentRow[] {
  return parseJudgments(fs.readFileSync(file, "utf8"), options).rows;
}
