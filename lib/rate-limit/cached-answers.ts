import "server-only";
import { findCachedAnswer, type CheckRequest } from "@/lib/fact-check/pipeline";
import { pipelineDeps } from "@/lib/fact-check/providers";
import type { FactCheckResult } from "@/lib/fact-check/types";
import { normalizeClaimText } from "@/lib/knowledge-base/text";
import { RecentMap } from "@/lib/cache/recent-map";

/**
 * A fresh answer found in the cache is remembered by this process for 2 seconds: a claim asked
 * many times a second (what Trending and a shared link bring) costs one database read per
 * window, not one per request. Only answers are remembered, never their absence, so a newly
 * computed answer is served at once. An answer remembered here may be served up to 2 s past its
 * expiry, as one counted as cached may be on its way to the handler.
 */
export const ANSWER_MEMO_MS = 2_000;
const MAX_MEMO_ENTRIES = 1_000;

type Memo = RecentMap<string, FactCheckResult>;
const globalForAnswers = globalThis as unknown as { factlensCachedAnswers?: Memo };
const memo = (): Memo => (globalForAnswers.factlensCachedAnswers ??= new RecentMap(ANSWER_MEMO_MS, MAX_MEMO_ENTRIES));

const memoKey = (check: CheckRequest) =>
  [normalizeClaimText(check.claim), check.mode, check.filters.timeWindow, check.filters.region, check.filters.language].join("\n");

/**
 * The answer the pipeline's cache holds for this check, or null: such answers do not count
 * against the free limit, and the guard hands the one it found to the handler.
 */
export async function findAnswerInCache(
  check: CheckRequest,
  now: Date,
  lookup = (c: CheckRequest) => findCachedAnswer(c, pipelineDeps(), now),
): Promise<FactCheckResult | null> {
  const key = memoKey(check);
  const remembered = memo().get(key, now.getTime());
  if (remembered) return remembered;
  const answer = await lookup(check);
  if (answer) memo().set(key, answer, now.getTime());
  else memo().delete(key);
  return answer;
}
