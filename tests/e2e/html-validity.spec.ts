import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "../support/playwright-test";
import { publicRoutes } from "../../config/site";

/**
 * Every page's HTML, as the server sends it, passes the Nu Html Checker (vnu-jar, the W3C
 * validator's engine) with no errors: the public routes, a result permalink and the 404 page.
 */
type VnuMessage = { type: string; subType?: string; message: string; url: string; lastLine?: number; extract?: string };

const VNU_JAR = path.join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

function validate(files: string[]): VnuMessage[] {
  const run = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
  if (run.error) throw run.error;
  // vnu writes its JSON report to stderr and exits 1 when there are errors.
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return report.messages.filter((message) => message.type === "error" || message.subType === "fatal");
}

test("the Nu Html Checker finds no errors in any page", async ({ request }) => {
  test.setTimeout(90_000);
  const checked = await request.post("/api/fact-check", {
    data: { claim: `Markup check ${Date.now()}: the bridge was painted red in 1937` },
  });
  expect(checked.status()).toBe(200);
  const { result } = (await checked.json()) as { result: { id: string } };
  const paths = [...publicRoutes.map((route) => route.path), `/check/${result.id}`, "/no-such-page"];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-vnu-"));
  try {
    const files: Record<string, string> = {};
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      expect([200, 404], pagePath).toContain(response.status());
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, await response.text());
      files[`file:${file}`] = pagePath;
    }
    const errors = validate(Object.keys(files)).map(
      (message) => `${files[message.url] ?? message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract ?? ""}`,
    );
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the checker reports an invalid attribute (so the check can fail)", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "factlens-vnu-")), "bad.html");
  fs.writeFileSync(file, '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><pre aria-label="code">x</pre></body></html>');
  expect(
    validate([file])
      .map((message) => message.message)
      .join("\n"),
  ).toMatch(/aria-label/);
});
