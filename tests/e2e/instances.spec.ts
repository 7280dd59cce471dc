import { expect, test } from "../support/playwright-test";
import pg from "pg";
import { createDatabase, dropDatabase } from "@/scripts/lib/postgres.mjs";
import { startNextServer, type RunningNextServer } from "../support/next-server";
import { startPostgresForTests, type PostgresForTests } from "../support/postgres";
import { startRedisServer } from "../support/redis-server";
import { signInCookie } from "../support/sign-in";

/**
 * Several stateless app instances: two production servers on their own ports share one
 * PostgreSQL database and one Redis server, as behind a load balancer. The free limit, the
 * answer cache, accounts and history hold across them, and no check is lost under load.
 * A second pair on the same database and Redis runs with a high free limit for the load part.
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });

const AUTH_SECRET = "instances-spec-shared-secret-0123456789abcdef";
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
// Addresses that are distinct within a run (from a random start, so runs differ too): two random
// ones would collide often enough among 500 checks to read as one client repeating a claim.
let nextAddress = Math.floor(Math.random() * 254 * 254);
const uniqueIp = () => {
  const n = nextAddress++ % (254 * 254);
  return `198.19.${1 + Math.floor(n / 254)}.${1 + (n % 254)}`;
};

let postgres: PostgresForTests;
let databaseUrl: string;
let redis: { url: string; stop(): Promise<void> };
let limited: [RunningNextServer, RunningNextServer];
let unlimited: [RunningNextServer, RunningNextServer];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgresForTests();
  databaseUrl = await createDatabase(postgres.url, "factlens_instances");
  redis = process.env.TEST_REDIS_URL ? { url: process.env.TEST_REDIS_URL, stop: async () => {} } : await startRedisServer();
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    AUTH_SECRET,
    TRUSTED_PROXY: "1",
    RATE_LIMIT_FAIL_MODE: "closed",
    TRENDING_CACHE_SECONDS: "0",
  };
  // One after another: each applies migrations first (the second finds the database up to date).
  const servers: RunningNextServer[] = [];
  // The first pair also runs re-check passes of followed claims every 3 s (the last test).
  for (const limit of ["3", "3", "100000", "100000"]) {
    servers.push(
      await startNextServer({ ...shared, FREE_CHECKS_PER_WINDOW: limit, RECHECK_INTERVAL_MINUTES: limit === "3" ? "0.05" : "0" }),
    );
  }
  limited = [servers[0], servers[1]];
  unlimited = [servers[2], servers[3]];
});

test.afterAll(async () => {
  await Promise.all([...(limited ?? []), ...(unlimited ?? [])].map((server) => server.stop()));
  if (databaseUrl) await dropDatabase(databaseUrl);
  await redis?.stop();
  await postgres?.stop();
});

type Check = { status: number; body: { result?: { id: string; cached: boolean; verdict: { status: string } } } };

async function check(baseURL: string, claim: string, headers: Record<string, string> = {}): Promise<Check> {
  const response = await fetch(`${baseURL}/api/fact-check`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ claim }),
  });
  return { status: response.status, body: await response.json() };
}

async function sql<Row = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function countRows(where: string, value: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT COUNT(*)::int AS n FROM fact_check_queries WHERE ${where}`, [value]);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

test("both instances answer on PostgreSQL with Redis configured", async () => {
  for (const server of limited) {
    const health = await (await fetch(`${server.baseURL}/api/health`)).json();
    expect(health.database).toMatchObject({ kind: "postgresql", ok: true });
    expect(health.services.redis).toEqual({ configured: true });
  }
});

test("the free limit holds across instances: of 50 concurrent checks from one client spread over both, exactly 3 succeed", async () => {
  const ip = uniqueIp();
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      check(limited[i % 2].baseURL, `Instances ${run} limit ${i}: the river froze in July`, { "x-forwarded-for": ip }),
    ),
  );
  const statuses = results.map((result) => result.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  expect(statuses.filter((status) => status === 429)).toHaveLength(47);
  // Both instances refused: the count lives in Redis, not in either process.
  const refusedBy = new Set(results.flatMap((result, i) => (result.status === 429 ? [i % 2] : [])));
  expect([...refusedBy].sort()).toEqual([0, 1]);
});

test("an answer computed on one instance is served from the shared cache by the other", async () => {
  const claim = `Instances ${run} cache: the bridge was built in 1890`;
  const first = await check(unlimited[0].baseURL, claim, { "x-forwarded-for": uniqueIp() });
  expect(first.status).toBe(200);
  expect(first.body.result!.cached).toBe(false);
  const second = await check(unlimited[1].baseURL, claim, { "x-forwarded-for": uniqueIp() });
  expect(second.status).toBe(200);
  expect(second.body.result!.cached).toBe(true);
  expect(second.body.result!.verdict).toEqual(first.body.result!.verdict);
  // The permalink of a check made on one instance opens on the other.
  const permalink = await fetch(`${unlimited[1].baseURL}/api/results/${first.body.result!.id}`);
  expect(permalink.status).toBe(200);
});

test("an account made on one instance signs in on the other, and its history is shared", async () => {
  const [a, b] = unlimited;
  const email = `instances-${run}@example.test`;
  const password = "secret123";
  expect(
    (
      await fetch(`${a.baseURL}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      })
    ).status,
  ).toBe(201);

  // Sign in on B through next-auth's credentials flow (CSRF cookie and token, then the callback).
  const cookie = await signInCookie(b.baseURL, email, password);

  // The session cookie from B is valid on A (one AUTH_SECRET); history saved on A lists on B.
  const settings = await fetch(`${a.baseURL}/api/account/settings`, {
    method: "PATCH",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ saveHistory: true }),
  });
  expect(settings.status).toBe(200);
  const claim = `Instances ${run} history: the library opened on a Sunday`;
  expect((await check(a.baseURL, claim, { cookie, "x-forwarded-for": uniqueIp() })).status).toBe(200);
  const history = await (await fetch(`${b.baseURL}/api/fact-check/history`, { headers: { cookie } })).json();
  expect(history.items.map((item: { query: string }) => item.query)).toEqual([claim]);
});

test("500 concurrent checks over both instances leave exactly 500 stored rows", async () => {
  const marker = `Instances ${run} load`;
  // 25 claims, 20 checks each: computed answers and cache hits race on both instances.
  const results = await Promise.all(
    Array.from({ length: 500 }, (_, i) =>
      check(unlimited[i % 2].baseURL, `${marker} ${i % 25}: the tower leans four degrees`, { "x-forwarded-for": uniqueIp() }),
    ),
  );
  expect(results.filter((result) => result.status !== 200).map((result) => result.status)).toEqual([]);
  expect(new Set(results.map((result) => result.body.result!.id)).size).toBe(500);
  expect(await countRows(`query LIKE $1`, `${marker} %`)).toBe(500);
});

test("re-check passes run on both instances' schedules, one at a time: none while the lease is held elsewhere, and never overlapping", async () => {
  test.setTimeout(120_000);
  // Another holder (as a cron job would be) has the lease for the next 8 s.
  await sql(`INSERT INTO recheck_leases (name, holder, "expiresAt") VALUES ('recheck', 'cron-elsewhere', $1)`, [
    new Date(Date.now() + 8_000),
  ]);
  // Counted from once the lease is held: a tick just before it may start a pass of its own.
  const since = new Date();
  const [user] = await sql<{ id: string }>(`INSERT INTO users (id, email) VALUES (gen_random_uuid()::text, $1) RETURNING id`, [
    `recheck-${run}@example.test`,
  ]);
  // Eight followed claims never checked before, due now: each re-check runs the pipeline.
  for (let i = 0; i < 8; i += 1) {
    const query = `Instances ${run} recheck ${i}: the canal was drained in ${1900 + i}`;
    await sql(
      `INSERT INTO followed_claims (id, "userId", "checkId", query, "normalizedQuery", mode, filters, verdict, confidence, "dueAt")
       VALUES (gen_random_uuid()::text, $1, gen_random_uuid()::text, $2, $3, 'fast', '{"timeWindow":"5years","region":"all","language":"all"}', 'TRUE', 95, now() - interval '1 minute')`,
      [user.id, query, query.toLowerCase()],
    );
  }
  const checked = async () =>
    (
      await sql<{ n: number }>(`SELECT COUNT(*)::int AS n FROM followed_claims WHERE "userId" = $1 AND "lastCheckedAt" IS NOT NULL`, [
        user.id,
      ])
    )[0].n;

  // Both instances tick every 3 s while the lease is held: no pass starts, nothing is re-checked.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await sql(`SELECT id FROM recheck_passes WHERE "startedAt" >= $1`, [since])).toEqual([]);
  expect(await checked()).toBe(0);

  // The lease runs out: the next tick of either instance takes it and re-checks all eight.
  await expect.poll(checked, { timeout: 60_000, intervals: [500] }).toBe(8);
  // A few more ticks, then every pass since: one at a time, each ending before the next starts.
  await new Promise((resolve) => setTimeout(resolve, 7_000));
  const passes = await sql<{ holder: string; startedAt: Date; finishedAt: Date | null; rechecked: number }>(
    `SELECT holder, "startedAt", "finishedAt", rechecked FROM recheck_passes WHERE "startedAt" >= $1 ORDER BY "startedAt"`,
    [since],
  );
  expect(passes.length).toBeGreaterThanOrEqual(2);
  expect(passes.reduce((sum, pass) => sum + pass.rechecked, 0)).toBe(8);
  for (let i = 1; i < passes.length; i += 1) {
    expect(passes[i - 1].finishedAt).not.toBeNull();
    expect(passes[i - 1].finishedAt!.getTime()).toBeLessThanOrEqual(passes[i].startedAt.getTime());
  }
  expect(passes.every((pass) => pass.holder !== "cron-elsewhere")).toBe(true);
});
