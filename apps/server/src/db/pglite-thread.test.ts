import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, toNumber, type Database } from './client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from './retry.ts';
import type { PGliteThread } from './pglite-thread.ts';
import { meta } from './schema.ts';

// The embedded database runs in a worker thread (pglite-thread.ts): what crosses between the threads must behave
// as PGlite in the server's own thread did. (PostgreSQL has no thread of this kind: these run on PGlite only.)
async function withDatabase(fn: (database: Database) => Promise<void>) {
  const database = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
  try {
    await fn(database);
  } finally {
    await database.close();
  }
}

const keys = async (database: Database) => (await database.db.select({ key: meta.key }).from(meta).orderBy(meta.key)).map((r) => r.key);

describe('the embedded database in its own thread', () => {
  it("hands back PostgreSQL's error with its code, constraint and detail, as the services read them", () =>
    withDatabase(async (database) => {
      await database.db.insert(meta).values({ key: 'taken', value: '1' });
      const err = await database.db
        .insert(meta)
        .values({ key: 'taken', value: '2' })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(pgErrorCode(err)).toBe(UNIQUE_VIOLATION);
      const cause = (err as { cause: Record<string, unknown> }).cause;
      expect(cause).toBeInstanceOf(Error);
      expect(cause).toMatchObject({ constraint: 'meta_pkey', detail: expect.stringContaining('(key)=(taken)') });
      // The database goes on serving after an error.
      expect(await keys(database)).toEqual(['taken']);
    }));

  it('commits a transaction that ends well, rolls back one that throws, and a savepoint alone', () =>
    withDatabase(async (database) => {
      await database.db.transaction(async (tx) => {
        await tx.insert(meta).values({ key: 'kept', value: '1' });
      });
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(meta).values({ key: 'undone', value: '1' });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await database.db.transaction(async (tx) => {
        await tx.insert(meta).values({ key: 'outer', value: '1' });
        await expect(
          tx.transaction(async (inner) => {
            await inner.insert(meta).values({ key: 'inner', value: '1' });
            throw new Error('only the savepoint');
          }),
        ).rejects.toThrow('only the savepoint');
      });
      // A failed statement inside: the transaction is rolled back, not left open (the next statement runs).
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(meta).values({ key: 'half', value: '1' });
          await tx.insert(meta).values({ key: 'kept', value: 'again' });
        }),
      ).rejects.toThrow();
      expect(await keys(database)).toEqual(['kept', 'outer']);
    }));

  it('holds statements from outside back while a transaction is open, as PGlite does in one thread', () =>
    withDatabase(async (database) => {
      let outside: Promise<string[]> | undefined;
      let settled = false;
      await database.db.transaction(async (tx) => {
        await tx.insert(meta).values({ key: 'inside', value: '1' });
        outside = keys(database).finally(() => (settled = true));
        await new Promise((resolve) => setTimeout(resolve, 50));
        // Not answered yet, and it will not see a half-done transaction.
        expect(settled).toBe(false);
        await tx.update(meta).set({ value: '2' }).where(eq(meta.key, 'inside'));
      });
      expect(await outside).toEqual(['inside']);
    }));

  it('answers a COMMIT that fails with its error (a deferred unique check)', () =>
    withDatabase(async (database) => {
      await database.db.execute(sql`create table deferred_once (n int unique deferrable initially deferred)`);
      const err = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into deferred_once values (1)`);
          await tx.execute(sql`insert into deferred_once values (1)`);
        })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(pgErrorCode(err)).toBe(UNIQUE_VIOLATION);
      const [row] = await rowsOf<{ n: unknown }>(database.db, sql`select count(*) as n from deferred_once`);
      expect(toNumber(row!.n)).toBe(0);
    }));

  it('keeps a process alive only while it waits for the database: a script that ends its work exits', async () => {
    const client = path.resolve(import.meta.dirname, 'client.ts');
    // Opens, writes after a pause (the thread must keep the process alive while it is awaited), and never closes.
    const script = `const { openDatabase } = await import(${JSON.stringify(client)});
const { sql } = await import('drizzle-orm');
const database = await openDatabase({ url: 'memory://', dataDir: ${JSON.stringify(os.tmpdir())} });
await database.db.execute(sql\`select pg_sleep(0.3)\`);
await database.db.execute(sql\`create table written (n int)\`);
console.log('done');`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe('done');
  }, 90_000);

  it('says so when its thread ends (a crash): calls in flight and after are refused at once, and a new database opens', async () => {
    const database = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
    const heard: Error[] = [];
    database.onLost((err) => heard.push(err));
    // Drizzle wraps the error ("Failed query: …"); the thread's own is its cause.
    const refusal = (err: unknown) => String((err as { cause?: unknown }).cause);
    const inFlight = database.db.execute(sql`select pg_sleep(0.5)`).then(() => 'answered', refusal);
    await (database.db as unknown as { $client: PGliteThread }).$client.crashForTest();
    expect(await inFlight).toMatch(/thread ended/);
    expect(await keys(database).then(() => 'answered', refusal)).toMatch(/thread ended/);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.message).toMatch(/the embedded database's thread ended/);
    // A listener added afterwards hears it too; the process goes on and may open another database.
    database.onLost((err) => heard.push(err));
    expect(heard).toHaveLength(2);
    await withDatabase(async (again) => {
      await again.db.insert(meta).values({ key: 'after', value: '1' });
      expect(await keys(again)).toEqual(['after']);
    });
  });
});
