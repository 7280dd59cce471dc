import "server-only";
import packageJson from "@/package.json";
import { db } from "@/lib/db";
import { databaseKind, env } from "@/lib/env";
import { providerHealth } from "@/lib/fact-check/providers";
import type { OnlineProviderName, ProviderHealth } from "@/lib/fact-check/providers/online";
import { logger } from "@/lib/logger";
import { withDeadline } from "@/lib/http/with-deadline";

export type Health = {
  status: "ok" | "degraded";
  version: string;
  database: { kind: "sqlite" | "postgresql"; ok: boolean; latencyMs: number | null };
  /** Optional services and whether each is configured. Names only, never values. */
  services: Record<string, { configured: boolean }>;
  /**
   * The online fact-check providers: configured or not and, when configured, whether the
   * circuit breaker is closed, open or half-open, and outbound calls today against the cap.
   */
  providers: Record<OnlineProviderName, ProviderHealth>;
};

/** A load balancer's probe must answer quickly: a database that does not answer within this counts as down. */
export const DATABASE_PING_TIMEOUT_MS = 2000;

type Pingable = { $queryRaw: typeof db.$queryRaw };

/** `SELECT 1` against the database: the cheapest query that proves the connection works. */
export async function pingDatabase(
  client: Pingable = db,
  timeoutMs = DATABASE_PING_TIMEOUT_MS,
): Promise<{ ok: boolean; latencyMs: number | null }> {
  const started = performance.now();
  try {
    await withDeadline(client.$queryRaw`SELECT 1`, timeoutMs, "database");
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    logger.warn({ error }, "health check: database unreachable");
    return { ok: false, latencyMs: null };
  }
}

export async function getHealth(): Promise<Health> {
  const [database, providers] = await Promise.all([pingDatabase(), providerHealth()]);
  return {
    status: database.ok ? "ok" : "degraded",
    version: packageJson.version,
    database: { kind: databaseKind, ...database },
    services: {
      upstashRedis: { configured: !!(env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) },
      redis: { configured: !!env.REDIS_URL },
      googleSignIn: { configured: !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) },
      sessionSync: { configured: !!env.SESSION_SYNC_URL },
      authSigningKey: { configured: !!(env.AUTH_SECRET ?? env.NEXTAUTH_SECRET) },
    },
    providers,
  };
}
