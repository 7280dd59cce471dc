import { hostName, isHostAllowed, parseAllowedHosts } from "@/lib/auth/allowed-hosts";

describe("AUTH_ALLOWED_HOSTS", () => {
  it("is off when unset or blank", () => {
    expect(parseAllowedHosts(undefined)).toBeUndefined();
    expect(parseAllowedHosts(" , ")).toBeUndefined();
    expect(isHostAllowed("anything.example", undefined)).toBe(true);
  });

  it("matches host names on any port, host:port entries on that port only, and *. subdomains", () => {
    const allowed = parseAllowedHosts(" Factlens.example, 127.0.0.1:3000 ,*.preview.example");
    expect(allowed).toEqual(["factlens.example", "127.0.0.1:3000", "*.preview.example"]);
    expect(isHostAllowed("factlens.example", allowed)).toBe(true);
    expect(isHostAllowed("FACTLENS.example:8443", allowed)).toBe(true);
    expect(isHostAllowed("127.0.0.1:3000", allowed)).toBe(true);
    expect(isHostAllowed("127.0.0.1:3001", allowed)).toBe(false);
    expect(isHostAllowed("pr-1.preview.example", allowed)).toBe(true);
    expect(isHostAllowed("preview.example", allowed)).toBe(false);
    expect(isHostAllowed("evilfactlens.example", allowed)).toBe(false);
    expect(isHostAllowed(undefined, allowed)).toBe(false);
  });

  it("reads IPv6 hosts", () => {
    expect(hostName("[::1]:3000")).toBe("[::1]");
    expect(isHostAllowed("[::1]:3000", ["[::1]"])).toBe(true);
  });
});
