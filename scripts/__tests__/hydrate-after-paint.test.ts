import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import {
  afterFirstPaintRewriter,
  hydrateAfterFirstPaint,
  hydrateAfterFirstPaintInBuild,
  hydrateStreamedPagesAfterFirstPaint,
} from "../lib/hydrate-after-paint.mjs";
import { prepareAnswer } from "../lib/serve.mjs";
import { inlineScriptBodies } from "@/lib/static-page-csp";

// The shape of a page `next build` prerenders: chunk scripts hoisted into <head>, the bootstrap
// chunk preloaded and added after the RSC payload, the noModule polyfill, JSON-LD and inline scripts.
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js?v=1&amp;x=2" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://example.org/widget.js" async=""></script>',
  "<style>body{color:red}</style></head>",
  '<body><h1>FAQ</h1><script type="application/ld+json">{"@type":"FAQPage"}</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join("");

type Attributes = Record<string, string>;

/** The loader's list of scripts, read back from the rewritten page. */
function loaderScripts(html: string): Attributes[] {
  const loader = inlineScriptBodies(html).find((body) => body.includes("first-contentful-paint"));
  expect(loader).toBeDefined();
  return JSON.parse(/\)\((\[.*\])\)$/s.exec(loader!)![1]) as Attributes[];
}

describe("hydrateAfterFirstPaint", () => {
  const html = hydrateAfterFirstPaint(PAGE);

  it("takes Next's script tags out of the page and leaves every other script where it was", () => {
    expect(html).not.toMatch(/<script[^>]*src="\/_next\//);
    expect(html).toContain('<script src="https://example.org/widget.js" async=""></script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
    expect(html).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
    expect(html).toContain("<h1>FAQ</h1>");
  });

  it("adds no preloads of its own: until the first paint the page has the network to itself", () => {
    const preloads = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)].map(([link]) => link);
    expect(preloads).toEqual(['<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>']);
  });

  it("hands the loader every chunk in page order with its own attributes, at the end of the body", () => {
    expect(loaderScripts(html)).toEqual([
      { src: "/_next/static/chunks/react.js" },
      { src: "/_next/static/chunks/page.js?v=1&x=2" },
      { src: "/_next/static/chunks/polyfills.js", nomodule: "" },
      { src: "/_next/static/chunks/boot.js" },
    ]);
    expect(html).toMatch(/first-contentful-paint[^<]*<\/script><\/body><\/html>$/);
  });

  it("escapes `<` in the list so no chunk name can close the loader's script", () => {
    const page = '<html><head><script src="/_next/static/chunks/a&lt;/script&gt;.js" async=""></script></head><body></body></html>';
    const body = inlineScriptBodies(hydrateAfterFirstPaint(page)).at(-1)!;
    expect(body).not.toContain("</script>");
    expect(body).toContain("a\\u003c/script>.js");
  });

  it("leaves a page without Next's scripts as it is, so running it twice changes nothing", () => {
    expect(hydrateAfterFirstPaint(html)).toBe(html);
    expect(hydrateAfterFirstPaint("<html><body><p>plain</p></body></html>")).toBe("<html><body><p>plain</p></body></html>");
  });
});

/** Runs the page's loader in a stand-in browser whose paint timing the test controls. */
function runLoader(html: string, browser: { visibility?: string; paintTiming?: boolean } = {}) {
  const added: Attributes[] = [];
  const timers: Array<() => void> = [];
  const listeners: Record<string, () => void> = {};
  let observer: ((entries: { getEntriesByName(name: string): unknown[] }, self: { disconnect(): void }) => void) | undefined;
  let disconnected = false;
  class PerformanceObserver {
    static supportedEntryTypes = browser.paintTiming === false ? ["mark"] : ["mark", "paint"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: "paint", buffered: true });
    }
    disconnect() {
      disconnected = true;
    }
  }
  const document = {
    visibilityState: browser.visibility ?? "visible",
    createElement: () => {
      const attributes: Attributes = {};
      return { attributes, async: false, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    },
    head: {
      appendChild: (script: { attributes: Attributes; async: boolean }) =>
        added.push({ ...script.attributes, async: String(script.async) }),
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  const loader = inlineScriptBodies(html).find((body) => body.includes("first-contentful-paint"))!;
  vm.runInNewContext(loader, { document, PerformanceObserver, setTimeout: (callback: () => void) => timers.push(callback) });
  const paint = (name: string) =>
    observer!({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) });
  return { added, timers, listeners, paint, disconnected: () => disconnected };
}

describe("the loader in the page", () => {
  const html = hydrateAfterFirstPaint(PAGE);

  it("adds the chunks, async, only once the first contentful paint is reported", () => {
    const page = runLoader(html);
    expect(page.added).toEqual([]);
    page.paint("first-paint");
    expect(page.added).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.added.map((script) => script.src)).toEqual([
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/page.js?v=1&x=2",
      "/_next/static/chunks/polyfills.js",
      "/_next/static/chunks/boot.js",
    ]);
    expect(page.added.every((script) => script.async === "true")).toBe(true);
    expect(page.added[2]).toEqual({ src: "/_next/static/chunks/polyfills.js", nomodule: "", async: "true" });
    expect(page.disconnected()).toBe(true);
    // The fallbacks that fire later add nothing twice.
    page.timers.forEach((timer) => timer());
    page.listeners.visibilitychange();
    expect(page.added).toHaveLength(4);
  });

  it("adds them at once on a page that is not on screen, or in a browser without paint timing", () => {
    expect(runLoader(html, { visibility: "hidden" }).added).toHaveLength(4);
    expect(runLoader(html, { visibility: "prerender" }).added).toHaveLength(4);
    expect(runLoader(html, { paintTiming: false }).added).toHaveLength(4);
  });

  it("adds them when the tab is hidden before it painted, or after a timeout whatever the browser reports", () => {
    const hidden = runLoader(html);
    hidden.listeners.visibilitychange();
    expect(hidden.added).toHaveLength(4);
    const silent = runLoader(html);
    expect(silent.timers).toHaveLength(1);
    silent.timers[0]();
    expect(silent.added).toHaveLength(4);
  });
});

describe("hydrateAfterFirstPaintInBuild", () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-after-paint-"));
    fs.mkdirSync(path.join(dist, "server", "app"), { recursive: true });
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("rewrites each prerendered page once and leaves Next's own routes and other files alone", () => {
    const routes = { "/faq": {}, "/about": {}, "/robots.txt": {}, "/_not-found": {} };
    fs.writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ version: 4, routes }));
    const file = (name: string) => path.join(dist, "server", "app", name);
    fs.writeFileSync(file("faq.html"), PAGE);
    fs.writeFileSync(file("about.html"), "<html><body><p>no scripts</p></body></html>");
    fs.writeFileSync(file("_not-found.html"), PAGE);

    expect(hydrateAfterFirstPaintInBuild(dist)).toBe(1);
    expect(fs.readFileSync(file("faq.html"), "utf8")).toBe(hydrateAfterFirstPaint(PAGE));
    expect(fs.readFileSync(file("_not-found.html"), "utf8")).toBe(PAGE);
    expect(hydrateAfterFirstPaintInBuild(dist)).toBe(0);
  });

  it("changes nothing without a build", () => {
    expect(hydrateAfterFirstPaintInBuild(path.join(dist, "missing"))).toBe(0);
  });
});

// A page rendered per request: every script carries the request's nonce.
const NONCE_PAGE = PAGE.replace(/<script/g, '<script nonce="n0nce+/="');

describe("afterFirstPaintRewriter (a page that streams)", () => {
  it("answers the same page wherever the stream is cut, even inside a tag or `</body>`", () => {
    for (const page of [PAGE, NONCE_PAGE]) {
      const whole = hydrateAfterFirstPaint(page);
      for (let cut = 0; cut <= page.length; cut++) {
        const rewriter = afterFirstPaintRewriter();
        expect(rewriter.write(page.slice(0, cut)) + rewriter.write(page.slice(cut)) + rewriter.end()).toBe(whole);
      }
    }
  });

  it("answers the same page when it arrives a few characters at a time", () => {
    const rewriter = afterFirstPaintRewriter();
    let out = "";
    for (let at = 0; at < NONCE_PAGE.length; at += 7) out += rewriter.write(NONCE_PAGE.slice(at, at + 7));
    expect(out + rewriter.end()).toBe(hydrateAfterFirstPaint(NONCE_PAGE));
  });

  it("gives the loader the page's nonce, and the chunks it adds none ('strict-dynamic' trusts them)", () => {
    const html = hydrateAfterFirstPaint(NONCE_PAGE);
    expect(html).toMatch(/<script nonce="n0nce\+\/=">\(function loadScriptsAfterFirstPaint/);
    expect(loaderScripts(html)).toHaveLength(4);
    expect(loaderScripts(html).some((script) => "nonce" in script)).toBe(false);
  });

  it("copies the loader's code without the comments around it", () => {
    const loader = inlineScriptBodies(hydrateAfterFirstPaint(PAGE)).at(-1)!;
    expect(loader).not.toMatch(/\/\/|\/\*/);
  });

  it("leaves Next's error and not-found shell as it is: its empty body paints nothing before its scripts", () => {
    const shell = NONCE_PAGE.replace('<html lang="en">', '<html id="__next_error__">').replace("<h1>FAQ</h1>", "");
    expect(shell).toContain('<html id="__next_error__">');
    expect(hydrateAfterFirstPaint(shell)).toBe(shell);
    for (const cut of [5, 20, 60, 400]) {
      const rewriter = afterFirstPaintRewriter();
      expect(rewriter.write(shell.slice(0, cut)) + rewriter.write(shell.slice(cut)) + rewriter.end()).toBe(shell);
    }
  });

  it("leaves a Next script that comes after the loader where it is, so nothing is lost", () => {
    const rewriter = afterFirstPaintRewriter();
    const out = rewriter.write('<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body>');
    const late = rewriter.write('<script src="/_next/static/chunks/late.js" async=""></script></html>');
    expect(out).toContain("first-contentful-paint");
    expect(late + rewriter.end()).toBe('<script src="/_next/static/chunks/late.js" async=""></script></html>');
  });
});

describe("hydrateStreamedPagesAfterFirstPaint (npm start's server)", () => {
  let server: http.Server;
  let base: string;
  let answer: (res: http.ServerResponse) => void;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hydrateStreamedPagesAfterFirstPaint(res);
      answer(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const bytes = Buffer.from(NONCE_PAGE.replace("<h1>FAQ</h1>", "<h1>Réponses</h1>"), "utf8");

  it("rewrites an HTML page streamed in pieces, multi-byte characters cut between them included", async () => {
    answer = (res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      const split = bytes.indexOf("é") + 1; // inside the two bytes of "é"
      res.write(bytes.subarray(0, 40));
      res.write(bytes.subarray(40, split));
      res.write(bytes.subarray(split, split + 100));
      res.end(bytes.subarray(split + 100));
    };
    const response = await fetch(base);
    expect(await response.text()).toBe(hydrateAfterFirstPaint(bytes.toString("utf8")));
  });

  it("rewrites a page whose headers were given to writeHead, and one sent with end() alone", async () => {
    answer = (res) => {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end(bytes);
    };
    expect(await (await fetch(base)).text()).toBe(hydrateAfterFirstPaint(bytes.toString("utf8")));
    answer = (res) => {
      res.setHeader("content-type", "text/html");
      res.end(bytes.toString("utf8"));
    };
    expect(await (await fetch(base)).text()).toBe(hydrateAfterFirstPaint(bytes.toString("utf8")));
  });

  it("passes through an answer of known length (a prerendered page) and anything that is not HTML", async () => {
    answer = (res) => {
      res.writeHead(200, { "content-type": "text/html", "content-length": String(bytes.length) });
      res.end(bytes);
    };
    expect(Buffer.from(await (await fetch(base)).arrayBuffer()).equals(bytes)).toBe(true);
    answer = (res) => {
      res.setHeader("content-type", "text/x-component");
      res.write(bytes.subarray(0, 10));
      res.end(bytes.subarray(10));
    };
    expect(Buffer.from(await (await fetch(base)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("rewrites a page serve.mjs compresses (prepareAnswer), headers flushed first as Next does", async () => {
    const compressed = http.createServer((req, res) => {
      prepareAnswer(req, res);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.flushHeaders();
      res.write(new Uint8Array(bytes.subarray(0, 500)));
      res.end(new Uint8Array(bytes.subarray(500)));
    });
    await new Promise<void>((resolve) => compressed.listen(0, "127.0.0.1", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(compressed.address() as AddressInfo).port}`, {
        headers: { "accept-encoding": "gzip" },
      });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(await response.text()).toBe(hydrateAfterFirstPaint(bytes.toString("utf8")));
    } finally {
      await new Promise<void>((resolve) => compressed.close(() => resolve()));
    }
  });

  it("passes through a page already encoded (one Next forwards from its own request to the server)", async () => {
    const gzipped = zlib.gzipSync(bytes);
    answer = (res) => {
      res.writeHead(404, { "content-type": "text/html", "content-encoding": "gzip" });
      res.write(gzipped.subarray(0, 100));
      res.end(gzipped.subarray(100));
    };
    const response = await fetch(base);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(bytes.toString("utf8"));
  });
});
