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

  it('counts every statement that may write, and no plain read: what a read answered may be kept until the count moves', () =>
    withDatabase(async (database) => {
      const count = database.writeCount!;
      const moves = async (fn: () => Promise<unknown>) => {
        const before = count();
        await fn();
        return count() !== before;
      };
      expect(await moves(() => keys(database))).toBe(false);
      expect(await moves(() => rowsOf(database.db, sql`  SELECT 1 as one`))).toBe(false);
      expect(await moves(() => database.db.insert(meta).values({ key: 'w', value: '1' }))).toBe(true);
      expect(await moves(() => database.db.update(meta).set({ value: '2' }).where(eq(meta.key, 'w')))).toBe(true);
      // A WITH may hold a write; a read inside a transaction may follow the transaction's own writes.
      expect(await moves(() => rowsOf(database.db, sql`with m as (delete from meta where key = 'w' returning key) select * from m`))).toBe(
        true,
      );
      expect(await moves(() => database.db.transaction(async (tx) => tx.select().from(meta)))).toBe(true);
      const rolledBack = () =>
        database.db
          .transaction(async () => {
            throw new Error('no');
          })
          .catch(() => undefined);
      expect(await moves(rolledBack)).toBe(true);
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

  describe('reads that come again run as prepared statements', () => {
    const prepared = async (database: Database) => {
      const [row] = await rowsOf<{ n: unknown }>(
        database.db,
        sql`select count(*) as n from pg_prepared_statements where statement not like '%pg_prepared_statements%'`,
      );
      return toNumber(row!.n);
    };

    it('answers as the first time, whatever the parameters, and only then is prepared', () =>
      withDatabase(async (database) => {
        await database.db.execute(
          sql`create table kinds (id int primary key, name text, at timestamptz, tags text[], data jsonb, n numeric)`,
        );
        await database.db.execute(sql`insert into kinds values
          (1, 'one', '2026-01-01T00:00:00Z', '{a,b}', '{"k": 1}', 1.5),
          (2, 'दो', '2026-02-01T00:00:00Z', '{c}', '{"k": 2}', null),
          (3, null, null, null, null, 3)`);
        // The same statement (`text`) or a text of its own for each call (never prepared): the reference.
        let fresh = 0;
        const read = (text: 'same' | 'fresh', from: Date, names: string[], id: number | null) =>
          rowsOf(
            database.db,
            sql`select ${sql.raw(text === 'same' ? '0' : String(++fresh))} as t, id, name, at, tags, data, n from kinds
              where (at >= ${from} or at is null) and (name = any(${sql.param(names)}::text[]) or name is null)
              and id <> coalesce(${id}::int, 0) order by id`,
          );
        const cases: Array<[Date, string[], number | null]> = [
          [new Date('2026-01-15T00:00:00Z'), ['दो', 'one'], null],
          [new Date('2026-01-15T00:00:00Z'), ['दो', 'one'], null],
          [new Date('2025-01-01T00:00:00Z'), ['one'], 3],
          [new Date('2025-01-01T00:00:00Z'), ['one', 'दो'], null],
          [new Date('2027-01-01T00:00:00Z'), [], 1],
        ];
        for (const [i, [from, names, id]] of cases.entries()) {
          const answer = await read('same', from, names, id);
          expect(answer.map(({ t: _t, ...row }) => row)).toEqual((await read('fresh', from, names, id)).map(({ t: _t, ...row }) => row));
          // The first run is not prepared; from the second on, it is (one statement, whatever the values).
          expect(await prepared(database)).toBe(i === 0 ? 0 : 1);
        }
        expect(
          (await read('same', new Date('2025-01-01T00:00:00Z'), ['one', 'दो'], null)).map((r) => [r.id, r.name, r.tags, r.data]),
        ).toEqual([
          [1, 'one', ['a', 'b'], { k: 1 }],
          [2, 'दो', ['c'], { k: 2 }],
          [3, null, null, null],
        ]);
        expect(await prepared(database)).toBe(1);
      }));

    it("never runs inside another caller's open transaction", () =>
      withDatabase(async (database) => {
        expect(await keys(database)).toEqual([]);
        expect(await keys(database)).toEqual([]);
        expect(await prepared(database)).toBe(1);
        let outside: Promise<string[]> | undefined;
        let settled = false;
        await expect(
          database.db.transaction(async (tx) => {
            await tx.insert(meta).values({ key: 'inside', value: '1' });
            outside = keys(database).finally(() => (settled = true));
            await new Promise((resolve) => setTimeout(resolve, 50));
            expect(settled).toBe(false);
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        // Run inside the transaction, it would have seen the row that was never committed.
        expect(await outside).toEqual([]);
      }));

    it("answers a table's new columns after the table changed, and PostgreSQL's error with its code", () =>
      withDatabase(async (database) => {
        await database.db.execute(sql`create table changing (id int)`);
        await database.db.execute(sql`insert into changing values (1)`);
        const all = () => rowsOf(database.db, sql`select * from changing`);
        expect(await all()).toEqual([{ id: 1 }]);
        expect(await all()).toEqual([{ id: 1 }]);
        await database.db.execute(sql`alter table changing add column extra int default 7`);
        expect(await all()).toEqual([{ id: 1, extra: 7 }]);
        expect(await all()).toEqual([{ id: 1, extra: 7 }]);

        const divide = (by: number) => rowsOf<{ q: unknown }>(database.db, sql`select 6 / ${by}::int as q`);
        expect(await divide(2)).toEqual([{ q: 3 }]);
        expect(await divide(3)).toEqual([{ q: 2 }]);
        const err = await divide(0).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(pgErrorCode(err)).toBe('22012');
        expect(await divide(1)).toEqual([{ q: 6 }]);
      }));

    it('never keeps a text with a list of parameters (a new text for each length), and answers it right', () =>
      withDatabase(async (database) => {
        await database.db.execute(sql`create table listed (id int primary key)`);
        await database.db.execute(sql`insert into listed values (1), (2), (3)`);
        const ids = (list: number[]) =>
          rowsOf<{ id: number }>(
            database.db,
            sql`select id from listed where id in (${sql.join(
              list.map((n) => sql`${n}`),
              sql`, `,
            )}) order by id`,
          );
        for (let round = 0; round < 3; round++) {
          expect((await ids([1, 3])).map((r) => r.id)).toEqual([1, 3]);
          expect((await ids([3, 2, 1])).map((r) => r.id)).toEqual([1, 2, 3]);
        }
        expect(await prepared(database)).toBe(0);
        // One parameter (or one array parameter) is one text, kept from its second run on.
        expect((await ids([2])).map((r) => r.id)).toEqual([2]);
        expect((await ids([3])).map((r) => r.id)).toEqual([3]);
        expect(await prepared(database)).toBe(1);
      }));

    it('keeps at most 200 prepared, closing the oldest, and answers every one right', () =>
      withDatabase(async (database) => {
        for (let round = 0; round < 2; round++) {
          for (let k = 0; k < 230; k++) {
            const [row] = await rowsOf<{ n: unknown }>(database.db, sql`select ${sql.raw(String(k))} + ${round}::int as n`);
            expect(toNumber(row!.n)).toBe(k + round);
          }
        }
        // (This count, run twice, is prepared itself: the 200 are the others.)
        expect(await prepared(database)).toBe(200);
      }));
  });
});
