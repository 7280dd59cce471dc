import { Prisma, type PrismaClient } from "@/generated/prisma/client";
import { CATEGORIES } from "@/config/categories";
import { RECHECK_CLIENT } from "@/lib/follow/policy";
import { analyzeClaim, type ClaimAnalysis } from "@/lib/knowledge-base/text";
import { compareAnalyses } from "@/lib/knowledge-base/matcher";
import type { Verdict } from "@/lib/fact-check/verdict";
import { utcDay } from "@/lib/dates";

/**
 * A visitor's check, not a re-check of a followed claim (RECHECK_CLIENT): every count on Discover
 * reads only these rows. As a SQL condition for the raw queries, and as a Prisma filter.
 */
const VISITOR_CHECK_SQL = Prisma.sql`("clientFingerprint" IS NULL OR "clientFingerprint" <> ${RECHECK_CLIENT})`;
const VISITOR_CHECK_WHERE = { OR: [{ clientFingerprint: null }, { clientFingerprint: { not: RECHECK_CLIENT } }] };

/** What Discover lists: a trending claim (verdict as text, confidence in percent) and a trending category (count and growth). */
export type TrendingClaim = {
  id: string;
  category: string;
  checks: number;
  timeAgo: string;
  claim: string;
  verdict: string;
  confidence: number;
};
/** The check a trending claim links to. */
type PublicCheck = {
  id: string;
  query: string;
  verdict: string | null;
  confidence: number | null;
  category: string | null;
  createdAt: Date;
};
export type TrendingCategory = { name: string; count: number; growth: number };
export type CommunityStats = {
  checksToday: number;
  totalChecks: number;
  /** Mean confidence of checks, percent; null before the first check. */
  averageConfidence: number | null;
  /** Median time of computed (not cached) checks, ms; null before the first. */
  medianCheckMs: number | null;
};

const DAY = 24 * 60 * 60 * 1000;
/** Windows tried in turn until enough claims trend (7 days first, widened when there are too few). */
export const TRENDING_WINDOWS_DAYS = [7, 30, 365, null] as const;
export const MIN_TRENDING = 5;
/** How many distinct claims are considered for merging rewordings. */
const CANDIDATE_GROUPS = 100;

/** Verdicts as Discover's badges read them (their colours are keyed by this text: true, mostly true, partially true, needs context, false, uncertain). */
export const TRENDING_VERDICT_TEXT: Record<Verdict, string> = {
  TRUE: "True",
  MOSTLY_TRUE: "Mostly True",
  MIXED: "Partially True",
  MOSTLY_FALSE: "Mostly False",
  FALSE: "False",
  UNCLEAR: "Uncertain",
  DISPUTED: "Needs Context",
};

export function timeAgo(date: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  const units: Array<[number, string]> = [
    [365 * 86400, "year"],
    [30 * 86400, "month"],
    [7 * 86400, "week"],
    [86400, "day"],
    [3600, "hour"],
    [60, "minute"],
  ];
  for (const [size, name] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? "" : "s"} ago`;
  }
  return "just now";
}

type Group = { normalizedQuery: string; checks: number; analysis: ClaimAnalysis; tokens: Set<string> };

/** Rewordings share most of their content tokens; the full matcher runs only on pairs that do. */
function couldMatch(a: Group, b: Group): boolean {
  const small = a.tokens.size <= b.tokens.size ? a.tokens : b.tokens;
  const large = small === a.tokens ? b.tokens : a.tokens;
  let shared = 0;
  for (const token of small) if (large.has(token)) shared += 1;
  return shared * 2 >= small.size;
}

/** Greedy clustering of claim groups: a group joins the first bigger cluster that asserts the same thing. */
function mergeRewordings(groups: Group[]): Group[][] {
  const clusters: Group[][] = [];
  for (const group of groups) {
    const home = clusters.find(
      (cluster) => couldMatch(group, cluster[0]) && compareAnalyses(group.analysis, cluster[0].analysis).sameAssertion,
    );
    if (home) home.push(group);
    else clusters.push([group]);
  }
  return clusters;
}

export class TrendingService {
  constructor(
    private readonly db: PrismaClient,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The claims checked by the most distinct clients in the first window that has enough of them, rewordings merged. */
  async claims(limit = 10): Promise<TrendingClaim[]> {
    const now = this.clock();
    let clusters: Group[][] = [];
    for (const days of TRENDING_WINDOWS_DAYS) {
      const since = days === null ? undefined : new Date(now.getTime() - days * DAY);
      // Plain SQL that both SQLite and PostgreSQL run on the (createdAt, normalizedQuery) index.
      // A claim's checks are its distinct clients: one client asking again and again counts once
      // (rows stored before clients were kept, or by scripts, count one each).
      const rows = await this.db.$queryRaw<Array<{ normalizedQuery: string; checks: bigint | number }>>`
        SELECT "normalizedQuery", COUNT(DISTINCT COALESCE("clientFingerprint", "id")) AS checks FROM fact_check_queries
        WHERE "createdAt" >= ${since ?? new Date(0)} AND ${VISITOR_CHECK_SQL}
        GROUP BY "normalizedQuery" ORDER BY checks DESC, "normalizedQuery" ASC LIMIT ${CANDIDATE_GROUPS}`;
      const groups = rows.map((row) => {
        const analysis = analyzeClaim(row.normalizedQuery);
        return { normalizedQuery: row.normalizedQuery, checks: Number(row.checks), analysis, tokens: new Set(analysis.tokens) };
      });
      clusters = mergeRewordings(groups);
      if (clusters.length >= Math.min(limit, MIN_TRENDING)) break;
    }
    const ranked = clusters
      .map((cluster) => ({ cluster, checks: cluster.reduce((sum, group) => sum + group.checks, 0) }))
      .sort((a, b) => b.checks - a.checks || a.cluster[0].normalizedQuery.localeCompare(b.cluster[0].normalizedQuery));
    // Each claim links to its latest check that no account owns: any visitor may open it and any
    // account may follow it (an account's own check answers 404 to every other account's follow).
    // A claim only signed-in accounts have checked is left out: no usable id, and its wording is theirs.
    const top: Array<{ checks: number; row: PublicCheck }> = [];
    for (let start = 0; start < ranked.length && top.length < limit; start += limit) {
      const slice = ranked.slice(start, start + limit);
      const latest = await Promise.all(
        slice.map(({ cluster }) =>
          this.db.factCheckQuery.findFirst({
            where: { normalizedQuery: { in: cluster.map((group) => group.normalizedQuery) }, verdict: { not: null }, userId: null },
            orderBy: { createdAt: "desc" },
            select: { id: true, query: true, verdict: true, confidence: true, category: true, createdAt: true },
          }),
        ),
      );
      slice.forEach(({ checks }, index) => {
        const row = latest[index];
        if (row && top.length < limit) top.push({ checks, row });
      });
    }
    return top.map(({ checks, row }) => ({
      id: row.id,
      category: row.category ?? "Other",
      checks,
      timeAgo: timeAgo(row.createdAt, now),
      claim: row.query,
      verdict: TRENDING_VERDICT_TEXT[row.verdict as Verdict] ?? row.verdict ?? "Unknown",
      confidence: row.confidence ?? 0,
    }));
  }

  /** Checks per category in the window (a client's checks of one claim count once), and growth against the window before, in percent. */
  async categories(windowDays = 7): Promise<TrendingCategory[]> {
    const now = this.clock();
    const count = async (from: Date, to: Date) => {
      const rows = await this.db.$queryRaw<Array<{ category: string | null; checks: bigint | number }>>`
        SELECT "category", COUNT(DISTINCT COALESCE("clientFingerprint", "id") || ' ' || "normalizedQuery") AS checks FROM fact_check_queries
        WHERE "createdAt" >= ${from} AND "createdAt" < ${to} AND ${VISITOR_CHECK_SQL} GROUP BY "category"`;
      const totals = new Map<string, number>();
      for (const row of rows) totals.set(row.category ?? "Other", (totals.get(row.category ?? "Other") ?? 0) + Number(row.checks));
      return totals;
    };
    const windowStart = new Date(now.getTime() - windowDays * DAY);
    const [totals, before] = await Promise.all([
      count(windowStart, new Date(now.getTime() + 1)),
      count(new Date(windowStart.getTime() - windowDays * DAY), windowStart),
    ]);
    return [...totals]
      .map(([name, total]) => {
        const prior = before.get(name) ?? 0;
        const growth = prior === 0 ? (total > 0 ? 100 : 0) : Math.round(((total - prior) / prior) * 100);
        return { name, count: total, growth };
      })
      .sort((a, b) => b.count - a.count || CATEGORIES.indexOf(a.name as never) - CATEGORIES.indexOf(b.name as never));
  }

  async stats(): Promise<CommunityStats> {
    const now = this.clock();
    const midnight = utcDay(now);
    const [checksToday, [totals], computed] = await Promise.all([
      this.db.factCheckQuery.count({ where: { createdAt: { gte: midnight }, ...VISITOR_CHECK_WHERE } }),
      this.db.$queryRaw<
        Array<{ checks: bigint | number; confidence: number | null }>
      >`SELECT COUNT(*) AS checks, AVG("confidence") AS confidence FROM fact_check_queries WHERE ${VISITOR_CHECK_SQL}`,
      // The median of the most recent 10,001 computed checks: recent enough to describe today's speed.
      this.db.factCheckQuery.findMany({
        where: { cached: false, durationMs: { not: null } },
        orderBy: { createdAt: "desc" },
        take: 10_001,
        select: { durationMs: true },
      }),
    ]);
    const durations = computed.map((row) => row.durationMs!).sort((a, b) => a - b);
    const middle = durations.length >> 1;
    const median =
      durations.length === 0
        ? null
        : durations.length % 2
          ? durations[middle]
          : Math.round((durations[middle - 1] + durations[middle]) / 2);
    return {
      checksToday,
      totalChecks: Number(totals.checks),
      averageConfidence: totals.confidence === null ? null : Math.round(Number(totals.confidence)),
      medianCheckMs: median,
    };
  }
}
