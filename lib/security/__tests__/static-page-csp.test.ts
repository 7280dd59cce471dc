import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inlineScriptBodies, pageScriptHashes, readStaticPageHashes, scriptHash } from "@/lib/security/static-page-csp";

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  "<script>self.__next_f=self.__next_f||[]</script>",
  "</head><body><p>Hello</p>",
  '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
  '<script>self.__next_f.push([1,"\\u003cscript\\u003e"])</script>',
  "<script>self.__next_f=self.__next_f||[]</script>",
  '<SCRIPT nomodule="" src="/_next/static/chunks/polyfills.js"></SCRIPT>',
  "</body></html>",
].join("");

describe("inlineScriptBodies", () => {
  it("finds every script without a src, JSON-LD included, and skips script files", () => {
    expect(inlineScriptBodies(PAGE)).toEqual([
      "self.__next_f=self.__next_f||[]",
      '{"@type":"FAQPage"}',
      'self.__next_f.push([1,"\\u003cscript\\u003e"])',
      "self.__next_f=self.__next_f||[]",
    ]);
  });
});

describe("scriptHash", () => {
  it("is the CSP hash source browsers compute (the CSP specification's example)", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it("hashes the text as UTF-8", () => {
    expect(scriptHash("é")).not.toBe(scriptHash("e"));
    expect(scriptHash("é")).toBe(
      `'sha256-${createHash("sha256")
        .update(Buffer.from([0xc3, 0xa9]))
        .digest("base64")}'`,
    );
  });
});

describe("pageScriptHashes", () => {
  it("lists each inline script once, in page order", () => {
    expect(pageScriptHashes(PAGE)).toEqual([
      scriptHash("self.__next_f=self.__next_f||[]"),
      scriptHash('{"@type":"FAQPage"}'),
      scriptHash('self.__next_f.push([1,"\\u003cscript\\u003e"])'),
    ]);
  });
});

describe("readStaticPageHashes", () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-static-csp-"));
    fs.mkdirSync(path.join(dist, "server", "app"), { recursive: true });
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("reads every prerendered HTML page of the build, and skips non-pages and Next's own routes", () => {
    const routes = { "/faq": {}, "/": {}, "/robots.txt": {}, "/_not-found": {}, "/_global-error": {} };
    fs.writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ version: 4, routes }));
    fs.writeFileSync(path.join(dist, "server", "app", "faq.html"), PAGE);
    fs.writeFileSync(path.join(dist, "server", "app", "index.html"), "<html><script>one()</script></html>");
    fs.writeFileSync(path.join(dist, "server", "app", "robots.txt.body"), "User-agent: *");
    fs.writeFileSync(path.join(dist, "server", "app", "_not-found.html"), "<html><script>nf()</script></html>");

    const pages = readStaticPageHashes(dist);
    expect([...pages.keys()].sort()).toEqual(["/", "/faq"]);
    expect(pages.get("/faq")).toEqual(pageScriptHashes(PAGE));
    expect(pages.get("/")).toEqual([scriptHash("one()")]);
  });

  it("is empty without a build (development, tests)", () => {
    expect(readStaticPageHashes(path.join(dist, "missing")).size).toBe(0);
  });
});
