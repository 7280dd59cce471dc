import { execFileSync } from "node:child_process";
import path from "node:path";
import { createVectorScan } from "@/lib/knowledge-base/vector-scan";
import { seeded, syntheticClaim } from "@/scripts/lib/synthetic-claims";

const ROOT = path.join(__dirname, "..", "..", "..");

/** The JavaScript loop the scan replaces (claim-index.ts's fallback): four running sums, added in order. */
function reference(rows: Int8Array, query: Float32Array, slot: number): number {
  const dims = query.length;
  let d0 = 0;
  let d1 = 0;
  let d2 = 0;
  let d3 = 0;
  const base = slot * dims;
  for (let d = 0; d + 3 < dims; d += 4) {
    d0 += rows[base + d] * query[d];
    d1 += rows[base + d + 1] * query[d + 1];
    d2 += rows[base + d + 2] * query[d + 2];
    d3 += rows[base + d + 3] * query[d + 3];
  }
  return d0 + d1 + d2 + d3;
}

describe("the WebAssembly vector scan", () => {
  it("is the .wat as committed (npm run build:vector-scan)", () => {
    expect(
      execFileSync(process.execPath, [path.join(ROOT, "scripts", "build-vector-scan.mjs"), "--check"], { encoding: "utf8" }),
    ).toContain("is vector-scan.wat compiled");
  });

  it("gives every row the JavaScript loop's dot product, to the last bit", () => {
    const scan = createVectorScan();
    expect(scan).not.toBeNull();
    const { memory, scan: run } = scan!;
    const random = seeded(7);
    for (const dims of [4, 8, 100, 300]) {
      const count = 257;
      const dotsAt = Math.ceil((dims * 8) / 16) * 16;
      const rowsAt = dotsAt + count * 8 + 3; // rows need not be aligned
      const bytes = rowsAt + count * dims;
      if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / 65536));
      const query = Float32Array.from({ length: dims }, () => random() * 2 - 1);
      const rows = Int8Array.from({ length: count * dims }, () => Math.round(random() * 254 - 127));
      new Float64Array(memory.buffer, 0, dims).set(query);
      new Int8Array(memory.buffer, rowsAt, rows.length).set(rows);
      run(0, rowsAt, dotsAt, count, dims);
      const dots = new Float64Array(memory.buffer, dotsAt, count);
      for (let slot = 0; slot < count; slot++) expect(dots[slot]).toBe(reference(rows, query, slot));
    }
  });

  it("leaves the search's results as the JavaScript scan gives them", () => {
    const claims = Array.from({ length: 3000 }, (_, i) => ({ id: `c-${i}`, text: syntheticClaim(seeded(i + 1)).text }));
    const queries = Array.from({ length: 25 }, (_, i) => syntheticClaim(seeded(10_000 + i)).text);
    const searchAll = (withScan: boolean) => {
      let hits: unknown[] = [];
      jest.isolateModules(() => {
        if (!withScan) jest.doMock("@/lib/knowledge-base/vector-scan", () => ({ createVectorScan: () => null }));
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { ClaimIndex } = require("@/lib/knowledge-base/claim-index") as typeof import("@/lib/knowledge-base/claim-index");
        const index = new ClaimIndex();
        index.add(claims);
        // Removing and adding again reuses slots; growing moves the rows in the scan's memory.
        for (let i = 0; i < 3000; i += 7) index.remove(`c-${i}`);
        index.add(claims.filter((_, i) => i % 14 === 0));
        hits = queries.map((q) => index.explain(q).map((hit) => [hit.id, hit.score]));
      });
      jest.dontMock("@/lib/knowledge-base/vector-scan");
      return hits;
    };
    const withScan = searchAll(true);
    expect(withScan.flat().length).toBeGreaterThan(100);
    expect(withScan).toEqual(searchAll(false));
  });
});
