import { createHash } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";
import type { MatchFeatures } from "@/lib/knowledge-base/match-features";

/**
 * Visitors' judgments of suggested (and related) fact-checks: "Yes, that's my claim" or "No,
 * mine is different", each stored with both claims, the pair's features as the scorer saw them,
 * the matcher model's version, the answer, the client's fingerprint and the time. They are
 * training data (npm run judgments:export, then train:matcher --judgments, capped per client);
 * a judgment answers its own visitor's check and never changes another visitor's answer.
 */

export type MatchJudgmentInput = {
  checkId: string;
  /** The visitor's claim as typed. */
  query: string;
  /** The fact-checked claim. */
  candidateClaim: string;
  /** The review's URL. */
  candidateId: string;
  same: boolean;
  features?: MatchFeatures;
  modelVersion: string;
  /** The keyed hash the rate-limit guard names the client by; undefined without one. */
  clientFingerprint?: string;
  createdAt: Date;
};

/** One line of the export (JSONL): the client's fingerprint hashed once more, so no line leads back to a stored check. */
export type JudgmentLine = {
  query: string;
  candidate: string;
  candidateId: string;
  same: boolean;
  features: MatchFeatures | null;
  modelVersion: string;
  clientFingerprint: string | null;
  createdAt: string;
};

export interface JudgmentStore {
  record(judgment: MatchJudgmentInput): Promise<void>;
}

/** The exported form of a stored fingerprint: a one-way hash (16 hex characters). */
export const exportedFingerprint = (fingerprint: string) =>
  createHash("sha256").update(`judgment:${fingerprint}`).digest("hex").slice(0, 16);

const EXPORT_PAGE = 1_000;

export class PrismaJudgmentStore implements JudgmentStore {
  constructor(private readonly db: PrismaClient) {}

  async record(judgment: MatchJudgmentInput): Promise<void> {
    await this.db.matchJudgment.create({
      data: {
        checkId: judgment.checkId,
        query: judgment.query,
        candidateClaim: judgment.candidateClaim,
        candidateId: judgment.candidateId,
        same: judgment.same,
        ...(judgment.features ? { features: judgment.features } : {}),
        modelVersion: judgment.modelVersion,
        clientFingerprint: judgment.clientFingerprint ?? null,
        createdAt: judgment.createdAt,
      },
    });
  }

  /** Every judgment, oldest first, as export lines (read a page at a time). */
  async *exportLines(): AsyncGenerator<JudgmentLine> {
    let cursor: string | undefined;
    for (;;) {
      const rows = await this.db.matchJudgment.findMany({
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: EXPORT_PAGE,
        ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      });
      for (const row of rows)
        yield {
          query: row.query,
          candidate: row.candidateClaim,
          candidateId: row.candidateId,
          same: row.same,
          features: (row.features as MatchFeatures | null) ?? null,
          modelVersion: row.modelVersion,
          clientFingerprint: row.clientFingerprint ? exportedFingerprint(row.clientFingerprint) : null,
          createdAt: row.createdAt.toISOString(),
        };
      if (rows.length < EXPORT_PAGE) return;
      cursor = rows[rows.length - 1].id;
    }
  }
}
