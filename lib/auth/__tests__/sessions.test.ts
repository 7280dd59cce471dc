import { encode } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/config";
import { getRequestUser } from "@/lib/auth/session";
import { activeSessionUserId, PrismaSessionStore, SESSION_POLICY } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { createTestDatabase } from "@/tests/support/test-database";
import { sessionCookieFor } from "@/tests/support/session-cookie";

// Runs on SQLite, and on PostgreSQL with TEST_DATABASE=postgresql (both the store's own database and the app's).

const DAY = 24 * 60 * 60 * 1000;

function manualClock(start = "2026-03-01T12:00:00Z") {
  let now = Date.parse(start);
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe("PrismaSessionStore", () => {
  const database = createTestDatabase();
  afterAll(database.cleanup);

  const newUser = () => database.db.user.create({ data: { email: `s-${crypto.randomUUID()}@example.com` } });

  it("keeps a session live until it is revoked, and only for its own account", async () => {
    const store = new PrismaSessionStore(database.db);
    const [alice, bob] = [await newUser(), await newUser()];
    const sid = await store.create(alice.id);
    expect(await store.isActive(sid, alice.id)).toBe(true);
    expect(await store.isActive(sid, bob.id)).toBe(false);
    await store.revoke(sid);
    expect(await store.isActive(sid, alice.id)).toBe(false);
    await store.revoke(sid); // revoking twice is harmless
  });

  it("revokes every session of one account and no other", async () => {
    const store = new PrismaSessionStore(database.db);
    const [alice, bob] = [await newUser(), await newUser()];
    const phone = await store.create(alice.id);
    const laptop = await store.create(alice.id);
    const bobs = await store.create(bob.id);
    expect(await store.revokeAll(alice.id)).toBe(2);
    expect(await store.isActive(phone, alice.id)).toBe(false);
    expect(await store.isActive(laptop, alice.id)).toBe(false);
    expect(await store.isActive(bobs, bob.id)).toBe(true);
  });

  it("expires after the session lifetime, slides while used (at most one write a day) and prunes expired rows", async () => {
    const clock = manualClock();
    const store = new PrismaSessionStore(database.db, clock.now);
    const user = await newUser();
    const sid = await store.create(user.id);
    const expiry = async () => (await database.db.authSession.findUniqueOrThrow({ where: { id: sid } })).expiresAt.getTime();
    const first = await expiry();
    expect(first).toBe(clock.now().getTime() + SESSION_POLICY.maxAgeSeconds * 1000);

    clock.advance(DAY / 2);
    await store.touch(sid);
    expect(await expiry()).toBe(first); // renewed less than a day ago: no write

    clock.advance(DAY);
    await store.touch(sid);
    expect(await expiry()).toBe(clock.now().getTime() + SESSION_POLICY.maxAgeSeconds * 1000);

    clock.advance(SESSION_POLICY.maxAgeSeconds * 1000 + 1);
    expect(await store.isActive(sid, user.id)).toBe(false);
    await store.touch(sid); // an expired session is not brought back
    expect(await store.isActive(sid, user.id)).toBe(false);
    await store.create(user.id);
    expect(await database.db.authSession.count({ where: { id: sid } })).toBe(0);
  });

  it("confirms a live session with one read, and writes only when its renewal is due", async () => {
    const clock = manualClock();
    const store = new PrismaSessionStore(database.db, clock.now);
    const [user, other] = [await newUser(), await newUser()];
    const sid = await store.create(user.id);
    const expiry = async () => (await database.db.authSession.findUniqueOrThrow({ where: { id: sid } })).expiresAt.getTime();
    const first = await expiry();
    const touches = jest.spyOn(store, "touch");

    clock.advance(DAY / 2);
    expect(await store.confirm(sid, user.id)).toBe(true);
    expect(touches).not.toHaveBeenCalled();
    expect(await expiry()).toBe(first);
    expect(await store.confirm(sid, other.id)).toBe(false);

    clock.advance(DAY);
    expect(await store.confirm(sid, user.id)).toBe(true);
    expect(touches).toHaveBeenCalledTimes(1);
    expect(await expiry()).toBe(clock.now().getTime() + SESSION_POLICY.maxAgeSeconds * 1000);

    clock.advance(SESSION_POLICY.maxAgeSeconds * 1000 + 1);
    expect(await store.confirm(sid, user.id)).toBe(false);
  });

  it("deletes an account's sessions with the account", async () => {
    const store = new PrismaSessionStore(database.db);
    const user = await newUser();
    await store.create(user.id);
    await database.db.user.delete({ where: { id: user.id } });
    expect(await database.db.authSession.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("activeSessionUserId", () => {
  const live = { isActive: async (sid: string, userId: string) => sid === "live" && userId === "u1" };

  it("names the account only for a token whose session is live", async () => {
    expect(await activeSessionUserId({ sub: "u1", sid: "live" }, live)).toBe("u1");
    expect(await activeSessionUserId({ sub: "u1", sid: "gone" }, live)).toBeNull();
    expect(await activeSessionUserId({ sub: "u2", sid: "live" }, live)).toBeNull();
  });

  it("treats a token without a session id (issued before sessions had ids) as signed out", async () => {
    expect(await activeSessionUserId({ sub: "u1" }, live)).toBeNull();
    expect(await activeSessionUserId({ sub: "u1", sid: 42 }, live)).toBeNull();
    expect(await activeSessionUserId(null, live)).toBeNull();
  });
});

describe("getRequestUser (every API route's session read)", () => {
  afterAll(async () => {
    await db.$disconnect();
  });

  const request = (cookie: string) => new Request("http://localhost/api/account/settings", { headers: { cookie } });

  it("reads the account of a live session and none once it is signed out", async () => {
    const user = await db.user.create({ data: { email: `r-${crypto.randomUUID()}@example.com` } });
    const { cookie, sid } = await sessionCookieFor(user);
    expect((await getRequestUser(request(cookie)))?.id).toBe(user.id);
    await db.authSession.delete({ where: { id: sid } });
    expect(await getRequestUser(request(cookie))).toBeNull();
  });

  it("refuses a correctly signed token that names no session", async () => {
    const user = await db.user.create({ data: { email: `r-${crypto.randomUUID()}@example.com` } });
    const token = await encode({ token: { sub: user.id, email: user.email }, secret: authSecret() });
    expect(await getRequestUser(request(`next-auth.session-token=${token}`))).toBeNull();
  });
});
