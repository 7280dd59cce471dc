import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable Factlens reads, validated once. No other module reads
 * `process.env`: import `env` from here. Empty strings count as unset, so a blank
 * line in `.env` never switches a provider on by accident.
 */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const schema = z.object({
  NODE_ENV: optional(z.enum(["development", "test", "production"])).default("development"),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
  /** Public origin used for canonical URLs, Open Graph and the sitemap. */
  SITE_URL: optional(z.url()).default("http://localhost:3000"),
  /** Folder for the embedded SQLite database and generated secrets. */
  DATA_DIR: optional(z.string()).default("data"),
  /** `file:…` for SQLite (default `file:./data/factlens.db`). */
  DATABASE_URL: optional(z.string().regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: or postgres://")),

  /** How long a computed answer is served from the cache, in hours (default 24). */
  FACT_CHECK_CACHE_TTL_HOURS: optional(z.coerce.number().min(0).max(24 * 30)).default(24),
  /** Cache lifetime for claims about the last six months, in hours (default 1). */
  RECENT_CLAIM_CACHE_TTL_HOURS: optional(z.coerce.number().min(0).max(24 * 30)).default(1),
  /** Time budget of each fact-checker and web-evidence provider, in ms (default 4000). */
  PROVIDER_TIMEOUT_MS: optional(z.coerce.number().int().min(50).max(30_000)).default(4000),
  /** Time budget of the synthesiser, in ms (default 5000). */
  SYNTHESIS_TIMEOUT_MS: optional(z.coerce.number().int().min(50).max(30_000)).default(5000),
  /** How long Discover's trending lists and stats are cached on each server, in seconds (default 60). */
  TRENDING_CACHE_SECONDS: optional(z.coerce.number().min(0).max(3600)).default(60),
});

export type Env = z.infer<typeof schema>;

function loadEnv(source: NodeJS.ProcessEnv): Env {
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

export { loadEnv };
