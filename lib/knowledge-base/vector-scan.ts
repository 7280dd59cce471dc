import { VECTOR_SCAN_WASM } from "@/lib/knowledge-base/vector-scan-wasm";

/**
 * The sentence-vector scan of claim-index.ts in WebAssembly SIMD (vector-scan.wat): each row of
 * int8 values times an f64 query, with the JavaScript loop's arithmetic, so both give the same
 * dot products to the last bit. One instance per matrix, each with its own memory.
 */
export type VectorScan = {
  memory: WebAssembly.Memory;
  /** Writes, at byte `out`, the f64 dot product of each of `count` rows (int8 × `dims`, from byte `rows`) with the f64 query at byte `query`. */
  scan(query: number, rows: number, out: number, count: number, dims: number): void;
};

let compiled: WebAssembly.Module | null | undefined;

/** A new scan instance, or null where this runtime has no WebAssembly SIMD (the caller then scans in JavaScript). */
export function createVectorScan(): VectorScan | null {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(Buffer.from(VECTOR_SCAN_WASM, "base64"));
    } catch {
      compiled = null;
    }
  }
  return compiled ? (new WebAssembly.Instance(compiled).exports as unknown as VectorScan) : null;
}
