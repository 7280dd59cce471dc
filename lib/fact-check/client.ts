import { createParser } from "eventsource-parser";
import type { ProgressStep } from "@/lib/fact-check/pipeline";
import { readRelatedFactChecks, readSuggestedFactCheck } from "@/lib/fact-check/related";
import type { CheckFilters, FactCheckResult } from "@/lib/fact-check/types";

/**
 * Browser-side API code: the default query function for TanStack Query, the streaming
 * fact-check call (server-sent events read from a fetch body) and the error rules of errorFromResponse.
 * No React here, so the rules are testable on their own.
 */

export const FACT_CHECK_STREAM_URL = "/api/fact-check/stream";

/** The text the error card shows when an error carries no message of its own. */
export const FALLBACK_ERROR_MESSAGE = "An error occurred while fact-checking your claim. Please try again.";

/** The sources a check asks for: the API's maximum, so 'Load More Sources' has something to load. */
export const MAX_SOURCES_REQUESTED = 10;

/**
 * The mode a web check asks for: `standard`, every configured provider (fact-checker
 * databases, web evidence and the model's synthesis). A visitor has three checks a day, so
 * each one gets the full answer; the API's own default stays `fast`.
 */
export const WEB_CHECK_MODE = "standard";

export type { ProgressStep };
export const PROGRESS_STEPS: readonly ProgressStep[] = ["analyzing", "searching", "cross-referencing", "scoring", "done"];

export type RateLimitDetails = { limit?: number; resetTime?: string | number; windowHours?: number };

/** An API failure with the message the user should see; `rateLimit` is set for a 429. */
export class FactCheckError extends Error {
  readonly status?: number;
  readonly rateLimit?: RateLimitDetails;

  constructor(message: string, options: { status?: number; rateLimit?: RateLimitDetails } = {}) {
    super(message);
    this.name = "FactCheckError";
    this.status = options.status;
    this.rateLimit = options.rateLimit;
  }

  get isRateLimit(): boolean {
    return this.rateLimit !== undefined;
  }
}

/** The message for the error card: the error's own, or the fallback sentence. */
export function errorMessageFor(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The API's one error body, `{error: {code, message, field?}}` → message. */
function apiErrorMessage(body: unknown): string | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const message = body.error.message;
  return typeof message === "string" && message.trim() ? message : undefined;
}

const numberOrUndefined = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/**
 * The error for a non-success response:
 * - 429: the envelope's message, flagged as a rate limit with the limit/resetTime/windowHours
 *   the body carries beside it; a body without the envelope gives its raw text as the message.
 * - other statuses: a JSON `{error: {message}}` gives that message; otherwise
 *   "status: text", or "status: statusText" when the body is empty.
 */
export async function errorFromResponse(response: Response): Promise<FactCheckError> {
  const text = await response.text().catch(() => "");
  const body = parseJson(text);
  if (response.status === 429) {
    if (isRecord(body)) {
      const message = apiErrorMessage(body) ?? text;
      const resetTime = typeof body.resetTime === "string" || typeof body.resetTime === "number" ? body.resetTime : undefined;
      return new FactCheckError(message, {
        status: 429,
        rateLimit: { limit: numberOrUndefined(body.limit), resetTime, windowHours: numberOrUndefined(body.windowHours) },
      });
    }
    return new FactCheckError(text || `${response.status}: ${response.statusText}`, { status: 429, rateLimit: {} });
  }
  const message = apiErrorMessage(body);
  if (message) return new FactCheckError(message, { status: response.status });
  return new FactCheckError(`${response.status}: ${text || response.statusText}`, { status: response.status });
}

/** Throws errorFromResponse's error for a non-success response. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await errorFromResponse(response);
}

/**
 * The default TanStack Query function: GET the query key's segments joined with "/", cookies
 * included, JSON body. A 401 throws unless the query asks for null instead.
 */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/* ---------------------------------------------------------------------------------------- */
/* Server-sent events                                                                        */

export type SseEvent = { event: string; data: string };

/**
 * An incremental reader of `text/event-stream` (eventsource-parser does the parsing): feed it
 * decoded chunks as they arrive; it returns every event completed by a blank line, with the
 * event name ("message" when none was sent) and its data lines joined with "\n".
 */
export function createSseParser() {
  let completed: SseEvent[] = [];
  const parser = createParser({ onEvent: (message) => completed.push({ event: message.event || "message", data: message.data }) });
  const take = () => {
    const out = completed;
    completed = [];
    return out;
  };
  return {
    push(chunk: string): SseEvent[] {
      parser.feed(chunk);
      return take();
    },
    /** Ends the stream: a final event without its blank line still counts. */
    flush(): SseEvent[] {
      parser.feed("\n\n");
      parser.reset();
      return take();
    },
  };
}

/* ---------------------------------------------------------------------------------------- */
/* The streaming check                                                                       */

export type FactCheckRequest = {
  query: string;
  filters: CheckFilters;
  maxSources?: number;
};

type StreamOptions = {
  onProgress?: (step: ProgressStep) => void;
  /** Sees every response before it is read (for the rate-limit headers). */
  onResponse?: (response: Response) => void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
};

export function resultFromBody(body: unknown): FactCheckResult {
  // `related` and `suggestion` drive links and buttons: keep only well-formed entries, and none from an older server.
  if (isRecord(body) && isRecord(body.result)) {
    const { suggestion: _suggestion, ...result } = body.result as FactCheckResult;
    const suggestion = readSuggestedFactCheck(body.result.suggestion);
    return { ...result, related: readRelatedFactChecks(body.result.related), ...(suggestion ? { suggestion } : {}) };
  }
  throw new FactCheckError(apiErrorMessage(body) ?? FALLBACK_ERROR_MESSAGE);
}

/** What the visitor is told when an answer on a suggested or related fact-check fails. */
export function confirmErrorMessage(error: unknown): string {
  // A check another visitor ran (a shared permalink) answers 404 to everyone else.
  if (error instanceof FactCheckError && error.status === 404)
    return "Only the visitor who ran this check can answer for it. Check the claim yourself to get an answer of your own.";
  return errorMessageFor(error);
}

export const confirmUrl = (checkId: string) => `/api/fact-check/${encodeURIComponent(checkId)}/confirm`;

/**
 * POST /api/fact-check/{id}/confirm: the visitor says whether a suggested (or related) fact-check
 * is about their claim; answers the updated result.
 */
export async function confirmMatch(
  checkId: string,
  answer: { reviewUrl: string; claim?: string; same: boolean },
  options: { onResponse?: (response: Response) => void; fetchImpl?: typeof fetch } = {},
): Promise<FactCheckResult> {
  const response = await (options.fetchImpl ?? fetch)(confirmUrl(checkId), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    body: JSON.stringify(answer),
  });
  options.onResponse?.(response);
  await throwIfNotOk(response);
  return resultFromBody(await response.json());
}

/** Handles one event of the stream: a result ends it, an error throws, progress is reported. */
function handleEvent(sse: SseEvent, onProgress?: (step: ProgressStep) => void): FactCheckResult | undefined {
  const body = parseJson(sse.data);
  if (sse.event === "progress") {
    const step = isRecord(body) ? body.step : undefined;
    if (typeof step === "string" && (PROGRESS_STEPS as readonly string[]).includes(step)) onProgress?.(step as ProgressStep);
    return undefined;
  }
  if (sse.event === "result") return resultFromBody(body);
  if (sse.event === "error") throw new FactCheckError(apiErrorMessage(body) ?? FALLBACK_ERROR_MESSAGE);
  return undefined;
}

/**
 * POST /api/fact-check/stream and read its events until the result arrives. A non-stream
 * answer is read as JSON (`{result}` or `{error}`), or its raw text becomes the error.
 */
export async function streamFactCheck(request: FactCheckRequest, options: StreamOptions = {}): Promise<FactCheckResult> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const response = await fetchImpl(FACT_CHECK_STREAM_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    credentials: "include",
    body: JSON.stringify({
      query: request.query,
      mode: WEB_CHECK_MODE,
      max_sources: request.maxSources ?? MAX_SOURCES_REQUESTED,
      filters: request.filters,
    }),
    signal: options.signal,
  });
  options.onResponse?.(response);
  await throwIfNotOk(response);

  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.includes("text/event-stream") || !response.body) {
    const text = await response.text();
    const body = parseJson(text);
    if (body === undefined) throw new FactCheckError(text.trim() || FALLBACK_ERROR_MESSAGE, { status: response.status });
    return resultFromBody(body);
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      const events = done ? [...parser.push(decoder.decode()), ...parser.flush()] : parser.push(decoder.decode(value, { stream: true }));
      for (const sse of events) {
        const result = handleEvent(sse, options.onProgress);
        if (result) return result;
      }
      if (done) break;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  throw new FactCheckError(FALLBACK_ERROR_MESSAGE);
}
