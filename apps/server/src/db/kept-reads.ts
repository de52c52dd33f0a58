/**
 * Reads kept between writes on the embedded database (issue 31): a value read while the database's write count
 * (Database.writeCount) was N is used again while it still is N. One process owns that database (db/lock.ts) and
 * every statement that may write moves the count, so a kept value is what a read now would answer. On PostgreSQL
 * (no write count: other processes write too) every call reads.
 *
 * Keys come from requests (a session token's hash, an account id): the map is capped, and emptied when full.
 */
export class KeptReads<T> {
  private readonly kept = new Map<string, { writes: number; value: T }>();

  constructor(
    private readonly writeCount: (() => number) | undefined,
    private readonly max = 1000,
  ) {}

  /**
   * The kept value of `key` if no write came since it was read and `usable` accepts it, else `read()`'s, kept if
   * `usable` accepts it (an unknown session token is not: a stream of made-up ones must not push the real ones out). The
   * count is taken before the read is sent: a write sent meanwhile makes what it answers unusable, never the reverse.
   * Callers get the kept value itself: keep only values nobody changes, or copy them.
   */
  async get(key: string, read: () => Promise<T>, usable: (value: T) => boolean = () => true): Promise<T> {
    const writes = this.writeCount?.();
    if (writes === undefined) return read();
    const hit = this.kept.get(key);
    if (hit && hit.writes === writes && usable(hit.value)) return hit.value;
    const value = await read();
    if (!usable(value)) return value;
    if (this.kept.size >= this.max) this.kept.clear();
    this.kept.set(key, { writes, value });
    return value;
  }
}
