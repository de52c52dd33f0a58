import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type StaffComplaint, type TrackedComplaint } from '@nagar/contract';
import { rowsOf } from '../db/client.ts';
import { complaintActions, complaints, districts, grievanceTypes, wards } from '../db/schema.ts';
import { actOnComplaint, countRows, createTestApp, loginAs, multipart, testImage, type TestApp } from '../test/app.ts';

/**
 * Issue 28: time limits, reopening and rating. Each complaint is due its type's resolution days after filing
 * (kept by the database for every writer); the citizen reopens a closed complaint within the council's days with a
 * reason (and a photo), which makes it open and due again; and rates a resolution once, 1 to 5.
 */

const DAY = 86_400_000;
const MOBILE = '9123400028';
const TYPES = [
  { name: 'Street lights', nameHi: 'स्ट्रीट लाइट', resolutionDays: 3 },
  { name: 'Drain blockage', nameHi: 'नाली जाम', resolutionDays: 10 },
];

let t: TestApp;
let admin: { authorization: string };
let ip = 0;
const nextIp = () => `10.28.${Math.floor(++ip / 250)}.${ip % 250}`;

async function file(type = TYPES[0]!.name) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Public/complaint',
    remoteAddress: nextIp(),
    payload: {
      district: 'Sundarpur',
      ward: 'Ward 3 – Nehru Ward',
      grivance: type,
      additional_Information: 'The street light outside the school is out.',
      name: 'Reopening Citizen',
      mobile: MOBILE,
      consent: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const filed = res.json() as { complaintNo: string; trackingToken: string; dueDate: string };
  return { ...filed, id: Number(filed.complaintNo.slice(-6)) };
}

async function act(id: number, status: string) {
  const res = await actOnComplaint(t.app, admin, id, { Status: status, Remarks: `Set to ${status}.` });
  return res.json() as StaffComplaint;
}

const track = async (no: string) => {
  const res = await t.app.inject({ url: `/api/Public/complaint/${no}?mobile=${MOBILE}`, remoteAddress: nextIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrackedComplaint;
};
const reopen = (no: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/Public/complaint/${no}/reopen`, remoteAddress: nextIp(), payload });
const rate = (no: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/Public/complaint/${no}/rating`, remoteAddress: nextIp(), payload });
const setReopenDays = async (reopenDays: number) => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/Admin/settings', headers: admin, payload: { grievance: { reopenDays } } });
  expect(res.statusCode, res.body).toBe(200);
};
/** What a refusal may not change: the complaint's row and its history. */
const stateOf = async (id: number) => ({
  row: (await t.app.services.db.select().from(complaints).where(eq(complaints.id, id)))[0],
  actions: await countRows(t.app, complaintActions),
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', 'reopen.admin@test.example');
  const { db } = t.app.services;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values({ name: 'Ward 3 – Nehru Ward' });
  await db.insert(grievanceTypes).values(TYPES);
});
afterAll(() => t?.close());

describe(`time limits (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it("dates each complaint its type's resolution days after filing, on the receipt, the tracking answer and the queue", async () => {
    for (const type of TYPES) {
      const filed = await file(type.name);
      const [row] = await t.app.services.db.select().from(complaints).where(eq(complaints.id, filed.id));
      expect(row!.dueAt.getTime() - row!.entry_Date.getTime()).toBe(type.resolutionDays * DAY);
      expect(filed.dueDate).toBe(row!.dueAt.toISOString());
      expect((await track(filed.complaintNo)).dueDate).toBe(filed.dueDate);
      const staff = await t.app.inject({ url: `/api/Admin/complaint/${filed.id}`, headers: admin });
      expect(staff.json()).toMatchObject({ dueDate: filed.dueDate, overdue: false });
    }
  });

  it('dates a row any writer inserts without a due date (a script, the demo), and keeps one a restore brings', async () => {
    const { db } = t.app.services;
    const [ward] = await db.select().from(wards);
    const insert = (no: string, dueAt: string | null) =>
      rowsOf<{ entry: Date; due: Date }>(
        db,
        sql`insert into complaints (complaint_no, district, ward, ward_id, grievance_type, status, citizen_name, mobile, entry_date, due_at)
          values (${no}, 'Sundarpur', ${ward!.name}, ${ward!.id}, 'Drain blockage', 'Open', 'Script', ${MOBILE}, '2026-01-10T10:00:00Z', ${dueAt})
          returning entry_date as entry, due_at as due`,
      );
    const [scripted] = await insert('GRV-2026-900001', null);
    expect(new Date(scripted!.due).getTime() - new Date(scripted!.entry).getTime()).toBe(10 * DAY);
    const [restored] = await insert('GRV-2026-900002', '2026-03-01T00:00:00Z');
    expect(new Date(restored!.due).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    // A type not (or no longer) in the list: the usual seven days.
    const [row] = await rowsOf<{ entry: Date; due: Date }>(
      db,
      sql`insert into complaints (complaint_no, district, ward, ward_id, grievance_type, status, citizen_name, mobile, entry_date)
        values ('GRV-2026-900003', 'Sundarpur', ${ward!.name}, ${ward!.id}, 'Gone type', 'Open', 'Script', ${MOBILE}, now())
        returning entry_date as entry, due_at as due`,
    );
    expect(new Date(row!.due).getTime() - new Date(row!.entry).getTime()).toBe(7 * DAY);
    await db.delete(complaints).where(sql`${complaints.complaintNo} like 'GRV-2026-9%'`);
  });

  it('marks and filters overdue by the due date, not by age: a young complaint past a short limit, not an old one within a long one', async () => {
    const { db } = t.app.services;
    const young = await file(TYPES[0]!.name);
    const old = await file(TYPES[1]!.name);
    // Filed 4 days ago: past a 3-day limit; filed 8 days ago: within a 10-day one.
    for (const [c, days, limit] of [
      [young, 4, 3],
      [old, 8, 10],
    ] as const) {
      const entry = new Date(Date.now() - days * DAY);
      await db
        .update(complaints)
        .set({ entry_Date: entry, dueAt: new Date(entry.getTime() + limit * DAY) })
        .where(eq(complaints.id, c.id));
    }
    const overdue = await t.app.inject({ url: '/api/Admin/complaint?overdue=1&pageSize=100', headers: admin });
    const numbers = (overdue.json() as StaffComplaint[]).map((c) => c.complaintNo);
    expect(numbers).toContain(young.complaintNo);
    expect(numbers).not.toContain(old.complaintNo);
    expect(Number(overdue.headers['x-total-count'])).toBe(numbers.length);
    const one = async (id: number) => (await t.app.inject({ url: `/api/Admin/complaint/${id}`, headers: admin })).json() as StaffComplaint;
    expect((await one(young.id)).overdue).toBe(true);
    expect((await one(old.id)).overdue).toBe(false);
    // Resolved, it is no longer overdue.
    await act(young.id, 'Resolved');
    expect((await one(young.id)).overdue).toBe(false);
  });
});

describe(`reopening (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('refuses an open complaint (409) and a closed one without a reason (400), writing nothing', async () => {
    const c = await file();
    const before = await stateOf(c.id);
    const open = await reopen(c.complaintNo, { mobile: MOBILE, reason: 'Still dark.' });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(formatMessage('complaintNotClosed'));
    expect((await track(c.complaintNo)).canReopen).toBe(false);
    await act(c.id, 'Resolved');
    const closed = await stateOf(c.id);
    for (const reason of [undefined, '', '   ']) {
      const res = await reopen(c.complaintNo, { mobile: MOBILE, reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ reason: formatMessage('complaintReopenReason') });
    }
    const controls = await reopen(c.complaintNo, { mobile: MOBILE, reason: 'Dark\u0007' });
    expect(controls.statusCode).toBe(400);
    // A wrong mobile: the same 404 as tracking.
    expect((await reopen(c.complaintNo, { mobile: '9000000000', reason: 'Still dark.' })).statusCode).toBe(404);
    expect(await stateOf(c.id)).toEqual(closed);
    expect(before.row!.status).toBe('Open');
  });

  it('reopens a resolved complaint with the reason: open again, due again, counted, in the history; once', async () => {
    const c = await file();
    await act(c.id, 'Resolved');
    const tracked = await track(c.complaintNo);
    expect(tracked).toMatchObject({ canReopen: true, reopened: 0 });
    expect(new Date(tracked.reopenUntil!).getTime()).toBeGreaterThan(Date.now() + 14 * DAY);
    const started = Date.now();
    const res = await reopen(c.complaintNo, { token: c.trackingToken, reason: '  The light went out again the next night.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as TrackedComplaint;
    expect(after).toMatchObject({ status: 'Open', reopened: 1, canReopen: false, reopenUntil: null, canRate: false });
    const last = after.history.at(-1)!;
    expect(last).toMatchObject({ status: 'Open', remarks: 'The light went out again the next night.', actor: 'citizen', reopened: true });
    expect(after.history.filter((h) => h.reopened)).toHaveLength(1);
    // Due its type's three days from the reopening.
    const due = new Date(after.dueDate).getTime();
    expect(due).toBeGreaterThanOrEqual(started + 3 * DAY - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 3 * DAY + 1000);
    // Open again: a second reopening is refused, and so are two at once on the next closing (one wins).
    expect((await reopen(c.complaintNo, { mobile: MOBILE, reason: 'Again.' })).statusCode).toBe(409);
    await act(c.id, 'Rejected');
    const both = await Promise.all([1, 2].map((n) => reopen(c.complaintNo, { mobile: MOBILE, reason: `At once ${n}.` })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await track(c.complaintNo)).reopened).toBe(2);
  });

  it('takes one photo by multipart, which the history shows; a second photo is refused', async () => {
    const c = await file();
    await act(c.id, 'Resolved');
    const photo = { data: await testImage(), filename: 'still-dark.jpg', type: 'image/jpeg' };
    const two = await multipart({ mobile: MOBILE, reason: 'Still dark.' }, { Image1: [photo, photo] });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/Public/complaint/${c.complaintNo}/reopen`,
      remoteAddress: nextIp(),
      ...two,
    });
    expect(refused.statusCode).toBe(400);
    const one = await multipart({ mobile: MOBILE, reason: 'Still dark, see the photo.' }, { Image1: photo });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Public/complaint/${c.complaintNo}/reopen`,
      remoteAddress: nextIp(),
      ...one,
    });
    expect(res.statusCode, res.body).toBe(200);
    const last = (res.json() as TrackedComplaint).history.at(-1)!;
    expect(last.reopened).toBe(true);
    expect(last.images).toHaveLength(1);
    expect((await t.app.inject({ url: last.images[0]! })).statusCode).toBe(200);
  });

  it("refuses after the council's reopening days, and always when they are 0", async () => {
    const c = await file();
    await act(c.id, 'Resolved');
    // Closed 16 days ago: past the default 15.
    await t.app.services.db
      .update(complaints)
      .set({ action_Date: new Date(Date.now() - 16 * DAY) })
      .where(eq(complaints.id, c.id));
    expect((await track(c.complaintNo)).canReopen).toBe(false);
    const late = await reopen(c.complaintNo, { mobile: MOBILE, reason: 'Still dark.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(formatMessage('complaintReopenExpired', { days: 15 }));
    // Thirty days allowed: now it may.
    await setReopenDays(30);
    expect((await track(c.complaintNo)).canReopen).toBe(true);
    await setReopenDays(0);
    expect((await track(c.complaintNo)).canReopen).toBe(false);
    expect((await reopen(c.complaintNo, { mobile: MOBILE, reason: 'Still dark.' })).statusCode).toBe(409);
    await setReopenDays(15);
  });
});

describe(`rating (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('only a resolved complaint, 1 to 5, once; two at once make one', async () => {
    const c = await file();
    const early = await rate(c.complaintNo, { mobile: MOBILE, rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(formatMessage('complaintNotResolved'));
    await act(c.id, 'Resolved');
    expect((await track(c.complaintNo)).canRate).toBe(true);
    const before = await stateOf(c.id);
    for (const rating of [0, 6, 2.5, 'four', '', null, undefined]) {
      const res = await rate(c.complaintNo, { mobile: MOBILE, rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().errors).toEqual({ rating: formatMessage('complaintBadRating') });
    }
    const long = await rate(c.complaintNo, { mobile: MOBILE, rating: 4, comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(await stateOf(c.id)).toEqual(before);
    const both = await Promise.all([
      rate(c.complaintNo, { token: c.trackingToken, rating: '4', comment: ' Fixed within two days, thank you. ' }),
      rate(c.complaintNo, { mobile: MOBILE, rating: 1 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const tracked = await track(c.complaintNo);
    expect(tracked.canRate).toBe(false);
    expect([1, 4]).toContain(tracked.rating!.rating);
    const again = await rate(c.complaintNo, { mobile: MOBILE, rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(formatMessage('complaintAlreadyRated'));
  });

  it('keeps the rating and comment for the citizen and staff, never in the public list', async () => {
    const c = await file();
    await act(c.id, 'Resolved');
    const res = await rate(c.complaintNo, { mobile: MOBILE, rating: 5, comment: 'बहुत अच्छा काम।' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TrackedComplaint).rating).toMatchObject({ rating: 5, comment: 'बहुत अच्छा काम।' });
    const staff = (await t.app.inject({ url: `/api/Admin/complaint/${c.id}`, headers: admin })).json() as StaffComplaint;
    expect(staff.rating).toMatchObject({ rating: 5, comment: 'बहुत अच्छा काम।' });
    const list = await t.app.inject({ url: '/api/Public/complaint?pageSize=100' });
    expect(list.body).not.toContain('बहुत अच्छा काम');
    const item = (list.json() as Array<Record<string, unknown>>).find((i) => i.complaintNo === c.complaintNo)!;
    expect(item).not.toHaveProperty('rating');
    expect(item).toHaveProperty('dueDate');
  });
});
