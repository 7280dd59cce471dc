/**
 * A bounded in-process memo: what was set in the last `ttlMs`, at most `maxEntries` of it. A
 * value older than `ttlMs` is never returned; setting a key again makes it the newest, and each
 * set drops the oldest entries while they have expired or the map is over its bound (a Map keeps
 * insertion order, so that is a walk from the front that stops at the first live entry). Times
 * are the caller's (`now`, epoch ms), so a caller with its own clock keeps it.
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: K, now: number): V | undefined {
    const entry = this.entries.get(key);
    return entry && now - entry.at < this.ttlMs ? entry.value : undefined;
  }

  set(key: K, value: V, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    for (const [old, entry] of this.entries) {
      if (now - entry.at < this.ttlMs && this.entries.size <= this.maxEntries) break;
      this.entries.delete(old);
    }
  }

  /** The value, removed: what is taken once (a handoff). */
  take(key: K, now: number): V | undefined {
    const value = this.get(key, now);
    this.entries.delete(key);
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
