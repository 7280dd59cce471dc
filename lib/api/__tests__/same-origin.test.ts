import { ApiError } from "@/lib/api/errors";
import { assertSameOrigin, sameOriginVerdict } from "@/lib/api/same-origin";

const request = (headers: Record<string, string>, url = "http://factlens.example/api/account/settings") =>
  new Request(url, { method: "PATCH", headers });

describe("sameOriginVerdict", () => {
  it("allows an Origin on the request's own host (Host, else X-Forwarded-Host first, else the URL)", () => {
    const tls = { "x-forwarded-proto": "https" };
    expect(sameOriginVerdict(request({ origin: "https://factlens.example", host: "factlens.example", ...tls }), undefined)).toEqual({
      ok: true,
    });
    expect(sameOriginVerdict(request({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }), undefined)).toEqual({ ok: true });
    expect(
      sameOriginVerdict(
        request({ origin: "https://factlens.example", host: "10.0.0.5:3000", "x-forwarded-host": "factlens.example", ...tls }),
        undefined,
      ),
    ).toEqual({ ok: true });
    expect(sameOriginVerdict(request({ origin: "http://factlens.example" }), undefined)).toEqual({ ok: true });
    // A default port written on one side only.
    expect(sameOriginVerdict(request({ origin: "https://factlens.example", host: "factlens.example:443", ...tls }), undefined)).toEqual({
      ok: true,
    });
    expect(sameOriginVerdict(request({ origin: "http://127.0.0.1:80", host: "127.0.0.1" }), undefined)).toEqual({ ok: true });
  });

  it("compares scheme, host and port exactly, the scheme's default port filled in (issue 28)", () => {
    // Behind standard ports the Host has no port: an Origin on another port is another origin.
    for (const [origin, headers] of [
      ["http://127.0.0.1:9999", { host: "127.0.0.1" }],
      ["http://127.0.0.1:443", { host: "127.0.0.1" }],
      ["https://factlens.example:8443", { host: "factlens.example", "x-forwarded-proto": "https" }],
      // Another scheme on the same host and port is another origin too.
      ["https://127.0.0.1:3000", { host: "127.0.0.1:3000" }],
      ["http://factlens.example", { host: "factlens.example", "x-forwarded-proto": "https" }],
      ["http://factlens.example:443", { host: "factlens.example", "x-forwarded-proto": "https" }],
    ] as const) {
      expect(sameOriginVerdict(request({ origin, ...headers }), undefined)).toEqual({ ok: false, header: "Origin", value: origin });
    }
    // The request URL's own scheme and port when no header says otherwise.
    expect(sameOriginVerdict(request({ origin: "https://factlens.example" }, "https://factlens.example/api/follows"), undefined)).toEqual({
      ok: true,
    });
    expect(
      sameOriginVerdict(request({ origin: "https://factlens.example:444" }, "https://factlens.example/api/follows"), undefined).ok,
    ).toBe(false);
  });

  it("refuses another site's Origin, another port, `null` and anything that is not an http(s) origin", () => {
    for (const origin of [
      "https://evil.example",
      "https://factlens.example.evil.example",
      "http://127.0.0.1:4000",
      "null",
      "file://",
      "chrome-extension://abc",
    ]) {
      expect(
        sameOriginVerdict(request({ origin, host: origin === "http://127.0.0.1:4000" ? "127.0.0.1:3000" : "factlens.example" }), undefined),
      ).toEqual({ ok: false, header: "Origin", value: origin });
    }
  });

  it("with AUTH_ALLOWED_HOSTS, the Origin's host must be on the list", () => {
    const allowed = ["factlens.example", "*.factlens.example"];
    expect(sameOriginVerdict(request({ origin: "https://eu.factlens.example", host: "internal:3000" }), allowed)).toEqual({ ok: true });
    expect(sameOriginVerdict(request({ origin: "https://internal:3000", host: "internal:3000" }), allowed).ok).toBe(false);
  });

  it("without Origin, reads Sec-Fetch-Site: same-origin and none pass, same-site and cross-site do not", () => {
    expect(sameOriginVerdict(request({ "sec-fetch-site": "same-origin" }), undefined)).toEqual({ ok: true });
    expect(sameOriginVerdict(request({ "sec-fetch-site": "none" }), undefined)).toEqual({ ok: true });
    expect(sameOriginVerdict(request({ "sec-fetch-site": "same-site" }), undefined)).toEqual({
      ok: false,
      header: "Sec-Fetch-Site",
      value: "same-site",
    });
    expect(sameOriginVerdict(request({ "sec-fetch-site": "cross-site" }), undefined)).toEqual({
      ok: false,
      header: "Sec-Fetch-Site",
      value: "cross-site",
    });
  });

  it("lets a client with neither header through (curl, scripts, Bearer-key clients)", () => {
    expect(sameOriginVerdict(request({ authorization: "Bearer fl_x" }), undefined)).toEqual({ ok: true });
  });
});

describe("assertSameOrigin", () => {
  it("throws a 403 cross_site_request naming the header", () => {
    let caught: unknown;
    try {
      assertSameOrigin(request({ origin: "https://evil.example", host: "factlens.example" }), undefined);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ code: "cross_site_request", status: 403, field: "Origin" });
    expect((caught as Error).message).toContain("Origin header (https://evil.example)");
  });
});
