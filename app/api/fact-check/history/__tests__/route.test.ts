import { GET as history } from "@/app/api/fact-check/history/route";
import { POST as check } from "@/app/api/fact-check/route";
import { PATCH as updateSettings } from "@/app/api/account/settings/route";
import { DELETE as removeSaved, GET as listSaved, POST as save } from "@/app/api/saved-sources/route";
import { db } from "@/lib/db";
import { sessionCookieFor } from "@/tests/support/session-cookie";

afterAll(async () => {
  await db.$disconnect();
});

/** A signed-in browser's cookie: the session JWT next-auth would have set, naming a live session. */
async function sessionCookie(userId: string, email: string) {
  return (await sessionCookieFor({ id: userId, email })).cookie;
}

async function signedInUser(saveHistory = false) {
  const email = `h-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await db.user.create({ data: { email, saveHistory } });
  return { user, cookie: await sessionCookie(user.id, email) };
}

const json = (method: string, url: string, cookie: string | undefined, body?: unknown) =>
  new Request(`http://localhost${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("GET /api/fact-check/history", () => {
  it("answers 401 unauthorized JSON when signed out or with a forged cookie", async () => {
    for (const cookie of [undefined, "next-auth.session-token=garbage"]) {
      const response = await history(json("GET", "/api/fact-check/history", cookie));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
    }
  });

  it("records a signed-in check only while the account saves its history", async () => {
    const { cookie } = await signedInUser(false);
    expect((await check(json("POST", "/api/fact-check", cookie, { query: "The moon is made of cheese" }))).status).toBe(200);
    expect(await (await history(json("GET", "/api/fact-check/history", cookie))).json()).toMatchObject({
      items: [],
      total: 0,
      saveHistory: false,
    });

    expect((await updateSettings(json("PATCH", "/api/account/settings", cookie, { saveHistory: true }))).status).toBe(200);
    const checked = await (
      await check(json("POST", "/api/fact-check", cookie, { query: "Water boils at 100 degrees Celsius at sea level" }))
    ).json();
    const page = await (await history(json("GET", "/api/fact-check/history?page=1&pageSize=5", cookie))).json();
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: 1, saveHistory: true });
    expect(page.items).toEqual([
      {
        id: checked.result.id,
        query: "Water boils at 100 degrees Celsius at sea level",
        verdict: checked.result.verdict.status,
        confidence: checked.result.verdict.confidence,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("validates page and pageSize", async () => {
    const { cookie } = await signedInUser(true);
    const response = await history(json("GET", "/api/fact-check/history?pageSize=500", cookie));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "validation_error", field: "pageSize" });
  });
});

describe("/api/saved-sources", () => {
  const source = { url: "https://example.org/a", title: "A", outlet: "Example", excerpt: "", credibility: 7, stance: "neutral" };

  it("answers 401 when signed out", async () => {
    expect((await listSaved(json("GET", "/api/saved-sources", undefined))).status).toBe(401);
    expect((await save(json("POST", "/api/saved-sources", undefined, source))).status).toBe(401);
  });

  it("saves, lists and removes for the signed-in account, naming a bad field", async () => {
    const { cookie } = await signedInUser();
    const created = await save(json("POST", "/api/saved-sources", cookie, source));
    expect(created.status).toBe(201);
    const { item } = await created.json();
    expect(item).toMatchObject({ ...source, publishDate: null, claim: null, savedAt: expect.any(String) });
    expect((await (await listSaved(json("GET", "/api/saved-sources", cookie))).json()).items).toHaveLength(1);

    const bad = await save(json("POST", "/api/saved-sources", cookie, { ...source, stance: "maybe" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.field).toBe("stance");

    expect((await removeSaved(json("DELETE", `/api/saved-sources?id=${item.id}`, cookie))).status).toBe(204);
    expect((await removeSaved(json("DELETE", `/api/saved-sources?id=${item.id}`, cookie))).status).toBe(404);
    expect((await (await listSaved(json("GET", "/api/saved-sources", cookie))).json()).items).toEqual([]);

    // Neither an id nor a url (an empty value is none): 400 naming url.
    for (const query of ["", "?id=", "?url=&id="]) {
      const refused = await removeSaved(json("DELETE", `/api/saved-sources${query}`, cookie));
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toEqual({
        code: "validation_error",
        message: "Give the saved source's id or url",
        field: "url",
      });
    }
  });
});
