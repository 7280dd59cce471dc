import { POST as signOutEverywhere } from "@/app/api/account/sign-out-everywhere/route";
import { GET as settings } from "@/app/api/account/settings/route";
import { db } from "@/lib/db";
import { sessionCookieFor } from "@/tests/support/session-cookie";

afterAll(async () => {
  await db.$disconnect();
});

const post = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  signOutEverywhere(
    new Request("http://localhost/api/account/sign-out-everywhere", {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
      body: JSON.stringify(body),
    }),
  );
const settingsStatus = async (cookie: string) =>
  (await settings(new Request("http://localhost/api/account/settings", { headers: { cookie } }))).status;

describe("POST /api/account/sign-out-everywhere", () => {
  it("ends every session of the account, this one included, and no other account's", async () => {
    const user = await db.user.create({ data: { email: `soe-${crypto.randomUUID()}@example.com` } });
    const other = await db.user.create({ data: { email: `soe-${crypto.randomUUID()}@example.com` } });
    const [laptop, phone, stranger] = [await sessionCookieFor(user), await sessionCookieFor(user), await sessionCookieFor(other)];
    const response = await post(laptop.cookie, { confirm: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOut: 2 });
    expect(response.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    expect(await settingsStatus(laptop.cookie)).toBe(401);
    expect(await settingsStatus(phone.cookie)).toBe(401);
    expect(await settingsStatus(stranger.cookie)).toBe(200);
  });

  it("needs `confirm: true` (400 naming it), a session (401), and the same site (403)", async () => {
    const user = await db.user.create({ data: { email: `soe-${crypto.randomUUID()}@example.com` } });
    const { cookie } = await sessionCookieFor(user);
    const missing = await post(cookie, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatchObject({ code: "validation_error", field: "confirm" });
    expect((await post(cookie, { confirm: "yes" })).status).toBe(400);
    expect((await post(undefined, { confirm: true })).status).toBe(401);
    const crossSite = await post(cookie, { confirm: true }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await settingsStatus(cookie)).toBe(200);
  });
});
