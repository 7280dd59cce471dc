#!/usr/bin/env node
// npm run bench:browser [-- --url http://host:port] [--runs 3] [/path …]
// What a reader on a phone gets, in a real browser: Debian's Chromium through Playwright, with the
// mobile profile of issue 27 (412×823 at DPR 2.625, touch, a mobile user agent; 150 ms round trip,
// 1.6 Mbps down, 750 kbps up, CPU slowed 4× through the DevTools protocol). For each page, --runs
// cold loads (a new browser context each: nothing cached), and for each figure the median over the
// runs: first contentful paint, largest contentful paint, time until React has hydrated the page
// (html[data-hydrated], components/layout/hydration-mark.tsx), JavaScript transferred (bytes on the
// wire); on /faq also the delay between a tap on the first question 300 ms after `load` and its
// answer showing ("lost" when it never shows within 5 s). Without --url it starts `npm start` on a
// free port with a throwaway database (scripts/lib/bench-server.mjs). Prints figures and the
// targets (guide pages LCP ≤ 1.2 s, hydrated ≤ 2.0 s, JS ≤ 150 KB; home LCP ≤ 1.2 s, hydrated ≤
// 2.5 s, JS ≤ 200 KB); asserts nothing. `npm run lighthouse` stays as a second opinion.
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { startBenchServer } from "./lib/bench-server.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: "string" }, runs: { type: "string", default: "3" } },
});
const RUNS = Math.max(1, Number(values.runs) || 3);
const PATHS = positionals.length ? positionals : ["/", "/faq", "/methodology", "/how-to-fact-check"];
const PROFILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
};
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const TARGETS = { guide: { lcp: 1200, hydrated: 2000, js: 150 * 1024 }, home: { lcp: 1200, hydrated: 2500, js: 200 * 1024 } };

/** Runs in the page before its own scripts: records LCP and the moment the hydration mark appears. */
function observe() {
  window.__bench = { lcp: 0, hydrated: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const mark = () => {
    if (window.__bench.hydrated === null && document.documentElement.hasAttribute("data-hydrated"))
      window.__bench.hydrated = performance.now();
  };
  // The script runs before the document has its root element: watch the whole document.
  new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
}

async function load(browser, url, path) {
  const context = await browser.newContext(PROFILE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  let jsBytes = 0;
  const scripts = new Set();
  cdp.on("Network.responseReceived", ({ requestId, type }) => {
    if (type === "Script") scripts.add(requestId);
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) jsBytes += encodedDataLength;
  });
  await page.addInitScript(observe);
  await page.goto(`${url}${path}`, { waitUntil: "load", timeout: 120_000 });
  let tap = null;
  if (path === "/faq") {
    await page.waitForTimeout(300);
    const trigger = page.locator('[data-slot="accordion-trigger"], details > summary').first();
    const box = await trigger.boundingBox();
    await page.evaluate(() => {
      const trigger = document.querySelector('[data-slot="accordion-trigger"], details > summary');
      const answer = trigger.matches("summary") ? trigger.parentElement : document.getElementById(trigger.getAttribute("aria-controls"));
      const shown = () => (answer.tagName === "DETAILS" ? answer.open : !answer.hidden);
      window.__tap = { at: null, shown: null };
      trigger.addEventListener("pointerdown", () => (window.__tap.at ??= performance.now()), { capture: true, once: true });
      const check = () => {
        if (window.__tap.at !== null && shown()) window.__tap.shown = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => window.__tap.shown !== null, null, { timeout: 5_000 }).catch(() => {});
    const t = await page.evaluate(() => window.__tap);
    tap = t.shown === null ? Infinity : t.shown - t.at;
  }
  await page.waitForFunction(() => window.__bench.hydrated !== null, null, { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(200);
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    lcp: window.__bench.lcp,
    hydrated: window.__bench.hydrated ?? NaN,
  }));
  await context.close();
  return { ...figures, js: jsBytes, tap };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const s = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "lost");
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  const server = values.url ? { url: values.url, stop: async () => {} } : await startBenchServer({ name: "browser" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  console.log(
    `bench:browser — ${RUNS} cold loads per page, 412×823 mobile, 150 ms RTT, 1.6 Mbps down, CPU ${CPU_SLOWDOWN}× slower; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`,
  );
  try {
    const results = new Map(PATHS.map((path) => [path, []]));
    // Rounds alternate the pages, so a change in the machine's other load falls on all of them.
    for (let run = 0; run < RUNS; run++) for (const path of PATHS) results.get(path).push(await load(browser, server.url, path));
    for (const [path, runs] of results) {
      const target = path === "/" ? TARGETS.home : TARGETS.guide;
      const m = (key) => median(runs.map((r) => r[key]));
      const met = (value, limit) => (value <= limit ? "met" : "NOT met");
      console.log(`\n${path}`);
      console.log(`  FCP       ${s(m("fcp")).padStart(8)}   runs ${runs.map((r) => s(r.fcp)).join(", ")}`);
      console.log(
        `  LCP       ${s(m("lcp")).padStart(8)}   runs ${runs.map((r) => s(r.lcp)).join(", ")}   target ≤ ${s(target.lcp)}: ${met(m("lcp"), target.lcp)}`,
      );
      console.log(
        `  hydrated  ${s(m("hydrated")).padStart(8)}   runs ${runs.map((r) => s(r.hydrated)).join(", ")}   target ≤ ${s(target.hydrated)}: ${met(m("hydrated"), target.hydrated)}`,
      );
      console.log(`  JS        ${kb(m("js")).padStart(8)}   target ≤ ${kb(target.js)}: ${met(m("js"), target.js)}`);
      if (path === "/faq") console.log(`  tap → answer (300 ms after load) ${s(m("tap"))}   runs ${runs.map((r) => s(r.tap)).join(", ")}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
