import { postgresBinDir, startTemporaryPostgres } from "@/scripts/lib/postgres.mjs";

/**
 * PostgreSQL for tests: the server at TEST_POSTGRES_URL (`.ci/run` starts Debian's), else a
 * throwaway cluster of the installed `postgresql` package. Like Redis and Chromium it is a
 * prerequisite of the test suite: without either, the tests that need it fail saying so.
 */
export type PostgresForTests = { url: string; stop(): Promise<void> };

export async function startPostgresForTests(): Promise<PostgresForTests> {
  if (process.env.TEST_POSTGRES_URL) return { url: process.env.TEST_POSTGRES_URL, stop: async () => {} };
  if (!postgresBinDir()) throw new Error("PostgreSQL is missing: set TEST_POSTGRES_URL to a server, or apt-get install -y postgresql");
  return startTemporaryPostgres();
}
