import "server-only";
import packageJson from "@/package.json";
import { db } from "@/lib/db";
import { databaseKind, env } from "@/lib/env";

export type Health = {
  status: "ok" | "degraded";
  version: string;
  database: { kind: "sqlite" | "postgresql"; ok: boolean; latencyMs: number | null };
  /** Optional services and whether each is configured. Names only, never values. */
  services: Record<string, { configured: boolean }>;
};

async function pingDatabase(): Promise<{ ok: boolean; latencyMs: number | null }> {
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { ok: false, latencyMs: null };
  }
}

export async function getHealth(): Promise<Health> {
  const database = await pingDatabase();
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
  };
}
