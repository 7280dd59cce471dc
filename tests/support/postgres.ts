/**
 * PostgreSQL for tests: the server at TEST_POSTGRES_URL (`.ci/run` starts Debian's), else a
 * throwaway cluster of the installed `postgresql` package. Like Redis and Chromium it is a
 * prerequisite of the test suite: without either, the tests that need it fail saying so.
 */
export { postgresForTests as startPostgresForTests } from "@/scripts/lib/postgres.mjs";
export type PostgresForTests = { url: string; stop(): Promise<void> };
