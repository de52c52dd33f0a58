import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PublicComplaint, StaffQueueItem } from '@nagar/contract';
import { complaints, districts, grievanceTypes, wards } from '../db/schema.ts';
import { actOnComplaint, createTestApp, injectForm, loginAs, type TestApp } from '../test/app.ts';

/** The staff queue: open work first, oldest first, then the closed; age and the overdue mark (past the due date). */

const DAY = 86_400_000;
const OVERDUE_DAYS = 5;
const WARDS = ['Ward 1 – Gandhi Chowk', 'Ward 2 – Subhash Ward'];

let t: TestApp;
let admin: { authorization: string };

/** Label → complaint number, status and age in days (set straight in the database). */
const plan: Array<{ label: string; status: string; days: number; ward: string }> = [
  { label: 'A', status: 'Open', days: 10, ward: WARDS[0]! },
  { label: 'B', status: 'Pending', days: 3, ward: WARDS[1]! },
  { label: 'C', status: 'In Progress', days: 20, ward: WARDS[0]! },
  { label: 'D', status: 'Open', days: 0, ward: WARDS[1]! },
  { label: 'E', status: 'Resolved', days: 30, ward: WARDS[0]! },
  { label: 'F', status: 'Rejected', days: 5, ward: WARDS[1]! },
  { label: 'G', status: 'Resolved', days: 1, ward: WARDS[0]! },
  { label: 'H', status: 'Pending', days: 8, ward: WARDS[1]! },
  // Just past the limit: a few hours more than OVERDUE_DAYS days.
  { label: 'I', status: 'Open', days: OVERDUE_DAYS, ward: WARDS[0]! },
];
const labelOf = new Map<string, string>();

const staff = async (query = '') => {
  const res = await t.app.inject({ url: `/api/Admin/complaint?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as StaffQueueItem[], total: Number(res.headers['x-total-count']) };
};
const labels = (items: Array<{ complaintNo: string }>) => items.map((c) => labelOf.get(c.complaintNo) ?? c.complaintNo).join('');

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  const { db } = t.app.services;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values(WARDS.map((name) => ({ name })));
  await db.insert(grievanceTypes).values({ name: 'Water supply', resolutionDays: OVERDUE_DAYS });
  for (const [i, p] of plan.entries()) {
    const res = await injectForm(
      t.app,
      { url: '/api/Public/complaint', remoteAddress: `10.3.0.${i}` },
      {
        district: 'Sundarpur',
        ward: p.ward,
        grivance: 'Water supply',
        additional_Information: `No water in the lane (${p.label}).`,
        name: `Citizen ${p.label}`,
        mobile: `90000300${String(i).padStart(2, '0')}`,
        consent: 'true',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { complaintNo } = res.json() as { complaintNo: string };
    labelOf.set(complaintNo, p.label);
    const id = Number(complaintNo.slice(-6));
    if (p.status !== 'Open') {
      await actOnComplaint(t.app, admin, id, { Status: p.status, Remarks: `Set to ${p.status}.` });
    }
    // Back-dated by a few hours more than whole days, so that no age sits on a day boundary.
    const entry = new Date(Date.now() - p.days * DAY - (p.days ? 3 * 3_600_000 : 60_000));
    // As if filed then: due the type's resolution days later.
    await db
      .update(complaints)
      .set({ entry_Date: entry, dueAt: new Date(entry.getTime() + OVERDUE_DAYS * DAY) })
      .where(eq(complaints.id, id));
  }
});

afterAll(async () => {
  await t?.close();
});

describe('staff queue', () => {
  it('puts open work first, oldest first, then the closed complaints, newest first', async () => {
    const { items, total } = await staff();
    expect(total).toBe(plan.length);
    expect(labels(items)).toBe('CAHIBDGFE');
  });

  it('pages the same order', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const { items, total } = await staff(`pageSize=3&page=${page}`);
      expect(total).toBe(plan.length);
      pages.push(labels(items));
    }
    expect(pages).toEqual(['CAH', 'IBD', 'GFE']);
  });

  it('keeps the order within a filter', async () => {
    expect(labels((await staff(`ward=${encodeURIComponent(WARDS[0]!)}`)).items)).toBe('CAIGE');
    expect(labels((await staff('status=Pending')).items)).toBe('HB');
  });

  it('gives each complaint its age in whole days and marks open ones older than the limit overdue', async () => {
    const { items } = await staff();
    const byLabel = new Map(items.map((c) => [labelOf.get(c.complaintNo)!, c]));
    for (const p of plan) {
      const c = byLabel.get(p.label)!;
      expect(c.status, p.label).toBe(p.status);
      expect(c.ageDays, p.label).toBe(p.days);
      const open = ['Open', 'Pending', 'In Progress'].includes(p.status);
      // Every complaint but D is a few hours older than its whole days: older than the limit from OVERDUE_DAYS on.
      expect(c.overdue, p.label).toBe(open && p.days >= OVERDUE_DAYS);
    }
    // So the plan covers both marks: C, A, H and I are overdue; B and D are not; closed ones never are.
    expect(items.filter((c) => c.overdue).map((c) => labelOf.get(c.complaintNo))).toEqual(['C', 'A', 'H', 'I']);
  });

  it('?overdue=1 lists only the overdue complaints (the dashboard links to it), with their count', async () => {
    const { items, total } = await staff('overdue=1');
    expect(labels(items)).toBe('CAHI');
    expect(total).toBe(4);
    expect(items.every((c) => c.overdue)).toBe(true);
    expect(labels((await staff(`overdue=1&ward=${encodeURIComponent(WARDS[0]!)}`)).items)).toBe('CAI');
    const bad = await t.app.inject({ url: '/api/Admin/complaint?overdue=maybe', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('stops marking a complaint overdue once it is resolved', async () => {
    const a = (await staff()).items.find((c) => labelOf.get(c.complaintNo) === 'A')!;
    expect(a.overdue).toBe(true);
    const res = await actOnComplaint(t.app, admin, a.id, { Status: 'Resolved', Remarks: 'Valve repaired; supply restored.' });
    expect(res.json()).toMatchObject({ status: 'Resolved', overdue: false, ageDays: 10 });
    // It moves from the open part of the queue to the closed part (by its filing date).
    expect(labels((await staff()).items)).toBe('CHIBDGFAE');
  });

  it('filters by filing date (Indian calendar days)', async () => {
    const day = (offset: number) => new Date(Date.now() + 5.5 * 3_600_000 - offset * DAY - 3 * 3_600_000).toISOString().slice(0, 10);
    // A was filed on day(10) and B on day(3) (the same arithmetic): both ends are included.
    expect(labels((await staff(`from=${day(10)}&to=${day(3)}`)).items)).toBe('HIBFA');
    expect(labels((await staff(`from=${day(9)}&to=${day(4)}`)).items)).toBe('HIF');
    expect(labels((await staff(`from=${day(0)}`)).items)).toBe('D');
    expect(labels((await staff(`to=${day(20)}`)).items)).toBe('CE');
  });
});

describe('public list', () => {
  it('lists newest first, with a total, and filters by status and ward', async () => {
    const res = await t.app.inject({ url: '/api/Public/complaint' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(plan.length));
    expect(labels(res.json() as PublicComplaint[])).toBe('DGBIFHACE');

    const pending = await t.app.inject({ url: '/api/Public/complaint?statusFilter=Pending' });
    expect(labels(pending.json() as PublicComplaint[])).toBe('BH');
    expect(pending.headers['x-total-count']).toBe('2');

    const ward = await t.app.inject({ url: `/api/Public/complaint?ward=${encodeURIComponent(WARDS[1]!)}&pageSize=2&page=2` });
    expect(labels(ward.json() as PublicComplaint[])).toBe('FH');
    expect(ward.headers['x-total-count']).toBe('4');

    const all = await t.app.inject({ url: '/api/Public/complaint?statusFilter=All&pageSize=3' });
    expect(labels(all.json() as PublicComplaint[])).toBe('DGB');
  });
});
