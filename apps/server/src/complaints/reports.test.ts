import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type ComplaintFigures, type ComplaintReport } from '@nagar/contract';
import { seedDemoComplaints } from '@nagar/demo/complaints.ts';
import { complaints, userWards, users, wards } from '../db/schema.ts';
import { createTestApp, loginAs, type TestApp } from '../test/app.ts';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { rangeParts } from './reports.ts';

/**
 * Issue 28, reports: the figures of GET /api/Admin/reports/complaints and the public record (/api/Public/grievance-stats)
 * equal those computed here, independently, from the same rows (the demo's 300 complaints, with reopenings and
 * ratings): in all, by ward, by type and by channel; an officer's report counts their wards only.
 */

type Row = typeof complaints.$inferSelect;
let t: TestApp;
let admin: { authorization: string };
let rows: Row[];

const DAY = 86_400_000;
const istDay = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The figures of some complaints, computed the plain way. */
function expected(list: Row[]): ComplaintFigures {
  const resolved = list.filter((r) => r.status === 'Resolved');
  const rated = list.filter((r) => r.rating !== null);
  const days = resolved
    .filter((r) => r.action_Date)
    // Calendar days in India from the filing day to the resolving action's day.
    .map((r) => Math.max(0, (Date.parse(istDay(r.action_Date!)) - Date.parse(istDay(r.entry_Date))) / DAY))
    .sort((a, b) => a - b);
  const median =
    days.length === 0 ? null : days.length % 2 ? days[(days.length - 1) / 2]! : (days[days.length / 2 - 1]! + days[days.length / 2]!) / 2;
  return {
    filed: list.length,
    resolved: resolved.length,
    resolvedOnTime: resolved.filter((r) => r.action_Date && r.action_Date.getTime() <= r.dueAt.getTime()).length,
    reopened: list.filter((r) => r.reopened > 0).length,
    rated: rated.length,
    averageRating: rated.length ? Math.round((rated.reduce((n, r) => n + r.rating!, 0) / rated.length) * 100) / 100 : null,
    medianDaysToResolve: median === null ? null : Math.round(median * 10) / 10,
  };
}

function expectReport(report: Pick<ComplaintReport, 'from' | 'to' | 'total' | 'byWard'> & Partial<ComplaintReport>, list: Row[]) {
  const inRange = list.filter((r) => istDay(r.entry_Date) >= report.from && istDay(r.entry_Date) <= report.to);
  expect(report.total).toEqual(expected(inRange));
  const groups = (key: (r: Row) => string) => {
    const map = new Map<string, Row[]>();
    for (const r of inRange) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
    return map;
  };
  const byWard = groups((r) => r.ward);
  expect(report.byWard.map((w) => w.ward).sort()).toEqual([...byWard.keys()].sort());
  for (const w of report.byWard)
    expect({ ...w, ward: undefined, wardHi: undefined }).toEqual({ ...expected(byWard.get(w.ward)!), ward: undefined, wardHi: undefined });
  if (!report.byType || !report.byChannel) return inRange.length;
  const byType = groups((r) => r.grivance);
  expect(report.byType.map((x) => x.type).sort()).toEqual([...byType.keys()].sort());
  for (const x of report.byType)
    expect({ ...x, type: undefined, typeHi: undefined }).toEqual({ ...expected(byType.get(x.type)!), type: undefined, typeHi: undefined });
  const byChannel = groups((r) => r.source);
  expect(report.byChannel.map((x) => x.channel).sort()).toEqual([...byChannel.keys()].sort());
  for (const x of report.byChannel)
    expect({ ...x, channel: undefined }).toEqual({ ...expected(byChannel.get(x.channel)!), channel: undefined });
  return inRange.length;
}

const report = async (query: string, headers = admin) => {
  const res = await t.app.inject({ url: `/api/Admin/reports/complaints${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ComplaintReport;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', 'reports.admin@test.example');
  await seedDemoComplaints(t.app.services);
  // Some came in at the counter, by phone and by letter.
  const { db } = t.app.services;
  const all = await db.select().from(complaints);
  for (const [i, r] of all.entries())
    if (i % 7 === 0)
      await db
        .update(complaints)
        .set({ source: ['counter', 'phone', 'letter'][i % 3]! })
        .where(eq(complaints.id, r.id));
  rows = await db.select().from(complaints);
}, 120_000);
afterAll(() => t?.close());

describe(`complaint reports (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('the whole demo period: the figures in all, by ward, type and channel equal those counted from the rows', async () => {
    const to = istDay(new Date());
    const from = istDay(new Date(Date.now() - 130 * DAY));
    const r = await report(`?from=${from}&to=${to}`);
    expect(expectReport(r, rows)).toBe(rows.length);
    expect(r.total.reopened).toBeGreaterThan(0);
    expect(r.total.rated).toBeGreaterThan(0);
    expect(r.byChannel.map((c) => c.channel).sort()).toEqual(['counter', 'letter', 'phone', 'web']);
    // Wards in the council's order, with their Hindi names.
    expect(r.byWard[0]!.wardHi).not.toBe('');
  });

  it('a month, and this month by default', async () => {
    const day = new Date(Date.now() - 45 * DAY);
    const from = `${istDay(day).slice(0, 8)}01`;
    const to = istDay(new Date(Date.parse(`${from}T00:00:00Z`) + 27 * DAY));
    expect(expectReport(await report(`?from=${from}&to=${to}`), rows)).toBeGreaterThan(10);
    const current = await report('');
    expect(current.from).toBe(`${istDay(new Date()).slice(0, 8)}01`);
    expect(current.to).toBe(istDay(new Date()));
    expectReport(current, rows);
  });

  it('an officer limited to wards gets the figures of their wards only', async () => {
    const { db } = t.app.services;
    const officer = await loginAs(t.app, 'officer', 'reports.officer@test.example');
    const [user] = await db.select().from(users).where(eq(users.email, 'reports.officer@test.example'));
    const twoWards = (await db.select().from(wards)).slice(0, 2);
    await db.insert(userWards).values(twoWards.map((w) => ({ userId: user!.id, wardId: w.id })));
    t.app.services.cache.invalidate();
    const from = istDay(new Date(Date.now() - 130 * DAY));
    const r = await report(`?from=${from}`, officer);
    const mine = rows.filter((row) => twoWards.some((w) => w.id === row.wardId));
    expect(expectReport(r, mine)).toBe(mine.length);
    expect(r.byWard.length).toBeLessThanOrEqual(2);
  });

  it('the kept figures follow every write (status, resolution, reopening, rating, ward rename, deletion) and equal those made afresh', async () => {
    const { db } = t.app.services;
    const all = await db.select().from(complaints).orderBy(complaints.id);
    for (const [i, r] of all.slice(0, 60).entries()) {
      const now = new Date(r.entry_Date.getTime() + (i % 9) * 0.7 * DAY);
      if (i % 4 === 0) await db.update(complaints).set({ status: 'Resolved', action_Date: now }).where(eq(complaints.id, r.id));
      else if (i % 4 === 1) await db.update(complaints).set({ status: 'In Progress', action_Date: now }).where(eq(complaints.id, r.id));
      else if (i % 4 === 2)
        await db
          .update(complaints)
          .set({ reopened: r.reopened + 1, rating: null })
          .where(eq(complaints.id, r.id));
      else
        await db
          .update(complaints)
          .set({ rating: 1 + (i % 5) })
          .where(eq(complaints.id, r.id));
    }
    // Several rows in one statement, a rename (its trigger moves the ward's complaints), a filing-date change, deletions.
    await db
      .update(complaints)
      .set({ source: 'phone' })
      .where(sql`${complaints.id} % 11 = 0`);
    const [ward] = await db.select().from(wards).orderBy(wards.id).limit(1);
    await db
      .update(wards)
      .set({ name: `${ward!.name} (renamed)` })
      .where(eq(wards.id, ward!.id));
    await db
      .update(complaints)
      .set({ entry_Date: new Date(Date.now() - 40 * DAY) })
      .where(sql`${complaints.id} % 13 = 0`);
    await db.delete(complaints).where(sql`${complaints.id} % 17 = 0`);
    const kept = await rowsOf(
      db,
      sql`select span, period::text, dim, value, filed, resolved, on_time, reopened, rated, rating_sum,
        array_to_string(days, ',') as days from complaint_stats
        where filed <> 0 or resolved <> 0 or rated <> 0 or reopened <> 0 or not 0 = all (days) order by 1, 2, 3, 4`,
    );
    const afresh = await rowsOf(
      db,
      sql`select s.span, s.period::text, s.dim, s.value, sum(s.filed)::int as filed,
        sum(s.resolved)::int as resolved, sum(s.on_time)::int as on_time, sum(s.reopened)::int as reopened,
        sum(s.rated)::int as rated, sum(s.rating_sum)::int as rating_sum, array_to_string(complaint_stats_days_sum(s.days), ',') as days
        from complaints c, complaint_stats_of(c, 1) s group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );
    // A histogram may keep zeros at its end once a resolution is undone; they count nothing.
    const trim = (list: Array<Record<string, unknown>>) =>
      list.map((r) => ({
        ...r,
        days: String(r.days)
          .replace(/(,0)+$/, '')
          .replace(/^0$/, ''),
      }));
    const keptRows = trim(kept);
    expect(keptRows.length).toBeGreaterThan(100);
    expect(keptRows).toEqual(trim(afresh));
    t.app.services.cache.invalidate();
    rows = await db.select().from(complaints);
    const from = istDay(new Date(Date.now() - 130 * DAY));
    expect(expectReport(await report(`?from=${from}`), rows)).toBe(rows.length);
    expect((await report(`?from=${from}`)).byWard.some((w) => w.ward === `${ward!.name} (renamed)`)).toBe(true);
  });

  it('a range is read as its whole months and its edge days', () => {
    expect(rangeParts({ from: '2026-01-01', to: '2026-03-31' })).toEqual({ months: ['2026-01-01', '2026-02-01', '2026-03-01'], days: [] });
    expect(rangeParts({ from: '2026-01-15', to: '2026-01-20' })).toEqual({ months: [], days: [['2026-01-15', '2026-01-20']] });
    expect(rangeParts({ from: '2025-12-02', to: '2026-03-01' })).toEqual({
      months: ['2026-01-01', '2026-02-01'],
      days: [
        ['2025-12-02', '2025-12-31'],
        ['2026-03-01', '2026-03-01'],
      ],
    });
    expect(rangeParts({ from: '2024-02-01', to: '2024-02-29' }).months).toEqual(['2024-02-01']);
  });

  it('refuses a range that is not one (400)', async () => {
    for (const [query, key] of [
      ['?from=2026-02-30', 'invalidDate'],
      ['?from=2026-05-01&to=2026-04-30', 'reportRange'],
      ['?from=2020-01-01&to=2026-01-01', 'reportRange'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/Admin/reports/complaints${query}`, headers: admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(formatMessage(key, { max: 731 }));
    }
    expect((await t.app.inject({ url: '/api/Admin/reports/complaints' })).statusCode).toBe(401);
  });

  it('the public record: the last twelve months by ward, the same figures, no personal data', async () => {
    const res = await t.app.inject({ url: '/api/Public/grievance-stats' });
    expect(res.statusCode).toBe(200);
    const stats = res.json() as ComplaintReport;
    expect(Object.keys(stats).sort()).toEqual(['byWard', 'from', 'to', 'total']);
    expect(stats.to).toBe(istDay(new Date()));
    expectReport({ from: stats.from, to: stats.to, total: stats.total, byWard: stats.byWard }, rows);
    for (const r of rows.slice(0, 50)) {
      expect(res.body).not.toContain(r.mobile);
      expect(res.body).not.toContain(r.citizenName);
    }
  });
});
