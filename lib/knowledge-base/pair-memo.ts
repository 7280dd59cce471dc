/**
 * Values worked out for an unordered pair of words (a word-vector similarity, a WordNet relation),
 * remembered by first word then second, in sorted order, with no key string built per look-up:
 * scoring a claim asks for thousands of pairs. At most `limit` pairs; past that it starts over.
 */
export class PairMemo<V> {
  private readonly rows = new Map<string, Map<string, V>>();
  private size = 0;

  constructor(private readonly limit: number) {}

  /** The pair's value, worked out by `compute(first, second)` (the two words sorted) when not yet known. */
  get(a: string, b: string, compute: (first: string, second: string) => V): V {
    const first = a < b ? a : b;
    const second = a < b ? b : a;
    let row = this.rows.get(first);
    if (row !== undefined) {
      // One look-up for a known pair (a stored value is never undefined unless `compute` returned it).
      const known = row.get(second);
      if (known !== undefined || row.has(second)) return known as V;
    }
    const value = compute(first, second);
    if (this.size >= this.limit) {
      this.rows.clear();
      this.size = 0;
      row = undefined;
    }
    if (!row) {
      row = new Map();
      this.rows.set(first, row);
    }
    row.set(second, value);
    this.size++;
    return value;
  }
}
