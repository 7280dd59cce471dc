/**
 * What the claim matcher's model was fitted on, as one hash: the feature code, the word lists and
 * the hand-written cases. `train:matcher` stores it in the model (`trainedOn.inputsHash`) and a
 * test compares it with the files as they are, so a changed list, feature or case cannot leave a
 * stale model behind unnoticed. Whitespace is ignored (a reformat does not count as a change).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The files the features are computed by, relative to the project root. */
export const FEATURE_FILES = [
  "lib/knowledge-base/text.ts",
  "lib/knowledge-base/word-lists.ts",
  "lib/knowledge-base/framing.ts",
  "lib/knowledge-base/stem.ts",
  "lib/knowledge-base/scan.ts",
  "lib/knowledge-base/numbers.ts",
  "lib/knowledge-base/match-features.ts",
  "lib/knowledge-base/roles.ts",
  "lib/knowledge-base/wordnet.ts",
  "scripts/build-wordnet.mjs",
  "lib/knowledge-base/word-vectors.ts",
  "lib/knowledge-base/claim-index.ts",
  "scripts/train-matcher.ts",
] as const;

/** The hand-written cases training reads, and any word-list data files beside the code. */
function dataFiles(root: string): string[] {
  const listed = (dir: string, test: (f: string) => boolean) => {
    try {
      return readdirSync(path.join(root, dir))
        .filter(test)
        .sort()
        .map((f) => path.join(dir, f));
    } catch {
      return [];
    }
  };
  return [...listed("eval/matching", (f) => f.endsWith(".jsonl")), ...listed("lib/knowledge-base/lists", (f) => /\.(json|txt)$/.test(f))];
}

/** `transform` lets a test see what a changed file would hash to without writing it. */
export function matcherInputsHash(root = process.cwd(), transform: (file: string, text: string) => string = (_, text) => text): string {
  const hash = createHash("sha256");
  for (const file of [...FEATURE_FILES, ...dataFiles(root)]) {
    let text = "";
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      text = "(missing)";
    }
    hash.update(`${file}\n${transform(file, text).replace(/\s+/g, "")}\n`);
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The model as reviewable JSON: one tree per line, the rest of the document as usual, so a diff
 * of a retrained model shows which trees changed instead of one line of 300 KB.
 */
export function serializeModel(model: { trees: { trees: unknown[] } } & Record<string, unknown>): string {
  const marker = "__TREES__";
  const { trees, ...rest } = model;
  const head = JSON.stringify({ ...rest, trees: { ...trees, trees: marker } }, null, 2);
  const lines = trees.trees.map((tree) => `      ${JSON.stringify(tree)}`).join(",\n");
  return `${head.replace(`"${marker}"`, `[\n${lines}\n    ]`)}\n`;
}
