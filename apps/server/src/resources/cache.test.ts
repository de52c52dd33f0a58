import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicCache } from './cache.ts';

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
});
