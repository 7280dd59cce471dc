import { listCheckHistory } from "@/lib/account/history";
import { updateAccountSettings } from "@/lib/account/settings";
import { createTestDatabase } from "@/tests/support/test-database";

describe("check history", () => {
  const { db, cleanup } = createTestDatabase();
  afterAll(cleanup);

  async function makeUser(email: string, saveHistory: boolean) {
    return db.user.create({ data: { email, passwordHash: null, saveHistory } });
  }

  async function makeCheck(userId: string | null, query: string, createdAt: string) {
    return db.factCheckQuery.create({
      data: { userId, query, normalizedQuery: query.toLowerCase(), verdict: "TRUE", confidence: 80, createdAt: new Date(createdAt) },
    });
  }

  it("lists an opted-in account's checks newest first, paginated, and no one else's", async () => {
    const ada = await makeUser("ada@example.com", true);
    const bob = await makeUser("bob@example.com", true);
    for (let day = 1; day <= 5; day++) await makeCheck(ada.id, `claim ${day}`, `2026-01-0${day}T00:00:00Z`);
    await makeCheck(bob.id, "bob's claim", "2026-01-09T00:00:00Z");
    await makeCheck(null, "anonymous claim", "2026-01-09T00:00:00Z");

    const first = await listCheckHistory({ db, userId: ada.id, page: 1, pageSize: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5, saveHistory: true });
    expect(first.items.map((item) => item.query)).toEqual(["claim 5", "claim 4"]);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      query: "claim 5",
      verdict: "TRUE",
      confidence: 80,
      createdAt: "2026-01-05T00:00:00.000Z",
    });

    const last = await listCheckHistory({ db, userId: ada.id, page: 3, pageSize: 2 });
    expect(last.items.map((item) => item.query)).toEqual(["claim 1"]);
    expect((await listCheckHistory({ db, userId: ada.id, page: 4, pageSize: 2 })).items).toEqual([]);
  });

  it("has no history for an account that has not opted in", async () => {
    const carol = await makeUser("carol@example.com", false);
    await makeCheck(carol.id, "stray claim", "2026-01-01T00:00:00Z");
    expect(await listCheckHistory({ db, userId: carol.id, page: 1, pageSize: 20 })).toEqual({
      items: [],
      page: 1,
      pageSize: 20,
      total: 0,
      saveHistory: false,
    });
  });

  it("forgets the history when the account opts out, and starts empty when it opts in again", async () => {
    const dan = await makeUser("dan@example.com", true);
    const check = await makeCheck(dan.id, "dan's claim", "2026-01-01T00:00:00Z");
    expect((await listCheckHistory({ db, userId: dan.id, page: 1, pageSize: 20 })).total).toBe(1);

    expect(await updateAccountSettings({ db, userId: dan.id, settings: { saveHistory: false } })).toEqual({ saveHistory: false });
    expect((await db.factCheckQuery.findUniqueOrThrow({ where: { id: check.id } })).userId).toBeNull();

    await updateAccountSettings({ db, userId: dan.id, settings: { saveHistory: true } });
    expect(await listCheckHistory({ db, userId: dan.id, page: 1, pageSize: 20 })).toMatchObject({ items: [], total: 0, saveHistory: true });
  });
});
