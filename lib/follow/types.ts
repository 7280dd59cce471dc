import type { Verdict } from "@/lib/fact-check/verdict";

/** The shapes the follow API answers with (client-safe: no server imports). */

export type VerdictChangeRecord = {
  id: string;
  oldVerdict: Verdict;
  oldConfidence: number;
  newVerdict: Verdict;
  newConfidence: number;
  /** The check that gave the new answer (its permalink). */
  resultId: string;
  changedAt: string;
};

export type FollowedClaimRecord = {
  /** The followed check's id (the result's permalink id). */
  checkId: string;
  query: string;
  verdict: Verdict;
  confidence: number;
  followedAt: string;
  lastCheckedAt: string | null;
  /** When the next re-check is due. */
  dueAt: string;
  /** The newest change, if the verdict or its confidence band ever changed. */
  lastChange: VerdictChangeRecord | null;
};

export type FollowList = { items: FollowedClaimRecord[]; limit: number };

export type FeedTokenStatus = { active: boolean; createdAt: string | null };
