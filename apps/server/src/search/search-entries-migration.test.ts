import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { migrate as pgliteMigrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as pgMigrate } from 'drizzle-orm/node-postgres/migrator';
import { createTestDatabase, testDbKind } from '../test/app.ts';
import { todayInIndia } from '../resources/validity.ts';
import { searchContent } from './search.ts';
import type { Services } from '../services.ts';

const migrations = path.resolve(import.meta.dirname, '../../drizzle');

/** A fresh database of the run's kind, bare (not migrated): migrate to a folder, run SQL, search, close. */
async function bareDatabase() {
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
 * Migration 0012 copies what an install already holds into search_entries: a database migrated up to 0011 with
 * one record of each searched kind, then migrated on, finds each.
 */
describe('migration 0012 (search_entries)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-0011-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('copies every record already there, each kind with its title, dates and extra', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ idx: number; tag: string }>;
    };
    const before = journal.entries.filter((e) => e.idx < 12);
    expect(before.at(-1)!.tag).toBe('0011_complaint_no_index_direct');
    fs.mkdirSync(path.join(dir, 'meta'));
    fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
    for (const e of before) fs.copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));

    const database = await bareDatabase();
    try {
      await database.migrate(dir);
      await database.exec(`
        insert into notices (title, title_hi, description, issue_date) values ('Old notice', 'पुरानी सूचना', 'About the old rates.', '2024-03-01');
        insert into circulars (title, description) values ('Old circular', 'Undated.');
        insert into office_orders (title, description, issue_date) values ('Old office order', '', '2024-02-01');
        insert into tenders (tender_no, tender_title, publish_date, last_date_of_submission, status)
          values ('NP/OLD/2024/001', 'Old tender', '2024-01-01', '2024-02-01', 'Closed');
        insert into latest_news (title, description, created_date) values ('Old news', '', '2024-04-01T20:00:00+05:30');
        insert into services (category, title, slug, summary, office, hours, phone)
          values ('Tax', 'Old service', 'old-service', 'Pay the old way.', 'Office', '10-5', '0755-2700000');
      `);
      await database.migrate(migrations);
      const hits = await searchContent(database.services, 'old');
      // Migration 0019 (issue dates required) gives the undated circular the day it was created (IST): today.
      expect(hits.map((h) => [h.resource, h.title, h.date, h.url])).toEqual([
        ['circular', 'Old circular', todayInIndia(), '/circulars'],
        ['latestNews', 'Old news', '2024-04-01', '/latestnews'],
        ['notice', 'Old notice', '2024-03-01', '/notice'],
        ['officeOrder', 'Old office order', '2024-02-01', '/officeorder'],
        ['tender', `Old tender (NP/OLD/2024/001)`, '2024-01-01', expect.stringMatching(/^\/tender-details\?id=\d+$/)],
        ['service', 'Old service', null, '/services/old-service'],
      ]);
      expect((await searchContent(database.services, 'पुरानी')).map((h) => h.titleHi)).toEqual(['पुरानी सूचना']);
      expect(await searchContent(database.services, 'old rates')).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
