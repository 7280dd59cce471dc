import { postgresBinDir, startTemporaryPostgres } from "@/scripts/lib/postgres.mjs";

/**
 * PostgreSQL for tests: the server at TEST_POSTGRES_URL (`.ci/run` starts Debian's and sets it),
 * else a throwaway cluster of the installed `postgresql` package. Without either, tests that
 * need it are skipped with the reason printed, except in CI (`CI` or `FACTLENS_CI`), where
 * they fail: CI must exercise PostgreSQL.
 */
export type PostgresForTests = { url: string; stop(): Promise<void> };

export const requirePostgres = Boolean(process.env.FACTLENS_CI) || (Boolean(process.env.CI) && process.env.CI !== "false");

/** Why PostgreSQL tests cannot run here, or null when they can. */
export function postgresUnavailable(): string | null {
  if (process.env.TEST_POSTGRES_URL) return null;
  if (postgresBinDir()) return null;
  return "no PostgreSQL: set TEST_POSTGRES_URL or apt-get install -y postgresql";
}

export async function startPostgresForTests(): Promise<PostgresForTests> {
  if (process.env.TEST_POSTGRES_URL) return { url: process.env.TEST_POSTGRES_URL, stop: async () => {} };
  return startTemporaryPostgres();
}

/**
 * `describe` when PostgreSQL is available; otherwise a skipped block with the reason printed,
 * or, when CI requires PostgreSQL, one failing test that says why.
 */
export function describeWithPostgres(name: string, body: () => void): void {
  const missing = postgresUnavailable();
  if (!missing) return describe(name, body);
  if (requirePostgres) {
    describe(name, () => {
      it("has PostgreSQL available (required in CI)", () => {
        throw new Error(`${name}: ${missing}`);
      });
    });
    return;
  }
  console.warn(`skipping "${name}": ${missing}`);
  describe.skip(name, body);
}
