import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type TrackedComplaint } from '@nagar/contract';
import { complaintReminders, districts, grievanceTypes, wards } from '../db/schema.ts';
import { actOnComplaint, countRows, createTestApp, loginAs, type TestApp } from '../test/app.ts';

/** Reminders reach open complaints only: a closed one answers 409 and writes nothing. */

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', 'reminder.staff@test.example');
  await t.app.services.db.insert(districts).values({ name: 'Sundarpur' });
  await t.app.services.db.insert(wards).values({ name: 'Ward 1' });
  await t.app.services.db.insert(grievanceTypes).values({ name: 'Drain blockage' });
});
afterAll(() => t?.close());

const MOBILE = '9000099999';

async function file(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Public/complaint',
    payload: {
      district: 'Sundarpur',
      ward: 'Ward 1',
      grivance: 'Drain blockage',
      additional_Information: 'Drain overflowing',
      name: 'R',
      mobile: MOBILE,
      consent: 'on',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().complaintNo as string;
}

describe('reminders on closed complaints', () => {
  it('offers and accepts a reminder while open, refuses it once resolved', async () => {
    const no = await file();
    const tracked = await t.app.inject({ url: `/api/Public/complaint/${no}?mobile=${MOBILE}` });
    expect((tracked.json() as TrackedComplaint).canRemind).toBe(true);

    const [found] = (await t.app.inject({ url: `/api/Admin/complaint?search=${no}`, headers: admin })).json() as Array<{ id: number }>;
    const id = found!.id;
    await actOnComplaint(t.app, admin, id, { Status: 'Resolved', Remarks: 'Drain cleared.' });

    const after = await t.app.inject({ url: `/api/Public/complaint/${no}?mobile=${MOBILE}` });
    expect((after.json() as TrackedComplaint).canRemind).toBe(false);

    const before = await countRows(t.app, complaintReminders);
    const remind = await t.app.inject({ method: 'POST', url: `/api/Public/complaint/${no}/reminder`, payload: { mobile: MOBILE } });
    expect(remind.statusCode).toBe(409);
    expect(remind.json().message).toBe(formatMessage('complaintClosed'));
    expect(await countRows(t.app, complaintReminders)).toBe(before);
  });
});
