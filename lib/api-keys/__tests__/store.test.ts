import { hashApiKey, looksLikeApiKey, PREFIX_LENGTH } from "@/lib/api-keys/keys";
import { createApiKey, listApiKeys, MAX_API_KEYS_PER_USER, resolveApiKey, revokeApiKey } from "@/lib/api-keys/store";
import { createTestDatabase } from "@/tests/support/test-database";

describe("API keys", () => {
  const { db, cleanup } = createTestDatabase();
  afterAll(cleanup);
  const newUser = () => db.user.create({ data: { email: `${crypto.randomUUID()}@example.com` } });

  it("shows a new key once and stores only its SHA-256 and prefix", async () => {
    const user = await newUser();
    const { key, record } = await createApiKey({ db, userId: user.id, tier: "pro", name: "newsroom bot" });
    expect(looksLikeApiKey(key)).toBe(true);
    expect(record).toEqual({
      id: expect.any(String),
      name: "newsroom bot",
      prefix: key.slice(0, PREFIX_LENGTH),
      tier: "pro",
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(record)).not.toContain(key);

    const row = await db.apiKey.findUniqueOrThrow({ where: { id: record.id } });
    expect(row.keyHash).toBe(hashApiKey(key));
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row).map(String)).not.toContain(key);
    // Listing never gives the key back either.
    expect(JSON.stringify(await listApiKeys({ db, userId: user.id }))).not.toContain(key);
  });

  it("makes a different key every time", async () => {
    const user = await newUser();
    const keys = await Promise.all([1, 2, 3].map(() => createApiKey({ db, userId: user.id, tier: "free" })));
    expect(new Set(keys.map(({ key }) => key)).size).toBe(3);
  });

  it("resolves a valid key to its tier and records its last use; unknown and revoked keys do not resolve", async () => {
    const user = await newUser();
    const { key, record } = await createApiKey({ db, userId: user.id, tier: "free" });
    const now = new Date("2026-05-01T10:00:00.000Z");
    const writes: Promise<unknown>[] = [];
    const background = (write: Promise<unknown>) => void writes.push(write);
    expect(await resolveApiKey({ db, key, now, background })).toEqual({
      status: "valid",
      keyId: record.id,
      tier: "free",
      accountId: user.id,
    });
    await Promise.all(writes);
    expect((await listApiKeys({ db, userId: user.id }))[0].lastUsedAt).toBe(now.toISOString());
    // Within the minute that follows, a use only reads the key: no write is started.
    expect(await resolveApiKey({ db, key, now: new Date(now.getTime() + 59_000), background })).toMatchObject({ status: "valid" });
    expect(writes).toHaveLength(1);
    // A minute later the next use moves lastUsedAt again.
    const later = new Date(now.getTime() + 61_000);
    await resolveApiKey({ db, key, now: later, background });
    await Promise.all(writes);
    expect(writes).toHaveLength(2);
    expect((await listApiKeys({ db, userId: user.id }))[0].lastUsedAt).toBe(later.toISOString());

    expect(await resolveApiKey({ db, key: key.slice(0, -1) + (key.endsWith("A") ? "B" : "A") })).toEqual({ status: "unknown" });
    expect(await resolveApiKey({ db, key: "not-a-key" })).toEqual({ status: "unknown" });

    const revoked = await revokeApiKey({ db, userId: user.id, id: record.id, now });
    expect(revoked?.revokedAt).toBe(now.toISOString());
    expect(await resolveApiKey({ db, key })).toEqual({ status: "revoked" });
  });

  it("lets only the owner revoke a key, and lists keys newest first with revoked ones marked", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const older = await createApiKey({ db, userId: owner.id, tier: "free", name: "older" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await createApiKey({ db, userId: owner.id, tier: "free", name: "newer" });
    expect(await revokeApiKey({ db, userId: stranger.id, id: older.record.id })).toBeNull();
    expect(await resolveApiKey({ db, key: older.key })).toMatchObject({ status: "valid" });
    await revokeApiKey({ db, userId: owner.id, id: older.record.id });
    const list = await listApiKeys({ db, userId: owner.id });
    expect(list.map((item) => [item.name, item.revokedAt !== null])).toEqual([
      ["newer", false],
      ["older", true],
    ]);
    expect(await listApiKeys({ db, userId: stranger.id })).toEqual([]);
    expect(newer.record.tier).toBe("free");
  });

  it(`caps an account at ${MAX_API_KEYS_PER_USER} active keys`, async () => {
    const user = await newUser();
    const made = [];
    for (let i = 0; i < MAX_API_KEYS_PER_USER; i++) made.push(await createApiKey({ db, userId: user.id, tier: "free" }));
    await expect(createApiKey({ db, userId: user.id, tier: "free" })).rejects.toMatchObject({
      code: "validation_error",
      message: expect.stringContaining("Revoke one first"),
    });
    await revokeApiKey({ db, userId: user.id, id: made[0].record.id });
    await expect(createApiKey({ db, userId: user.id, tier: "free" })).resolves.toMatchObject({ record: { tier: "free" } });
  });
});
