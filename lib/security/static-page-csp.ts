import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { prerenderedPages } from "@/lib/security/prerendered-pages.mjs";

/**
 * The inline scripts of the pages `next build` prerendered (the guide and information pages, ○ in
 * its output), as CSP hashes per path: a prerendered page is the same HTML for everyone, so it
 * cannot carry a per-request nonce, and proxy.ts sends it a hash-based policy instead
 * (lib/security/security-headers.ts). Read from the build itself (.next/prerender-manifest.json and each
 * route's .html), once per server, so the hashes always match the HTML being served; a page
 * missing from the build (development, an app page rendered per request) is not listed and keeps
 * the nonce policy. The JSON-LD blocks are data, not script, but are listed too: harmless, and a
 * browser that checked them would find them allowed.
 */

export type StaticPageHashes = ReadonlyMap<string, readonly string[]>;

/** `<script …>body</script>` blocks without a `src`: the ones a CSP needs a nonce or hash for. */
export function inlineScriptBodies(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(` ${match[1]}`))
    .map((match) => match[2]);
}

/** The CSP hash source of one inline script: sha256 of its text as UTF-8, base64. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** Distinct hashes of a page's inline scripts, in page order. */
export function pageScriptHashes(html: string): string[] {
  return [
    ...new Set(
      inlineScriptBodies(html)
        .filter((body) => body.length > 0)
        .map(scriptHash),
    ),
  ];
}

/** Every prerendered HTML page of the build in `distDir`, with its scripts' hashes; empty when there is no build. */
export function readStaticPageHashes(distDir: string): Map<string, string[]> {
  return new Map(prerenderedPages(distDir).map(({ route, file }) => [route, pageScriptHashes(fs.readFileSync(file, "utf8"))]));
}

let cached: StaticPageHashes | undefined;

/** The running production build's prerendered pages (.next in the working directory, where `npm start` runs), read once. */
export function staticPageHashes(): StaticPageHashes {
  cached ??= readStaticPageHashes(path.join(process.cwd(), ".next"));
  return cached;
}
