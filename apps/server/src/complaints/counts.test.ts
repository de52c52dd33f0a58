import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StatusCount } from '@nagar/contract';
import { complaints } from '../db/schema.ts';
import { createTestApp, loginAs, type TestApp } from '../test/app.ts';
import { countByStatus } from './counts.ts';

describe('complaint counts per status', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = { authorization: (await loginAs(t.app, 'admin')).authorization };
    user = { authorization: (await loginAs(t.app, 'user')).authorization };
  });
  afterAll(() => t?.close());

  async function insert(status: string, n: number) {
    await t.app.services.db.insert(complaints).values(
      Array.from({ length: n }, () => ({
        complaintNo: `CMP-TEST-${++serial}`,
        district: 'Sundarpur',
        ward: `Ward ${(serial % 5) + 1}`,
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
