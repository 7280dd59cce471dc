import { DELETE as revoke } from "@/app/api/api-keys/[id]/route";
import { GET as list, POST as create } from "@/app/api/api-keys/route";
import { hashApiKey } from "@/lib/api-keys/keys";
import { db } from "@/lib/db";
import { sessionCookieFor } from "@/tests/support/session-cookie";

afterAll(async () => {
  await db.$disconnect();
});

async function signedIn() {
  const email = `k-${crypto.randomUUID()}@example.com`;
  const user = await db.user.create({ data: { email } });
  return { user, cookie: (await sessionCookieFor(user)).cookie };
}

const request = (method: string, url: string, cookie: string | undefined, body?: unknown) =>
  new Request(`http://localhost${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

const revokeById = (id: string, cookie?: string) =>
  revoke(request("DELETE", `/api/api-keys/${id}`, cookie), { params: Promise.resolve({ id }) });

describe("/api/api-keys", () => {
  it("answers 401 when signed out", async () => {
    expect((await list(request("GET", "/api/api-keys", undefined))).status).toBe(401);
    expect((await create(request("POST", "/api/api-keys", undefined, {}))).status).toBe(401);
    expect((await revokeById(crypto.randomUUID())).status).toBe(401);
  });

  it("creates a Free key, shows it once, stores only its hash, and lists it without the key", async () => {
    const { user, cookie } = await signedIn();
    const created = await create(request("POST", "/api/api-keys", cookie, { name: "  CMS plugin " }));
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toContain("no-store");
    const { key, item } = await created.json();
    expect(item).toMatchObject({
      name: "CMS plugin",
      tier: "free",
      prefix: key.slice(0, item.prefix.length),
      lastUsedAt: null,
      revokedAt: null,
    });
    const row = await db.apiKey.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.keyHash).toBe(hashApiKey(key));

    const listed = await (await list(request("GET", "/api/api-keys", cookie))).json();
    expect(listed.items).toEqual([item]);
    expect(JSON.stringify(listed)).not.toContain(key);
  });

  it("names the field of an invalid request", async () => {
    const { cookie } = await signedIn();
    const long = await create(request("POST", "/api/api-keys", cookie, { name: "x".repeat(61) }));
    expect(long.status).toBe(400);
    expect((await long.json()).error).toMatchObject({ code: "validation_error", field: "name" });
    const tier = await create(request("POST", "/api/api-keys", cookie, { tier: "pro" }));
    expect(tier.status).toBe(400);
    expect((await tier.json()).error.code).toBe("validation_error");
    expect((await create(request("POST", "/api/api-keys", cookie, "{"))).status).toBe(400);
    const badId = await revokeById("not-an-id", cookie);
    expect(badId.status).toBe(400);
    expect((await badId.json()).error).toMatchObject({ code: "validation_error", field: "id" });
  });

  it("revokes the owner's key only", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const { item } = await (await create(request("POST", "/api/api-keys", owner.cookie, {}))).json();
    expect((await revokeById(item.id, stranger.cookie)).status).toBe(404);
    const revoked = await revokeById(item.id, owner.cookie);
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).item.revokedAt).toEqual(expect.any(String));
    expect((await (await list(request("GET", "/api/api-keys", owner.cookie))).json()).items[0].revokedAt).toEqual(expect.any(String));
  });
});
