import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildOpenApiDocument } from "@/lib/api/openapi";

/**
 * The generated OpenAPI document passes Redocly's linter with its recommended rules and no
 * errors (warnings are reported, not failed: a localhost server, the missing licence).
 */
type LintReport = {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
};

function lint(document: unknown): LintReport {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-openapi-"));
  const file = path.join(dir, "openapi.json");
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  try {
    const cli = path.join(process.cwd(), "node_modules", "@redocly", "cli", "bin", "cli.js");
    const run = spawnSync(process.execPath, [cli, "lint", file, "--extends", "recommended", "--format", "json"], {
      encoding: "utf8",
    });
    const start = run.stdout.indexOf("{");
    if (start === -1) throw new Error(`redocly lint printed no report: ${run.stderr}`);
    return JSON.parse(run.stdout.slice(start)) as LintReport;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the OpenAPI document under redocly lint (recommended rules)", () => {
  it("has no errors", () => {
    const report = lint(buildOpenApiDocument("https://factlens.example"));
    const errors = report.problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 30_000);

  it("reports an operation without security as an error (the check can fail)", () => {
    const document = buildOpenApiDocument("https://factlens.example") as { paths: Record<string, Record<string, { security?: unknown }>> };
    delete document.paths["/api/health"].get.security;
    const report = lint(document);
    expect(report.problems.some((problem) => problem.ruleId === "security-defined" && problem.severity === "error")).toBe(true);
  }, 30_000);
});
