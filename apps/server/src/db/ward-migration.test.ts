/**
 * Migration 0015 on a database of before it: complaints get their ward's id from the name (a name no ward has is
 * made a ward first), officers who had no wards (then: every ward) get all_wards, officers with wards keep exactly
 * those, and from then on a ward in use cannot be deleted. Run on the embedded database (the migrations up to 0014,
 * data written as the portal of then wrote it, then the rest), on the run's database (PGlite or PostgreSQL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createTestDatabase, type TestDatabase } from '../test/app.ts';

const source = path.resolve(import.meta.dirname, '../../drizzle');
let dir: string;
/** The database under test: its queries, and its migrations from a folder. */
let client: {
  query<T>(text: string): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};
let target: TestDatabase;

/** A copy of the migrations whose journal stops before `idx`. */
function migrationsBefore(idx: number): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-migrations-'));
  fs.cpSync(source, out, { recursive: true });
  const journalPath = path.join(out, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((e) => e.idx < idx);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return out;
}

const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

beforeAll(async () => {
  dir = migrationsBefore(15);
  target = await createTestDatabase();
  if (target.kind === 'pglite') {
    const lite = new PGlite({ extensions: { pg_trgm } });
    client = {
      query: (text) => lite.query(text),
      exec: (text) => lite.exec(text),
      migrate: (folder) => migrate(drizzle(lite), { migrationsFolder: folder }),
      close: () => lite.close(),
    };
  } else {
    const server = new pg.Client({ connectionString: target.url });
    await server.connect();
    client = {
      query: async <T>(text: string) => ({ rows: (await server.query(text)).rows as T[] }),
      exec: (text) => server.query(text),
      migrate: (folder) => migratePg(drizzlePg(server), { migrationsFolder: folder }),
      close: () => server.end(),
    };
  }
  await client.migrate(dir);
  await client.exec(`
    insert into wards (name) values ('Ward 1'), ('Ward 2'), ('Ward 3');
    insert into users (email, name, role, password_hash) values
      ('every@x.example', 'Every', 'officer', 'x'),
      ('one@x.example', 'One', 'officer', 'x'),
      ('editor@x.example', 'Editor', 'editor', 'x');
    insert into user_wards (user_id, ward_id)
      select u.id, w.id from users u, wards w where u.email = 'one@x.example' and w.name = 'Ward 2';
    insert into complaints (complaint_no, district, ward, grievance_type, status, citizen_name, mobile)
      select 'GRV-2026-' || lpad(n::text, 6, '0'), 'Sundarpur', case when n % 4 = 0 then 'Ward Gone' else 'Ward ' || (n % 3 + 1) end,
        'Streetlight', 'Open', 'Citizen', '9000000000'
      from generate_series(1, 40) n;
  `);
  await client.migrate(source);
}, 120_000);

afterAll(async () => {
  await client?.close();
  await target?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration 0015: ward scope by id', () => {
  it("gives every complaint its ward's id, making a ward of a name no ward had", async () => {
    expect(await rows(`select count(*)::int as n from complaints where ward_id is null`)).toEqual([{ n: 0 }]);
    expect(await rows(`select count(*)::int as n from complaints c join wards w on w.id = c.ward_id where w.name <> c.ward`)).toEqual([
      { n: 0 },
    ]);
    expect(await rows(`select name from wards order by name`)).toEqual([
      { name: 'Ward 1' },
      { name: 'Ward 2' },
      { name: 'Ward 3' },
      { name: 'Ward Gone' },
    ]);
  });

  it('keeps what each officer saw: no wards then (every ward) is all_wards now; chosen wards stay', async () => {
    expect(await rows(`select email, all_wards from users order by email`)).toEqual([
      { email: 'editor@x.example', all_wards: false },
      { email: 'every@x.example', all_wards: true },
      { email: 'one@x.example', all_wards: false },
    ]);
    expect(await rows(`select w.name from user_wards uw join wards w on w.id = uw.ward_id`)).toEqual([{ name: 'Ward 2' }]);
  });

  it('from then on, a ward that complaints or officers refer to cannot be deleted; the counts follow a rename', async () => {
    await expect(client.query(`delete from wards where name = 'Ward 2'`)).rejects.toThrow(/foreign key/);
    await client.query(`update wards set name = 'Ward Two' where name = 'Ward 2'`);
    expect(await rows(`select count(*)::int as n from complaints where ward = 'Ward Two'`)).toEqual(
      await rows(`select coalesce(sum(n), 0)::int as n from complaint_counts where ward = 'Ward Two'`),
    );
    expect(await rows(`select count(*)::int as n from complaint_counts where ward = 'Ward 2' and n <> 0`)).toEqual([{ n: 0 }]);
  });
});
