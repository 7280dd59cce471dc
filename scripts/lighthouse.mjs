#!/usr/bin/env node
// npm run lighthouse [-- /path …] — Lighthouse scores (mobile preset) for the key pages of a
// production build served on a free port with a throwaway database, in Debian's Chromium.
// Prints the scores, Largest Contentful Paint and the JavaScript transferred per page (the
// targets: guide pages ≥ 98, LCP ≤ 1.5 s, ≤ 150 KB of JS; `/` LCP ≤ 1.8 s); asserts nothing.
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
const pages = args.length ? args : ["/", "/faq", "/how-to-fact-check", "/methodology", "/fact-check-api"];

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const server = spawn(process.execPath, [path.join(process.cwd(), "scripts/e2e-server.mjs")], {
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
    const { lhr } = await lighthouse(`${origin}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      fs.writeFileSync(path.join(saveDir, `${page.replace(/\W+/g, "_") || "home"}.json`), JSON.stringify(lhr));
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN;
    // Bytes on the wire (compressed) of every script the page loaded, its own HTML's inline scripts not included.
    const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
    const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    rows.push({
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcp,
      jsBytes,
      jsFiles: scripts.length,
    });
    const failing = Object.values(lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
    );
    if (failing.length) console.log(`${page}: failing audits: ${failing.map((audit) => audit.id).join(", ")}`);
  }
} finally {
  await chrome.kill();
  stop();
}
console.log("\nLighthouse (mobile preset)");
console.log("page".padEnd(24) + "perf  a11y  best  seo     LCP   JS transferred");
for (const row of rows) {
  const lcp = `${(row.lcp / 1000).toFixed(2)} s`;
  const js = `${(row.jsBytes / 1024).toFixed(1)} KB in ${row.jsFiles} files`;
  console.log(
    `${row.page.padEnd(24)}${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row["best-practices"]).padStart(4)}  ${String(row.seo).padStart(3)}  ${lcp.padStart(6)}   ${js}`,
  );
}
process.exit(0);
