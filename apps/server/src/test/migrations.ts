/**
 * Tests of a migration on a database that already holds data: a bare database of the run's kind (not migrated),
 * and a folder with the migrations before a given one, to migrate to, fill with SQL, then migrate on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { migrate as pgliteMigrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as pgMigrate } from 'drizzle-orm/node-postgres/migrator';
import { createTestDatabase, testDbKind } from './app.ts';
import type { Services } from '../services.ts';

/** The project's migrations folder. */
export const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

/** A fresh database of the run's kind, bare (not migrated): migrate to a folder, run SQL, query, close. */
export async function bareDatabase() {
  if (testDbKind() === 'pglite') {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = pgliteDrizzle(client);
    return {
      migrate: (folder: string) => pgliteMigrate(db, { migrationsFolder: folder }),
      exec: async (text: string) => void (await client.exec(text)),
      services: { db } as unknown as Services,
      close: () => client.close(),
    };
  }
  const target = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: target.url, max: 1 });
  const db = pgDrizzle(pool);
  return {
    migrate: (folder: string) => pgMigrate(db, { migrationsFolder: folder }),
    exec: async (text: string) => void (await pool.query(text)),
    services: { db } as unknown as Services,
    close: async () => {
      await pool.end();
      await target.drop();
    },
  };
}

/**
 * A temporary folder with the migrations before number `idx` (and their journal), whose last must be `lastTag`
 * (so that a test notices when the numbering moves); `remove` deletes it.
 */
export function migrationsBefore(idx: number, lastTag: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `nagar-before-${idx}-`));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const before = journal.entries.filter((e) => e.idx < idx);
  if (before.at(-1)?.tag !== lastTag) throw new Error(`the migration before ${idx} is ${before.at(-1)?.tag}, not ${lastTag}`);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const e of before) fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A migration over data an install already holds: a bare database migrated to just before migration `idx` (whose
 * last must be `lastTag`), filled by `seed` (SQL), migrated to the end, then read by `check`; both go after.
 */
export async function migrateOver(idx: number, lastTag: string, seed: string, check: (services: Services) => Promise<void>): Promise<void> {
  const before = migrationsBefore(idx, lastTag);
  const database = await bareDatabase();
  try {
    await database.migrate(before.dir);
    await database.exec(seed);
    await database.migrate(MIGRATIONS);
    await check(database.services);
  } finally {
    await database.close();
    before.remove();
  }
}

/** What a complaint says, in its status, as an install holds it before a migration. */
export interface OldComplaint {
  info: string;
  landmark: string;
  status: string;
  name: string;
}

/**
 * SQL that lays down complaints as an install holds them: district Sundarpur, Ward 1, type Roads, the n-th
 * complaint numbered GRV-2025-00000n from the mobile 900000000n.
 */
export const oldComplaintsSql = (list: OldComplaint[]) => `
  insert into districts (name) values ('Sundarpur');
  insert into wards (name) values ('Ward 1');
  insert into grievance_types (name) values ('Roads');
  insert into complaints (complaint_no, district, ward, ward_id, grievance_type, additional_information, landmark, status, citizen_name, mobile)
    values ${list
      .map(
        (c, i) =>
          `('GRV-2025-${String(i + 1).padStart(6, '0')}', 'Sundarpur', 'Ward 1', (select id from wards), 'Roads', '${c.info}', '${c.landmark}', '${c.status}', '${c.name}', '${9000000000 + i + 1}')`,
      )
      .join(',\n           ')};`;
