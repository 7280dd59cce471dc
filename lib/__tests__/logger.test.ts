import { Writable } from "node:stream";
import { createLogger, requestLogger } from "@/lib/logger";

/** A logger writing into an array of parsed lines. */
function memoryLogger(level = "info") {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ level, destination });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const SECRETS = {
  bearer: "Bearer sk-live-0123456789abcdef",
  cookie: "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.secret-session",
  password: "correct horse battery staple",
  apiKey: "pplx-abcdef0123456789",
  authSecret: "a-very-long-auth-secret-that-must-never-be-logged-0001",
};

describe("logger", () => {
  it("writes one JSON object per line with level, time, service and message", () => {
    const { logger, parsed } = memoryLogger();
    logger.info({ checkId: "c1" }, "check answered");
    expect(parsed()).toEqual([
      expect.objectContaining({
        level: "info",
        service: "factlens",
        checkId: "c1",
        msg: "check answered",
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
  });

  it("never writes authorization, cookies, passwords, API keys or secrets, however deep", () => {
    const { logger, lines, parsed } = memoryLogger();
    logger.info({ headers: { authorization: SECRETS.bearer, cookie: SECRETS.cookie, "user-agent": "jest" } }, "request");
    logger.warn(
      { req: { headers: { Authorization: SECRETS.bearer, "set-cookie": SECRETS.cookie, "x-api-key": SECRETS.apiKey } } },
      "nested",
    );
    logger.error(
      {
        credentials: { email: "a@example.com", password: SECRETS.password },
        config: { apiKey: SECRETS.apiKey, AUTH_SECRET: SECRETS.authSecret },
      },
      "sign-in failed",
    );
    logger.info({ password: SECRETS.password, token: SECRETS.cookie }, "top level");

    const output = lines.join("\n");
    for (const secret of Object.values(SECRETS)) expect(output).not.toContain(secret);
    for (const secret of ["sk-live", "secret-session", "battery", "pplx-"]) expect(output).not.toContain(secret);
    const [first, second, third] = parsed();
    expect(first.headers).toEqual({ authorization: "[redacted]", cookie: "[redacted]", "user-agent": "jest" });
    expect((second.req as { headers: Record<string, string> }).headers).toEqual({
      Authorization: "[redacted]",
      "set-cookie": "[redacted]",
      "x-api-key": "[redacted]",
    });
    expect(third.credentials).toEqual({ email: "a@example.com", password: "[redacted]" });
  });

  it("writes what a caller caught under `error` as its message, Error or not", () => {
    const { logger, parsed } = memoryLogger();
    logger.warn({ error: new Error("connection reset") }, "an Error");
    logger.warn({ error: "timed out" }, "a string");
    logger.warn({ error: 42 }, "anything else");
    expect(parsed().map((line) => line.error)).toEqual(["connection reset", "timed out", "42"]);
  });

  it("respects the level", () => {
    const { logger, parsed } = memoryLogger("warn");
    logger.info("hidden");
    logger.warn("shown");
    expect(parsed().map((line) => line.msg)).toEqual(["shown"]);
  });
});

describe("requestLogger", () => {
  it("tags every line with the request id proxy.ts put on the request", () => {
    const { logger, parsed } = memoryLogger();
    const request = new Request("http://localhost/api/fact-check", {
      headers: { "x-request-id": "req-42", authorization: SECRETS.bearer },
    });
    requestLogger(request, logger).info({ checkId: "c2" }, "check answered");
    requestLogger(new Request("http://localhost/"), logger).info("no id");
    requestLogger(undefined, logger).info("no request");
    const [tagged, untagged, outside] = parsed();
    expect(tagged).toMatchObject({ requestId: "req-42", checkId: "c2" });
    expect(untagged).not.toHaveProperty("requestId");
    expect(outside).toMatchObject({ msg: "no request" });
    expect(outside).not.toHaveProperty("requestId");
    expect(JSON.stringify(parsed())).not.toContain("sk-live");
  });
});
