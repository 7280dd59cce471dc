import { readFileSync } from "node:fs";
import path from "node:path";
import { LEXICAL_MATCHER_MODEL, MATCHER_MODEL } from "@/lib/knowledge-base/matcher";
import { matcherInputsHash } from "@/scripts/lib/matcher-inputs";

type Trained = { trainedOn?: { inputsHash?: string } };

describe("the retrain guard", () => {
  const current = matcherInputsHash();

  it.each([
    ["config/matching/matcher-model.json", MATCHER_MODEL],
    ["config/matching/matcher-model-lexical.json", LEXICAL_MATCHER_MODEL],
  ])("%s was fitted on the feature code, word lists and cases as they are now", (file, model) => {
    const stored = (model as Trained).trainedOn?.inputsHash;
    // A changed list, feature or case leaves the model stale: fitted on other inputs than it is fed.
    expect(stored === current ? "up to date" : `${file} is stale: run npm run train:matcher`).toBe("up to date");
  });

  it("changes when a word list or a case changes", () => {
    const root = process.cwd();
    const copy = path.join(root, "lib/knowledge-base/lists/stop-words.json");
    const original = readFileSync(copy, "utf8");
    expect(original.length).toBeGreaterThan(0);
    // The hash reads the files as they are: compare against a tree where one list gained a word.
    const mutated = matcherInputsHash(root, (file, text) =>
      file.endsWith("lists/stop-words.json") ? text.replace('"entries": [', '"entries": [\n    "zyzzyva",') : text,
    );
    expect(mutated).not.toBe(current);
  });
});
