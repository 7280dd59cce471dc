import {
  confirmErrorMessage,
  confirmMatch,
  createSseParser,
  errorFromResponse,
  errorMessageFor,
  FactCheckError,
  FALLBACK_ERROR_MESSAGE,
  getQueryFn,
  streamFactCheck,
  type ProgressStep,
} from "@/lib/fact-check/client";
import { DEFAULT_FILTERS } from "@/lib/fact-check/types";

const textResponse = (body: string, init: ResponseInit = {}) => new Response(body, init);

/** A text/event-stream response whose body arrives in the given chunks. */
function streamResponse(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream; charset=utf-8" } });
}

const fakeFetch = (response: Response) => jest.fn(async () => response) as unknown as typeof fetch;

describe("errorFromResponse", () => {
  it("uses a 429 envelope's message and flags it as a rate limit with its details", async () => {
    const error = await errorFromResponse(
      textResponse(
        JSON.stringify({
          error: { code: "rate_limited", message: "Rate limit exceeded. Try again later." },
          message: "Rate limit exceeded. Try again later.",
          limit: 3,
          resetTime: "2030-01-01T00:00:00Z",
          windowHours: 24,
        }),
        {
          status: 429,
        },
      ),
    );
    expect(error).toBeInstanceOf(FactCheckError);
    expect(error.message).toBe("Rate limit exceeded. Try again later.");
    expect(error.isRateLimit).toBe(true);
    expect(error.rateLimit).toEqual({ limit: 3, resetTime: "2030-01-01T00:00:00Z", windowHours: 24 });
  });

  it("uses a non-JSON 429 body's raw text as the message", async () => {
    const error = await errorFromResponse(textResponse("Slow down", { status: 429 }));
    expect(error.message).toBe("Slow down");
    expect(error.isRateLimit).toBe(true);
  });

  it("reads 'status: text' for other statuses", async () => {
    const error = await errorFromResponse(textResponse("Upstream exploded", { status: 500, statusText: "Internal Server Error" }));
    expect(error.message).toBe("500: Upstream exploded");
    expect(error.isRateLimit).toBe(false);
  });

  it("falls back to the status text when the body is empty", async () => {
    const error = await errorFromResponse(textResponse("", { status: 502, statusText: "Bad Gateway" }));
    expect(error.message).toBe("502: Bad Gateway");
  });

  it("uses the message of a JSON {error: {message}} body", async () => {
    const body = JSON.stringify({ error: { code: "validation_error", message: "Claim must be at least 3 characters", field: "query" } });
    const error = await errorFromResponse(textResponse(body, { status: 400 }));
    expect(error.message).toBe("Claim must be at least 3 characters");
    expect(error.status).toBe(400);
  });
});

describe("errorMessageFor", () => {
  it("falls back to the generic 'Please try again' sentence when an error has no message", () => {
    expect(errorMessageFor(new Error(""))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessageFor("nope")).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessageFor(new Error("Boom"))).toBe("Boom");
  });
});

describe("createSseParser", () => {
  it("returns events completed by a blank line, with their names and data", () => {
    const parser = createSseParser();
    expect(parser.push('event: progress\ndata: {"step":"analyzing"}\n\nevent: result\ndata: {"x":1}\n\n')).toEqual([
      { event: "progress", data: '{"step":"analyzing"}' },
      { event: "result", data: '{"x":1}' },
    ]);
  });

  it("joins events and lines split across chunks, including a CRLF split in two", () => {
    const parser = createSseParser();
    expect(parser.push("event: prog")).toEqual([]);
    expect(parser.push('ress\r\ndata: {"step":')).toEqual([]);
    expect(parser.push('"done"}\r')).toEqual([]);
    expect(parser.push("\n\r\n")).toEqual([{ event: "progress", data: '{"step":"done"}' }]);
  });

  it("ignores comments, joins several data lines and defaults the name to message", () => {
    const parser = createSseParser();
    expect(parser.push(": keep-alive\ndata: a\ndata: b\n\n")).toEqual([{ event: "message", data: "a\nb" }]);
  });

  it("dispatches a last event that lacks its blank line on flush", () => {
    const parser = createSseParser();
    expect(parser.push("event: result\ndata: {}")).toEqual([]);
    expect(parser.flush()).toEqual([{ event: "result", data: "{}" }]);
  });
});

describe("streamFactCheck", () => {
  const request = { query: "The sky is blue", filters: DEFAULT_FILTERS };

  it("posts the query, mode standard, max_sources 10 and filters, reports progress and returns the result", async () => {
    const fetchImpl = fakeFetch(
      streamResponse([
        'event: progress\ndata: {"step":"analyzing"}\n\n',
        'event: progress\ndata: {"step":"sear',
        'ching"}\n\nevent: progress\ndata: {"step":"bogus"}\n\n',
        'event: result\ndata: {"result":{"id":"r1","query":"The sky is blue"}}\n\n',
      ]),
    );
    const steps: ProgressStep[] = [];
    const result = await streamFactCheck(request, { fetchImpl, onProgress: (step) => steps.push(step) });
    expect(result).toMatchObject({ id: "r1", query: "The sky is blue" });
    expect(steps).toEqual(["analyzing", "searching"]);
    const [url, init] = (fetchImpl as unknown as jest.Mock).mock.calls[0];
    expect(url).toBe("/api/fact-check/stream");
    expect(JSON.parse(init.body)).toEqual({ query: "The sky is blue", mode: "standard", max_sources: 10, filters: DEFAULT_FILTERS });
  });

  it("throws the message of an error event", async () => {
    const fetchImpl = fakeFetch(streamResponse(['event: error\ndata: {"error":{"code":"internal_error","message":"It broke"}}\n\n']));
    await expect(streamFactCheck(request, { fetchImpl })).rejects.toThrow("It broke");
  });

  it("throws the fallback sentence when the stream ends without a result", async () => {
    const fetchImpl = fakeFetch(streamResponse(['event: progress\ndata: {"step":"analyzing"}\n\n']));
    await expect(streamFactCheck(request, { fetchImpl })).rejects.toThrow(FALLBACK_ERROR_MESSAGE);
  });

  it("maps a failed response through the error rules", async () => {
    const fetchImpl = fakeFetch(
      textResponse(
        JSON.stringify({ error: { code: "rate_limited", message: "Too many" }, message: "Too many", limit: 3, windowHours: 24 }),
        { status: 429 },
      ),
    );
    await expect(streamFactCheck(request, { fetchImpl })).rejects.toMatchObject({
      message: "Too many",
      rateLimit: { limit: 3, windowHours: 24 },
    });
  });

  it("uses a non-JSON, non-stream body's raw text as the message", async () => {
    const fetchImpl = fakeFetch(textResponse("<html>Gateway hiccup</html>", { status: 200, headers: { "Content-Type": "text/html" } }));
    await expect(streamFactCheck(request, { fetchImpl })).rejects.toThrow("<html>Gateway hiccup</html>");
  });

  it("accepts a plain JSON {result} answer", async () => {
    const fetchImpl = fakeFetch(
      textResponse(JSON.stringify({ result: { id: "r2" } }), { headers: { "Content-Type": "application/json" } }),
    );
    await expect(streamFactCheck(request, { fetchImpl })).resolves.toMatchObject({ id: "r2" });
  });

  it("reads the result's related fact-checks, keeping well-formed entries only", async () => {
    const related = {
      claim: "The 2020 US election was rigged",
      claimant: "Donald Trump",
      url: "https://apnews.com/article/barr-no-widespread-election-fraud",
      publisher: "Associated Press",
      reviewDate: "2020-12-01",
      textualRating: "False",
      verdict: "FALSE",
      similarity: 71,
    };
    const body = { result: { id: "r3", related: [related, { ...related, url: "javascript:alert(1)" }, { ...related, claim: 42 }] } };
    const fetchImpl = fakeFetch(streamResponse([`event: result\ndata: ${JSON.stringify(body)}\n\n`]));
    await expect(streamFactCheck(request, { fetchImpl })).resolves.toMatchObject({ id: "r3", related: [related] });
  });

  it("reads a result without related fact-checks (an older server) as having none", async () => {
    const fetchImpl = fakeFetch(streamResponse(['event: result\ndata: {"result":{"id":"r4"}}\n\n']));
    await expect(streamFactCheck(request, { fetchImpl })).resolves.toMatchObject({ id: "r4", related: [] });
  });
});

describe("getQueryFn", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("GETs the key segments joined with '/', with credentials, and returns the JSON", async () => {
    const mock = jest.fn(async () => textResponse(JSON.stringify({ ok: 1 }), { status: 200 }));
    global.fetch = mock as unknown as typeof fetch;
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api", "trending", "claims"] })).resolves.toEqual({ ok: 1 });
    expect(mock).toHaveBeenCalledWith("/api/trending/claims", { credentials: "include" });
  });

  it("throws on 401 unless asked to return null", async () => {
    global.fetch = jest.fn(async () => textResponse("Unauthorized", { status: 401 })) as unknown as typeof fetch;
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/me"] })).rejects.toThrow("401: Unauthorized");
    await expect(getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/me"] })).resolves.toBeNull();
  });
});

describe("confirmMatch", () => {
  const suggestion = {
    claim: "Face masks cause hypoxia.",
    url: "https://factcheck.example/masks",
    publisher: "AFP Fact Check",
    textualRating: "False",
    verdict: "FALSE",
    similarity: 72,
    differences: {
      query: [
        { text: "wearing", kind: "word" },
        { text: "", kind: "word" },
      ],
      candidate: [{ text: "x", kind: "adverb" }],
    },
    reviews: [{ url: "javascript:alert(1)", publisher: "Bad", textualRating: "False" }],
  };

  it("POSTs the answer to the check's confirm URL and reads the result, keeping only a well-formed suggestion", async () => {
    const fetchImpl = jest.fn(
      async () => new Response(JSON.stringify({ result: { id: "a b", query: "q", related: [{ nope: 1 }], suggestion } }), { status: 200 }),
    ) as unknown as typeof fetch;
    const onResponse = jest.fn();
    const result = await confirmMatch("a b", { reviewUrl: suggestion.url, same: false }, { fetchImpl, onResponse });
    expect(fetchImpl).toHaveBeenCalledWith(
      "/api/fact-check/a%20b/confirm",
      expect.objectContaining({ method: "POST", credentials: "include", body: JSON.stringify({ reviewUrl: suggestion.url, same: false }) }),
    );
    expect(onResponse).toHaveBeenCalledTimes(1);
    expect(result.related).toEqual([]);
    expect(result.suggestion?.differences).toEqual({ query: [{ text: "wearing", kind: "word" }], candidate: [] });
    // The unsafe review is dropped; the suggestion's own review is always listed.
    expect(result.suggestion?.reviews).toEqual([
      { url: suggestion.url, publisher: "AFP Fact Check", textualRating: "False", verdict: "FALSE" },
    ]);
  });

  it("says only the check's visitor may answer when the API answers 404, and passes other errors on", async () => {
    const notFound = fakeFetch(
      new Response(JSON.stringify({ error: { code: "not_found", message: "No fact-check with this id" } }), { status: 404 }),
    );
    const error = await confirmMatch("x", { reviewUrl: suggestion.url, same: true }, { fetchImpl: notFound }).catch((e: unknown) => e);
    expect(confirmErrorMessage(error)).toMatch(/^Only the visitor who ran this check can answer/);
    expect(confirmErrorMessage(new FactCheckError("Rate limited", { status: 429 }))).toBe("Rate limited");
  });
});
