/**
 * In-memory cache of public reads. Every write in this process clears it; with several processes on one
 * PostgreSQL, entries also expire after `ttlSeconds`, which bounds how stale another process's view can be.
 *
 * Keys come from what visitors ask for (a page number, a filter, the tenders' time), so a crawler or an
 * attacker can make as many as it likes: the cache is a least-recently-used list capped by entry count and
 * by the size of its values (estimated as their JSON text, once, when a load settles).
 */
export class PublicCache {
  static readonly MAX_ENTRIES = 500;
  static readonly MAX_BYTES = 16 * 1024 * 1024;
  private entries = new Map<string, { at: number; value: Promise<unknown>; settled?: unknown; bytes: number }>();
  private bytes = 0;
  private readonly listeners: (() => void)[] = [];
  constructor(
    private readonly ttlSeconds: number,
    private readonly limits: { maxEntries: number; maxBytes: number } = {
      maxEntries: PublicCache.MAX_ENTRIES,
      maxBytes: PublicCache.MAX_BYTES,
    },
  ) {}

  /** How many entries and (estimated) bytes the cache holds now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * The kept value of `key`, else `load()`'s, kept. What `load` answers is made a promise here, settled once: a Drizzle
   * query is a thenable that runs its statement again on every `then`, so keeping it as it is would have run the query
   * on every hit (and twice more on the miss: the cache's own `then` and `catch`).
   */
  get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    const hit = this.fresh(key);
    if (hit) return hit.value as Promise<T>;
    const value = Promise.resolve(load());
    const entry: { at: number; value: Promise<unknown>; settled?: unknown; bytes: number } = { at: Date.now(), value, bytes: 0 };
    this.remove(key);
    this.entries.set(key, entry);
    value.then(
      (v) => {
        entry.settled = v;
        if (this.entries.get(key) !== entry) return;
        entry.bytes = sizeOf(key, v);
        this.bytes += entry.bytes;
        this.trim();
      },
      () => {},
    );
    this.trim();
    // A failed load is not kept: the next reader tries again.
    value.catch(() => this.entries.get(key)?.value === value && this.remove(key));
    return value;
  }

  /** The loaded value for `key` if it is fresh, without waiting: the hot path answers a hit synchronously. */
  peek<T>(key: string): T | undefined {
    return this.fresh(key)?.settled as T | undefined;
  }

  invalidate() {
    this.entries.clear();
    this.bytes = 0;
    for (const listener of this.listeners) listener();
  }

  /** Another cache built on these reads (the rendered pages) is cleared with this one. */
  onInvalidate(listener: () => void) {
    this.listeners.push(listener);
  }

  /** Drops one entry (a load whose result is not to be kept, once its waiters have it). */
  forget(key: string) {
    this.remove(key);
  }

  /** A fresh entry, moved to the most recently used end. */
  private fresh(key: string) {
    const hit = this.entries.get(key);
    if (!hit || (this.ttlSeconds !== 0 && Date.now() - hit.at >= this.ttlSeconds * 1000)) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** Drops the least recently used entries until both caps hold (the newest entry always stays). */
  private trim() {
    while (this.entries.size > 1 && (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes)) {
      this.remove(this.entries.keys().next().value!);
    }
  }
}

/** Bytes an entry holds, roughly: its key and its value's JSON text (UTF-16 in memory: two bytes a character). */
function sizeOf(key: string, value: unknown): number {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  return 2 * (key.length + (text?.length ?? 0));
}
