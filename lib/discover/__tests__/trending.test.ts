import { createTestDatabase } from "@/tests/support/test-database";
import { TrendingService, timeAgo } from "@/lib/discover/trending";
import { RECHECK_CLIENT } from "@/lib/follow/policy";
import { followCheck } from "@/lib/follow/follows";

const now = new Date("2026-06-15T12:00:00Z");
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe("TrendingService", () => {
  const { db, cleanup } = createTestDatabase();
  const service = new TrendingService(db, () => now);
  afterAll(cleanup);

  async function check(
    query: string,
    {
      ago = HOUR,
      verdict = "FALSE",
      confidence = 80,
      category = "Health & Medicine",
      cached = false,
      durationMs = 40,
      clientFingerprint = undefined as string | undefined,
      userId = undefined as string | undefined,
    } = {},
  ) {
    return db.factCheckQuery.create({
      data: {
        query,
        normalizedQuery: query
          .toLowerCase()
          .replace(/[^\w\s]/g, "")
          .trim(),
        verdict,
        confidence,
        category,
        cached,
        durationMs,
        clientFingerprint,
        userId,
        createdAt: new Date(now.getTime() - ago),
      },
    });
  }

  beforeEach(async () => {
    await db.factCheckQuery.deleteMany();
  });

  it("answers empty lists and zero stats on an empty database", async () => {
    expect(await service.claims()).toEqual([]);
    expect(await service.categories()).toEqual([]);
    expect(await service.stats()).toEqual({ checksToday: 0, totalChecks: 0, averageConfidence: null, medianCheckMs: null });
  });

  it("orders claims by checks and links each to its latest check", async () => {
    await check("Vaccines contain microchips for tracking", { ago: 5 * HOUR });
    await check("Vaccines contain microchips for tracking", { ago: 3 * HOUR });
    const latest = await check("Vaccines contain microchips for tracking", { ago: 2 * HOUR, confidence: 91 });
    await check("The 2020 US election was rigged", { ago: HOUR, category: "Politics & Government" });
    const claims = await service.claims();
    expect(claims.map((c) => [c.claim, c.checks])).toEqual([
      ["Vaccines contain microchips for tracking", 3],
      ["The 2020 US election was rigged", 1],
    ]);
    expect(claims[0]).toEqual({
      id: latest.id,
      category: "Health & Medicine",
      checks: 3,
      timeAgo: "2 hours ago",
      claim: "Vaccines contain microchips for tracking",
      verdict: "False",
      confidence: 91,
    });
  });

  it("lists only checks any account can follow: never an account's own check id (issue 28)", async () => {
    const owner = await db.user.create({ data: { email: `owner-${crypto.randomUUID()}@example.com` } });
    const other = await db.user.create({ data: { email: `other-${crypto.randomUUID()}@example.com` } });
    // The latest check of this claim is the owner's own; an older one is anonymous.
    const anonymous = await check("Vaccines contain microchips for tracking", { ago: 3 * HOUR, clientFingerprint: "a1" });
    await check("Vaccines contain microchips for tracking", { ago: HOUR, clientFingerprint: "a2", userId: owner.id });
    // Only the owner ever checked this one.
    await check("The 2020 US election was rigged", { ago: HOUR, clientFingerprint: "a3", userId: owner.id });
    const claims = await service.claims();
    expect(claims.map((c) => [c.claim, c.checks, c.id])).toEqual([["Vaccines contain microchips for tracking", 2, anonymous.id]]);
    for (const listed of claims) {
      const { created } = await followCheck({ db, userId: other.id, checkId: listed.id, now });
      expect(created).toBe(true);
    }
  });

  it("leaves re-checks of followed claims out of the claims', categories' and community counts", async () => {
    await check("Vaccines contain microchips for tracking", { ago: 3 * HOUR, clientFingerprint: "a1" });
    await check("Vaccines contain microchips for tracking", { ago: 2 * HOUR, clientFingerprint: RECHECK_CLIENT });
    await check("Vaccines contain microchips for tracking", { ago: HOUR, clientFingerprint: RECHECK_CLIENT });
    expect((await service.claims()).map((c) => [c.claim, c.checks])).toEqual([["Vaccines contain microchips for tracking", 1]]);
    expect((await service.categories()).map((c) => [c.name, c.count])).toEqual([["Health & Medicine", 1]]);
    expect(await service.stats()).toMatchObject({ checksToday: 1, totalChecks: 1 });
  });

  it("merges close rewordings of one claim", async () => {
    await check("The 2020 US election was rigged");
    await check("Says the 2020 U.S. election was rigged.");
    await check("Bitcoin will replace traditional currency", { category: "Economics & Finance" });
    const claims = await service.claims();
    expect(claims[0].checks).toBe(2);
    expect(claims).toHaveLength(2);
  });

  it("does not merge claims that say different things", async () => {
    await check("The 2020 US election was rigged");
    await check("The 2016 US election was rigged");
    expect((await service.claims()).map((c) => c.checks)).toEqual([1, 1]);
  });

  it("widens the window when the last 7 days have too few claims", async () => {
    await check("Old claim about the moon landing being faked", { ago: 20 * DAY });
    const claims = await service.claims();
    expect(claims.map((c) => c.claim)).toEqual(["Old claim about the moon landing being faked"]);
    expect(claims[0].timeAgo).toBe("2 weeks ago");
  });

  it("counts categories in the window with growth against the window before", async () => {
    for (let i = 0; i < 3; i += 1) await check(`Health claim number ${i}`, { ago: DAY });
    await check("Earlier health claim", { ago: 10 * DAY });
    await check("Budget claim one", { ago: DAY, category: "Economics & Finance" });
    await check("Budget claim two", { ago: 2 * DAY, category: "Economics & Finance" });
    for (let i = 0; i < 4; i += 1) await check(`Old budget claim ${i}`, { ago: 9 * DAY, category: "Economics & Finance" });
    expect(await service.categories()).toEqual([
      { name: "Health & Medicine", count: 3, growth: 200 },
      { name: "Economics & Finance", count: 2, growth: -50 },
    ]);
  });

  it("computes community stats from stored checks", async () => {
    await check("A", { ago: HOUR, confidence: 90, durationMs: 30 });
    await check("B", { ago: 2 * HOUR, confidence: 70, durationMs: 50 });
    await check("C", { ago: 3 * DAY, confidence: 20, durationMs: 10 });
    await check("A", { ago: 30 * 60_000, confidence: 90, cached: true, durationMs: 2 });
    expect(await service.stats()).toEqual({ checksToday: 3, totalChecks: 4, averageConfidence: 68, medianCheckMs: 30 });
  });
});

describe("timeAgo", () => {
  it.each([
    [30_000, "just now"],
    [60_000, "1 minute ago"],
    [2 * HOUR, "2 hours ago"],
    [DAY, "1 day ago"],
    [8 * DAY, "1 week ago"],
    [400 * DAY, "1 year ago"],
  ])("%i ms → %s", (ms, text) => {
    expect(timeAgo(new Date(now.getTime() - ms), now)).toBe(text);
  });
});
