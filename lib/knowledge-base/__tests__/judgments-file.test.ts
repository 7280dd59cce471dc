import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseJudgments, readJudgments } from "@/lib/knowledge-base/judgments-file";

type Judgment = {
  query: string;
  candidate: string;
  candidateId?: string;
  same: boolean;
  clientFingerprint?: string | null;
  createdAt: string;
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 12, minute)).toISOString();
const jsonl = (lines: Judgment[]) => lines.map((line) => JSON.stringify({ features: null, modelVersion: "abc123", ...line })).join("\n");
const judgment = (n: number, client: string, same = true, minute = n): Judgment => ({
  query: `claim number ${n} about vaccines`,
  candidate: `Fact-checked claim ${n}`,
  candidateId: `https://factcheck.example/${n}`,
  same,
  clientFingerprint: client,
  createdAt: at(minute),
});

describe("readJudgments: the per-client cap", () => {
  it("counts at most maxPerClient pairs of one client, its earliest", () => {
    const flood = Array.from({ length: 20 }, (_, i) => judgment(i, "steerer", false));
    const { rows, capped } = parseJudgments(jsonl(flood), { maxPerClient: 5 });
    expect(rows.map((row) => row.candidate)).toEqual([0, 1, 2, 3, 4].map((n) => `Fact-checked claim ${n}`));
    expect(capped).toBe(15);
  });

  it("caps each client on its own: another client's judgments still count", () => {
    const lines = [
      ...Array.from({ length: 10 }, (_, i) => judgment(i, "a")),
      ...Array.from({ length: 3 }, (_, i) => judgment(100 + i, "b")),
    ];
    const { rows, clients } = parseJudgments(jsonl(lines), { maxPerClient: 2 });
    expect(clients).toBe(2);
    expect(rows.map((row) => row.candidate).sort()).toEqual(
      ["Fact-checked claim 0", "Fact-checked claim 1", "Fact-checked claim 100", "Fact-checked claim 101"].sort(),
    );
  });

  it("counts lines without a fingerprint as one client, so they are capped together", () => {
    const lines = Array.from({ length: 6 }, (_, i) => ({ ...judgment(i, "x"), clientFingerprint: null }));
    expect(parseJudgments(jsonl(lines), { maxPerClient: 3 }).rows).toHaveLength(3);
  });

  it("refuses a cap that is not a whole number of at least 1", () => {
    expect(() => parseJudgments("", { maxPerClient: 0 })).toThrow(/maxPerClient/);
  });
});

describe("readJudgments: de-duplication", () => {
  it("keeps a client's latest answer to a pair it judged twice (however worded), counted once", () => {
    const lines = [judgment(1, "a", true, 1), { ...judgment(1, "a", false, 9), query: "  Claim number 1 about VACCINES " }];
    expect(parseJudgments(jsonl(lines), { maxPerClient: 10 }).rows).toEqual([
      { query: "Claim number 1 about VACCINES", candidate: "Fact-checked claim 1", same: false },
    ]);
  });

  it("a repeat does not use up a second place under the cap", () => {
    const lines = [judgment(1, "a", true, 1), judgment(1, "a", true, 2), judgment(2, "a", true, 3)];
    expect(parseJudgments(jsonl(lines), { maxPerClient: 2 }).rows).toHaveLength(2);
  });

  it("gives one row per pair across clients, with the majority's answer; a tie is left out", () => {
    const majority = [judgment(1, "a", true), judgment(1, "b", true), judgment(1, "c", false)];
    const tie = [judgment(2, "a", true), judgment(2, "b", false)];
    const { rows } = parseJudgments(jsonl([...majority, ...tie]), { maxPerClient: 10 });
    expect(rows).toEqual([{ query: "claim number 1 about vaccines", candidate: "Fact-checked claim 1", same: true }]);
  });

  it("skips malformed lines and counts them", () => {
    const text = [jsonl([judgment(1, "a")]), "{not json", JSON.stringify({ query: "q", candidate: "c" }), ""].join("\n");
    const read = parseJudgments(text, { maxPerClient: 10 });
    expect(read.rows).toHaveLength(1);
    expect(read.skipped).toBe(2);
  });

  it("reads an exported file", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "judgments-")), "judgments.jsonl");
    fs.writeFileSync(file, `${jsonl([judgment(1, "a"), judgment(1, "a", false, 30), judgment(2, "b", false)])}\n`);
    expect(readJudgments(file, { maxPerClient: 1 })).toEqual([
      { query: "claim number 1 about vaccines", candidate: "Fact-checked claim 1", same: false },
      { query: "claim number 2 about vaccines", candidate: "Fact-checked claim 2", same: false },
    ]);
  });
});
