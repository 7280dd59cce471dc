// Pages run Next's JavaScript only after their first contentful paint. The App Router writes its
// framework and page chunks as `<script async>` in the head: they download alongside the page, and
// a chunk that arrives while the page is still being parsed runs at once, on the main thread, so
// the first paint waits for it (Next.js issue 66958 asks for `defer` instead). Our pages are
// complete HTML before any script runs, so Next's script tags come out and one small inline script
// adds the same chunks once the browser reports the first contentful paint. Until then the page's
// HTML has the network and the main thread to itself; React then hydrates as it would have, a
// little later. Nothing new is preloaded (a preload would share the network with the page again;
// Next's own low-priority preload of its bootstrap chunk stays).
// - The build rewrites the prerendered pages (hydrateAfterFirstPaintInBuild). The inline script is
//   part of the page, so the page's hash-based CSP (lib/static-page-csp.ts) lists it like the others.
// - `npm start`'s server rewrites the pages it renders per request as they stream
//   (hydrateStreamedPagesAfterFirstPaint); the inline script carries the request's nonce, and
//   'strict-dynamic' lets it add the chunks.
import fs from "node:fs";
import onHeaders from "on-headers";
import { prerenderedPages } from "../../lib/prerendered-pages.mjs";

/** Next's own script tags: `<script src="/_next/static/…" async="">` (and the `noModule` polyfill). */
const FRAMEWORK_SCRIPT = /<script\b((?=[^>]*\ssrc="\/_next\/static\/)[^>]*)><\/script>/gi;
const ATTRIBUTE = /([^\s=]+)(?:="([^"]*)")?/g;

/**
 * Runs in the browser: its source is copied into each page (comments stay out of the function, so
 * they are not copied). Old, plain syntax (no optional chaining, no const), so every browser Next
 * supports can run it. A page that is not on screen does not paint (a background tab, a
 * prerender) and a browser without paint timing cannot say when it did: those load at once. The
 * timeout makes sure no page is left without its scripts, whatever the browser reports.
 */
function loadScriptsAfterFirstPaint(scripts) {
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    scripts.forEach(function (attributes) {
      var script = document.createElement("script");
      Object.keys(attributes).forEach(function (name) {
        script.setAttribute(name, attributes[name]);
      });
      script.async = true;
      document.head.appendChild(script);
    });
  }
  var paintTiming = typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
  if (!paintTiming || document.visibilityState !== "visible") return load();
  new PerformanceObserver(function (entries, observer) {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", load, { once: true });
  setTimeout(load, 3000);
}

const LOADER_SOURCE = loadScriptsAfterFirstPaint.toString();

function decodeAttribute(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributesOf(tag) {
  const attributes = {};
  for (const [, name, value = ""] of tag.matchAll(ATTRIBUTE)) attributes[name.toLowerCase()] = decodeAttribute(value);
  return attributes;
}

/**
 * The loader's own tag, with the chunks' nonce (a page rendered per request has one; the chunks it
 * adds need none under 'strict-dynamic') and their list as JSON, `<` escaped so no value can
 * close the element.
 */
function loaderTag(scripts) {
  const nonce = scripts.find((attributes) => attributes.nonce)?.nonce;
  const list = JSON.stringify(scripts.map(({ nonce: _nonce, ...attributes }) => attributes)).replace(/</g, "\\u003c");
  const open = nonce ? `<script nonce="${nonce.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">` : "<script>";
  return `${open}(${LOADER_SOURCE})(${list})</script>`;
}

/** Where the last tag of `text` starts if it may be unfinished (no `>` yet, or a `<script>` without its `</script>`). */
function unfinishedTail(text) {
  let cut = text.length;
  const tag = text.lastIndexOf("<");
  if (tag >= 0 && text.indexOf(">", tag) < 0) cut = tag;
  const script = text.lastIndexOf("<script");
  if (script >= 0 && script < cut && text.indexOf("</script>", script) < 0) cut = script;
  return cut;
}

/**
 * The rewrite for a page that arrives in pieces (rendered per request and streamed): feed each
 * piece's text to `write` and send what it answers, then send what `end` answers. A tag cut between
 * two pieces is held back until it is whole. The loader goes in just before `</body>` (Next writes
 * it last), or at the very end; a Next script that came after the loader is left as it was.
 */
export function afterFirstPaintRewriter() {
  const scripts = [];
  let held = "";
  let loaderPlaced = false;
  // Next's error and not-found shell (`<html id="__next_error__">`) has an empty body that its
  // scripts render: it paints nothing before them, so it keeps them as they are.
  let clientRendered;
  const takeScripts = (text) => {
    clientRendered ??= /<html\b[^>]*>/i.exec(text)?.[0].includes('id="__next_error__"');
    if (loaderPlaced || clientRendered) return text;
    return text.replace(FRAMEWORK_SCRIPT, (_tag, attributeText) => {
      const attributes = attributesOf(attributeText);
      delete attributes.async; // the loader's scripts are async anyway
      scripts.push(attributes);
      return "";
    });
  };
  const placeLoader = (text, last) => {
    if (loaderPlaced || scripts.length === 0) return text;
    const end = text.lastIndexOf("</body>");
    if (end < 0 && !last) return text;
    loaderPlaced = true;
    return end < 0 ? text + loaderTag(scripts) : text.slice(0, end) + loaderTag(scripts) + text.slice(end);
  };
  return {
    write(text) {
      const input = held + text;
      const cut = unfinishedTail(input);
      held = input.slice(cut);
      return placeLoader(takeScripts(input.slice(0, cut)), false);
    },
    end() {
      const rest = held;
      held = "";
      return placeLoader(takeScripts(rest), true);
    },
  };
}

/**
 * One page's HTML with Next's script tags taken out and added back after the first contentful
 * paint; the HTML unchanged when it has none (already rewritten, or not a Next page).
 */
export function hydrateAfterFirstPaint(html) {
  const rewriter = afterFirstPaintRewriter();
  return rewriter.write(html) + rewriter.end();
}

/** Rewrites every prerendered page of the build in `distDir`; answers how many it changed. */
export function hydrateAfterFirstPaintInBuild(distDir) {
  let changed = 0;
  for (const { file } of prerenderedPages(distDir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = hydrateAfterFirstPaint(html);
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}

/**
 * Applies the rewrite to the pages `npm start`'s server renders per request (scripts/lib/serve.mjs):
 * an HTML answer streamed without a Content-Length or Content-Encoding. An answer of known length
 * is a prerendered page, which the build rewrote already; every other answer passes through.
 */
export function hydrateStreamedPagesAfterFirstPaint(res) {
  let decided = false;
  let rewriter;
  let decoder;
  // Decided once, from the headers: when they go out (on-headers sees those passed to writeHead
  // too), or at the first write or end before that.
  const decide = () => {
    if (decided) return;
    decided = true;
    const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
    // A body already encoded is one Next forwards from its own request to this server (a rewrite,
    // the 404 page): rewritten (and compressed) there.
    if (!html || res.hasHeader("content-length") || res.hasHeader("content-encoding")) return;
    rewriter = afterFirstPaintRewriter();
    decoder = new TextDecoder();
  };
  onHeaders(res, decide);
  const write = res.write;
  const end = res.end;
  const bytes = (chunk, encoding) =>
    typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : chunk;
  res.write = function (chunk, encoding, callback) {
    decide();
    if (!rewriter || chunk == null) return write.call(this, chunk, encoding, callback);
    const rewritten = rewriter.write(decoder.decode(bytes(chunk, encoding), { stream: true }));
    return write.call(this, rewritten, "utf8", typeof encoding === "function" ? encoding : callback);
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    decide();
    if (!rewriter) return end.call(this, chunk, encoding, callback);
    const last = chunk == null ? "" : rewriter.write(decoder.decode(bytes(chunk, encoding), { stream: true }));
    return end.call(this, last + rewriter.write(decoder.decode()) + rewriter.end(), "utf8", callback);
  };
}
