import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { PublicCache } from '../cache/public-cache.ts';
import { createTestDatabase, type TestDatabase } from '../test/app.ts';
import { SCALE_TYPES, SCALE_WARDS, seedScaleData } from '../test/scale-data.ts';
import { ComplaintService, type ComplaintFilters } from './service.ts';

/**
 * Paging at scale reads each list off its indexes in parts (the queue's open and closed parts, pages past the
 * middle from the far end): every page must still hold exactly the rows the one-statement order gave before,
 * across page boundaries, the open/closed boundary and ties on the filing time (the seeded complaints come in
 * pairs filed at the same instant).
 */

const COMPLAINTS = 1200;
let testDb: TestDatabase;
let database: Database;
let service: ComplaintService;
let cache: PublicCache;

/** The orders as they were written before, in one statement with a CASE: the reference. */
async function reference(order: 'public' | 'staff', where: string): Promise<number[]> {
  const orderBy =
    order === 'public'
      ? 'entry_date desc, id desc'
      : `case when status in ('Open','Pending','In Progress') then 0 else 1 end,
         case when status in ('Open','Pending','In Progress') then entry_date end asc, entry_date desc, id asc`;
  const result = (await database.db.execute(sql.raw(`select id from complaints where ${where} order by ${orderBy}`))) as unknown as {
    rows: Array<{ id: number | string }>;
  };
  return result.rows.map((r) => Number(r.id));
}

async function pages(
  list: (f: ComplaintFilters) => Promise<{ items: Array<{ id: number }>; total: number }>,
  filter: ComplaintFilters,
  size: number,
) {
  const first = await list({ ...filter, page: 1, pageSize: size });
  const ids = first.items.map((c) => c.id);
  for (let page = 2; (page - 1) * size < first.total; page++)
    ids.push(...(await list({ ...filter, page, pageSize: size })).items.map((c) => c.id));
  return { ids, total: first.total };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ url: testDb.url, dataDir: '/nonexistent' });
  await seedScaleData(database.db, { complaints: COMPLAINTS, notices: 10, others: 10 });
  cache = new PublicCache(0);
  service = new ComplaintService(database.db, { imageMaxBytes: 1, documentMaxBytes: 1 }, cache);
  // Deep pages start at their day from 50 rows in (500 in the portal), so that both parts of the queue and most
  // pages here are placed by the counts per day.
  ComplaintService.dayWalkFrom = 50;
  ComplaintService.searchOneRead = 500;
}, 120_000);

afterAll(async () => {
  ComplaintService.dayWalkFrom = 500;
  ComplaintService.searchOneRead = 2000;
  await database?.close();
  await testDb?.drop();
});

const ward = SCALE_WARDS[4]!;
const type = SCALE_TYPES[2]!;

describe('paging at scale', () => {
  it('pages the staff queue exactly as the one-statement order did, with and without filters', async () => {
    const cases: Array<[ComplaintFilters, string]> = [
      [{}, 'true'],
      [{ ward }, `ward = '${ward}'`],
      [{ type, status: 'Resolved' }, `grievance_type = '${type}' and status = 'Resolved'`],
      [{ status: 'Pending' }, `status = 'Pending'`],
      [{ search: '01' }, `complaint_no ilike '%01%'`],
      // Up to 500 matches (here) are read once, counted and ordered; more are paged off the indexes.
      [{ search: '0001' }, `complaint_no ilike '%0001%'`],
      [{ search: '000' }, `complaint_no ilike '%000%'`],
    ];
    for (const [filter, where] of cases) {
      const expected = await reference('staff', where);
      expect(expected.length, where).toBeGreaterThan(5);
      // 7 does not divide the open part: pages straddle the open/closed boundary.
      for (const size of [7, 50]) {
        const { ids, total } = await pages((f) => service.listStaff(f), filter, size);
        expect(total, where).toBe(expected.length);
        expect(ids, `${where}, pages of ${size}`).toEqual(expected);
      }
    }
  });

  it('pages the public list newest first exactly as before, from either end', async () => {
    for (const [filter, where] of [
      [{}, 'true'],
      [{ status: 'Open' }, `status = 'Open'`],
      [{ ward, status: 'Rejected' }, `ward = '${ward}' and status = 'Rejected'`],
    ] as Array<[ComplaintFilters, string]>) {
      const expected = await reference('public', where);
      const { ids, total } = await pages((f) => service.listPublic(f), filter, 20);
      expect(total, where).toBe(expected.length);
      expect(ids, where).toEqual(expected);
    }
  });

  it('answers a page past the end with no rows and the total', async () => {
    const beyond = await service.listStaff({ page: 1000, pageSize: 25 });
    expect(beyond).toEqual({ items: [], total: COMPLAINTS });
    expect((await service.listPublic({ page: 1000, pageSize: 25 })).items).toEqual([]);
  });

  it('keeps placing deep pages and counting date ranges right after complaints are acted on, filed and deleted', async () => {
    const { db } = database;
    // Closed ones reopened, open ones closed, some deleted, some filed: the counts per day follow each statement.
    await db.execute(sql`update complaints set status = 'Pending' where id % 37 = 0 and status in ('Resolved', 'Rejected')`);
    await db.execute(sql`update complaints set status = 'Resolved' where id % 11 = 0 and status in ('Open', 'Pending')`);
    await db.execute(sql`delete from complaints where id % 29 = 0`);
    await db.execute(sql`insert into complaints (complaint_no, district, ward, grievance_type, status, entry_date, citizen_name, mobile)
      select 'X' || g, 'District', ${ward}, ${type}, case when g % 2 = 0 then 'Open' else 'Resolved' end,
        now() - g * interval '7 hours', 'Name', '9000000000' from generate_series(1, 40) as g`);
    cache.invalidate(); // as the service's own writes do
    const staff = await reference('staff', 'true');
    for (const size of [7, 50]) expect((await pages((f) => service.listStaff(f), {}, size)).ids).toEqual(staff);
    expect((await pages((f) => service.listPublic(f), {}, 20)).ids).toEqual(await reference('public', 'true'));

    // A date range alone is counted from the counts per day, by the day in India (filed 23:59 IST counts that day).
    const day = (offset: number) => new Date(Date.now() + 5.5 * 3600_000 - offset * 86_400_000).toISOString().slice(0, 10);
    for (const [from, to] of [
      [day(3), day(1)],
      [day(10), day(10)],
      [day(400), day(0)],
    ]) {
      const [row] = (
        (await db.execute(
          sql.raw(`select count(*)::int as n, (count(*) filter (where status in ('Open','Pending','In Progress')))::int as open
            from complaints where entry_date >= '${from}T00:00:00+05:30' and entry_date <= '${to}T23:59:59.999+05:30'`),
        )) as unknown as { rows: Array<{ n: number; open: number }> }
      ).rows;
      const listed = await service.listStaff({ from, to, page: 1, pageSize: 25 });
      expect(listed.total, `${from}..${to}`).toBe(row!.n);
      expect(listed.items.filter((c) => ['Open', 'Pending', 'In Progress'].includes(c.status)).length).toBe(Math.min(25, row!.open));
    }
  });
});
