#!/usr/bin/env node
// npm run bench:auth [-- --url http://host:port] [--signups 100] [--seconds 6] [--concurrency 20]
// Does sign-up's bcrypt work slow the server down? Measures GET /api/health latency (one probe
// every 25 ms) first on an idle server, then during a burst of sign-ups (default: 100 in about
// 6 s, 20 at a time: the burst that once slowed the server to 800 ms), and prints p50/p95/max for both, with the
// sign-ups' answers (201 created, 503 server_busy when the hashing queue is full, 429...).
// Without --url it starts `npm start` (server/start.mjs) on a free port with a throwaway SQLite
// database and SIGN_UPS_PER_HOUR high enough that the per-address limit does not stop the burst
// (the burst comes from one address). A --url server needs the same. Prints figures, asserts nothing.
import os from "node:os";
import { parseArgs } from "node:util";
import { startBenchServer } from "./lib/bench-server.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    signups: { type: "string", default: "100" },
    seconds: { type: "string", default: "6" },
    concurrency: { type: "string", default: "20" },
  },
});
const signups = Number(values.signups);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

const startServer = () => startBenchServer({ name: "bench-auth", env: { SIGN_UPS_PER_HOUR: "1000000" } });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Probes /api/health one at a time, every `every` ms, until `until()` is true; the latencies in ms. */
async function probeHealth(url, until, every = 25) {
  const latencies = [];
  while (!until()) {
    const started = performance.now();
    await fetch(`${url}/api/health`).then((response) => response.arrayBuffer());
    latencies.push(performance.now() - started);
    await sleep(every);
  }
  return latencies;
}

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { probes: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/** `signups` sign-ups spread over `seconds`, at most `concurrency` in flight; the count of each status. */
async function signUpBurst(url) {
  const statuses = {};
  const run = `${Date.now().toString(36)}`;
  let next = 0;
  const started = performance.now();
  async function lane() {
    while (next < signups) {
      const i = next++;
      const due = started + (i * seconds * 1000) / signups;
      if (due > performance.now()) await sleep(due - performance.now());
      const response = await fetch(`${url}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `bench-${run}-${i}@example.com`, password: `password-${i}` }),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { statuses, elapsed: (performance.now() - started) / 1000 };
}

const server = values.url ? { url: values.url.replace(/\/$/, ""), stop: async () => {} } : await startServer();
try {
  // Warm-up: the routes compile their first request, the hashing workers start.
  await probeHealth(
    server.url,
    (
      (n) => () =>
        n-- <= 0
    )(20),
    10,
  );
  await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench-warmup-${Date.now()}@example.com`, password: "warm-up-1" }),
  });

  const idleUntil = Date.now() + 3000;
  const idle = summary(await probeHealth(server.url, () => Date.now() > idleUntil));

  let done = false;
  const [burst, during] = await Promise.all([signUpBurst(server.url).finally(() => (done = true)), probeHealth(server.url, () => done)]);
  const busy = summary(during);

  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `\nGET /api/health latency, idle and during ${signups} sign-ups in ${burst.elapsed.toFixed(1)} s (${concurrency} at a time, ${os.availableParallelism()} CPUs)\n`,
  );
  console.log("| | probes | p50 | p95 | max |");
  console.log("|---|---:|---:|---:|---:|");
  console.log(`| idle | ${idle.probes} | ${ms(idle.p50)} | ${ms(idle.p95)} | ${ms(idle.max)} |`);
  console.log(`| during the sign-ups | ${busy.probes} | ${ms(busy.p50)} | ${ms(busy.p95)} | ${ms(busy.max)} |`);
  console.log(
    `\nsign-up answers: ${Object.entries(burst.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ")}`,
  );
} finally {
  await server.stop();
}
