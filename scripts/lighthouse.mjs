#!/usr/bin/env node
// npm run lighthouse [-- /path …] [--runs 3] [--save DIR] — Lighthouse scores (mobile preset) for the
// key pages of a production build served on a free port with a throwaway database, in Debian's
// Chromium. Prints the scores, Largest Contentful Paint and the JavaScript transferred per page (the
// targets: guide pages ≥ 98, LCP ≤ 1.5 s, ≤ 150 KB of JS; `/` LCP ≤ 1.8 s); asserts nothing.
// Each page is measured --runs times; each figure shown is its median over the runs, with every
// run's LCP and performance score beside them: single runs differ (total blocking time moves the
// score), and the simulated LCP counts every script the unthrottled load ran before its largest
// paint. What a reader gets in a real browser is `npm run bench:browser`'s to say.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { spawn } from "node:child_process";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

// `--save DIR` also writes each page's full Lighthouse report (JSON) into DIR.
const args = process.argv.slice(2);
const saveIndex = args.indexOf("--save");
const saveDir = saveIndex >= 0 ? args.splice(saveIndex, 2)[1] : undefined;
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args.splice(runsIndex, 2)[1]) : 3;
if (!Number.isInteger(runs) || runs < 1) {
  console.error("lighthouse: --runs must be a whole number of at least 1");
  process.exit(2);
}
const pages = args.length ? args : ["/", "/faq", "/how-to-fact-check", "/methodology", "/fact-check-api"];

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const server = spawn(process.execPath, [path.join(process.cwd(), "tests/support/e2e-server.mjs")], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stop);

const origin = `http://127.0.0.1:${port}`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {}
  if (i > 600) throw new Error("server did not start");
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
const rows = [];
try {
  for (const page of pages) {
    // Warm the route once so a first-hit compile or cache fill is not measured.
    await fetch(`${origin}${page}`);
    const measured = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${origin}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (saveDir) {
        fs.mkdirSync(saveDir, { recursive: true });
        fs.writeFileSync(path.join(saveDir, `${page.replace(/\W+/g, "_") || "home"}-${run + 1}.json`), JSON.stringify(lhr));
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      // Bytes on the wire (compressed) of every script the page loaded, its own HTML's inline scripts not included.
      const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
      measured.push({
        page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        jsFiles: scripts.length,
      });
      const failing = Object.values(lhr.audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
      );
      if (failing.length) console.log(`${page}: failing audits: ${failing.map((audit) => audit.id).join(", ")}`);
    }
    // Each figure's median over the runs (the scores too: total blocking time moves the
    // performance score by a few points from run to run), and every run's LCP and performance.
    const median = (key) => measured.map((m) => m[key]).sort((a, b) => a - b)[Math.floor((measured.length - 1) / 2)];
    rows.push({
      page,
      ...Object.fromEntries(
        ["performance", "accessibility", "best-practices", "seo", "lcp", "jsBytes", "jsFiles"].map((key) => [key, median(key)]),
      ),
      allLcp: measured.map((m) => m.lcp),
      allPerformance: measured.map((m) => m.performance),
    });
  }
} finally {
  await chrome.kill();
  stop();
}
console.log(`\nLighthouse (mobile preset), the median of ${runs} run${runs === 1 ? "" : "s"} per page`);
console.log("page".padEnd(24) + "perf  a11y  best  seo     LCP   LCP of each run         perf of each run  JS transferred");
for (const row of rows) {
  const lcp = `${(row.lcp / 1000).toFixed(2)} s`;
  const each = row.allLcp.map((ms) => (ms / 1000).toFixed(2)).join(" / ");
  const js = `${(row.jsBytes / 1024).toFixed(1)} KB in ${row.jsFiles} files`;
  console.log(
    `${row.page.padEnd(24)}${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row["best-practices"]).padStart(4)}  ${String(row.seo).padStart(3)}  ${lcp.padStart(6)}   ${each.padEnd(22)}  ${row.allPerformance.join(" / ").padEnd(16)}  ${js}`,
  );
}
process.exit(0);
