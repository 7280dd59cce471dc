import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nearMissAnswer, readCases } from "@/scripts/lib/matching-cases";

/** Two cases written for this test: the second's near miss restates the first's stored claim. */
function caseLine(id: string, claim: string, nearMisses: object[]) {
  return JSON.stringify({
    id,
    stored: { claim, rating: "False", publisher: "Test desk" },
    rewordings: [
      { style: "light", text: claim },
      { style: "moderate", text: claim },
      { style: "free", text: claim },
    ],
    nearMisses,
  });
}

describe("matching cases", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "cases-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("answers a near miss that restates another case with that case's stored claim", () => {
    writeFileSync(
      path.join(dir, "cases-a.jsonl"),
      [
        caseLine("a-1", "The river froze over in May.", [{ kind: "swap", text: "The lake froze over in May." }]),
        caseLine("a-2", "The lake thawed in May.", [{ kind: "subject", text: "the lake iced over in may", restates: "a-1" }]),
      ].join("\n"),
    );
    const cases = readCases(dir);
    const stored = new Set(["the river froze over in may", "the lake thawed in may"]);
    expect(nearMissAnswer(cases[1].nearMisses[0], stored)).toBe("the river froze over in may");
    expect(nearMissAnswer(cases[0].nearMisses[0], stored)).toBeNull();
  });

  it("refuses a near miss that restates an unknown case or its own", () => {
    writeFileSync(
      path.join(dir, "cases-a.jsonl"),
      caseLine("a-1", "The river froze over in May.", [{ kind: "swap", text: "The lake froze", restates: "a-9" }]),
    );
    expect(() => readCases(dir)).toThrow(/restates unknown case a-9/);
    writeFileSync(
      path.join(dir, "cases-a.jsonl"),
      caseLine("a-1", "The river froze over in May.", [{ kind: "swap", text: "The lake froze", restates: "a-1" }]),
    );
    expect(() => readCases(dir)).toThrow(/restates unknown case a-1/);
  });
});
