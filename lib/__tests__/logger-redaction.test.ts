import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { GoogleFactCheckProvider } from "@/lib/fact-check/providers/google-fact-check";
import { describeFailure } from "@/lib/fact-check/providers/outbound";
import { PerplexityProvider } from "@/lib/fact-check/providers/perplexity";
import type { ProviderContext } from "@/lib/fact-check/providers/types";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";
import { configuredSecrets, createLogger, redactSecrets } from "@/lib/logger";
import { testPolicy } from "@/tests/support/memory-call-quota";

function memoryLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ level: "info", destination }), output: () => lines.join("\n") };
}

describe("redactSecrets", () => {
  it.each([
    ["Authorization: Bearer abc.def-123", "Authorization: [redacted]"],
    ['{"authorization":"Basic dXNlcjpwYXNz"}', '{"authorization":"[redacted]"}'],
    ["got bearer eyJhbGciOi.x.y from you", "got bearer [redacted] from you"],
    ["Incorrect API key provided: sk-proj-AbCdEf0123456789", "Incorrect API key provided: [redacted]"],
    ["key pplx-0123456789abcdef rejected", "key [redacted] rejected"],
    [
      "GET https://factchecktools.googleapis.com/v1alpha1/claims:search?query=x&key=AIzaSyA-1234567890abcdefghijklmnopq failed",
      "GET https://factchecktools.googleapis.com/v1alpha1/claims:search?query=x&key=[redacted] failed",
    ],
    ["?api_key=12345&q=1", "?api_key=[redacted]&q=1"],
    ['{"x-api-key": "abcdef123"}', '{"x-api-key": "[redacted]"}'],
    ["GET /api/feeds/Zm9vYmFyYmF6cXV4%ff failed", "GET /api/feeds/[redacted] failed"],
  ])("%s", (text, expected) => {
    expect(redactSecrets(text, [])).toBe(expected);
  });

  it("redacts the configured secret values wherever they appear, whatever their shape", () => {
    expect(redactSecrets("upstream said: my-own-key-42 is invalid (my-own-key-42)", ["my-own-key-42"])).toBe(
      "upstream said: [redacted] is invalid ([redacted])",
    );
    expect(configuredSecrets({ OPENAI_API_KEY: "ollama-local-key", PERPLEXITY_API_KEY: "x", AUTH_SECRET: undefined })).toEqual([
      "ollama-local-key",
    ]);
  });

  it("leaves ordinary text alone", () => {
    const text = "Perplexity answered HTTP 503: upstream overloaded, retry later (skipped 3 sources)";
    expect(redactSecrets(text, [])).toBe(text);
  });
});

describe("request paths in the log", () => {
  it("never hold a feed's token, whatever field carries the path (issue 28)", () => {
    const { logger, output } = memoryLogger();
    const token = "tok_0123456789abcdefghijklmnopqrstuv";
    logger.warn({ path: `/api/feeds/${token}%ff`, url: `http://localhost/api/feeds/${token}?x=1`, status: 400 }, "malformed path");
    expect(output()).not.toContain(token);
    expect(JSON.parse(output())).toMatchObject({ path: "/api/feeds/[redacted]", url: "http://localhost/api/feeds/[redacted]?x=1" });
  });
});

describe("provider errors in the log (a proxy that echoes the Authorization header and the URL)", () => {
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    // Answers every request with a 401 whose body repeats the request's Authorization header and URL, as a misconfigured proxy did.
    server = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(401, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            error: { message: `Unauthorized. You sent Authorization: ${req.headers.authorization ?? "none"} to ${req.url}` },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const context = (): ProviderContext => ({
    claim: "The moon is cheese",
    normalizedClaim: "the moon is cheese",
    filters: DEFAULT_FILTERS,
    mode: "standard",
    maxSources: 5,
    now: new Date(),
    signal: AbortSignal.timeout(5000),
  });

  /** Logs a provider failure exactly as lib/fact-check/providers/index.ts does, and with pino's `err` too. */
  async function logFailure(provider: string, call: () => Promise<unknown>) {
    const { logger, output } = memoryLogger();
    const error = await call().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    logger.warn({ provider, failure: describeFailure(error), error }, "provider failed");
    logger.error({ err: error }, `provider failed: ${error instanceof Error ? error.message : String(error)}`);
    return output();
  }

  it("never writes the Perplexity key a proxy echoed back", async () => {
    const key = "pplx-echoed0123456789secret";
    const output = await logFailure("perplexity", () =>
      new PerplexityProvider({ apiKey: key, baseUrl: origin, model: "sonar", policy: testPolicy("perplexity") }).findEvidence(context()),
    );
    expect(output).toContain("You sent Authorization: [redacted]");
    expect(output).not.toContain(key);
    expect(output).not.toContain("echoed0123456789secret");
  });

  it("never writes the Google key a proxy echoed back in the URL", async () => {
    const key = "AIzaSyEchoed-0123456789abcdefghijklmno";
    const output = await logFailure("google-fact-check", () =>
      new GoogleFactCheckProvider({ apiKey: key, baseUrl: origin, policy: testPolicy("google-fact-check") }).search(context()),
    );
    expect(output).not.toContain(key);
  });
});
