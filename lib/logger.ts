import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/lib/env";

/**
 * Structured logs: one JSON object per line on stdout, with `requestId` on every line written
 * while serving a request (proxy.ts sets `x-request-id`; requestLogger reads it back). Secrets
 * never reach the log: the paths below are replaced with "[redacted]" wherever a caller puts
 * headers, credentials or configuration into a log line.
 */

const SECRET_KEYS = [
  "authorization",
  "Authorization",
  "cookie",
  "Cookie",
  "set-cookie",
  "password",
  "passwordHash",
  "token",
  "accessToken",
  "refreshToken",
  "secret",
  "apiKey",
  "api_key",
  "x-api-key",
  "AUTH_SECRET",
  "NEXTAUTH_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "UPSTASH_REDIS_REST_TOKEN",
  "GOOGLE_FACTCHECK_API_KEY",
  "PERPLEXITY_API_KEY",
  "OPENAI_API_KEY",
];

/** The keys above at the top level and up to two objects deep (`headers.cookie`, `req.headers["set-cookie"]`). */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const step = /^\w+$/.test(key) ? (prefix: string) => (prefix ? `${prefix}.${key}` : key) : (prefix: string) => `${prefix}["${key}"]`;
  return ["", "*", "*.*"].map(step);
});

/**
 * `error` in a log line is the failure's message (`err` is pino's own key for the whole error,
 * stack included): callers pass what they caught, Error or not.
 */
function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? env.LOG_LEVEL,
      base: { service: "factlens" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { error: errorMessage },
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination,
  );
}

/** The process's logger. Modules log through this (or a child of it), never through console.* */
export const logger: Logger = createLogger();

/** A child logger for one request, tagged with the id proxy.ts gave it; `base` itself without one. */
export function requestLogger(request: Pick<Request, "headers"> | undefined, base: Logger = logger): Logger {
  const requestId = request?.headers.get("x-request-id");
  return requestId ? base.child({ requestId }) : base;
}
