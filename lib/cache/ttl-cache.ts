/**
 * A small in-process cache of async values by key. A value is fresh for `ttlMs`; after that
 * the stale value is still served while one refresh runs in the background (stale while
 * revalidate), so only the very first caller waits for a slow computation. Concurrent callers
 * of a missing key share one computation; a failed computation is not kept. A lifetime of 0
 * turns caching off.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T>; refreshing?: boolean }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    if (hit && !hit.refreshing) {
      hit.refreshing = true;
      compute().then(
        (value) => this.entries.set(key, { expires: this.now() + this.ttlMs, value: Promise.resolve(value) }),
        () => {
          hit.refreshing = false;
        },
      );
      return hit.value;
    }
    if (hit) return hit.value;
    const value = compute();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
