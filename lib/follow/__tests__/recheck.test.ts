import { runFactCheck, type PipelineDeps } from "@/lib/fact-check/pipeline";
import { LocalSynthesiser } from "@/lib/fact-check/providers/local-synthesis";
import type { FactCheckMatch, FactCheckerProvider, WebEvidenceProvider } from "@/lib/fact-check/providers/types";
import { PrismaCheckStore } from "@/lib/fact-check/store";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";
import type { Verdict } from "@/lib/fact-check/verdict";
import { listCheckHistory } from "@/lib/account/history";
import { followCheck, listFollowedClaims } from "@/lib/follow/follows";
import { DatabaseLease } from "@/lib/follow/lease";
import { RECHECK_CLIENT, RECHECK_LEASE_MS, RECHECK_LEASE_NAME, RETRY_AFTER_DEGRADED_MS } from "@/lib/follow/policy";
import { isVerdictChange, runRecheckPass, type RecheckDeps } from "@/lib/follow/recheck";
import { createTestDatabase, testDatabaseKind } from "@/tests/support/test-database";

const HOUR = 3600_000;
const CLAIM = "The city council doubled the bus fares last spring";

/** A fact-check of CLAIM rated `verdict` (as the knowledge base would answer it). */
const review = (verdict: Verdict, rating: string, publisher = "Reuters"): FactCheckMatch => ({
  claim: { text: CLAIM, claimant: "A councillor", claimDate: new Date("2019-01-02") },
  review: {
    publisherName: publisher,
    url: `https://example.org/${publisher.toLowerCase()}/${verdict.toLowerCase()}`,
    title: `Fact check: bus fares (${rating})`,
    reviewDate: new Date("2019-01-05"),
    textualRating: rating,
    language: "en",
    summary: "What the fare tables show.",
  },
  verdict,
  matchScore: 0.95,
  category: "Politics & Government",
  provider: "fake",
});

describe(`re-check passes of followed claims (${testDatabaseKind()})`, () => {
  const { db, cleanup } = createTestDatabase();
  afterAll(cleanup);

  let now: Date;
  const clock = () => now;
  /** What the fake fact-checker answers: reviews, or a failure. */
  let answer: FactCheckMatch[] | "down";
  let calls: number;
  const checker: FactCheckerProvider = {
    name: "fake-kb",
    search: async () => {
      calls += 1;
      if (answer === "down") throw new Error("connection reset");
      return answer;
    },
  };
  const noEvidence: WebEvidenceProvider = { name: "no-evidence", findEvidence: async () => [] };
  const synthesiser = new LocalSynthesiser();
  const pipeline: Omit<PipelineDeps, "onProgress"> = {
    factCheckers: [checker],
    webEvidence: [noEvidence],
    synthesiser,
    fallbackSynthesiser: synthesiser,
    store: new PrismaCheckStore(db),
    clock,
    budgets: { providerMs: 1000, synthesisMs: 1000 },
    cache: { ttlMs: 24 * HOUR, recentTtlMs: HOUR },
  };
  const pass = (overrides: Partial<RecheckDeps> = {}) => runRecheckPass({ db, pipeline, holder: "instance-a", clock, ...overrides });

  let userId: string;
  let checkId: string;

  beforeEach(async () => {
    await db.verdictChange.deleteMany();
    await db.followedClaim.deleteMany();
    await db.recheckLease.deleteMany();
    await db.recheckPass.deleteMany();
    await db.factCheckQuery.deleteMany();
    now = new Date("2026-03-01T12:00:00Z");
    calls = 0;
    answer = [review("MIXED", "Half true")];
    const user = await db.user.create({ data: { email: `r-${crypto.randomUUID()}@example.com`, saveHistory: true } });
    userId = user.id;
    const first = await runFactCheck(
      { claim: CLAIM, mode: "fast", includeReasoning: false, maxSources: 5, filters: DEFAULT_FILTERS, userId },
      pipeline,
    );
    expect(first.verdict.status).toBe("MIXED");
    checkId = first.id;
    await followCheck({ db, userId, checkId, now });
    calls = 0;
  });

  const follow = () => db.followedClaim.findFirstOrThrow({ where: { userId, checkId } });

  it("follows with the check's verdict, turns `monitored` on, and is due when the answer expires", async () => {
    const row = await follow();
    expect(row).toMatchObject({ verdict: "MIXED", mode: "fast", dueAt: new Date(now.getTime() + 24 * HOUR) });
    expect((await db.factCheckQuery.findUniqueOrThrow({ where: { id: checkId } })).monitored).toBe(true);
  });

  it("follows with the check's own mode and filters, and re-checks the same question", async () => {
    const filters = { timeWindow: "year", region: "europe", language: "es" } as const;
    const check = await runFactCheck({ claim: CLAIM, mode: "standard", includeReasoning: false, maxSources: 5, filters, userId }, pipeline);
    await followCheck({ db, userId, checkId: check.id, now });
    const row = await db.followedClaim.findFirstOrThrow({ where: { userId, checkId: check.id } });
    expect(row).toMatchObject({ mode: "standard", filters, dueAt: new Date(now.getTime() + 24 * HOUR) });
    now = new Date(now.getTime() + 25 * HOUR);
    calls = 0;
    expect(await pass()).toMatchObject({ status: "ran", rechecked: 2 });
    expect(calls).toBe(2);
    const rechecks = await db.factCheckQuery.findMany({
      where: { clientFingerprint: RECHECK_CLIENT },
      select: { mode: true, timeWindow: true, region: true, language: true },
    });
    expect(rechecks).toHaveLength(2);
    expect(rechecks).toEqual(
      expect.arrayContaining([
        { mode: "fast", ...DEFAULT_FILTERS },
        { mode: "standard", ...filters },
      ]),
    );
  });

  it("leaves a claim whose answer has not expired, and re-checks it once it has", async () => {
    now = new Date(now.getTime() + 23 * HOUR);
    expect(await pass()).toMatchObject({ status: "ran", rechecked: 0, changed: 0 });
    expect(calls).toBe(0);
    now = new Date(now.getTime() + 2 * HOUR);
    expect(await pass()).toMatchObject({ status: "ran", rechecked: 1 });
    expect(calls).toBe(1);
  });

  it("records nothing when the verdict and its band stay; the next re-check is due when the new answer expires", async () => {
    now = new Date(now.getTime() + 25 * HOUR);
    expect(await pass()).toMatchObject({ status: "ran", rechecked: 1, changed: 0, deferred: 0 });
    expect(await db.verdictChange.count()).toBe(0);
    const row = await follow();
    expect(row.lastCheckedAt).toEqual(now);
    expect(row.dueAt).toEqual(new Date(now.getTime() + 24 * HOUR));
    // Nobody's free checks were spent: no rate-limit counter was written.
    expect(await db.rateLimit.count()).toBe(0);
  });

  it("stores a change when the verdict changes, shown in the follow list and the history", async () => {
    answer = [review("FALSE", "False"), review("FALSE", "Pants on Fire", "AP")];
    now = new Date(now.getTime() + 25 * HOUR);
    const outcome = await pass();
    expect(outcome).toMatchObject({ status: "ran", rechecked: 1, changed: 1 });
    const [change] = await db.verdictChange.findMany();
    expect(change).toMatchObject({ userId, oldVerdict: "MIXED", newVerdict: "FALSE", changedAt: now });
    expect(change.resultId).not.toBe(checkId);
    expect((await follow()).verdict).toBe("FALSE");

    const { items } = await listFollowedClaims({ db, userId });
    expect(items[0].lastChange).toMatchObject({ oldVerdict: "MIXED", newVerdict: "FALSE", resultId: change.resultId });
    const history = await listCheckHistory({ db, userId, page: 1, pageSize: 20 });
    expect(history.items.find((item) => item.id === checkId)?.follow?.lastChange).toMatchObject({
      oldVerdict: "MIXED",
      newVerdict: "FALSE",
    });

    // The same answer again is no new change.
    now = new Date(now.getTime() + 25 * HOUR);
    expect(await pass()).toMatchObject({ rechecked: 1, changed: 0 });
    expect(await db.verdictChange.count()).toBe(1);
  });

  it("tells of the same verdict in another confidence band", () => {
    expect(isVerdictChange({ verdict: "FALSE", confidence: 72 }, { verdict: "FALSE", confidence: 88 })).toBe(false);
    expect(isVerdictChange({ verdict: "FALSE", confidence: 72 }, { verdict: "FALSE", confidence: 91 })).toBe(true);
    expect(isVerdictChange({ verdict: "MIXED", confidence: 60 }, { verdict: "FALSE", confidence: 60 })).toBe(true);
  });

  it("records no change from a degraded answer when a provider is down, and tries again later", async () => {
    answer = "down";
    now = new Date(now.getTime() + 25 * HOUR);
    expect(await pass()).toMatchObject({ status: "ran", rechecked: 0, changed: 0, deferred: 1 });
    expect(await db.verdictChange.count()).toBe(0);
    const row = await follow();
    expect(row).toMatchObject({ verdict: "MIXED", lastCheckedAt: null, dueAt: new Date(now.getTime() + RETRY_AFTER_DEGRADED_MS) });
    // The provider is back: the retry runs once the degraded answer and the wait are over.
    answer = [review("FALSE", "False"), review("FALSE", "Pants on Fire", "AP")];
    now = new Date(now.getTime() + RETRY_AFTER_DEGRADED_MS + 1);
    expect(await pass()).toMatchObject({ rechecked: 1, changed: 1 });
  });

  it("stops before re-checking when a provider is near its daily cap", async () => {
    now = new Date(now.getTime() + 25 * HOUR);
    expect(await pass({ providersAtCap: async () => ["perplexity"] })).toMatchObject({
      status: "ran",
      rechecked: 0,
      deferred: 1,
      stoppedBy: "provider-cap",
    });
    expect(calls).toBe(0);
    expect((await follow()).lastCheckedAt).toBeNull();
  });

  it("does not run while another instance holds the lease, and takes over an expired one", async () => {
    now = new Date(now.getTime() + 25 * HOUR);
    const other = new DatabaseLease(db, RECHECK_LEASE_NAME, "instance-b", RECHECK_LEASE_MS);
    expect(await other.acquire(now)).toBe(true);
    expect(await pass()).toEqual({ status: "lease-held" });
    expect(calls).toBe(0);
    expect(await db.recheckPass.count({ where: { holder: "instance-a" } })).toBe(0);
    // Instance B died holding it: once its lease runs out, A runs.
    now = new Date(now.getTime() + RECHECK_LEASE_MS + 1);
    expect(await pass()).toMatchObject({ status: "ran", rechecked: 1 });
    expect(await other.renew(now)).toBe(false);
    // A released the lease at the end of its pass.
    expect(await db.recheckLease.count()).toBe(0);
  });

  it("runs one pass of two started at once", async () => {
    now = new Date(now.getTime() + 25 * HOUR);
    const outcomes = await Promise.all([pass({ holder: "instance-a" }), pass({ holder: "instance-b" })]);
    // Either the second found the lease held, or it came after the first had released it and found
    // nothing left due: the claim is re-checked once either way.
    expect(outcomes.some((o) => o.status === "ran")).toBe(true);
    for (const outcome of outcomes) if (outcome.status === "ran" && outcome.rechecked === 0) expect(outcome.changed).toBe(0);
    expect(outcomes.reduce((sum, o) => sum + (o.status === "ran" ? o.rechecked : 0), 0)).toBe(1);
    expect(calls).toBe(1);
  });

  it("re-checks a claim followed by two accounts once, and tells each; another account's check is not theirs to follow", async () => {
    const other = await db.user.create({ data: { email: `r2-${crypto.randomUUID()}@example.com` } });
    await expect(followCheck({ db, userId: other.id, checkId, now })).rejects.toMatchObject({ code: "not_found" });
    // The other account checked the same claim signed in without history: served from the cache, no account on the row.
    const theirs = await runFactCheck(
      { claim: CLAIM, mode: "fast", includeReasoning: false, maxSources: 5, filters: DEFAULT_FILTERS },
      pipeline,
    );
    expect(theirs.cached).toBe(true);
    await followCheck({ db, userId: other.id, checkId: theirs.id, now });
    answer = [review("FALSE", "False"), review("FALSE", "Pants on Fire", "AP")];
    now = new Date(now.getTime() + 25 * HOUR);
    expect(await pass()).toMatchObject({ rechecked: 1, changed: 2 });
    expect(calls).toBe(1);
    expect((await db.verdictChange.findMany({ select: { userId: true } })).map((c) => c.userId).sort()).toEqual([userId, other.id].sort());
  });
});
