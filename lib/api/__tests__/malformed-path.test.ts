import { NextRequest } from "next/server";
import { hasMalformedPathEncoding, malformedPathResponse, MALFORMED_PATH_PAGE } from "@/lib/api/malformed-path";
import { logger } from "@/lib/logger";

describe("hasMalformedPathEncoding", () => {
  it.each(["/api/results/%ff", "/check/%ff", "/api/api-keys/%ff", "/%", "/check/%e2%82", "/a/%zz/b", "/check/abc%"])("flags %s", (path) => {
    expect(hasMalformedPathEncoding(path)).toBe(true);
  });

  it.each(["/", "/check/abc", "/api/results/%41bc", "/check/%E2%82%AC", "/a%2Fb", "/guides/caf%C3%A9", "/api/results/abc-123"])(
    "accepts %s",
    (path) => {
      expect(hasMalformedPathEncoding(path)).toBe(false);
    },
  );
});

describe("malformedPathResponse", () => {
  function capture() {
    const warn = jest.fn();
    const child = jest.spyOn(logger, "child").mockReturnValue({ warn } as unknown as ReturnType<typeof logger.child>);
    return { warn, child };
  }

  afterEach(() => jest.restoreAllMocks());

  it("answers an API path with a 400 in the error envelope, and logs it with the request id", async () => {
    const { warn, child } = capture();
    const request = new NextRequest("http://localhost/api/results/%ff");
    const response = malformedPathResponse(request, new Headers({ "x-request-id": "req-1" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "malformed_path", message: "The URL path holds malformed percent-encoding", field: "path" },
    });
    expect(child).toHaveBeenCalledWith({ requestId: "req-1" });
    expect(warn).toHaveBeenCalledWith(
      { method: "GET", path: "/api/results/%ff", status: 400 },
      "malformed percent-encoding in the request path",
    );
  });

  it("rewrites a page path to the 404 page, keeping the request headers (nonce), and logs it", () => {
    const { warn } = capture();
    const request = new NextRequest("http://localhost/check/%ff");
    const response = malformedPathResponse(request, new Headers({ "x-request-id": "req-2", "x-nonce": "n0nce" }));
    expect(response.headers.get("x-middleware-rewrite")).toBe(`http://localhost${MALFORMED_PATH_PAGE}`);
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe("n0nce");
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/check/%ff", status: 404 }),
      "malformed percent-encoding in the request path",
    );
  });
});
