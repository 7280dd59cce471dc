import { clientCookie, clientIp, identify, normaliseIp, readCookie, subjectFor } from "@/lib/rate-limit/identity";

const xff = (value?: string) => new Headers(value === undefined ? {} : { "x-forwarded-for": value });

describe("clientIp", () => {
  it("takes the address Next.js reports when no proxy is trusted", () => {
    expect(clientIp(xff("203.0.113.7"), 0)).toBe("203.0.113.7");
    expect(clientIp(xff(), 0)).toBe("unknown");
  });

  it("behind N trusted proxies, takes the Nth entry from the right and ignores what the client wrote further left", () => {
    expect(clientIp(xff("6.6.6.6, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientIp(xff("6.6.6.6, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
    expect(clientIp(xff("203.0.113.7"), 3)).toBe("203.0.113.7");
  });

  it("normalises ports, IPv4-mapped IPv6 and zones, and counts IPv6 per /64", () => {
    expect(normaliseIp("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(normaliseIp("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normaliseIp("[2001:db8:1:2::5]:443")).toBe("2001:db8:1:2::/64");
    expect(normaliseIp("2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(normaliseIp("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(normaliseIp("::1")).toBe("0:0:0:0::/64");
    expect(normaliseIp("not an address")).toBeNull();
    expect(clientIp(xff("garbage"), 0)).toBe("unknown");
  });
});

describe("identify and subjectFor", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/api/fact-check", { method: "POST", headers });

  it("counts an anonymous client against its IP and its cookie", async () => {
    const id = "0b7c3d2e-1f4a-4b5c-8d9e-0a1b2c3d4e5f";
    const identity = await identify(request({ "x-forwarded-for": "203.0.113.7", cookie: `theme=dark; factlens_client=${id}` }), { trustedProxyHops: 0 });
    expect(identity).toEqual({ kind: "anonymous", ip: "203.0.113.7", clientId: id, newClientId: false });
    expect(subjectFor(identity)).toEqual({ policy: "web", keys: ["limit:web:ip:203.0.113.7", `limit:web:client:${id}`] });
  });

  it("mints a client id when the cookie is missing or not one of ours", async () => {
    const minted = "11111111-2222-4333-8444-555555555555";
    for (const cookie of [undefined, "factlens_client=../../etc", "factlens_client=%E0%A4%A"]) {
      const headers: Record<string, string> = { "x-forwarded-for": "203.0.113.7", ...(cookie ? { cookie } : {}) };
      expect(await identify(request(headers), { trustedProxyHops: 0, newClientId: () => minted })).toMatchObject({ clientId: minted, newClientId: true });
    }
  });

  it("prefers the signed-in user when a session lookup is plugged in", async () => {
    const signedIn = await identify(request({ "x-forwarded-for": "203.0.113.7" }), { trustedProxyHops: 0, signedInUserId: async () => "user-1" });
    expect(signedIn).toEqual({ kind: "user", userId: "user-1" });
    const signedOut = await identify(request({ "x-forwarded-for": "203.0.113.7" }), { trustedProxyHops: 0, signedInUserId: async () => null });
    expect(signedOut.kind).toBe("anonymous");
  });

  it("maps signed-in users and API keys to their policies (the seams for accounts and keys)", () => {
    expect(subjectFor({ kind: "user", userId: "u1" })).toEqual({ policy: "web", keys: ["limit:web:user:u1"] });
    expect(subjectFor({ kind: "api-key", keyId: "k1", tier: "free" })).toEqual({ policy: "api-free", keys: ["limit:api:k1"] });
    expect(subjectFor({ kind: "api-key", keyId: "k2", tier: "pro" })).toEqual({ policy: "api-pro", keys: ["limit:api:k2"] });
  });

  it("writes and reads the cookie", () => {
    expect(clientCookie("abc", true)).toBe("factlens_client=abc; Path=/; Max-Age=34560000; HttpOnly; SameSite=Lax; Secure");
    expect(readCookie("a=1; factlens_client=abc; b=2", "factlens_client")).toBe("abc");
    expect(readCookie(null, "factlens_client")).toBeNull();
  });
});
