import http from "node:http";
import type net from "node:net";
import { MATCH_JUDGEMENT_FORMAT } from "@/lib/fact-check/providers/match-judge";
import type { MatchRelation } from "@/lib/fact-check/providers/types";
import { freePort } from "@/tests/support/free-port";

/**
 * Fake Google Fact Check Tools, Perplexity and OpenAI-compatible servers on 127.0.0.1. They
 * speak the wire formats (paths, query strings, JSON bodies, status codes, Retry-After) so the
 * real clients run against them; only the host differs. Each answers from a queue of scripted
 * replies, then from its default reply, and records every request it received.
 */

export type FakeReply =
  | { kind: "json"; body: unknown; status?: number; headers?: Record<string, string>; delayMs?: number }
  /** Closes the connection without an answer. */
  | { kind: "reset" }
  /** Never answers (until the client gives up or the server stops). */
  | { kind: "hang" }
  /** A 200 whose body is not JSON. */
  | { kind: "garbage" }
  /** Headers at once, then the JSON body a few bytes at a time. */
  | { kind: "drip"; body: unknown; intervalMs: number; bytesPerTick?: number };

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: unknown };

export class FakeProviderServer {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: FakeReply[] = [];
  private server: http.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private port = 0;
  private latencyMs = 0;

  constructor(
    readonly label: string,
    private readonly route: { method: "GET" | "POST"; path: string },
    private readonly defaultReply: (request: RecordedRequest) => FakeReply,
  ) {}

  /** The next replies, in order, before the default one applies again. */
  enqueue(...replies: FakeReply[]): this {
    this.queue.push(...replies);
    return this;
  }

  /** Every JSON reply from now on waits this long before it is sent (a slow upstream). */
  withLatency(ms: number): this {
    this.latencyMs = ms;
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(port?: number): Promise<this> {
    this.port = port ?? (await freePort());
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    return this;
  }

  /** Stops listening and cuts open connections: the provider is then down. */
  async stop(): Promise<void> {
    if (!this.server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", this.origin);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // Kept as text: the test may want to see it.
    }
    const request: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    this.requests.push(request);
    if (request.method !== this.route.method || request.path !== this.route.path) {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: `no route ${request.method} ${request.path}` } }));
      return;
    }
    const reply = this.queue.shift() ?? this.defaultReply(request);
    switch (reply.kind) {
      case "reset":
        req.socket.destroy();
        return;
      case "hang":
        return;
      case "garbage":
        res.writeHead(200, { "content-type": "application/json" }).end("<html><body>502 Bad Gateway</body></html>");
        return;
      case "drip": {
        const text = JSON.stringify(reply.body);
        res.writeHead(200, { "content-type": "application/json" });
        const step = reply.bytesPerTick ?? 1;
        for (let at = 0; at < text.length && !res.destroyed; at += step) {
          res.write(text.slice(at, at + step));
          await new Promise((resolve) => setTimeout(resolve, reply.intervalMs));
        }
        if (!res.destroyed) res.end();
        return;
      }
      case "json":
        const delayMs = reply.delayMs ?? this.latencyMs;
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers }).end(JSON.stringify(reply.body));
    }
  }
}

export const json = (body: unknown, options: Omit<Extract<FakeReply, { kind: "json" }>, "kind" | "body"> = {}): FakeReply => ({
  kind: "json",
  body,
  ...options,
});

/** An error body in the shape OpenAI-compatible servers use. */
export const apiError = (status: number, message: string, headers?: Record<string, string>): FakeReply =>
  json({ error: { message, type: status === 429 ? "rate_limit_exceeded" : "server_error", code: null } }, { status, headers });

/** A non-streaming chat completion as OpenAI and Perplexity return it. */
export function chatCompletion(content: string, extra: Record<string, unknown> = {}, model = "sonar") {
  return {
    id: "7f0c2d4e-5b1a-4c39-9d2e-1a2b3c4d5e6f",
    model,
    created: 1_790_000_000,
    object: "chat.completion",
    usage: { prompt_tokens: 120, completion_tokens: 240, total_tokens: 360 },
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
    ...extra,
  };
}

/** Google Fact Check Tools: GET {origin}/v1alpha1/claims:search. Pass `origin` as GOOGLE_FACTCHECK_BASE_URL. */
export const googleFactCheckFake = (defaultBody: (request: RecordedRequest) => unknown) =>
  new FakeProviderServer("google-fact-check", { method: "GET", path: "/v1alpha1/claims:search" }, (request) => json(defaultBody(request)));

/** Perplexity: POST {origin}/chat/completions. Pass `origin` as PERPLEXITY_BASE_URL. */
export const perplexityFake = (defaultBody: (request: RecordedRequest) => unknown) =>
  new FakeProviderServer("perplexity", { method: "POST", path: "/chat/completions" }, (request) => json(defaultBody(request)));

/** The document a match-judging request carries in its user message. */
export type MatchJudgeData = { claim: string; candidates: Array<{ id: string; claimReviewed: string; claimant: string | null }> };

/** Whether a recorded chat request asks the model to judge fact-check matches (rather than to synthesise). */
export function isMatchJudgeRequest(request: RecordedRequest): boolean {
  const format = (request.body as { response_format?: { json_schema?: { name?: string } } } | undefined)?.response_format;
  return format?.json_schema?.name === MATCH_JUDGEMENT_FORMAT;
}

/** The claim and candidates a match-judging request sent, read back from its user message. */
export function matchJudgeData(request: RecordedRequest): MatchJudgeData {
  const messages = (request.body as { messages: Array<{ role: string; content: string }> }).messages;
  return JSON.parse(messages.find((m) => m.role === "user")!.content) as MatchJudgeData;
}

/** A chat completion whose content is a match judgement (`{ judgements: [{ id, relation }] }`). */
export const matchJudgementReply = (judgements: Array<{ id: string; relation: MatchRelation | string }>) =>
  chatCompletion(JSON.stringify({ judgements }), {}, "test-model");

/**
 * An OpenAI-compatible server: POST {origin}/v1/chat/completions. Pass `${origin}/v1` as
 * OPENAI_BASE_URL. Synthesis requests get `defaultBody`; match-judging requests get
 * `judgeBody`, by default an empty judgement (every candidate keeps the scorer's band), so a
 * synthesis default never has to read a judging request. Scripted replies (`enqueue`) answer
 * whichever request comes next.
 */
export const openAIFake = (
  defaultBody: (request: RecordedRequest) => unknown,
  judgeBody: (request: RecordedRequest) => unknown = () => matchJudgementReply([]),
) =>
  new FakeProviderServer("openai", { method: "POST", path: "/v1/chat/completions" }, (request) =>
    json(isMatchJudgeRequest(request) ? judgeBody(request) : defaultBody(request)),
  );

/**
 * The env that points all three online providers at these fakes, as a deployment configures
 * them: Google and Perplexity with a key, the synthesiser as a local server (base URL and
 * model, no key), and a short retry backoff.
 */
export function onlineProviderEnv(fakes: {
  google: FakeProviderServer;
  perplexity: FakeProviderServer;
  openai: FakeProviderServer;
}): Record<string, string> {
  return {
    GOOGLE_FACTCHECK_API_KEY: "google-test-key",
    GOOGLE_FACTCHECK_BASE_URL: fakes.google.origin,
    PERPLEXITY_API_KEY: "pplx-test-key",
    PERPLEXITY_BASE_URL: fakes.perplexity.origin,
    OPENAI_BASE_URL: `${fakes.openai.origin}/v1`,
    OPENAI_MODEL: "test-model",
    PROVIDER_RETRY_BACKOFF_MS: "10",
  };
}
