/**
 * In-memory cache of public reads. Every write in this process clears it; with several processes on one
 * PostgreSQL, entries also expire after `ttlSeconds`, which bounds how stale another process's view can be.
 */
export class PublicCache {
  /** Keys can carry the time (tenders' open/closed state), so the oldest entries make way past this size. */
  static readonly MAX_ENTRIES = 500;
  private entries = new Map<string, { at: number; value: Promise<unknown>; settled?: unknown }>();
  constructor(private readonly ttlSeconds: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && (this.ttlSeconds === 0 || Date.now() - hit.at < this.ttlSeconds * 1000)) return hit.value as Promise<T>;
    const value = load();
    const entry: { at: number; value: Promise<unknown>; settled?: unknown } = { at: Date.now(), value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then((v) => (entry.settled = v), () => {});
    if (this.entries.size > PublicCache.MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    // A failed load is not kept: the next reader tries again.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    return value;
  }

  /** The loaded value for `key` if it is fresh, without waiting: the hot path answers a hit synchronously. */
  peek<T>(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit || (this.ttlSeconds !== 0 && Date.now() - hit.at >= this.ttlSeconds * 1000)) return undefined;
    return hit.settled as T | undefined;
  }

  invalidate() {
    this.entries.clear();
  }
}
