import fs from "node:fs";
import path from "node:path";

/** Modules that read secrets or the database; none may be reachable from a client component. */
const SERVER_MODULES = [
  "@/lib/env",
  "@/lib/db",
  "@/lib/http/health",
  "@/lib/knowledge-base",
  "@/lib/fact-check/providers",
  "@/lib/fact-check/service",
  "@/lib/fact-check/store",
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["node_modules", "generated", "__tests__"].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

describe("client bundle boundary", () => {
  const files = ["app", "components", "config", "lib"].flatMap((dir) => sourceFiles(path.join(process.cwd(), dir)));
  const clientFiles = files.filter((file) => /^\s*["']use client["']/m.test(fs.readFileSync(file, "utf8").slice(0, 200)));

  it("finds the client components it guards", () => {
    expect(clientFiles.length).toBeGreaterThan(0);
  });

  it.each(SERVER_MODULES)("no client component imports %s", (moduleName) => {
    const offenders = clientFiles.filter((file) => {
      const source = fs.readFileSync(file, "utf8");
      return new RegExp(`from ["']${moduleName.replace(/[/.]/g, "\\$&")}(/[^"']*)?["']`).test(source);
    });
    expect(offenders).toEqual([]);
  });

  it("no module outside lib/env.ts reads process.env", () => {
    // `${process.env…}` inside a template is a code sample in documentation, not a read.
    const readers = files.filter(
      (file) => !file.endsWith(path.join("lib", "env.ts")) && /(?<!\$\{)process\.env/.test(fs.readFileSync(file, "utf8")),
    );
    expect(readers.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });
});
