// The pages `next build` prerendered (the guide and information pages, ○ in its output) and their
// HTML files, read from the build's prerender manifest, for their hash-based CSP
// (lib/security/static-page-csp.ts). Plain JavaScript, so scripts can read it too.
import fs from "node:fs";
import path from "node:path";

/**
 * Every prerendered page of the build in `distDir` as `{ route, file }`, in manifest order; empty
 * when there is no build. Next's own routes (`/_not-found`, `/_global-error`) and prerendered
 * non-page routes (robots.txt, sitemap.xml, an image: no .html file) are left out.
 */
export function prerenderedPages(distDir) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  } catch {
    return [];
  }
  return Object.keys(manifest.routes ?? {})
    .filter((route) => route.startsWith("/") && !route.startsWith("/_"))
    .map((route) => ({ route, file: path.join(distDir, "server", "app", route === "/" ? "index.html" : `${route}.html`) }))
    .filter(({ file }) => fs.existsSync(file));
}
