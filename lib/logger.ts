import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/lib/env";

/**
 * Structured logs: one JSON object per line on stdout, with `requestId` on every line written
 * while serving a request (proxy.ts sets `x-request-id`; requestLogger reads it back). Secrets
 * never reach the log: the paths below are replaced with "[redacted]" wherever a caller puts
 * headers, credentials or configuration into a log line.
 */

/** The environment variables whose values are secrets: wherever one appears in logged text, it is redacted. */
const SECRET_ENV_NAMES = [
  "OPENAI_API_KEY",
  "PERPLEXITY_API_KEY",
  "GOOGLE_FACTCHECK_API_KEY",
  "UPSTASH_REDIS_REST_TOKEN",
  "AUTH_SECRET",
  "NEXTAUTH_SECRET",
  "GOOGLE_CLIENT_SECRET",
] as const;

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
  ...SECRET_ENV_NAMES,
];

/** The keys above at the top level and up to two objects deep (`headers.cookie`, `req.headers["set-cookie"]`). */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const step = /^\w+$/.test(key) ? (prefix: string) => (prefix ? `${prefix}.${key}` : key) : (prefix: string) => `${prefix}["${key}"]`;
  return ["", "*", "*.*"].map(step);
});

/** This process's configured secret values (shorter than 6 characters they are not worth matching). */
export function configuredSecrets(source: Partial<Record<(typeof SECRET_ENV_NAMES)[number], string | undefined>> = env): string[] {
  return SECRET_ENV_NAMES.map((name) => source[name]).filter((value): value is string => typeof value === "string" && value.length >= 6);
}

const REDACTED = "[redacted]";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern matching any of these secret values, or null when there are none. */
const secretValuesPattern = (secrets: string[]) => (secrets.length ? new RegExp(secrets.map(escapeRegExp).join("|"), "g") : null);
/** This process's configured secrets, fixed at start-up with the environment: built once, not per log line. */
const CONFIGURED_SECRETS = secretValuesPattern(configuredSecrets());

/** Patterns of secrets in free text: the part kept (group 1) and the secret after it. */
const SECRET_PATTERNS: RegExp[] = [
  // An Authorization header echoed back: `Authorization: Bearer x`, `"authorization":"Basic x"`.
  /(\bauthorization\b["']?\s*[:=]\s*["']?)[^"'\r\n,}]+/gi,
  // A bearer token anywhere else.
  /(\bbearer\s+)[\w.~+/=-]+/gi,
  // API keys by their well-known shapes: OpenAI `sk-…` (also `sk-proj-…`), Perplexity `pplx-…`, Google `AIza…`.
  /(\b)(?:sk|pplx)-[\w-]{8,}/g,
  /(\b)AIza[\w-]{20,}/g,
  // Keys and tokens in query strings or form bodies: `?key=…`, `&api_key=…`, `access_token=…`.
  /([?&;\s"'](?:key|api[_-]?key|access[_-]?token|token|secret|password)=)[^&\s"'#]+/gi,
  // `"api_key": "…"`, `x-api-key: …` in echoed JSON or headers.
  /(\b(?:x-)?api[_-]?key["']?\s*[:=]\s*["']?)(?!\[redacted\])[^"'\s,}&]+/gi,
  // A feed's token is its only credential and rides in its path: `/api/feeds/<token>`.
  /(\/api\/feeds\/)(?!\[redacted\])[^/?#\s"']+/gi,
];

/**
 * Upstream text (a provider's error body, an exception's message) with its secrets replaced by
 * "[redacted]": Authorization headers and bearer tokens, API keys by shape, `key=`-style query
 * parameters, and the configured secret values themselves, wherever they appear. Every message and
 * error the logger writes goes through it (see createLogger), so a proxy that echoes our
 * Authorization header back cannot put a key into the log.
 */
export function redactSecrets(text: string, secrets?: string[]): string {
  let out = text;
  const values = secrets ? secretValuesPattern(secrets) : CONFIGURED_SECRETS;
  if (values) out = out.replace(values, REDACTED);
  for (const pattern of SECRET_PATTERNS) out = out.replace(pattern, (_match, kept: string) => `${kept}${REDACTED}`);
  return out;
}

/**
 * `error` in a log line is the failure's message (`err` is pino's own key for the whole error,
 * stack included): callers pass what they caught, Error or not. Both are redacted.
 */
function errorMessage(error: unknown): string {
  return redactSecrets(error instanceof Error ? error.message : String(error));
}

/** Every string inside a value (an error as pino serializes it: message, stack, cause, upstream fields) redacted. */
function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactSecrets(value);
  if (!value || typeof value !== "object" || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, depth + 1)]));
}

function redactedError(error: unknown): unknown {
  return redactDeep(error instanceof Error ? pino.stdSerializers.err(error) : error);
}

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? env.LOG_LEVEL,
      base: { service: "factlens" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      // A logged request path (`path`, `url`) too: a feed's token is part of its path.
      serializers: { error: errorMessage, err: redactedError, path: redactDeep, url: redactDeep },
      // The message itself (and any printf-style arguments) is redacted too.
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === "string" ? redactSecrets(arg) : arg)) as Parameters<typeof method>);
        },
      },
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
