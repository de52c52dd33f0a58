/**
 * The write-transaction retry: a real deadlock (PostgreSQL 40P01) between two transactions that update two
 * rows in opposite order. Without the helper one of them fails (what the outside fuzzing saw as 500s on
 * PostgreSQL); through it both complete. PGlite runs one transaction at a time, so it cannot deadlock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/app.ts';
import { openDatabase, type Database, type Db, type Tx } from './client.ts';
import { meta } from './schema.ts';
import { isRetryable, pgErrorCode, transaction } from './retry.ts';

let testDb: TestDatabase;
let database: Database;

describe.skipIf(testDbKind() !== 'postgres')('transaction(): deadlocks are retried', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({ url: testDb.url, dataDir: '' });
    await database.db.insert(meta).values([
      { key: 'a', value: '0' },
      { key: 'b', value: '0' },
    ]);
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  /** Two writers, each locking one row and then the other's: the second lock of each waits for the other. */
  function opposite(run: (db: Db, fn: (tx: Tx) => Promise<void>) => Promise<void>) {
    let arrived = 0;
    let release!: () => void;
    const bothLocked = new Promise<void>((resolve) => (release = resolve));
    let attempts = 0;
    const writer = (first: string, second: string) =>
      run(database.db, async (tx) => {
        attempts++;
        await tx
          .update(meta)
          .set({ value: sql`(${meta.value}::int + 1)::text` })
          .where(eq(meta.key, first));
        if (++arrived === 2) release();
        await bothLocked;
        await tx
          .update(meta)
          .set({ value: sql`(${meta.value}::int + 1)::text` })
          .where(eq(meta.key, second));
      });
    return { results: Promise.allSettled([writer('a', 'b'), writer('b', 'a')]), attempts: () => attempts };
  }

  it('without a retry, one of two opposite-order updates fails with 40P01', async () => {
    const { results } = opposite((db, fn) => db.transaction(fn));
    const settled = await results;
    const failed = settled.filter((r) => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    const reason = (failed[0] as PromiseRejectedResult).reason;
    expect(pgErrorCode(reason)).toBe('40P01');
    expect(isRetryable(reason)).toBe(true);
  });

  it('through transaction(), both complete: the deadlock victim runs again', async () => {
    const [before] = await database.db.select().from(meta).where(eq(meta.key, 'a'));
    const run = opposite((db, fn) => transaction(db, fn));
    const settled = await run.results;
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(run.attempts()).toBe(3);
    const [after] = await database.db.select().from(meta).where(eq(meta.key, 'a'));
    expect(Number(after!.value) - Number(before!.value)).toBe(2);
  });
});

describe('transaction(): other errors are not retried', () => {
  it('a unique violation or a plain error fails at once', async () => {
    expect(isRetryable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isRetryable(new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) }))).toBe(true);
    expect(pgErrorCode(new Error('no code'))).toBeUndefined();
  });
});
