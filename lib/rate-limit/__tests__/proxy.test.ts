import { NextRequest } from "next/server";
import { PEER_HEADER } from "@/lib/http/client-address";
import { db } from "@/lib/db";
import { proxy } from "@/proxy";
import { FORWARDED_HEADERS } from "@/lib/rate-limit/forwarded";
import { uniqueIp } from "./helpers";

/** The real proxy.ts, as configured by env (the database store, 3 per 24 hours). */

// As under serve.mjs, which sets the peer header on every request and says so in its process's
// environment (TRUSTED_PROXY is unset here).
jest.mock("@/lib/env", () => {
  const real = jest.requireActual<typeof import("@/lib/env")>("@/lib/env");
  return { ...real, env: { ...real.env, FACTLENS_PEER_HEADER: "1" } };
});
afterAll(() => db.$disconnect());

const check = (ip: string, cookie?: string) =>
  new NextRequest("http://localhost/api/fact-check", {
    method: "POST",
    headers: { "content-type": "application/json", [PEER_HEADER]: ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ claim: `A claim nobody has checked ${crypto.randomUUID()}` }),
  });

describe("proxy.ts", () => {
  it("passes 3 checks on with rate-limit and security headers, then answers 429 itself", async () => {
    const ip = uniqueIp();
    const first = await proxy(check(ip));
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    expect(first.headers.get("x-middleware-next")).toBe("1");
    const passed = [first, await proxy(check(ip, cookie)), await proxy(check(ip, cookie))];
    expect(passed.map((response) => response.headers.get("X-RateLimit-Remaining"))).toEqual(["2", "1", "0"]);
    for (const response of passed) {
      expect(response.headers.get("X-RateLimit-Limit")).toBe("3");
      expect(response.headers.get("X-RateLimit-Window")).toBe("24h");
      expect(Number(response.headers.get("X-RateLimit-Reset"))).toBeGreaterThan(Date.now() + 23.9 * 60 * 60 * 1000);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }

    const limited = await proxy(check(ip, cookie));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-middleware-next")).toBeNull();
    expect(limited.headers.get("X-RateLimit-Remaining")).toBe("0");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(23 * 60 * 60);
    expect(limited.headers.get("x-request-id")).toEqual(expect.any(String));
    const body = await limited.json();
    expect(body).toEqual({
      error: { code: "rate_limited", message: "Rate limit exceeded. You can search again in 24 hours." },
      message: "Rate limit exceeded. You can search again in 24 hours.",
      limit: 3,
      resetTime: expect.any(String),
      windowHours: 24,
    });
    expect(Date.parse(body.resetTime)).toBe(Number(limited.headers.get("X-RateLimit-Reset")));
  });

  it("tells the handler who asked in its own header, a hash that is never the address, and ignores one a client sends", async () => {
    const ip = uniqueIp();
    const forged = "0".repeat(32);
    const forward = (response: Response) => response.headers.get(`x-middleware-request-${FORWARDED_HEADERS.clientFingerprint}`);
    const request = check(ip);
    request.headers.set(FORWARDED_HEADERS.clientFingerprint, forged);
    const first = forward(await proxy(request));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toBe(forged);
    expect(first).not.toContain(ip);
    // The same address is the same client, whatever its cookie; another address is another.
    expect(forward(await proxy(check(ip, "factlens_client=0b7c3d2e-1f4a-4b5c-8d9e-0a1b2c3d4e5f")))).toBe(first);
    expect(forward(await proxy(check(uniqueIp())))).not.toBe(first);
    // Elsewhere a client's copy is dropped, not passed on.
    const page = new NextRequest("http://localhost/about", { headers: { [FORWARDED_HEADERS.clientFingerprint]: forged } });
    expect(forward(await proxy(page))).toBeNull();
  });

  it("leaves pages and other endpoints alone", async () => {
    const page = await proxy(new NextRequest("http://localhost/about"));
    expect(page.headers.get("X-RateLimit-Limit")).toBeNull();
    expect(page.headers.get("set-cookie")).toBeNull();
    expect(page.headers.get("x-middleware-next")).toBe("1");
  });
});
