import {
  contentSecurityPolicy,
  createNonce,
  HSTS_VALUE,
  pageSecurityHeaders,
  securityHeaders,
  staticPageSecurityHeaders,
} from "@/lib/security/security-headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("createNonce", () => {
  it("is 128 bits of base64 and different every time", () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("contentSecurityPolicy", () => {
  const production = directives(contentSecurityPolicy({ nonce: "abc123==", mode: "production" }));

  it("lets scripts run only with the request's nonce, and never inline or eval in production", () => {
    expect(production.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(production.get("script-src")).not.toContain("'unsafe-inline'");
    expect(production.get("script-src")).not.toContain("'unsafe-eval'");
    expect(production.has("script-src-elem")).toBe(false);
  });

  it("forbids framing, plugins and foreign base URLs and form targets", () => {
    expect(production.get("frame-ancestors")).toEqual(["'none'"]);
    expect(production.get("object-src")).toEqual(["'none'"]);
    expect(production.get("base-uri")).toEqual(["'self'"]);
    expect(production.get("form-action")).toEqual(["'self'"]);
    expect(production.get("default-src")).toEqual(["'self'"]);
  });

  it("adds 'unsafe-eval' in development only, for React's dev build", () => {
    const development = directives(contentSecurityPolicy({ nonce: "n", mode: "development" }));
    expect(development.get("script-src")).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ nonce: "n", mode: "test" })).get("script-src")).not.toContain("'unsafe-eval'");
  });
});

describe("securityHeaders", () => {
  it("sends nosniff, a referrer policy, a permissions policy and the CSP", () => {
    const headers = securityHeaders({ nonce: "xyz", mode: "development" });
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Content-Security-Policy"]).toContain("'nonce-xyz'");
  });

  it("sends HSTS from production builds only", () => {
    expect(securityHeaders({ nonce: "n", mode: "production" })["Strict-Transport-Security"]).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(securityHeaders({ nonce: "n", mode: "development" })).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders({ nonce: "n", mode: "test" })).not.toHaveProperty("Strict-Transport-Security");
  });
});

describe("staticPageSecurityHeaders (pages prerendered at build)", () => {
  const hashes = ["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"];

  it("allows the app's script files and exactly the listed inline scripts: no nonce, no 'unsafe-inline', no eval", () => {
    const policy = directives(staticPageSecurityHeaders({ scriptHashes: hashes, mode: "production" })["Content-Security-Policy"]);
    expect(policy.get("script-src")).toEqual(["'self'", ...hashes]);
    expect(policy.get("script-src")?.join(" ")).not.toMatch(/unsafe|nonce/);
    expect(policy.has("script-src-elem")).toBe(false);
  });

  it("keeps every other directive and header of the nonce policy", () => {
    const staticHeaders = staticPageSecurityHeaders({ scriptHashes: hashes, mode: "production" });
    const nonceHeaders = securityHeaders({ nonce: "n", mode: "production" });
    const withoutScripts = (policy: string) => [...directives(policy)].filter(([name]) => name !== "script-src");
    expect(withoutScripts(staticHeaders["Content-Security-Policy"])).toEqual(withoutScripts(nonceHeaders["Content-Security-Policy"]));
    expect({ ...staticHeaders, "Content-Security-Policy": "" }).toEqual({ ...nonceHeaders, "Content-Security-Policy": "" });
  });

  it("refuses anything but sha256 hash sources", () => {
    expect(() => staticPageSecurityHeaders({ scriptHashes: ["'unsafe-inline'"], mode: "production" })).toThrow(/not a sha256 hash source/);
    expect(() => staticPageSecurityHeaders({ scriptHashes: ["'sha256-abc=' 'unsafe-inline'"], mode: "production" })).toThrow();
  });
});

describe("pageSecurityHeaders", () => {
  const staticPages = () => new Map([["/faq", ["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]]]);

  it("sends a prerendered page its hash policy in production", () => {
    const policy = pageSecurityHeaders("/faq", { nonce: "n", mode: "production", staticPages })["Content-Security-Policy"];
    expect(directives(policy).get("script-src")).toEqual(["'self'", "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it("sends every other path, and every path outside production, the nonce policy", () => {
    expect(pageSecurityHeaders("/", { nonce: "n1", mode: "production", staticPages })["Content-Security-Policy"]).toContain(
      "'nonce-n1' 'strict-dynamic'",
    );
    expect(pageSecurityHeaders("/faq/", { nonce: "n2", mode: "production", staticPages })["Content-Security-Policy"]).toContain(
      "'nonce-n2'",
    );
    const lookups = jest.fn(staticPages);
    expect(pageSecurityHeaders("/faq", { nonce: "n3", mode: "development", staticPages: lookups })["Content-Security-Policy"]).toContain(
      "'nonce-n3'",
    );
    expect(lookups).not.toHaveBeenCalled();
  });

  it("keeps a feed's Referrer-Policy no-referrer: its address holds its token (issue 28)", () => {
    const feed = pageSecurityHeaders("/api/feeds/abc%ff", { nonce: "n", mode: "production", staticPages });
    expect(feed["Referrer-Policy"]).toBe("no-referrer");
    expect(feed["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(pageSecurityHeaders("/api/feeds-like", { nonce: "n", mode: "production", staticPages })["Referrer-Policy"]).toBe(
      "strict-origin-when-cross-origin",
    );
  });
});
