#!/usr/bin/env node
// npm run lighthouse [-- /path …] — Lighthouse scores (mobile preset) for the key pages of a
// production build served on a free port with a throwaway database, in Debian's Chromium.
// Prints figures; asserts nothing.
import net from "node:net";
import path from "node:path";
import { spawn } from "node:child_process";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/faq", "/how-to-fact-check", "/fact-check-api"];

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
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});
const rows = [];
try {
  for (const page of pages) {
    // Warm the route once so a first-hit compile or cache fill is not measured.
    await fetch(`${origin}${page}`);
    const { lhr } = await lighthouse(`${origin}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({ page, performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") });
    const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary");
    if (failing.length) console.log(`${page}: failing audits: ${failing.map((audit) => audit.id).join(", ")}`);
  }
} finally {
  await chrome.kill();
  stop();
}
console.log("\nLighthouse (mobile preset)");
console.log("page".padEnd(24) + "perf  a11y  best  seo");
for (const row of rows) {
  console.log(`${row.page.padEnd(24)}${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row["best-practices"]).padStart(4)}  ${String(row.seo).padStart(3)}`);
}
process.exit(0);
