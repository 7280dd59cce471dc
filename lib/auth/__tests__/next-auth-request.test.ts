import { ApiError } from "@/lib/api/errors";
import { checkNextAuthRequest, RefusedWithHeaders } from "@/lib/auth/next-auth-request";

/** What reaches next-auth's handler (issue 28 items 1 and 2); the whole route runs against the real server in tests/e2e/hostile-requests.spec.ts. */

const providers = [
  { id: "credentials", type: "credentials" },
  { id: "google", type: "oauth" },
];

function request(path: string, init: { method?: string; type?: string; body?: BodyInit } = {}) {
  const headers: Record<string, string> = init.type ? { "content-type": init.type } : {};
  return new Request(`http://localhost/api/auth/${path}`, { method: init.method ?? "GET", headers, body: init.body });
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const { status, code, field } = error as ApiError;
    return { status, code, field };
  }
  throw new Error("not refused");
}

const segments = (path: string) => path.split("?")[0].split("/");

describe("checkNextAuthRequest", () => {
  it("refuses next-auth's client logger endpoint, whatever it is sent: nothing reaches the log", async () => {
    const form = "level=error&code=FORGED&message=admin%20signed%20in%20from%206.6.6.6";
    for (const method of ["POST", "GET"])
      expect(
        await refusal(
          checkNextAuthRequest(
            request("_log", { method, ...(method === "POST" ? { type: "application/x-www-form-urlencoded", body: form } : {}) }),
            ["_log"],
            providers,
          ),
        ),
      ).toEqual({ status: 404, code: "not_found", field: undefined });
  });

  it("answers unknown endpoints and providers 404", async () => {
    for (const path of [
      "nope",
      "session/extra",
      "csrf/x",
      "callback/nope",
      "callback",
      "signin/nope",
      "callback/credentials/x",
      "verify-request",
    ])
      expect((await refusal(checkNextAuthRequest(request(path), segments(path), providers))).status).toBe(404);
  });

  it("answers a GET of the credentials callback 405 naming POST", async () => {
    const error = await checkNextAuthRequest(request("callback/credentials"), ["callback", "credentials"], providers).catch((e) => e);
    expect(error).toBeInstanceOf(RefusedWithHeaders);
    expect({ status: error.status, code: error.code, headers: error.headers }).toEqual({
      status: 405,
      code: "method_not_allowed",
      headers: { Allow: "POST" },
    });
    expect(
      (await refusal(checkNextAuthRequest(request("csrf", { method: "POST", type: "application/json", body: "{}" }), ["csrf"], providers)))
        .status,
    ).toBe(405);
  });

  it.each([
    ["an empty JSON body", "application/json", "", { status: 400, code: "invalid_json", field: "body" }],
    ["a JSON array", "application/json", "[1]", { status: 400, code: "invalid_json", field: "body" }],
    ["another content type", "text/plain", "a=b", { status: 415, code: "unsupported_media_type", field: "content-type" }],
    ["no content type", undefined, "a=b", { status: 415, code: "unsupported_media_type", field: "content-type" }],
    [
      "a body over 16 KB",
      "application/x-www-form-urlencoded",
      `email=${"a".repeat(20_000)}`,
      { status: 413, code: "payload_too_large", field: "body" },
    ],
    [
      "bytes that are not UTF-8",
      "application/x-www-form-urlencoded",
      new Uint8Array([0x65, 0x3d, 0xff]),
      { status: 400, code: "invalid_encoding", field: "body" },
    ],
    ["a lone surrogate", "application/json", '{"csrfToken": "\\ud800"}', { status: 400, code: "invalid_encoding", field: "csrfToken" }],
    [
      "a callbackUrl that is not a URL",
      "application/x-www-form-urlencoded",
      "csrfToken=x&callbackUrl=http%3A%2F%2F127.0.0.1%3APORT.evil.example%2F",
      { status: 400, code: "validation_error", field: "callbackUrl" },
    ],
  ])("refuses %s on each POST endpoint", async (_name, type, body, expected) => {
    for (const path of ["callback/credentials", "signout", "session", "signin/credentials"])
      expect(await refusal(checkNextAuthRequest(request(path, { method: "POST", type, body }), segments(path), providers))).toEqual(
        expected,
      );
  });

  it("refuses, and clears, a callback-url cookie next-auth would answer with a 500", async () => {
    for (const [name, value] of [
      ["next-auth.callback-url", "http%3A%2F%2F127.0.0.1%3APORT.evil.example%2F"],
      ["__Secure-next-auth.callback-url", "javascript:alert(1)"],
    ]) {
      const withCookie = new Request("http://localhost/api/auth/csrf", { headers: { cookie: `a=b; ${name}=${value}` } });
      const error = await checkNextAuthRequest(withCookie, ["csrf"], providers).catch((e) => e);
      expect(error).toBeInstanceOf(RefusedWithHeaders);
      expect({ status: error.status, field: error.field }).toEqual({ status: 400, field: "cookie" });
      expect(error.headers["Set-Cookie"]).toMatch(new RegExp(`^${name.replace(".", "\\.")}=; Path=/; Max-Age=0`));
    }
    const fine = new Request("http://localhost/api/auth/csrf", { headers: { cookie: "next-auth.callback-url=%2Fsettings" } });
    expect((await checkNextAuthRequest(fine, ["csrf"], providers)).method).toBe("GET");
  });

  it("refuses a callbackUrl query that is not a URL", async () => {
    const path = "signin?callbackUrl=http%3A%2F%2F127.0.0.1%3APORT.evil.example%2F";
    expect(await refusal(checkNextAuthRequest(request(path), ["signin"], providers))).toEqual({
      status: 400,
      code: "validation_error",
      field: "callbackUrl",
    });
  });

  it("hands next-auth what its client sends, body intact", async () => {
    const form = "email=a%40example.com&password=secret&csrfToken=t&callbackUrl=%2Fsettings&json=true";
    const passed = await checkNextAuthRequest(
      request("callback/credentials", { method: "POST", type: "application/x-www-form-urlencoded", body: form }),
      ["callback", "credentials"],
      providers,
    );
    expect(passed.method).toBe("POST");
    expect(Object.fromEntries(new URLSearchParams(await passed.text()))).toEqual(Object.fromEntries(new URLSearchParams(form)));
    for (const path of ["session", "csrf", "providers", "signin", "signout", "error", "callback/google", "signin?callbackUrl=%2Fcheck%2Fx"])
      expect((await checkNextAuthRequest(request(path), segments(path), providers)).method).toBe("GET");
    const json = await checkNextAuthRequest(
      request("session", { method: "POST", type: "application/json", body: '{"csrfToken":"t","data":{}}' }),
      ["session"],
      providers,
    );
    expect(await json.json()).toEqual({ csrfToken: "t", data: {} });
  });
});
