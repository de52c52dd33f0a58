import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema } from './schema.ts';
import { lockDataDir } from './lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** count(*) is a number from PGlite and a string from node-postgres. */
export const toNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

export interface DatabaseOptions {
  /** Unset: embedded in dataDir; 'memory://': embedded in memory; otherwise a PostgreSQL URL. */
  url?: string;
  dataDir: string;
  /** Sees every statement the app sends (the query-plan tests read them). */
  logger?: Logger;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzle(pool, { schema, logger: opts.logger }) as unknown as Db;
    // Several processes may start at once: one migrates, the others wait.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727001)');
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(727001)').catch(() => {});
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
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
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes serve search (migration 0001 creates the extension); PGlite ships it as a contrib module.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = opts.url === 'memory://';
  const release = inMemory ? () => {} : lockDataDir(opts.dataDir);
  try {
    const extensions = { pg_trgm };
    const client = inMemory ? new PGlite({ extensions }) : new PGlite(path.join(opts.dataDir, 'pg'), { extensions });
    await client.waitReady;
    const db = drizzle(client, { schema, logger: opts.logger }) as unknown as Db;
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
