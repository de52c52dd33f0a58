/**
 * The limiter's combined reservation (`hitAll`, one statement for several counters) and release (`releaseAll`), on
 * the test database (PGlite or PostgreSQL): the limits hold under a burst of concurrent attempts, each counter keeps
 * its own limit and window, a release gives back one attempt on each, and reservations and releases running
 * together in any order never deadlock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { rateLimits } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { Limiter, type Attempt, type Limit } from './limiter.ts';

let t: TestApp;
let limiter: Limiter;
beforeAll(async () => {
  t = await createTestApp();
  limiter = new Limiter(t.app.services.db);
});
afterAll(() => t?.close());

const WIDE: Limit = { max: 20, windowSeconds: 900 };
const NARROW: Limit = { max: 10, windowSeconds: 900 };
const countOf = async (purpose: string, key: string) => {
  const [row] = await t.app.services.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.purpose, purpose), eq(rateLimits.key, key)));
  return row?.count;
};

describe('Limiter.hitAll and releaseAll', () => {
  it('a burst of 40 concurrent attempts on two counters lets exactly the narrower limit through', async () => {
    const attempts: Attempt[] = [
      { purpose: 'test-ip', key: '10.1.1.1', limit: WIDE },
      { purpose: 'test-no', key: 'A-1', limit: NARROW },
    ];
    const hits = await Promise.all(Array.from({ length: 40 }, () => limiter.hitAll(attempts)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    for (const h of hits.filter((x) => !x.allowed)) expect(h.retryAfter).toBeGreaterThan(0);
    // Each counter counted every attempt (capped one past its limit).
    expect(await countOf('test-no', 'A-1')).toBe(11);
    expect(await countOf('test-ip', '10.1.1.1')).toBe(21);
  });

  it('refuses when either counter is at its limit, and each counter keeps its own limit', async () => {
    const ip = { purpose: 'test-ip', key: '10.1.1.2', limit: NARROW };
    for (let i = 0; i < 10; i++)
      expect((await limiter.hitAll([ip, { purpose: 'test-no', key: `B-${i}`, limit: NARROW }])).allowed).toBe(true);
    // The address is used up: a fresh number is refused with it, but still allowed from another address.
    expect((await limiter.hitAll([ip, { purpose: 'test-no', key: 'B-new', limit: NARROW }])).allowed).toBe(false);
    expect(
      (
        await limiter.hitAll([
          { purpose: 'test-ip', key: '10.1.1.3', limit: NARROW },
          { purpose: 'test-no', key: 'B-new', limit: NARROW },
        ])
      ).allowed,
    ).toBe(true);
    // Growing delays and fixed windows side by side in one statement.
    const delayed: Limit = { max: 2, windowSeconds: 900, delay: { baseSeconds: 60, capSeconds: 600 } };
    const both = [
      { purpose: 'test-delay', key: 'k', limit: delayed },
      { purpose: 'test-fixed', key: 'k', limit: NARROW },
    ];
    expect((await limiter.hitAll(both)).allowed).toBe(true);
    expect((await limiter.hitAll(both)).allowed).toBe(true);
    const third = await limiter.hitAll(both);
    expect(third.allowed).toBe(false);
    expect(third.retryAfter).toBeGreaterThan(50);
    expect(third.retryAfter).toBeLessThanOrEqual(60);
    expect(await countOf('test-fixed', 'k')).toBe(3);
  });

  it('a release gives back one attempt on each counter, so right look-ups never use the limit up', async () => {
    const attempts: Attempt[] = [
      { purpose: 'test-ip', key: '10.1.1.4', limit: NARROW },
      { purpose: 'test-no', key: 'C-1', limit: NARROW },
    ];
    for (let i = 0; i < 30; i++) {
      expect((await limiter.hitAll(attempts)).allowed).toBe(true);
      await limiter.releaseAll(attempts);
    }
    expect(await countOf('test-ip', '10.1.1.4')).toBe(0);
    expect(await countOf('test-no', 'C-1')).toBe(0);
    // Releasing a counter that has no row writes nothing and fails on nothing.
    await limiter.releaseAll([
      { purpose: 'test-ip', key: 'nobody' },
      { purpose: 'test-no', key: 'nothing' },
    ]);
    expect(await countOf('test-ip', 'nobody')).toBeUndefined();
  });

  it('reservations and releases of the same counters, named in either order, run concurrently without a deadlock', async () => {
    const a = { purpose: 'test-ip', key: '10.1.1.5', limit: { max: 1000, windowSeconds: 900 } };
    const b = { purpose: 'test-no', key: 'D-1', limit: { max: 1000, windowSeconds: 900 } };
    const calls = Array.from({ length: 60 }, (_, i) =>
      i % 4 === 0
        ? limiter.hitAll([a, b])
        : i % 4 === 1
          ? limiter.hitAll([b, a])
          : i % 4 === 2
            ? limiter.releaseAll([a, b])
            : limiter.releaseAll([b, a]),
    );
    await Promise.all(calls);
    const ca = (await countOf('test-ip', '10.1.1.5'))!;
    expect(ca).toBe(await countOf('test-no', 'D-1'));
    expect(ca).toBeGreaterThanOrEqual(0);
    expect(ca).toBeLessThanOrEqual(30);
  });

  it('an uncounted attempt is checked under the same lock but not counted; at the limit it is refused too', async () => {
    const pair = (counts: boolean): Attempt[] => [
      { purpose: 'test-ip', key: '10.1.1.6', limit: WIDE, counts },
      { purpose: 'test-no', key: 'E-1', limit: NARROW, counts },
    ];
    // A first attempt that does not count still leaves the counters at 0 (a row, written as a counted one is).
    expect((await limiter.hitAll(pair(false))).allowed).toBe(true);
    expect(await countOf('test-no', 'E-1')).toBe(0);
    // 30 counted and 30 uncounted at once: exactly the limit's worth of counted ones pass.
    const calls = Array.from({ length: 60 }, (_, i) => limiter.hitAll(pair(i % 2 === 0)).then((h) => ({ counts: i % 2 === 0, ...h })));
    const hits = await Promise.all(calls);
    expect(hits.filter((h) => h.counts && h.allowed)).toHaveLength(10);
    expect(await countOf('test-no', 'E-1')).toBe(11);
    // Now at the limit: an uncounted attempt is refused with the window's wait, and counts nothing.
    const refused = await limiter.hitAll(pair(false));
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(800);
    expect(await countOf('test-no', 'E-1')).toBe(11);
    // Growing delays: an uncounted attempt neither counts nor moves the block.
    const delayed: Limit = { max: 1, windowSeconds: 900, delay: { baseSeconds: 60, capSeconds: 600 } };
    const one = (counts: boolean) => limiter.hitAll([{ purpose: 'test-delay', key: 'u', limit: delayed, counts }]);
    expect((await one(false)).allowed).toBe(true);
    expect((await one(true)).allowed).toBe(true);
    const blocked = await one(false);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfter).toBeLessThanOrEqual(60);
    expect(await countOf('test-delay', 'u')).toBe(1);
  });

  it('refuses a counter named twice in one reservation', async () => {
    const x = { purpose: 'test-ip', key: 'same', limit: NARROW };
    await expect(limiter.hitAll([x, x])).rejects.toThrow(/named twice/);
  });
});
