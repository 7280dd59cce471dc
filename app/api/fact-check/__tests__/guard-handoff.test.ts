import { NextRequest } from "next/server";
import { POST as checkRoute } from "@/app/api/fact-check/route";
import { PEER_HEADER } from "@/lib/http/client-address";
import { db } from "@/lib/db";
import { PrismaCheckStore } from "@/lib/fact-check/store";
import { FORWARDED_HEADERS } from "@/lib/rate-limit/forwarded";
import { proxy } from "@/proxy";

/**
 * A cached check through the real proxy.ts and handler: the handler takes what the guard read
 * (body, cached answer) from its handoff, so the cache is looked up once; an answer the guard
 * counted as cached is served as such even when it expires on the way, and never computed free.
 */

jest.mock("@/lib/env", () => {
  const real = jest.requireActual<typeof import("@/lib/env")>("@/lib/env");
  return { ...real, env: { ...real.env, FACTLENS_PEER_HEADER: "1" } };
});
afterAll(() => db.$disconnect());

const octet = () => 1 + Math.floor(Math.random() * 254);
const ip = () => `10.${octet()}.${octet()}.${octet()}`;
const uniqueClaim = () => `Handoff test ${crypto.randomUUID()}: the old mill wheel turns backwards`;

function check(claim: string, from = ip()) {
  return new NextRequest("http://localhost/api/fact-check", {
    method: "POST",
    headers: { "content-type": "application/json", [PEER_HEADER]: from },
    body: JSON.stringify({ claim }),
  });
}

/** The request proxy.ts passes on to the handler: the original with the headers the proxy set on it. */
function passedOn(original: Request, proxied: Response, body: string | null = null) {
  const headers = new Headers(original.headers);
  for (const name of (proxied.headers.get("x-middleware-override-headers") ?? "").split(",").filter(Boolean)) {
    const value = proxied.headers.get(`x-middleware-request-${name}`);
    if (value !== null) headers.set(name, value);
  }
  return new Request(original.url, { method: "POST", headers, body });
}

describe("a cached check through proxy.ts and the handler", () => {
  it("reads the body once and looks the cache up once", async () => {
    const claim = uniqueClaim();
    expect((await checkRoute(check(claim))).status).toBe(200); // computed, now cached

    const lookups = jest.spyOn(PrismaCheckStore.prototype, "findFresh");
    try {
      const request = check(claim);
      const proxied = await proxy(request);
      expect(proxied.headers.get("x-middleware-next")).toBe("1");
      expect(lookups).toHaveBeenCalledTimes(1);
      // The handler gets no body at all here: it serves what the guard read.
      const response = await checkRoute(passedOn(request, proxied));
      expect(response.status).toBe(200);
      const { result } = await response.json();
      expect(result).toMatchObject({ query: claim, cached: true });
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it("looks the cache up once for a claim it has no answer to, and computes it", async () => {
    const claim = uniqueClaim();
    const lookups = jest.spyOn(PrismaCheckStore.prototype, "findFresh");
    try {
      const request = check(claim);
      const proxied = await proxy(request);
      expect(lookups).toHaveBeenCalledTimes(1);
      // The guard found nothing: the check does not look again.
      const response = await checkRoute(passedOn(request, proxied));
      expect(response.status).toBe(200);
      expect((await response.json()).result).toMatchObject({ query: claim, cached: false });
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it("serves an answer counted as cached even if it expires on the way, and answers 503 rather than computing when it is gone", async () => {
    const claim = uniqueClaim();
    const computed = (await (await checkRoute(check(claim))).json()).result as { id: string };
    const request = check(claim);
    const proxied = await proxy(request);
    expect(proxied.headers.get(`x-middleware-request-${FORWARDED_HEADERS.cachedAnswers}`)).toBe(computed.id);
    // Another process (no handoff here): the handler reads the body and loads the counted answer by id.
    const withoutHandoff = (response: Response) => {
      const forwarded = passedOn(request, response, JSON.stringify({ claim }));
      forwarded.headers.delete(FORWARDED_HEADERS.handoff);
      return forwarded;
    };
    await db.factCheckQuery.update({ where: { id: computed.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await checkRoute(withoutHandoff(proxied));
    expect(late.status).toBe(200);
    expect((await late.json()).result).toMatchObject({ cached: true });

    const rows = await db.factCheckQuery.count({ where: { query: claim } });
    const gone = passedOn(request, proxied, JSON.stringify({ claim }));
    gone.headers.delete(FORWARDED_HEADERS.handoff);
    gone.headers.set(FORWARDED_HEADERS.cachedAnswers, crypto.randomUUID());
    const refused = await checkRoute(gone);
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.code).toBe("cached_answer_gone");
    expect(await db.factCheckQuery.count({ where: { query: claim } })).toBe(rows);
  });

  it("takes a handoff once, and ignores a token a client sends", async () => {
    const claim = uniqueClaim();
    await checkRoute(check(claim));
    const request = check(claim);
    request.headers.set(FORWARDED_HEADERS.handoff, "forged-token");
    const proxied = await proxy(request);
    const token = proxied.headers.get(`x-middleware-request-${FORWARDED_HEADERS.handoff}`);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect((await checkRoute(passedOn(request, proxied))).status).toBe(200);
    // A second use of the token finds nothing: the handler reads the (empty) body and answers 400.
    expect((await checkRoute(passedOn(request, proxied))).status).toBe(400);
  });
});
