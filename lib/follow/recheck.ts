import { MAX_SOURCES, findCachedAnswer, runFactCheck, type PipelineDeps } from "@/lib/fact-check/pipeline";
import { confidenceBand } from "@/lib/fact-check/confidence";
import type { CheckFilters, CheckMode, FactCheckResult } from "@/lib/fact-check/types";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";
import type { PrismaClient } from "@/generated/prisma/client";
import { DatabaseLease } from "@/lib/follow/lease";
import { MAX_CLAIMS_PER_PASS, RECHECK_CLIENT, RECHECK_LEASE_MS, RECHECK_LEASE_NAME, RETRY_AFTER_DEGRADED_MS } from "@/lib/follow/policy";

/**
 * One re-check pass over followed claims whose answer has expired. Only the holder of the
 * shared lease runs a pass, so several instances (or a cron job beside them) never re-check at
 * once. Each distinct claim (text, mode, filters) is asked once for all its followers, through
 * the same pipeline as a visitor's check but outside the rate limiter: it spends nobody's free
 * checks. Online providers count its calls toward their daily caps as any other, and the pass
 * stops when `providersAtCap` says one is near its cap. A degraded answer (a provider failed or
 * was skipped) is never compared: followers are told only of answers from every source, and the
 * claim is tried again later. A change of verdict or confidence band is stored for each follower.
 */

export type RecheckDeps = {
  db: PrismaClient;
  pipeline: Omit<PipelineDeps, "onProgress">;
  /** Who runs the pass (instance id), as the lease and the pass record name it. */
  holder: string;
  clock?: () => Date;
  /** Names of online providers at (or near) their daily cap: when any, the pass stops. */
  providersAtCap?: () => Promise<string[]>;
  log?: (message: string, details?: Record<string, unknown>) => void;
};

export type RecheckOutcome =
  | { status: "lease-held" }
  | { status: "ran"; passId: string; rechecked: number; changed: number; deferred: number; stoppedBy?: "provider-cap" | "lease-lost" };

const MODES: readonly CheckMode[] = ["fast", "standard", "detailed"];
const modeOf = (value: string): CheckMode => (MODES.includes(value as CheckMode) ? (value as CheckMode) : "fast");
const filtersOf = (value: unknown): CheckFilters => ({
  ...DEFAULT_FILTERS,
  ...(value && typeof value === "object" ? (value as Partial<CheckFilters>) : {}),
});

/** Whether followers are told: another verdict, or the same verdict in another confidence band. */
export function isVerdictChange(old: { verdict: string; confidence: number }, next: { verdict: string; confidence: number }): boolean {
  return old.verdict !== next.verdict || confidenceBand(old.confidence) !== confidenceBand(next.confidence);
}

type Due = {
  id: string;
  userId: string;
  query: string;
  normalizedQuery: string;
  mode: string;
  filters: unknown;
  verdict: string;
  confidence: number;
};

export async function runRecheckPass(deps: RecheckDeps): Promise<RecheckOutcome> {
  const clock = deps.clock ?? (() => new Date());
  const log = deps.log ?? (() => {});
  const lease = new DatabaseLease(deps.db, RECHECK_LEASE_NAME, deps.holder, RECHECK_LEASE_MS);
  if (!(await lease.acquire(clock()))) return { status: "lease-held" };

  const pass = await deps.db.recheckPass.create({ data: { holder: deps.holder, startedAt: clock() }, select: { id: true } });
  const counts = { rechecked: 0, changed: 0, deferred: 0 };
  let stoppedBy: "provider-cap" | "lease-lost" | undefined;
  try {
    const due: Due[] = await deps.db.followedClaim.findMany({
      where: { dueAt: { lte: clock() } },
      orderBy: [{ dueAt: "asc" }, { id: "asc" }],
      select: { id: true, userId: true, query: true, normalizedQuery: true, mode: true, filters: true, verdict: true, confidence: true },
    });
    const groups = new Map<string, Due[]>();
    for (const follow of due) {
      const key = JSON.stringify([follow.normalizedQuery, modeOf(follow.mode), filtersOf(follow.filters)]);
      groups.set(key, [...(groups.get(key) ?? []), follow]);
    }
    const claims = [...groups.values()];
    for (const [index, follows] of claims.entries()) {
      if (index >= MAX_CLAIMS_PER_PASS) {
        counts.deferred += claims.length - index;
        break;
      }
      if (!(await lease.renew(clock()))) {
        stoppedBy = "lease-lost";
        counts.deferred += claims.length - index;
        break;
      }
      const atCap = (await deps.providersAtCap?.()) ?? [];
      if (atCap.length > 0) {
        stoppedBy = "provider-cap";
        counts.deferred += claims.length - index;
        log("re-checks paused: providers near their daily cap", { providers: atCap });
        break;
      }
      const outcome = await recheckClaim(deps, follows[0], clock);
      const now = clock();
      if (outcome.kind === "degraded") {
        counts.deferred += 1;
        await deps.db.followedClaim.updateMany({
          where: { id: { in: follows.map((f) => f.id) } },
          data: { dueAt: new Date(now.getTime() + RETRY_AFTER_DEGRADED_MS) },
        });
        log("re-check degraded; tried again later", { claim: follows[0].query, providers: outcome.failed });
        continue;
      }
      counts.rechecked += 1;
      const { result, expiresAt } = outcome;
      const next = { verdict: result.verdict.status, confidence: result.verdict.confidence };
      for (const follow of follows) {
        const changed = isVerdictChange(follow, next);
        await deps.db.$transaction([
          ...(changed
            ? [
                deps.db.verdictChange.create({
                  data: {
                    followedClaimId: follow.id,
                    userId: follow.userId,
                    resultId: result.id,
                    oldVerdict: follow.verdict,
                    oldConfidence: follow.confidence,
                    newVerdict: next.verdict,
                    newConfidence: next.confidence,
                    changedAt: now,
                  },
                }),
              ]
            : []),
          deps.db.followedClaim.updateMany({ where: { id: follow.id }, data: { ...next, dueAt: expiresAt, lastCheckedAt: now } }),
        ]);
        if (changed) counts.changed += 1;
      }
    }
  } finally {
    await deps.db.recheckPass.update({ where: { id: pass.id }, data: { ...counts, finishedAt: clock() } });
    await lease.release();
  }
  return { status: "ran", passId: pass.id, ...counts, ...(stoppedBy ? { stoppedBy } : {}) };
}

type ClaimOutcome = { kind: "answer"; result: FactCheckResult; expiresAt: Date } | { kind: "degraded"; failed: string[] };

/**
 * The current answer to a followed claim: a fresh one already stored (someone checked it since;
 * free), else a new check. The check's row is stored with no account on it, marked as the
 * re-check's own (RECHECK_CLIENT), so Discover does not count it as a visitor's check.
 */
async function recheckClaim(deps: RecheckDeps, follow: Due, clock: () => Date): Promise<ClaimOutcome> {
  const request = {
    claim: follow.query,
    mode: modeOf(follow.mode),
    filters: filtersOf(follow.filters),
    includeReasoning: false,
    maxSources: MAX_SOURCES,
    clientFingerprint: RECHECK_CLIENT,
  };
  const failed: string[] = [];
  const cached = await findCachedAnswer(request, deps.pipeline, clock());
  let result: FactCheckResult;
  if (cached) {
    // A visitor's answer stored since; one a provider failed on is no better than our own would be.
    const down = cached.providers.filter((report) => report.status === "failed").map((report) => report.name);
    if (down.length > 0) return { kind: "degraded", failed: down };
    result = cached;
  } else {
    try {
      result = await runFactCheck(request, {
        ...deps.pipeline,
        clock,
        onProviderError: (provider, error) => {
          failed.push(provider);
          deps.pipeline.onProviderError?.(provider, error);
        },
      });
    } catch {
      return { kind: "degraded", failed: failed.length ? failed : ["synthesis"] };
    }
  }
  if (failed.length > 0) return { kind: "degraded", failed };
  const row = await deps.db.factCheckQuery.findUnique({ where: { id: result.id }, select: { expiresAt: true } });
  const now = clock();
  const expires = row?.expiresAt;
  // An answer that expires at once (a cache TTL of 0) is due again at the next pass.
  return { kind: "answer", result, expiresAt: expires && expires > now ? expires : now };
}
