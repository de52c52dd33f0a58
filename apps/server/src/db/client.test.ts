import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase, openedTestDatabase, testDbKind } from '../test/app.ts';
import { PGLITE_SETTINGS, initDataDirInChild, openDatabase, rowsOf, toNumber } from './client.ts';
import { clusterKey, migrationsFolder, pgliteStartOptions } from './empty-cluster.ts';
import { fileChunks, files, meta, notices } from './schema.ts';

// The same code runs on the embedded database and on PostgreSQL; their drivers answer differently.
describe(`openDatabase (${testDbKind()})`, () => {
  const s = openedTestDatabase();

  it('is the kind the run asked for', () => {
    expect(s.database.kind).toBe(testDbKind());
  });

  it('hands out bytea as a Buffer whatever the driver', async () => {
    const data = Buffer.from([0, 1, 2, 250, 255]);
    const [row] = await s.database.db
      .insert(files)
      .values({ name: 'x.bin', contentType: 'application/octet-stream', size: data.length, etag: '"x"' })
      .returning({ id: files.id });
    await s.database.db.insert(fileChunks).values({ fileId: row!.id, seq: 0, data });
    const [stored] = await s.database.db.select({ data: fileChunks.data }).from(fileChunks).where(eq(fileChunks.fileId, row!.id));
    expect(Buffer.isBuffer(stored!.data)).toBe(true);
    expect(stored!.data.equals(data)).toBe(true);
  });

  it('counts as a number after toNumber, whatever the driver', async () => {
    await s.database.db.insert(meta).values([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
    const [row] = await s.database.db.select({ n: sql<number>`count(*)` }).from(meta);
    expect(toNumber(row!.n)).toBe(2);
  });

  if (testDbKind() === 'postgres') {
    it('makes test databases as copies of one migrated template: every migration in, nothing shared; a bare one is empty', async () => {
      const made = await Promise.all([
        createTestDatabase({ migrated: true }),
        createTestDatabase({ migrated: true }),
        createTestDatabase(),
      ]);
      const query = async (url: string, text: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query(text)).rows;
        } finally {
          await client.end();
        }
      };
      try {
        const [a, b, bare] = made.map((d) => d.url) as [string, string, string];
        const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
        for (const url of [a, b]) {
          expect(await query(url, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: journal.entries.length }]);
        }
        await query(a, "insert into meta (key, value) values ('only', 'in a')");
        expect(await query(a, 'select key from meta')).toEqual([{ key: 'only' }]);
        expect(await query(b, 'select key from meta')).toEqual([]);
        expect(await query(bare, "select count(*)::int as n from pg_tables where schemaname = 'public'")).toEqual([{ n: 0 }]);
        // Nobody may connect to the template itself (a database being copied must have no connection).
        expect(await query(a, `select datallowconn from pg_database where datname = 'nagar_template_${clusterKey()}'`)).toEqual([
          { datallowconn: false },
        ]);
      } finally {
        await Promise.all(made.map((d) => d.drop()));
      }
    });

    it('makes the template again when it is gone (another run with other migrations replaced it)', async () => {
      const first = await createTestDatabase({ migrated: true });
      await first.drop();
      const server = process.env.TEST_DATABASE_URL!;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      try {
        await admin.query(`drop database nagar_template_${clusterKey()}`);
        const again = await createTestDatabase({ migrated: true });
        try {
          const client = new pg.Client({ connectionString: again.url });
          await client.connect();
          const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
          await client.end();
          expect(rows[0].n).toBeGreaterThan(0);
        } finally {
          await again.drop();
        }
      } finally {
        await admin.end();
      }
    });

    it('lets several processes start at once on a new database: one migrates, the others wait', async () => {
      const fresh = await createTestDatabase();
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: fresh.url, dataDir: os.tmpdir() })));
      try {
        await opened[0]!.db.insert(meta).values({ key: 'k', value: 'from the first' });
        const rows = await opened[2]!.db.select().from(meta);
        expect(rows).toEqual([{ key: 'k', value: 'from the first' }]);
      } finally {
        await Promise.all(opened.map((d) => d.close()));
        await fresh.drop();
      }
    });

    it('close resolves only once every connection of the pool has ended', async () => {
      const fresh = await createTestDatabase();
      const watcher = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await watcher.connect();
      try {
        const opened = await openDatabase({ url: fresh.url, dataDir: os.tmpdir() });
        // Several queries at once: the pool opens several connections.
        await Promise.all([1, 2, 3, 4, 5].map(() => opened.db.execute(sql`select pg_sleep(0.05)`)));
        const name = new URL(fresh.url).pathname.slice(1);
        const sessions = async () =>
          toNumber((await watcher.query('select count(*) as n from pg_stat_activity where datname = $1', [name])).rows[0].n);
        expect(await sessions()).toBeGreaterThan(1);
        await opened.close();
        expect(await sessions()).toBe(0);
      } finally {
        await watcher.end();
        await fresh.drop();
      }
    });

    it('outlives the server ending an idle connection (a restart, an administrator): it says so and goes on', async () => {
      const fresh = await createTestDatabase();
      const watcher = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await watcher.connect();
      const written: string[] = [];
      const write = process.stderr.write.bind(process.stderr);
      process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
        written.push(String(chunk));
        return write(chunk, ...rest);
      }) as typeof process.stderr.write;
      try {
        const opened = await openDatabase({ url: fresh.url, dataDir: os.tmpdir() });
        try {
          await opened.ping(); // the pool now holds an idle connection
          const name = new URL(fresh.url).pathname.slice(1);
          const ended = await watcher.query(
            'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
          expect(ended.rows.length).toBeGreaterThan(0);
          // Without a listener on the pool this 'error' would be an uncaught exception that ends the process.
          await expect.poll(() => written.some((line) => line.includes('an idle connection ended'))).toBe(true);
          await opened.ping(); // a new connection serves the next query
        } finally {
          await opened.close();
        }
      } finally {
        process.stderr.write = write;
        await watcher.end();
        await fresh.drop();
      }
    });

    it('keeps data across close and reopen', async () => {
      const fresh = await createTestDatabase();
      try {
        const first = await openDatabase({ url: fresh.url, dataDir: os.tmpdir() });
        await first.db.insert(meta).values({ key: 'survives', value: 'yes' });
        await first.close();
        const second = await openDatabase({ url: fresh.url, dataDir: os.tmpdir() });
        expect(await second.db.select().from(meta)).toEqual([{ key: 'survives', value: 'yes' }]);
        await second.close();
      } finally {
        await fresh.drop();
      }
    });
  }
});

describe('the embedded database in memory (the tests)', () => {
  it('each one starts migrated, with the small memory settings, empty and apart from the others (copied from one dump)', async () => {
    const first = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
    try {
      await first.db.insert(meta).values({ key: 'only-here', value: 'yes' });
      await first.db.insert(notices).values({ title: 'Water', description: 'Ward 4', issueDate: '2026-11-01' });
      const second = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
      try {
        expect(await second.db.select().from(meta)).toEqual([]);
        expect(await second.db.select().from(notices)).toEqual([]);
        // Every migration is there (the search texts of 0008, the trigram extension of 0001) and none is run again.
        const [applied] = await rowsOf<{ n: unknown }>(second.db, sql`select count(*) as n from drizzle.__drizzle_migrations`);
        const journal = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        expect(toNumber(applied!.n)).toBe(journal.entries.length);
        const [trgm] = await rowsOf<{ n: unknown }>(second.db, sql`select count(*) as n from pg_extension where extname = 'pg_trgm'`);
        expect(toNumber(trgm!.n)).toBe(1);
        const [setting] = await rowsOf<{ shared_buffers: string }>(second.db, sql`show shared_buffers`);
        expect(setting!.shared_buffers).toBe(PGLITE_SETTINGS.shared_buffers);
      } finally {
        await second.close();
      }
      const [row] = await first.db.select({ title: notices.title, text: notices.searchText }).from(notices);
      expect(row).toEqual({ title: 'Water', text: expect.stringContaining('ward 4') });
    } finally {
      await first.close();
    }
  });

  it('dumps itself to a file that other in-memory databases start from, each with its own copy (memory://<file>)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-dump-'));
    const file = path.join(dir, 'laid.tar');
    const source = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
    try {
      await source.db.insert(meta).values({ key: 'laid', value: 'once' });
      await source.dump!(file);
    } finally {
      await source.close();
    }
    try {
      expect(fs.readdirSync(dir)).toEqual(['laid.tar']);
      const copy = await openDatabase({ url: `memory://${file}`, dataDir: os.tmpdir() });
      const other = await openDatabase({ url: `memory://${file}`, dataDir: os.tmpdir() });
      try {
        expect(await copy.db.select().from(meta).where(eq(meta.key, 'laid'))).toEqual([{ key: 'laid', value: 'once' }]);
        await copy.db.update(meta).set({ value: 'changed' }).where(eq(meta.key, 'laid'));
        expect(await other.db.select().from(meta).where(eq(meta.key, 'laid'))).toEqual([{ key: 'laid', value: 'once' }]);
        // An empty one is still empty.
        const empty = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
        expect(await empty.db.select().from(meta).where(eq(meta.key, 'laid'))).toEqual([]);
        await empty.close();
      } finally {
        await copy.close();
        await other.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the embedded database in a data directory', () => {
  it('is created by initdb outside this process when the build made no empty one, and runs with the small memory settings', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-client-'));
    try {
      // What a first start does without the build's empty database (empty-cluster.test.ts: with it).
      await initDataDirInChild(path.join(dir, 'pg'), (await pgliteStartOptions()).startParams);
      const database = await openDatabase({ dataDir: dir });
      try {
        expect(fs.existsSync(path.join(dir, 'pg', 'PG_VERSION'))).toBe(true);
        for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
          const result = await database.db.execute(sql.raw(`show ${name}`));
          expect(Object.values((result as unknown as { rows: Array<Record<string, string>> }).rows[0]!)[0], name).toBe(value);
        }
        await database.db.insert(meta).values({ key: 'kept', value: 'yes' });
      } finally {
        await database.close();
      }
      // Opened again, like a restart: the data is there, the settings still apply.
      const again = await openDatabase({ dataDir: dir });
      try {
        const [row] = await again.db.select().from(meta).where(eq(meta.key, 'kept'));
        expect(row?.value).toBe('yes');
        const result = await again.db.execute(sql`show shared_buffers`);
        expect((result as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0]!.shared_buffers).toBe(
          PGLITE_SETTINGS.shared_buffers,
        );
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps the settings small: shared_buffers at most 32MB', () => {
    expect(PGLITE_SETTINGS.shared_buffers).toBe('32MB');
  });
});
