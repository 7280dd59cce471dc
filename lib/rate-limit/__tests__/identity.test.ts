import { clientAddress, normalizeIp, PEER_HEADER } from "@/lib/http/client-address";
import { clientCookie, identify, readCookie, subjectFor } from "@/lib/rate-limit/identity";

/** Headers as serve.mjs hands them on: the socket's address in the peer header, X-Forwarded-For as the client or proxies wrote it. */
const headers = (peer: string | undefined, xff?: string) =>
  new Headers({ ...(peer === undefined ? {} : { [PEER_HEADER]: peer }), ...(xff === undefined ? {} : { "x-forwarded-for": xff }) });
/** This process is served by serve.mjs (it sets the flag), with TRUSTED_PROXY as given. */
const served = (TRUSTED_PROXY?: number) => ({ TRUSTED_PROXY, FACTLENS_PEER_HEADER: "1" });

describe("clientAddress", () => {
  it("with TRUSTED_PROXY unset, is the TCP peer's address", () => {
    expect(clientAddress(headers("203.0.113.7"), served())).toBe("203.0.113.7");
    expect(clientAddress(headers("203.0.113.7"), served(0))).toBe("203.0.113.7");
    expect(clientAddress(headers("::ffff:127.0.0.1"), served())).toBe("127.0.0.1");
    expect(clientAddress(headers(undefined), served())).toBe("unknown");
  });

  it("with TRUSTED_PROXY unset, ignores any X-Forwarded-For the client sent", () => {
    for (const spoofed of ["6.6.6.6", "6.6.6.6, 7.7.7.7", "198.51.100.1, 203.0.113.7"]) {
      expect(clientAddress(headers("203.0.113.7", spoofed), served())).toBe("203.0.113.7");
    }
    expect(clientAddress(headers(undefined, "6.6.6.6"), served())).toBe("unknown");
  });

  it("believes the peer header only when our server announced that it sets it", () => {
    expect(clientAddress(headers("6.6.6.6", "7.7.7.7"), { TRUSTED_PROXY: 0 })).toBe("unknown");
    expect(clientAddress(headers("6.6.6.6"), { TRUSTED_PROXY: 0, FACTLENS_PEER_HEADER: "0" })).toBe("unknown");
  });

  it("behind N trusted proxies, takes the Nth entry from the right and ignores what the client wrote further left", () => {
    expect(clientAddress(headers("10.0.0.1", "6.6.6.6, 203.0.113.7"), served(1))).toBe("203.0.113.7");
    expect(clientAddress(headers("10.0.0.1", "6.6.6.6, 203.0.113.7, 10.0.0.2"), served(2))).toBe("203.0.113.7");
    expect(clientAddress(headers("10.0.0.1", "203.0.113.7"), served(1))).toBe("203.0.113.7");
    expect(clientAddress(headers("10.0.0.1", "6.6.6.6, [2001:db8:1:2::5]:443"), served(1))).toBe("2001:db8:1:2::/64");
  });

  it("falls back to the peer when X-Forwarded-For has fewer entries than trusted proxies", () => {
    expect(clientAddress(headers("10.0.0.1", "203.0.113.7"), served(2))).toBe("10.0.0.1");
    expect(clientAddress(headers("10.0.0.1", "203.0.113.7, 10.0.0.2"), served(3))).toBe("10.0.0.1");
    expect(clientAddress(headers("10.0.0.1"), served(1))).toBe("10.0.0.1");
    expect(clientAddress(headers("10.0.0.1", " , "), served(1))).toBe("10.0.0.1");
  });

  it("reads next-auth's plain header objects too", () => {
    expect(clientAddress({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "6.6.6.6" }, served())).toBe("203.0.113.7");
    expect(clientAddress({ [PEER_HEADER]: "10.0.0.1", "x-forwarded-for": "6.6.6.6, 203.0.113.7" }, served(1))).toBe("203.0.113.7");
    expect(clientAddress(undefined, served())).toBe("unknown");
  });

  it("normalises ports, IPv4-mapped IPv6 and zones, and counts IPv6 per /64", () => {
    expect(normalizeIp("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(normalizeIp("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeIp("[2001:db8:1:2::5]:443")).toBe("2001:db8:1:2::/64");
    expect(normalizeIp("2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(normalizeIp("::1")).toBe("0:0:0:0::/64");
    expect(normalizeIp("not an address")).toBeNull();
    expect(clientAddress(headers("garbage"), served())).toBe("unknown");
    expect(clientAddress(headers("10.0.0.1", "garbage"), served(1))).toBe("unknown");
  });
});

describe("identify and subjectFor", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/api/fact-check", { method: "POST", headers });

  it("counts an anonymous client against its IP and its cookie", async () => {
    const id = "0b7c3d2e-1f4a-4b5c-8d9e-0a1b2c3d4e5f";
    const identity = await identify(
      request({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "6.6.6.6", cookie: `theme=dark; factlens_client=${id}` }),
      { address: served() },
    );
    expect(identity).toEqual({ kind: "anonymous", ip: "203.0.113.7", clientId: id, newClientId: false });
    expect(subjectFor(identity)).toEqual({ policy: "web", keys: ["limit:web:ip:203.0.113.7", `limit:web:client:${id}`] });
  });

  it("mints a client id when the cookie is missing or not one of ours", async () => {
    const minted = "11111111-2222-4333-8444-555555555555";
    for (const cookie of [undefined, "factlens_client=../../etc", "factlens_client=%E0%A4%A"]) {
      const headers: Record<string, string> = { "x-forwarded-for": "203.0.113.7", ...(cookie ? { cookie } : {}) };
      expect(await identify(request(headers), { address: served(), newClientId: () => minted })).toMatchObject({
        clientId: minted,
        newClientId: true,
      });
    }
  });

  it("prefers the signed-in user when a session lookup is plugged in", async () => {
    const signedIn = await identify(request({ [PEER_HEADER]: "203.0.113.7" }), { address: served(), signedInUserId: async () => "user-1" });
    expect(signedIn).toMatchObject({ kind: "user", userId: "user-1", ip: "203.0.113.7", newClientId: true });
    const signedOut = await identify(request({ "x-forwarded-for": "203.0.113.7" }), {
      address: served(),
      signedInUserId: async () => null,
    });
    expect(signedOut.kind).toBe("anonymous");
  });

  it("maps signed-in users and API keys to their policies (the seams for accounts and keys)", () => {
    // A signed-in user is counted on the account AND on the device's address and cookie.
    expect(subjectFor({ kind: "user", userId: "u1", ip: "203.0.113.7", clientId: "c1", newClientId: false })).toEqual({
      policy: "web",
      keys: ["limit:web:user:u1", "limit:web:ip:203.0.113.7", "limit:web:client:c1"],
    });
    // An API key is counted per owning account and tier, across all the account's keys.
    expect(subjectFor({ kind: "api-key", keyId: "k1", tier: "free", accountId: "a1" })).toEqual({
      policy: "api-free",
      keys: ["limit:api:account:a1:free"],
    });
    expect(subjectFor({ kind: "api-key", keyId: "k2", tier: "pro", accountId: "a1" })).toEqual({
      policy: "api-pro",
      keys: ["limit:api:account:a1:pro"],
    });
    // A key without an account is counted on its own.
    expect(subjectFor({ kind: "api-key", keyId: "k3", tier: "free", accountId: null })).toEqual({
      policy: "api-free",
      keys: ["limit:api:k3"],
    });
  });

  it("writes and reads the cookie", () => {
    expect(clientCookie("abc", true)).toBe("factlens_client=abc; Path=/; Max-Age=34560000; HttpOnly; SameSite=Lax; Secure");
    expect(readCookie("a=1; factlens_client=abc; b=2", "factlens_client")).toBe("abc");
    expect(readCookie(null, "factlens_client")).toBeNull();
  });
});
