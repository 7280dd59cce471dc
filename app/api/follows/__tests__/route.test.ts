import { Readable } from "node:stream";
import FeedParser from "feedparser";
import { DELETE as revokeToken, GET as tokenStatus, POST as createToken } from "@/app/api/account/feed-token/route";
import { GET as readFeed } from "@/app/api/feeds/[token]/route";
import { DELETE as unfollow } from "@/app/api/follows/[checkId]/route";
import { GET as list, POST as follow } from "@/app/api/follows/route";
import { db } from "@/lib/db";
import { hashFeedToken } from "@/lib/follow/feed";
import { MAX_FOLLOWED_CLAIMS } from "@/lib/follow/policy";
import { sessionCookieFor } from "@/tests/support/session-cookie";

afterAll(async () => {
  await db.$disconnect();
});

async function signedIn() {
  const email = `f-${crypto.randomUUID()}@example.com`;
  const user = await db.user.create({ data: { email } });
  const { cookie } = await sessionCookieFor({ id: user.id, email });
  return { user, cookie };
}

/** A stored check, as the pipeline keeps one (mode, filters and expiry in columns and in its synthesis record). */
async function storedCheck(query: string, userId: string | null, verdict = "MIXED") {
  const mode = "fast";
  const filters = { timeWindow: "5years", region: "all", language: "all" };
  const expiresAt = new Date(Date.now() + 3600_000);
  const row = await db.factCheckQuery.create({
    data: {
      userId,
      query,
      normalizedQuery: query.toLowerCase(),
      verdict,
      confidence: 60,
      summary: "",
      openaiSynthesis: { synthesiser: "local-synthesis", mode, filters, expiresAt: expiresAt.toISOString() },
      mode,
      ...filters,
      expiresAt,
    },
  });
  return row.id;
}

const request = (method: string, url: string, cookie: string | undefined, body?: unknown, extraHeaders: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }), ...extraHeaders },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

const followCheck = (checkId: unknown, cookie?: string) => follow(request("POST", "/api/follows", cookie, { checkId }));
const unfollowCheck = (checkId: string, cookie?: string) =>
  unfollow(request("DELETE", `/api/follows/${checkId}`, cookie), { params: Promise.resolve({ checkId }) });
const feed = (token: string) => readFeed(request("GET", `/api/feeds/${token}`, undefined), { params: Promise.resolve({ token }) });

/** The feed as a maintained feed parser reads it (it rejects what is not a feed). */
function parseFeed(xml: string): Promise<{ meta: FeedParser.Meta; items: FeedParser.Item[] }> {
  return new Promise((resolve, reject) => {
    const parser = new FeedParser({ strict: true });
    const items: FeedParser.Item[] = [];
    parser.on("error", reject);
    parser.on("readable", () => {
      let item: FeedParser.Item | null;
      while ((item = parser.read())) items.push(item);
    });
    parser.on("end", () => resolve({ meta: parser.meta, items }));
    Readable.from([xml]).pipe(parser);
  });
}

describe("/api/follows", () => {
  it("answers 401 when signed out", async () => {
    const id = crypto.randomUUID();
    expect((await list(request("GET", "/api/follows", undefined))).status).toBe(401);
    expect((await followCheck(id)).status).toBe(401);
    expect((await unfollowCheck(id)).status).toBe(401);
    expect((await tokenStatus(request("GET", "/api/account/feed-token", undefined))).status).toBe(401);
    expect((await createToken(request("POST", "/api/account/feed-token", undefined))).status).toBe(401);
    expect((await revokeToken(request("DELETE", "/api/account/feed-token", undefined))).status).toBe(401);
  });

  it("names the field of an invalid request", async () => {
    const { cookie } = await signedIn();
    const bad = await followCheck("not-an-id", cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: "validation_error", field: "checkId" });
    const extra = await follow(request("POST", "/api/follows", cookie, { checkId: crypto.randomUUID(), userId: "x" }));
    expect((await extra.json()).error).toMatchObject({ code: "validation_error", field: "userId" });
    const badDelete = await unfollowCheck("nope", cookie);
    expect((await badDelete.json()).error).toMatchObject({ code: "validation_error", field: "checkId" });
  });

  it("follows the account's own check and an unowned one, sets `monitored`, lists them, and unfollows", async () => {
    const { user, cookie } = await signedIn();
    const own = await storedCheck("Own claim about tides", user.id);
    const anonymous = await storedCheck("Anonymous claim about tides", null);
    const first = await followCheck(own, cookie);
    expect(first.status).toBe(201);
    expect((await first.json()).item).toMatchObject({ checkId: own, verdict: "MIXED", confidence: 60, lastChange: null });
    expect((await followCheck(own, cookie)).status).toBe(200);
    expect((await followCheck(anonymous, cookie)).status).toBe(201);
    expect((await db.factCheckQuery.findUniqueOrThrow({ where: { id: own } })).monitored).toBe(true);

    const listed = await (await list(request("GET", "/api/follows", cookie))).json();
    expect(listed.limit).toBe(MAX_FOLLOWED_CLAIMS);
    expect(listed.items.map((item: { checkId: string }) => item.checkId).sort()).toEqual([own, anonymous].sort());

    expect((await unfollowCheck(own, cookie)).status).toBe(204);
    expect((await db.factCheckQuery.findUniqueOrThrow({ where: { id: own } })).monitored).toBe(false);
    expect((await unfollowCheck(own, cookie)).status).toBe(404);
  });

  it("answers two follows of one check sent at once with one follow", async () => {
    const { user, cookie } = await signedIn();
    const id = await storedCheck("Claim followed from two tabs at once", user.id);
    const statuses = (await Promise.all([followCheck(id, cookie), followCheck(id, cookie), followCheck(id, cookie)])).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(await db.followedClaim.count({ where: { userId: user.id } })).toBe(1);
  });

  it("answers 404 for another account's check and for another account's follow, and leaks nothing", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const theirs = await storedCheck("Private claim about the owner's town", owner.user.id);
    const refused = await followCheck(theirs, stranger.cookie);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(await refused.json())).not.toContain("owner's town");
    expect((await followCheck(crypto.randomUUID(), stranger.cookie)).status).toBe(404);

    expect((await followCheck(theirs, owner.cookie)).status).toBe(201);
    // The stranger cannot unfollow it for the owner, nor see it.
    expect((await unfollowCheck(theirs, stranger.cookie)).status).toBe(404);
    expect((await (await list(request("GET", "/api/follows", stranger.cookie))).json()).items).toEqual([]);
    expect(await db.followedClaim.count({ where: { userId: owner.user.id } })).toBe(1);
  });

  it("refuses a cross-site follow, unfollow or feed-token change with 403 naming the header", async () => {
    const { user, cookie } = await signedIn();
    const checkId = await storedCheck(`cross-site ${crypto.randomUUID()}`, user.id);
    const evil = { origin: "https://evil.example" };
    const refused = [
      await follow(request("POST", "/api/follows", cookie, { checkId }, evil)),
      await unfollow(request("DELETE", `/api/follows/${checkId}`, cookie, undefined, { "sec-fetch-site": "cross-site" }), {
        params: Promise.resolve({ checkId }),
      }),
      await createToken(request("POST", "/api/account/feed-token", cookie, undefined, evil)),
      await revokeToken(request("DELETE", "/api/account/feed-token", cookie, undefined, evil)),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatchObject({ code: "cross_site_request" });
    }
    expect(await db.followedClaim.count({ where: { userId: user.id } })).toBe(0);
    // The same requests from the site itself go through.
    expect((await follow(request("POST", "/api/follows", cookie, { checkId }, { origin: "http://localhost" }))).status).toBe(201);
  });

  it(`lets only one of several follows sent at once take an account's last place, of ${MAX_FOLLOWED_CLAIMS}`, async () => {
    const { user, cookie } = await signedIn();
    for (let i = 0; i < MAX_FOLLOWED_CLAIMS - 1; i += 1)
      expect((await followCheck(await storedCheck(`Race claim ${i}`, user.id), cookie)).status).toBe(201);
    const contenders = await Promise.all([1, 2, 3, 4, 5].map((n) => storedCheck(`Race for the last place ${n}`, user.id)));
    const answers = await Promise.all(contenders.map((checkId) => followCheck(checkId, cookie)));
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await db.followedClaim.count({ where: { userId: user.id } })).toBe(MAX_FOLLOWED_CLAIMS);
  });

  it("answers 503 server_busy with Retry-After, not a 500, when a follow loses the race every time, and stores nothing", async () => {
    const { user, cookie } = await signedIn();
    const checkId = await storedCheck("Claim followed while every transaction loses", user.id);
    // What PostgreSQL's SERIALIZABLE answers a transaction that lost to a concurrent one.
    const lost = jest.spyOn(db, "$transaction").mockRejectedValue(Object.assign(new Error("write conflict"), { code: "P2034" }));
    try {
      const response = await followCheck(checkId, cookie);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("1");
      expect((await response.json()).error.code).toBe("server_busy");
      expect(lost).toHaveBeenCalledTimes(5);
    } finally {
      lost.mockRestore();
    }
    expect(await db.followedClaim.count({ where: { userId: user.id } })).toBe(0);
  });

  it(`refuses a follow past ${MAX_FOLLOWED_CLAIMS} with a 409 naming the limit`, async () => {
    const { user, cookie } = await signedIn();
    for (let i = 0; i < MAX_FOLLOWED_CLAIMS; i += 1)
      expect((await followCheck(await storedCheck(`Limit claim ${i}`, user.id), cookie)).status).toBe(201);
    const over = await followCheck(await storedCheck("One claim too many", user.id), cookie);
    expect(over.status).toBe(409);
    expect((await over.json()).error).toMatchObject({
      code: "limit_reached",
      field: "checkId",
      message: expect.stringContaining(String(MAX_FOLLOWED_CLAIMS)),
    });
  });
});

describe("the private Atom feed", () => {
  it("makes a token shown once and stored hashed; the feed is valid Atom with the account's changes only, claim text escaped", async () => {
    const { user, cookie } = await signedIn();
    const other = await signedIn();
    const hostile = `Tides & "moons" <script>alert(1)</script> ]]> \u0001 rise`;
    const checkId = await storedCheck(hostile, user.id);
    await followCheck(checkId, cookie);
    const followed = await db.followedClaim.findFirstOrThrow({ where: { userId: user.id } });
    const resultId = await storedCheck(hostile, null, "FALSE");
    await db.verdictChange.create({
      data: {
        followedClaimId: followed.id,
        userId: user.id,
        resultId,
        oldVerdict: "MIXED",
        oldConfidence: 60,
        newVerdict: "FALSE",
        newConfidence: 82,
        changedAt: new Date("2026-03-02T10:00:00Z"),
      },
    });
    // The other account's change never shows in this feed.
    const otherCheck = await storedCheck("The other account's secret claim", other.user.id);
    await followCheck(otherCheck, other.cookie);
    const otherFollow = await db.followedClaim.findFirstOrThrow({ where: { userId: other.user.id } });
    await db.verdictChange.create({
      data: {
        followedClaimId: otherFollow.id,
        userId: other.user.id,
        resultId: otherCheck,
        oldVerdict: "TRUE",
        oldConfidence: 90,
        newVerdict: "FALSE",
        newConfidence: 90,
      },
    });

    expect(await (await tokenStatus(request("GET", "/api/account/feed-token", cookie))).json()).toEqual({ active: false, createdAt: null });
    const created = await createToken(request("POST", "/api/account/feed-token", cookie));
    expect(created.status).toBe(201);
    const { token } = await created.json();
    expect(token).toMatch(/^ff_[A-Za-z0-9_-]{43}$/);
    const stored = await db.feedToken.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(hashFeedToken(token));
    expect(JSON.stringify(await (await tokenStatus(request("GET", "/api/account/feed-token", cookie))).json())).not.toContain(token);

    const response = await feed(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const xml = await response.text();
    expect(xml).not.toContain("<script>");
    const parsed = await parseFeed(xml);
    expect(parsed.meta["#type"]).toBe("atom");
    expect(parsed.meta.title).toBe("Factlens: changes to the claims you follow");
    expect(parsed.items).toHaveLength(1);
    const [entry] = parsed.items;
    const claimAsStored = hostile.replace("\u0001", "");
    // The parser's own view of the element's text (its `title` also strips markup-looking text).
    expect((entry as unknown as Record<string, { "#": string }>)["atom:title"]["#"]).toBe(
      `Verdict changed: MIXED → FALSE: ${claimAsStored}`,
    );
    expect(xml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect((entry as unknown as Record<string, { "#": string }>)["atom:summary"]["#"]).toContain(claimAsStored);
    expect(entry.summary).toContain("60% → 82%");
    expect(entry.link).toBe(`http://localhost:3000/check/${resultId}`);
    expect(entry.date?.toISOString()).toBe("2026-03-02T10:00:00.000Z");
    expect(xml).not.toContain("secret claim");
  });

  it("answers the same 404 for malformed, unknown, replaced and revoked tokens", async () => {
    const { cookie } = await signedIn();
    const first = (await (await createToken(request("POST", "/api/account/feed-token", cookie))).json()).token;
    expect((await feed(first)).status).toBe(200);
    const second = (await (await createToken(request("POST", "/api/account/feed-token", cookie))).json()).token;
    expect(second).not.toBe(first);
    const replaced = await feed(first);
    expect(replaced.status).toBe(404);
    const body = await replaced.json();
    expect((await feed(second)).status).toBe(200);
    for (const token of ["nope", `ff_${"A".repeat(43)}`, `${second}x`]) {
      const response = await feed(token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(body);
    }
    expect((await revokeToken(request("DELETE", "/api/account/feed-token", cookie))).status).toBe(204);
    expect((await feed(second)).status).toBe(404);
    expect(await (await tokenStatus(request("GET", "/api/account/feed-token", cookie))).json()).toEqual({ active: false, createdAt: null });
  });
});
