import { contentSecurityPolicy, createNonce, HSTS_VALUE, securityHeaders } from "@/lib/security-headers";

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
