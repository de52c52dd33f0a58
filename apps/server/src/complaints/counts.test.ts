import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StatusCount } from '@nagar/contract';
import { complaints, wards } from '../db/schema.ts';
import { createTestApp, loginAs, multipart, type TestApp } from '../test/app.ts';
import { createFormLists } from '../test/masters.ts';
import { countByStatus } from './counts.ts';

describe('complaint counts per status', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // Complaints carry their ward by id: the wards they name exist.
    await t.app.services.db.execute(sql`insert into wards (name) select 'Ward ' || n from generate_series(1, 5) as n`);
    admin = { authorization: (await loginAs(t.app, 'admin')).authorization };
    user = { authorization: (await loginAs(t.app, 'user')).authorization };
  });
  afterAll(() => t?.close());

  async function insert(status: string, n: number) {
    const wardIds = new Map((await t.app.services.db.select().from(wards)).map((w) => [w.name, w.id]));
    await t.app.services.db.insert(complaints).values(
      Array.from({ length: n }, () => ({
        complaintNo: `CMP-TEST-${++serial}`,
        district: 'Sundarpur',
        ward: `Ward ${(serial % 5) + 1}`,
        wardId: wardIds.get(`Ward ${(serial % 5) + 1}`)!,
        grivance: 'Street light',
        status,
        citizenName: 'A Citizen',
        mobile: '9876543210',
      })),
    );
  }
  const byStatus = (counts: StatusCount[]) => [...counts].sort((a, b) => a.status.localeCompare(b.status));
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('no complaints: an empty list', async () => {
    expect((await get('/api/Admin/complaint-count', admin)).json()).toEqual([]);
    expect(await countByStatus(t.app.services.db)).toEqual([]);
  });

  it('the admin call: 401 without a session, 403 for role user', async () => {
    const anonymous = await get('/api/Admin/complaint-count?statusFilter=All');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in to continue.' });
    expect((await get('/api/Admin/complaint-count?statusFilter=All', user)).statusCode).toBe(403);
  });

  it('both calls answer [{status, count}] with numeric counts, one entry per status', async () => {
    await insert('Open', 3);
    await insert('Pending', 2);
    await insert('Resolved', 4);
    await insert('Rejected', 1);
    // Statuses are free text: any value is counted under its own name.
    await insert('Forwarded to PWD', 1);
    const expected = [
      { status: 'Forwarded to PWD', count: 1 },
      { status: 'Open', count: 3 },
      { status: 'Pending', count: 2 },
      { status: 'Rejected', count: 1 },
      { status: 'Resolved', count: 4 },
    ];
    for (const [url, headers] of [
      ['/api/Public/complaint-count?statusFilter=All', {}],
      ['/api/Public/complaint-count', {}],
      ['/api/Admin/complaint-count?statusFilter=All', admin],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const counts = res.json() as StatusCount[];
      expect(byStatus(counts), url).toEqual(expected);
      // Numbers, not the database's bigint text; and nothing else (no complaints, no personal data).
      for (const entry of counts) {
        expect(Object.keys(entry).sort()).toEqual(['count', 'status']);
        expect(typeof entry.count).toBe('number');
      }
    }
  });

  it('counts in the database, beyond any list cap', async () => {
    // Far more rows than a list call would ever load: only a count in SQL gets these right.
    await t.app.services.db.execute(sql`
      insert into complaints (complaint_no, district, ward, grievance_type, status, citizen_name, mobile)
      select 'CMP-BULK-' || n, 'Sundarpur', 'Ward 1', 'Garbage', case when n % 3 = 0 then 'Resolved' else 'Open' end, 'Bulk', '9876543210'
      from generate_series(1, 3000) as n`);
    const res = await get('/api/Admin/complaint-count', admin);
    const counts = Object.fromEntries((res.json() as StatusCount[]).map((c) => [c.status, c.count]));
    expect(counts).toEqual({ 'Forwarded to PWD': 1, Open: 3 + 2000, Pending: 2, Rejected: 1, Resolved: 4 + 1000 });
  });

  it('the public answer is cached, the admin answer is live', async () => {
    const before = byStatus((await get('/api/Public/complaint-count')).json());
    await insert('Pending', 5);
    const live = byStatus((await get('/api/Admin/complaint-count', admin)).json());
    expect(live.find((c) => c.status === 'Pending')!.count).toBe(before.find((c) => c.status === 'Pending')!.count + 5);
    // Inserted behind the API's back: the public answer stays until the cache is cleared (any write clears it).
    expect(byStatus((await get('/api/Public/complaint-count')).json())).toEqual(before);
    t.app.services.cache.invalidate();
    expect(byStatus((await get('/api/Public/complaint-count')).json())).toEqual(live);
  });
});

describe('the counts the database keeps per ward, type and status (complaint_counts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.db.execute(sql`insert into wards (name) select 'Ward ' || n from generate_series(1, 4) as n`);
  });
  afterAll(() => t?.close());

  const db = () => t.app.services.db;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db().execute(query)) as unknown as { rows: Array<{ ward: string; type: string; status: string; n: unknown }> }).rows
      .map((r) => `${r.ward}|${r.type}|${r.status}|${Number(r.n)}`)
      .sort();
  /** What the triggers kept, and what counting every complaint gives: they must always be the same. */
  const kept = () => rows(sql`select ward, grievance_type as type, status, n from complaint_counts where n <> 0`);
  const counted = () => rows(sql`select ward, grievance_type as type, status, count(*) as n from complaints group by 1, 2, 3`);

  it('follow every kind of statement: bulk insert, status and ward changes, deletes, truncate', async () => {
    await db().execute(sql`
      insert into complaints (complaint_no, district, ward, grievance_type, status, citizen_name, mobile)
      select 'CMP-KEPT-' || n, 'Sundarpur', 'Ward ' || (n % 4 + 1), case when (n / 4) % 2 = 0 then 'Garbage' else 'Water' end,
             case when n % 3 = 0 then 'Resolved' else 'Open' end, 'Kept', '9876543210'
      from generate_series(1, 500) as n`);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).length).toBe(16);

    // A status change moves complaints between counters; an update that changes none of the three keys changes no count.
    await db().execute(sql`update complaints set status = 'In Progress' where complaint_no like 'CMP-KEPT-1%'`);
    await db().execute(sql`update complaints set landmark = 'near the tank' where ward = 'Ward 2'`);
    expect(await kept()).toEqual(await counted());
    // A ward renamed: its complaints' ward name follows in the same statement (trigger of migration 0015).
    await db().execute(sql`update wards set name = 'Ward 9' where name = 'Ward 3'`);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).some((k) => k.startsWith('Ward 9|'))).toBe(true);
    // A complaint's ward name alone cannot be changed: it stays the name of its ward id.
    await db().execute(sql`update complaints set ward = 'Ward 1' where ward = 'Ward 2'`);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).some((k) => k.startsWith('Ward 2|'))).toBe(true);
    // A complaint moved to another ward by id takes that ward's name.
    await db().execute(
      sql`update complaints set ward_id = (select id from wards where name = 'Ward 4') where ward = 'Ward 9' and status = 'Open'`,
    );
    expect(await kept()).toEqual(await counted());
    await db().execute(sql`delete from complaints where status = 'Resolved' and ward = 'Ward 1'`);
    expect(await kept()).toEqual(await counted());
    const total = Number(
      ((await db().execute(sql`select count(*) as n from complaints`)) as unknown as { rows: Array<{ n: unknown }> }).rows[0]!.n,
    );
    expect((await countByStatus(db())).reduce((sum, c) => sum + c.count, 0)).toBe(total);

    await db().execute(sql`truncate complaints cascade`);
    expect(await kept()).toEqual([]);
    expect(await countByStatus(db())).toEqual([]);
  });

  it('stay right when many complaints are filed and acted on at once, and the list totals read them', async () => {
    const admin = { authorization: (await loginAs(t.app, 'admin')).authorization };
    await createFormLists(t.app, admin, { district: ['Sundarpur'], ward: ['Ward 7 – Nehru Nagar'], 'grievance-type': ['Water leakage'] });
    const filings = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const body = await multipart({
          district: 'Sundarpur',
          ward: 'Ward 7 – Nehru Nagar',
          grivance: 'Water leakage',
          additional_Information: `The pipe at house no. ${i + 1} leaks.`,
          name: 'Asha Counter',
          mobile: '9000077777',
          consent: 'on',
        });
        return t.app.inject({
          method: 'POST',
          url: '/api/Public/complaint',
          payload: body.payload,
          headers: body.headers,
          remoteAddress: `10.9.0.${i + 1}`,
        });
      }),
    );
    expect(filings.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const queue = (await t.app.inject({ url: '/api/Admin/complaint?pageSize=25', headers: admin })).json() as Array<{ id: number }>;
    const acted = await Promise.all(
      queue.slice(0, 10).map(async (c) => {
        const body = await multipart({ Status: 'Resolved', Remarks: 'Pipe repaired.' });
        return t.app.inject({
          method: 'POST',
          url: `/api/Admin/complaint/${c.id}/action`,
          payload: body.payload,
          headers: { ...body.headers, ...admin },
        });
      }),
    );
    expect(acted.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual(['Ward 7 – Nehru Nagar|Water leakage|Open|10', 'Ward 7 – Nehru Nagar|Water leakage|Resolved|10']);
    // The totals of the lists come from these counts: the same numbers as the rows themselves.
    const total = async (query: string) =>
      Number((await t.app.inject({ url: `/api/Admin/complaint?${query}`, headers: admin })).headers['x-total-count']);
    expect(await total('pageSize=5')).toBe(20);
    expect(await total('statusFilter=Resolved&pageSize=5')).toBe(10);
    expect(await total(`ward=${encodeURIComponent('Ward 7 – Nehru Nagar')}&statusFilter=Open&pageSize=5`)).toBe(10);
    expect(await total('ward=Nowhere&pageSize=5')).toBe(0);
    const counts = Object.fromEntries(
      ((await t.app.inject({ url: '/api/Admin/complaint-count', headers: admin })).json() as StatusCount[]).map((c) => [c.status, c.count]),
    );
    expect(counts).toEqual({ Open: 10, Resolved: 10 });
  });
});
