import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { schema } from './schema.ts';
import { ADVISORY_LOCKS } from './advisory-locks.ts';
import { lockDataDir } from './lock.ts';
import { PGliteThread } from './pglite-thread.ts';
import { builtCluster, clusterKey, extractTar, makeEmptyCluster, migrationsFolder, pgliteStartOptions } from './empty-cluster.ts';

export { PGLITE_SETTINGS } from './empty-cluster.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * `listener` hears that the database cannot serve any more and will not come back in this process: the embedded
   * database's thread ended. (PostgreSQL's pool opens new connections itself: never called there.)
   */
  onLost(listener: (err: Error) => void): void;
  /**
   * The embedded database only: its data directory written to `file` as a tar file, which an in-memory database
   * may start from (`memory://<file>`): the browser tests lay the demo content once a run this way.
   */
  dump?(file: string): Promise<void>;
  /**
   * The embedded database only (one process owns it): a number that changes with every statement that may write
   * (PGliteThread.writeCount). What was read while it was N may be kept and used while it still is. Absent on
   * PostgreSQL, where other processes write too.
   */
  writeCount?: () => number;
}

/**
 * The rows of a statement written in SQL. db.execute's answer differs between the drivers (PGlite, node-postgres)
 * and its type argument cannot state the rows of both; both answer `{ rows }`, typed here once.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- see above: the cast states what both drivers answer
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** count(*) is a number from PGlite and a string from node-postgres. */
export const toNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

/** How many rows of `table` match `where` (all of them without one). */
export async function countRows(db: Db | Tx, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .where(where);
  return toNumber(row?.n);
}

/**
 * A new data directory is created (PGlite's initdb) in a short-lived child process. PGlite 0.5 runs initdb in
 * a second PGlite instance and keeps a copy of its heap: ~750 MB at the peak, and ~400 MB of it stayed in the
 * server process long after (RSS 0.8–1.2 GB idle after a first start against ~0.5 GB after a restart). In a
 * child that memory goes back to the system when it exits, and the server opens the directory like a restart.
 */
export async function initDataDirInChild(pgDir: string, startParams: string[]) {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(process.argv[1]);
(async () => { const db = new PGlite(process.argv[2], { startParams: JSON.parse(process.argv[3]) }); await db.waitReady; await db.close(); })()
  .catch((err) => { console.error(err); process.exit(1); });`;
  await promisify(execFile)(process.execPath, ['-e', script, entry, pgDir, JSON.stringify(startParams)], { env: {}, maxBuffer: 1 << 20 });
}

/** The file of the dump an in-memory database starts from, once per process (see memoryTemplate). */
let memoryTemplateLoaded: Promise<string> | undefined;

/**
 * An in-memory database (memory://, what the tests use: hundreds of them per run) starts from a dump of an empty,
 * migrated one (empty-cluster.ts): a new one takes ~2 s (initdb, then every migration), loading the dump ~0.5 s. The
 * build's file when there is one; else made once and kept in the system's temporary directory under the same kind
 * of name, so the test processes share it and a changed migration makes a new one.
 */
function memoryTemplate(): Promise<string> {
  memoryTemplateLoaded ??= (async () => {
    const built = builtCluster();
    if (built) return built;
    const file = path.join(os.tmpdir(), `nagar-pglite-empty-${clusterKey()}.tar`);
    if (!fs.existsSync(file)) await makeEmptyCluster(file);
    return file;
  })().catch((err: unknown) => {
    memoryTemplateLoaded = undefined;
    throw err;
  });
  return memoryTemplateLoaded;
}

/**
 * A new data directory: the build's empty, migrated database laid down (a file copy, no second PGlite), or, when
 * the build did not make one, PGlite's initdb in a child process. Laid down beside it and renamed into place, so a
 * start cut short leaves no half directory that would pass for a database.
 */
async function createDataDir(pgDir: string, startParams: string[]) {
  const built = builtCluster();
  if (!built) return initDataDirInChild(pgDir, startParams);
  const partial = `${pgDir}.new-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  extractTar(built, partial);
  fs.rmSync(pgDir, { recursive: true, force: true });
  fs.renameSync(partial, pgDir);
}

/** The prefix of the application_name of every PostgreSQL connection of a portal process. */
export const PORTAL_APPLICATION_NAME = 'nagar-portal';
/** `nagar-portal pid 1234`: one name per process, so that connections count as processes. */
export const portalApplicationName = () => `${PORTAL_APPLICATION_NAME} pid ${process.pid}`;

export interface DatabaseOptions {
  /**
   * Unset: embedded in dataDir; 'memory://': embedded in memory, empty and migrated; 'memory://<file>': embedded in
   * memory, started from a dump (`Database.dump`); otherwise a PostgreSQL URL.
   */
  url?: string;
  dataDir: string;
  /** Sees every statement the app sends (the query-plan tests read them). */
  logger?: Logger;
  /** Notes for the operator (the embedded data directory's permissions tightened); standard error by default. */
  notice?: (message: string) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Named, so that PostgreSQL's pg_stat_activity tells the portal's connections (and of which process) from
    // others', and one is kept open while the process runs (min: 1; idle ones above it close after 10 s): a
    // restore refuses to replace the database under a running portal (cli/backup.ts).
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, min: 1, application_name: portalApplicationName() });
    // An idle connection the server ends (a restart, an administrator, a dropped network) is an 'error' on the
    // pool; without a listener it would end the process. The pool drops that connection and opens another.
    pool.on('error', (err) => process.stderr.write(`database: an idle connection ended: ${err.message}\n`));
    const db = drizzle(pool, { schema, logger: opts.logger }) as unknown as Db;
    // Several processes may start at once: one migrates, the others wait.
    const client = await pool.connect();
    try {
      await client.query(`select pg_advisory_lock(${ADVISORY_LOCKS.migrations})`);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query(`select pg_advisory_unlock(${ADVISORY_LOCKS.migrations})`).catch(() => {});
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      onLost: () => {},
      close: async () => {
        // pool.end() resolves before its connections have closed: wait for each to go, so that nothing
        // (e.g. dropping the database) meets a connection on its way out.
        let open = pool.totalCount;
        const closed = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on('remove', () => --open === 0 && resolve());
        });
        await pool.end();
        await closed;
      },
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = opts.url?.startsWith('memory://') ?? false;
  const release = inMemory ? () => {} : lockDataDir(opts.dataDir, opts.notice);
  let client: PGliteThread | undefined;
  try {
    const options = await pgliteStartOptions();
    const pgDir = path.join(opts.dataDir, 'pg');
    if (!inMemory && !fs.existsSync(path.join(pgDir, 'PG_VERSION'))) await createDataDir(pgDir, options.startParams);
    // The database runs in a thread of its own (pglite-thread.ts); the worker loads pg_trgm itself.
    client = await PGliteThread.open(
      inMemory
        ? { template: opts.url!.slice('memory://'.length) || (await memoryTemplate()), startParams: options.startParams }
        : { dataDir: pgDir, startParams: options.startParams },
    );
    // What Drizzle's PGlite driver calls of a client, the thread's client answers (see PGliteThread).
    const opened = client;
    const asPGlite = opened as unknown as PGlite;
    const db = drizzle(asPGlite, { schema, logger: opts.logger }) as unknown as Db;
    await migrate(drizzle(asPGlite, { schema }), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      onLost: (listener) => opened.onLost(listener),
      dump: (file) => opened.dump(file),
      writeCount: () => opened.writeCount(),
      close: async () => {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    // A migration that failed: the database is closed before its directory is let go.
    await client?.close().catch(() => {});
    release();
    throw err;
  }
}
