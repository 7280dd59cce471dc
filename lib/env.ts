import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable Factlens reads, validated once. No other module reads
 * `process.env`: import `env` from here. Empty strings count as unset, so a blank
 * line in `.env` never switches a provider on by accident.
 */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** An http(s) URL: `localhost:11434` (no scheme) is refused rather than misread. */
const httpUrl = () => z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

const schema = z
  .object({
    NODE_ENV: optional(z.enum(["development", "test", "production"])).default("development"),
    PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
    /** After SIGTERM, how long `npm start` waits for in-flight requests before cutting them, in ms (default 30000; read by server/start.mjs). */
    SHUTDOWN_GRACE_MS: optional(z.coerce.number().int().min(0).max(600_000)).default(30_000),
    /** Public origin used for canonical URLs, Open Graph and the sitemap. */
    SITE_URL: optional(z.url()).default("http://localhost:3000"),
    /** Folder for the embedded SQLite database and generated secrets. */
    DATA_DIR: optional(z.string()).default("data"),
    /** The word-vectors file of claim matching (default `DATA_DIR/word-vectors.bin`; `npm run kb:vectors` writes it). */
    WORD_VECTORS_PATH: optional(z.string()),
    /**
     * Worker threads that search the knowledge base (lib/knowledge-base/search-pool.ts). Default:
     * in production (`npm start`, `next start`, standalone) one per core but one, at least one;
     * elsewhere (`next dev`, unit tests) 0, which searches on the main thread.
     */
    KB_SEARCH_WORKERS: optional(z.coerce.number().int().min(0).max(64)),
    /** Knowledge-base searches waiting for a thread before more are answered 503 with Retry-After (default 100). */
    KB_SEARCH_QUEUE: optional(z.coerce.number().int().min(0).max(100_000)).default(100),
    /** Uncached checks under way at once on this server (lib/fact-check/admission.ts; default 4). */
    CHECK_CONCURRENCY: optional(z.coerce.number().int().min(1).max(1_000)).default(4),
    /** Uncached checks waiting for their turn before more are answered 503 with Retry-After (default 500). */
    CHECK_QUEUE: optional(z.coerce.number().int().min(0).max(100_000)).default(500),
    /** Least severe log level written (JSON lines on stdout): fatal, error, warn, info, debug, trace or silent (default info). */
    LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).default("info"),
    /** `file:…` for SQLite (default `file:./data/factlens.db`), `postgres://…` or `postgresql://…` for PostgreSQL. */
    DATABASE_URL: optional(z.string().regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: or postgres://")),

    /** How long a computed answer is served from the cache, in hours (default 24). */
    FACT_CHECK_CACHE_TTL_HOURS: optional(
      z.coerce
        .number()
        .min(0)
        .max(24 * 30),
    ).default(24),
    /** Cache lifetime for claims about the last six months, in hours (default 1). */
    RECENT_CLAIM_CACHE_TTL_HOURS: optional(
      z.coerce
        .number()
        .min(0)
        .max(24 * 30),
    ).default(1),
    /** Time budget of each fact-checker and web-evidence provider, in ms (default 4000). */
    PROVIDER_TIMEOUT_MS: optional(z.coerce.number().int().min(50).max(30_000)).default(4000),
    /** Time budget of the synthesiser, in ms (default 5000). */
    SYNTHESIS_TIMEOUT_MS: optional(z.coerce.number().int().min(50).max(30_000)).default(5000),
    /** Google Fact Check Tools: set the key to search published fact-checks online. */
    GOOGLE_FACTCHECK_API_KEY: optional(z.string()),
    /** Where the claims:search API lives (tests and proxies point it elsewhere). */
    GOOGLE_FACTCHECK_BASE_URL: optional(httpUrl()).default("https://factchecktools.googleapis.com"),
    /** Time budget of Google Fact Check Tools, in ms (default PROVIDER_TIMEOUT_MS). */
    GOOGLE_FACTCHECK_TIMEOUT_MS: optional(z.coerce.number().int().min(50).max(30_000)),
    /** Outbound calls to Google Fact Check Tools per UTC day (default 5000). */
    GOOGLE_FACTCHECK_DAILY_CAP: optional(z.coerce.number().int().min(0).max(10_000_000)).default(5000),
    /** Perplexity Sonar: set the key to gather web evidence. */
    PERPLEXITY_API_KEY: optional(z.string()),
    /** Perplexity's OpenAI-compatible API root. */
    PERPLEXITY_BASE_URL: optional(httpUrl()).default("https://api.perplexity.ai"),
    PERPLEXITY_MODEL: optional(z.string()).default("sonar"),
    /** Time budget of Perplexity, in ms (default PROVIDER_TIMEOUT_MS). */
    PERPLEXITY_TIMEOUT_MS: optional(z.coerce.number().int().min(50).max(30_000)),
    /** Outbound calls to Perplexity per UTC day (default 500). */
    PERPLEXITY_DAILY_CAP: optional(z.coerce.number().int().min(0).max(10_000_000)).default(500),
    /**
     * The synthesiser: any OpenAI-compatible chat model. It is on when OPENAI_API_KEY is set, or
     * when OPENAI_BASE_URL and OPENAI_MODEL are both set (a local server such as Ollama needs no key).
     */
    OPENAI_API_KEY: optional(z.string()),
    OPENAI_BASE_URL: optional(httpUrl()),
    /** The chat model (default gpt-4o-mini on OpenAI itself; required with OPENAI_BASE_URL). */
    OPENAI_MODEL: optional(z.string()),
    /** Outbound calls to the synthesis model per UTC day (default 500). */
    OPENAI_DAILY_CAP: optional(z.coerce.number().int().min(0).max(10_000_000)).default(500),
    /** Consecutive failures after which a provider is skipped for a while (default 3). */
    PROVIDER_BREAKER_FAILURES: optional(z.coerce.number().int().min(1).max(100)).default(3),
    /** How long an opened circuit skips its provider before one trial call, in ms (default 60000). */
    PROVIDER_BREAKER_COOLDOWN_MS: optional(z.coerce.number().int().min(100).max(3_600_000)).default(60_000),
    /** Wait before the one retry after a 429 or 5xx, in ms (default 250; a shorter Retry-After wins). */
    PROVIDER_RETRY_BACKOFF_MS: optional(z.coerce.number().int().min(0).max(10_000)).default(250),
    /** How long Discover's trending lists and stats are cached on each server, in seconds (default 60). */
    TRENDING_CACHE_SECONDS: optional(z.coerce.number().min(0).max(3600)).default(60),

    /** Minutes between re-check passes of followed claims in the server (`npm start`); 0 turns them off (default 15). Fractions allowed. */
    RECHECK_INTERVAL_MINUTES: optional(
      z.coerce
        .number()
        .min(0)
        .max(24 * 60),
    ).default(15),

    /** Free web checks per client per window (default 3). */
    FREE_CHECKS_PER_WINDOW: optional(z.coerce.number().int().min(1).max(1_000_000)).default(3),
    /** Length of the free window in hours, counted from the client's first check (default 24). */
    FREE_WINDOW_HOURS: optional(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 30),
    ).default(24),
    /** Checks per UTC day for a Free API key (default 100). */
    API_FREE_PER_DAY: optional(z.coerce.number().int().min(1).max(10_000_000)).default(100),
    /** Checks per UTC day for a Pro API key (default 10000). */
    API_PRO_PER_DAY: optional(z.coerce.number().int().min(1).max(10_000_000)).default(10_000),
    /** Accounts one client address may create per hour (default 5; lib/auth/sign-up-limit.ts). */
    SIGN_UPS_PER_HOUR: optional(z.coerce.number().int().min(1).max(1_000_000)).default(5),
    /** Answers from the cache per client per minute (default 60); they never count against the limits above. */
    CACHED_ANSWERS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(1_000_000)).default(60),
    /** When the rate-limit store cannot be reached: `open` lets checks through (logged), `closed` refuses them with 503 (default open). */
    RATE_LIMIT_FAIL_MODE: optional(z.enum(["open", "closed"])).default("open"),
    /** Reverse proxies in front of the app that append to X-Forwarded-For (e.g. 1); the client IP is read that many entries from the right. Unset: reached directly. */
    TRUSTED_PROXY: optional(z.coerce.number().int().min(0).max(10)).default(0),
    /** Set to 1 by our own server script (server/serve.mjs) in its process, never by operators: the peer-address header it writes can be believed. */
    FACTLENS_PEER_HEADER: optional(z.enum(["1"])),
    /** next-auth's public origin, when set (next-auth reads it itself); an https one marks cookies Secure. */
    NEXTAUTH_URL: optional(z.string()),
    /** Upstash Redis over REST for rate limits; both must be set. Takes precedence over REDIS_URL. */
    UPSTASH_REDIS_REST_URL: optional(z.url()),
    UPSTASH_REDIS_REST_TOKEN: optional(z.string()),
    /** A Redis server for rate limits (`redis://…` or `rediss://…`). Unset (and no Upstash): the database keeps them. */
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "must start with redis:// or rediss://")),

    /** `1` serves GET /api/bench/empty, a handler that does nothing: the baseline of `npm run bench:load`. Off by default. */
    BENCH_EMPTY_ROUTE: optional(z.enum(["0", "1"])).default("0"),

    /** Signs and encrypts session cookies. Unset: generated once into the data folder (`auth-secret`). */
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    /** Accepted in place of AUTH_SECRET (next-auth's own name). */
    NEXTAUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    /** Google sign-in is configured only when both are set (no button uses it yet). */
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    /** Comma-separated host names allowed to sign in (e.g. `factlens.example,localhost`); unset allows any. */
    AUTH_ALLOWED_HOSTS: optional(z.string()),
    /** Receives POST (sign-in) and DELETE (sign-out) with a short-lived session token as a bearer header. */
    SESSION_SYNC_URL: optional(z.url()),
    /** Lifetime of that token, in seconds (default 300). */
    SESSION_SYNC_MAX_AGE_SECONDS: optional(z.coerce.number().int().min(10).max(3600)).default(300),
  })
  .superRefine((config, context) => {
    // Another server's models have other names: sending OpenAI's default there would only fail.
    if (config.OPENAI_BASE_URL && !config.OPENAI_MODEL) {
      context.addIssue({ code: "custom", path: ["OPENAI_MODEL"], message: "must be set when OPENAI_BASE_URL is set" });
    }
  });

export type Env = z.infer<typeof schema>;

function loadEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return parsed.data;
}

export const env = loadEnv(process.env);

/** Absolute path of the data folder. */
export const dataDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.DATA_DIR);

/** The database URL in force: the configured one, or the embedded SQLite file. */
export const databaseUrl = env.DATABASE_URL ?? `file:${path.join(dataDir, "factlens.db")}`;

export const databaseKind: "sqlite" | "postgresql" = databaseUrl.startsWith("file:") ? "sqlite" : "postgresql";

/**
 * next-auth 4 reads its origin from process.env only: NEXTAUTH_URL when set, otherwise the
 * request's host once AUTH_TRUST_HOST is on. Factlens needs no NEXTAUTH_URL, so lib/auth turns
 * host trust on (AUTH_ALLOWED_HOSTS narrows which hosts may sign in); a set NEXTAUTH_URL still wins.
 */
export function trustAuthHost(): void {
  process.env.AUTH_TRUST_HOST ??= "true";
}

export { loadEnv };
