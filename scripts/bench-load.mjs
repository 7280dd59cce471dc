#!/usr/bin/env node
// npm run bench:load [-- --url http://host:port] [--duration 12] [--rounds 3] [--connections 10] [--profile]
// Throughput and p50/p99 latency of a bare Node http server (another process answering 204 to
// everything: what this machine allows at all), an empty route handler (GET /api/bench/empty) and
// cached checks (POST /api/fact-check with a claim already answered, from one client that keeps
// its cookie) on the same server in the same run, and their ratios. Each gets --duration seconds in
// all, split into --rounds that alternate (bare, empty, cached, bare, …), so a change in the
// machine's other load during the run falls on all alike; each round's ratios are printed next to
// the overall ones. Without --url it starts `npm start` (server/start.mjs: migrate,
// build if needed, serve) on a free port with a throwaway SQLite database (or DATABASE_URL when
// set), BENCH_EMPTY_ROUTE=1 and free and cached-answer limits high enough not to interfere. A --url server needs BENCH_EMPTY_ROUTE=1.
// On PostgreSQL: DATABASE_URL=postgresql://… npm run bench:load. Prints figures and whether the
// targets (empty route ≥ 0.08× the bare server's req/s, cached check ≥ 0.5× the empty route's) are met, asserts nothing.
// --profile: also where a cached check's time goes, from 300 sequential checks: the proxy's
// stages and the handler's (their Server-Timing header, sent only in bench mode to a request with x-bench-profile: 1) and the rest
// (Next.js routing, JSON, the connection), as mean ms per request.
import { spawn } from "node:child_process";
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBenchServer } from "./lib/bench-server.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    duration: { type: "string", default: "12" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    profile: { type: "boolean", default: false },
  },
});
/** A positive whole number given on the command line; anything else stops the run with its name. */
function positiveInteger(name) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`bench:load: --${name} must be a whole number of at least 1, not ${JSON.stringify(values[name])}`);
    process.exit(2);
  }
  return value;
}
const duration = positiveInteger("duration");
const rounds = positiveInteger("rounds");
const connections = positiveInteger("connections");
const CLAIM = "The Great Wall of China is visible from space with the naked eye";
const TARGET_RATIO = 0.5;
const TARGET_EMPTY_RATIO = 0.08;
const PROFILE_REQUESTS = 300;

/** Mean ms per stage of `Server-Timing` over sequential cached checks, and the mean latency they sum into. */
async function profile(url, check) {
  const totals = new Map();
  let latency = 0;
  for (let i = 0; i < PROFILE_REQUESTS; i++) {
    const started = performance.now();
    // x-bench-profile is lib/http/server-timing.ts's PROFILE_REQUEST_HEADER.
    const response = await fetch(`${url}/api/fact-check`, {
      ...check,
      headers: { ...check.headers, "x-bench-profile": "1" },
    });
    await response.arrayBuffer();
    latency += performance.now() - started;
    for (const entry of [response.headers.get("server-timing"), response.headers.get("x-handler-timing")]
      .filter(Boolean)
      .join(",")
      .split(",")) {
      const match = entry.trim().match(/^([\w-]+);dur=([\d.]+)$/);
      if (match) totals.set(match[1], (totals.get(match[1]) ?? 0) + Number(match[2]));
    }
  }
  const stages = [...totals].map(([stage, ms]) => [stage, ms / PROFILE_REQUESTS]);
  const measured = stages.reduce((sum, [, ms]) => sum + ms, 0);
  return { stages, latency: latency / PROFILE_REQUESTS, rest: latency / PROFILE_REQUESTS - measured };
}

const startServer = () =>
  startBenchServer({
    name: "bench-load",
    env: { BENCH_EMPTY_ROUTE: "1", FREE_CHECKS_PER_WINDOW: "1000000", CACHED_ANSWERS_PER_MINUTE: "1000000" },
  });

/** A bare Node http server in its own process (so it shares no event loop with autocannon): 204 to every request. */
async function startBareServer() {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const server = require("node:http").createServer((req, res) => { res.statusCode = 204; res.end(); });
       server.listen(0, "127.0.0.1", () => console.log(server.address().port));`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise((resolve, reject) => {
    child.stdout.once("data", (data) => resolve(Number(String(data).trim())));
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One autocannon run's figures. */
function figures(result) {
  return {
    requests: result.requests.total,
    seconds: result.duration,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

/** Both routes over alternating rounds: per round and in all (req/s over the whole time; p50/p99 the worst round's). */
async function measureRounds(routes) {
  for (const route of routes) await load({ ...route.options, duration: 2 }); // warm-up: JIT, connection pools, caches
  const perRound = [];
  for (let round = 0; round < rounds; round++) {
    const row = [];
    for (const route of routes) row.push(figures(await load({ ...route.options, duration: duration / rounds })));
    perRound.push(row);
  }
  const totals = routes.map((route, index) => {
    const runs = perRound.map((row) => row[index]);
    const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
    return {
      name: route.name,
      rps: sum("requests") / sum("seconds"),
      p50: Math.max(...runs.map((run) => run.p50)),
      p99: Math.max(...runs.map((run) => run.p99)),
      ok: sum("ok"),
      other: sum("other"),
    };
  });
  return { totals, perRound };
}

const server = values.url ? { url: values.url.replace(/\/$/, ""), stop: async () => {} } : await startServer();
const bare = await startBareServer();
try {
  const empty = await fetch(`${server.url}/api/bench/empty`);
  if (empty.status !== 204) throw new Error(`GET /api/bench/empty answered ${empty.status}: start the server with BENCH_EMPTY_ROUTE=1`);
  const check = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ claim: CLAIM }) };
  const firstResponse = await fetch(`${server.url}/api/fact-check`, check);
  const first = await firstResponse.json();
  // One client, as a browser is: its client cookie goes with every request that follows.
  const cookie = firstResponse.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (cookie) check.headers.cookie = cookie;
  const second = await fetch(`${server.url}/api/fact-check`, check).then((r) => r.json());
  if (!first.result || second.result?.cached !== true)
    throw new Error(`the claim was not served from the cache on its second check: ${JSON.stringify(second).slice(0, 200)}`);

  const { totals: rows, perRound } = await measureRounds([
    { name: "bare Node http server (204, no Next.js)", options: { url: `${bare.url}/` } },
    { name: "empty route handler (GET /api/bench/empty)", options: { url: `${server.url}/api/bench/empty` } },
    { name: "cached check (POST /api/fact-check)", options: { url: `${server.url}/api/fact-check`, ...check } },
  ]);
  console.log(
    `\nbench:load — ${connections} connections, ${duration} s per route in ${rounds} alternating rounds, on ${server.url} (${os.cpus().length} CPUs)\n`,
  );
  console.log(
    `${"route".padEnd(46)} ${"req/s".padStart(9)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"2xx".padStart(8)} ${"other".padStart(6)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(46)} ${row.rps.toFixed(0).padStart(9)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.ok).padStart(8)} ${String(row.other).padStart(6)}`,
    );
  }
  console.log(
    `\nper round, empty/bare req/s: ${perRound.map(([bareRun, empty]) => (empty.rps / bareRun.rps).toFixed(3) + "×").join(", ")}; cached/empty: ${perRound.map(([, empty, cached]) => (cached.rps / empty.rps).toFixed(2) + "×").join(", ")}`,
  );
  const [bareRow, base, cached] = rows;
  const emptyRatio = base.rps / bareRow.rps;
  console.log(
    `\nratio empty/bare: throughput ${emptyRatio.toFixed(3)}× (${(bareRow.rps / base.rps).toFixed(1)}× fewer req/s), p50 ${(base.p50 / Math.max(bareRow.p50, 1)).toFixed(1)}×`,
  );
  console.log(
    `target: empty route ≥ ${TARGET_EMPTY_RATIO}× the bare server's req/s: ${emptyRatio >= TARGET_EMPTY_RATIO ? "met" : "NOT met"} (${emptyRatio.toFixed(3)}×)`,
  );
  const ratio = cached.rps / base.rps;
  console.log(
    `\nratio cached/empty: throughput ${ratio.toFixed(2)}× (${(base.rps / cached.rps).toFixed(1)}× fewer req/s), p50 ${(cached.p50 / Math.max(base.p50, 1)).toFixed(1)}×, p99 ${(cached.p99 / Math.max(base.p99, 1)).toFixed(1)}×`,
  );
  console.log(
    `target: cached check ≥ ${TARGET_RATIO}× the empty route's req/s: ${ratio >= TARGET_RATIO ? "met" : "NOT met"} (${ratio.toFixed(2)}×)`,
  );
  if (values.profile) {
    const { stages, latency, rest } = await profile(server.url, check);
    if (stages.length === 0) console.log("\nprofile: the server sent no Server-Timing (it runs in bench mode only, BENCH_EMPTY_ROUTE=1)");
    else {
      console.log(`\nwhere a cached check's time goes (mean of ${PROFILE_REQUESTS} sequential checks, ms):`);
      for (const [stage, ms] of stages) console.log(`  ${stage.padEnd(40)} ${ms.toFixed(3).padStart(8)}`);
      console.log(`  ${"rest (Next.js routing, JSON, connection)".padEnd(40)} ${rest.toFixed(3).padStart(8)}`);
      console.log(`  ${"total (client-side latency)".padEnd(40)} ${latency.toFixed(3).padStart(8)}`);
    }
  }
} finally {
  bare.stop();
  await server.stop();
}
