import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicCache } from './public-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A loader that counts its calls and answers the call number. */
function counter() {
  let calls = 0;
  const load = async () => ++calls;
  return { load, calls: () => calls };
}

describe('PublicCache', () => {
  it('with no lifetime (embedded database) keeps an entry until a write invalidates it', async () => {
    vi.useFakeTimers();
    const cache = new PublicCache(0);
    const c = counter();
    expect(await cache.get('k', c.load)).toBe(1);
    vi.advanceTimersByTime(24 * 3600 * 1000);
    expect(await cache.get('k', c.load)).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', c.load)).toBe(2);
    expect(c.calls()).toBe(2);
  });

  it('with a lifetime (several processes) reloads an entry once it is older', async () => {
    vi.useFakeTimers();
    const cache = new PublicCache(2);
    const c = counter();
    expect(await cache.get('k', c.load)).toBe(1);
    vi.advanceTimersByTime(1999);
    expect(await cache.get('k', c.load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', c.load)).toBe(2);
  });

  it('runs a thenable that is not a promise once: a Drizzle query reruns its statement on every then', async () => {
    const cache = new PublicCache(0);
    let runs = 0;
    // As Drizzle's QueryPromise: each then() executes the query anew.
    const query = (): PromiseLike<number> => ({
      then: (resolve, reject) => Promise.resolve(++runs).then(resolve, reject),
    });
    expect(await cache.get('k', query)).toBe(1);
    expect(await cache.get('k', query)).toBe(1);
    expect(await cache.get('k', query)).toBe(1);
    expect(runs).toBe(1);
  });

  it('keeps keys apart', async () => {
    const cache = new PublicCache(0);
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('shares one load between readers that arrive together', async () => {
    const cache = new PublicCache(0);
    let release!: (v: string) => void;
    let calls = 0;
    const load = () => {
      calls++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    release('value');
    expect(await Promise.all([first, second])).toEqual(['value', 'value']);
    expect(calls).toBe(1);
  });

  it('does not keep a failed load: the next reader tries again', async () => {
    const cache = new PublicCache(0);
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('past its entry cap drops the least recently used entry, not the one just read', async () => {
    const cache = new PublicCache(0, { maxEntries: 3, maxBytes: 1 << 20 });
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a'); // a is now the most recent
    await cache.get('d', async () => 'd');
    expect(cache.size.entries).toBe(3);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('a');
    expect(cache.peek('c')).toBe('c');
    expect(cache.peek('d')).toBe('d');
  });

  it('holds no more than its byte cap, however many distinct keys a crawler asks for', async () => {
    const cache = new PublicCache(0, { maxEntries: 10_000, maxBytes: 100_000 });
    const page = 'x'.repeat(10_000); // ~20 KB in memory
    for (let i = 0; i < 1000; i++) await cache.get(`complaints:{"page":${i}}`, async () => ({ items: [page], total: 1 }));
    await Promise.resolve();
    expect(cache.size.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size.entries).toBeLessThanOrEqual(5);
    expect(cache.size.entries).toBeGreaterThan(0);
    expect(cache.peek<{ total: number }>('complaints:{"page":999}')?.total).toBe(1);
    expect(cache.peek('complaints:{"page":0}')).toBeUndefined();
  });

  it('by default caps the public lists at 500 entries and 16 MB', async () => {
    const cache = new PublicCache(0);
    for (let i = 0; i < 2000; i++) await cache.get(`notice:${i}::`, async () => ({ json: '[]', total: 0 }));
    expect(cache.size.entries).toBe(PublicCache.MAX_ENTRIES);
    expect(PublicCache.MAX_BYTES).toBe(16 * 1024 * 1024);
    for (let i = 0; i < 40; i++) await cache.get(`big:${i}`, async () => ({ json: 'x'.repeat(512 * 1024), total: 0 }));
    expect(cache.size.bytes).toBeLessThanOrEqual(PublicCache.MAX_BYTES);
  });

  it('forgets its sizes when a write invalidates it', async () => {
    const cache = new PublicCache(0);
    await cache.get('k', async () => 'value');
    expect(cache.size.bytes).toBeGreaterThan(0);
    cache.invalidate();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
