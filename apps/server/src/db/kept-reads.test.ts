import { describe, expect, it } from 'vitest';
import { KeptReads } from './kept-reads.ts';

/** A read that counts its calls and answers the call number. */
function counted() {
  let calls = 0;
  return { read: async () => ++calls, calls: () => calls };
}

describe('KeptReads', () => {
  it('keeps what was read until the write count moves', async () => {
    let writes = 0;
    const kept = new KeptReads<number>(() => writes);
    const r = counted();
    expect(await kept.get('a', r.read)).toBe(1);
    expect(await kept.get('a', r.read)).toBe(1);
    writes++;
    expect(await kept.get('a', r.read)).toBe(2);
    expect(await kept.get('b', r.read)).toBe(3);
    expect(await kept.get('a', r.read)).toBe(2);
  });

  it('takes the count before the read: a write sent during the read makes its answer unusable', async () => {
    let writes = 0;
    const kept = new KeptReads<number>(() => writes);
    let calls = 0;
    const read = async () => {
      calls++;
      writes++;
      return calls;
    };
    expect(await kept.get('a', read)).toBe(1);
    expect(await kept.get('a', read)).toBe(2);
  });

  it('neither uses nor keeps what usable refuses; reads every time without a write count (PostgreSQL)', async () => {
    const kept = new KeptReads<number>(() => 0);
    const r = counted();
    const even = (n: number) => n % 2 === 0;
    expect(await kept.get('a', r.read, even)).toBe(1);
    expect(await kept.get('a', r.read, even)).toBe(2);
    expect(await kept.get('a', r.read, even)).toBe(2);
    const none = new KeptReads<number>(undefined);
    const p = counted();
    await none.get('a', p.read);
    await none.get('a', p.read);
    expect(p.calls()).toBe(2);
  });

  it('empties itself when full: made-up keys cannot grow it', async () => {
    const kept = new KeptReads<number>(() => 0, 3);
    const r = counted();
    for (const key of ['a', 'b', 'c']) await kept.get(key, r.read);
    expect(await kept.get('a', r.read)).toBe(1);
    await kept.get('d', r.read);
    expect(await kept.get('a', r.read)).toBe(5);
  });
});
