import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import {
  COMPLAINT_NO_RE,
  formatMessage,
  type StaffComplaint,
  type StaffQueueItem,
  type StatusCount,
  type TrackedComplaint,
} from '@nagar/contract';
import { complaintActions, complaintReminders, complaints, files, users } from '../db/schema.ts';
import { countRows, createTestApp, injectForm, loginAs, multipart, testImage, type TestApp } from '../test/app.ts';
import { createFormLists } from '../test/masters.ts';

/** One complaint's whole life, through the public and staff APIs only, on the real database. */

const DISTRICT = 'Sundarpur';
const WARDS = ['Ward 1 – Gandhi Chowk', 'Ward 2 – Subhash Ward'];
const TYPES = ['Streetlight not working', 'Garbage not collected'];
const MOBILE = '9000012345';

let t: TestApp;
let admin: { authorization: string };
const STAFF_NAME = 'officer.verma';

/** The Indian calendar day of an instant, as the staff filters read dates. */
const istDay = (iso: string, plusDays = 0) =>
  new Date(Date.parse(iso) + 5.5 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

async function fileComplaint(
  fields: Record<string, string>,
  photos: Record<string, { data: Buffer; filename: string; type: string }> = {},
  ip = '10.1.0.1',
) {
  const body = await multipart(
    {
      district: DISTRICT,
      ward: WARDS[0],
      grivance: TYPES[0],
      additional_Information: 'The street light in front of house no. 14 has not worked for a week.',
      landmark: 'Near Hanuman Mandir',
      your_Suggestion: 'Please fit an LED light.',
      name: 'Kavita Lifecycle',
      mobile: MOBILE,
      consent: 'on',
      ...fields,
    },
    photos,
  );
  return t.app.inject({ method: 'POST', url: '/api/Public/complaint', payload: body.payload, headers: body.headers, remoteAddress: ip });
}

const counts = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json() as StatusCount[]).map((c) => [c.status, c.count])) as Record<string, number>;
};

const staffList = async (query: string) => {
  const res = await t.app.inject({ url: `/api/Admin/complaint?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as StaffQueueItem[], total: Number(res.headers['x-total-count']) };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', `${STAFF_NAME}@test.example`);
  // The form's lists are managed by staff like any other resource.
  await createFormLists(t.app, admin, { district: [DISTRICT], ward: WARDS, 'grievance-type': TYPES });
  // Other citizens' complaints, so that the staff filters have something to leave out.
  for (const [i, fields] of [
    { ward: WARDS[1]!, grivance: TYPES[1]!, mobile: '9000054321', name: 'Other Citizen' },
    { ward: WARDS[0]!, grivance: TYPES[1]!, mobile: '9000054322', name: 'Third Citizen' },
  ].entries()) {
    expect((await fileComplaint(fields, {}, `10.1.1.${i}`)).statusCode).toBe(201);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('complaint lifecycle', () => {
  let complaintNo = '';
  let id = 0;
  let entryDate = '';
  let before: Record<string, number> = {};
  let beforeAdmin: Record<string, number> = {};

  it('lists the options staff created', async () => {
    const res = await t.app.inject({ url: '/api/Public/complaint-options' });
    expect(res.statusCode).toBe(200);
    // Created without Hindi names: each list's Hindi names are there, empty.
    expect(res.json()).toEqual({
      districts: [DISTRICT],
      wards: WARDS,
      grievanceTypes: [...TYPES].sort(),
      districtsHi: [''],
      wardsHi: ['', ''],
      grievanceTypesHi: ['', ''],
      // Created without a resolution time: the usual 7 days each (issue 28).
      grievanceTypeDays: [7, 7],
    });
  });

  it('takes changes to the lists at once: a new ward can be chosen, a merged one cannot', async () => {
    const ward = 'Ward 3 – Station Road';
    const created = await t.app.inject({ method: 'POST', url: '/api/Admin/ward', headers: admin, payload: { name: ward } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.app.inject({ url: '/api/Public/complaint-options' })).json().wards).toEqual([...WARDS, ward]);
    const filed = await fileComplaint({ ward, mobile: '9000054323' }, {}, '10.1.2.1');
    expect(filed.statusCode, filed.body).toBe(201);

    // A ward with a complaint cannot be deleted; it is merged into another ward.
    const id = (created.json() as { id: number }).id;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/Admin/ward/${id}`, headers: admin });
    expect(removed.statusCode, removed.body).toBe(409);
    const list = (await t.app.inject({ url: '/api/Admin/ward', headers: admin })).json() as Array<{ id: number; name: string }>;
    const into = list.find((w) => w.name === WARDS[0])!.id;
    const merged = await t.app.inject({ method: 'POST', url: `/api/Admin/ward/${id}/merge`, headers: admin, payload: { into } });
    expect(merged.statusCode, merged.body).toBe(200);
    const refused = await fileComplaint({ ward, mobile: '9000054324' }, {}, '10.1.2.2');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ ward: 'Ward: choose one of the listed values.' });
  });

  it('files a complaint with a photo and answers a readable number', async () => {
    before = await counts('/api/Public/complaint-count');
    beforeAdmin = await counts('/api/Admin/complaint-count', admin);
    const [rows, stored] = [await countRows(t.app, complaints), await countRows(t.app, files)];
    const photo = await testImage({ width: 800, height: 600, gps: true });
    const res = await fileComplaint({}, { Image1: { data: photo, filename: 'light.jpg', type: 'image/jpeg' } });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as { complaintNo: string; status: string };
    expect(answer.status).toBe('Open');
    expect(answer.complaintNo).toMatch(COMPLAINT_NO_RE);
    expect(answer.complaintNo.slice(4, 8)).toBe(String(new Date().getFullYear()));
    complaintNo = answer.complaintNo;
    id = Number(complaintNo.slice(-6));
    expect(await countRows(t.app, complaints)).toBe(rows + 1);
    // The photo is stored as a JPEG, a WebP and a thumbnail.
    expect(await countRows(t.app, files)).toBe(stored + 3);
  });

  it('counts the new complaint as Open, publicly and for staff', async () => {
    expect(await counts('/api/Public/complaint-count')).toEqual({ ...before, Open: (before.Open ?? 0) + 1 });
    expect(await counts('/api/Admin/complaint-count', admin)).toEqual({ ...beforeAdmin, Open: (beforeAdmin.Open ?? 0) + 1 });
  });

  it('lets the citizen track it by number and mobile (in any usual spelling)', async () => {
    for (const mobile of [MOBILE, '+91 90000 12345', '0-9000012345']) {
      const res = await t.app.inject({ url: `/api/Public/complaint/${complaintNo}?mobile=${encodeURIComponent(mobile)}` });
      expect(res.statusCode, mobile).toBe(200);
      const c = res.json() as TrackedComplaint;
      expect(c.complaintNo).toBe(complaintNo);
      expect(c.status).toBe('Open');
      expect(c.ward).toBe(WARDS[0]);
      expect(c.grivance).toBe(TYPES[0]);
      expect(c.history).toHaveLength(1);
      expect(c.history[0]).toMatchObject({ status: 'Open', actorRole: 'Citizen', remarks: '', images: [] });
      expect(c.canRemind).toBe(true);
      expect(c.pub_Image_1).toMatch(/^\/files\//);
      expect(c.pub_Image_2).toBeNull();
      entryDate = c.entry_Date;
    }
  });

  it('finds it by the number typed in small letters too (as the service reads numbers)', async () => {
    const lower = complaintNo.toLowerCase();
    const res = await t.app.inject({ url: `/api/Public/complaint/${lower}?mobile=${MOBILE}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TrackedComplaint).complaintNo).toBe(complaintNo);
  });

  it('serves the photo without its location data', async () => {
    const c = (await t.app.inject({ url: `/api/Public/complaint/${complaintNo}?mobile=${MOBILE}` })).json() as TrackedComplaint;
    const res = await t.app.inject({ url: c.pub_Image_1! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it('answers one 404 for a wrong number, a wrong mobile or a malformed number', async () => {
    const expected = formatMessage('complaintNotFound');
    const otherNo = `GRV-${complaintNo.slice(4, 8)}-${String(id + 500).padStart(6, '0')}`;
    for (const url of [
      `/api/Public/complaint/${complaintNo}?mobile=9000099999`,
      `/api/Public/complaint/${complaintNo}`,
      `/api/Public/complaint/${otherNo}?mobile=${MOBILE}`,
      `/api/Public/complaint/not-a-number?mobile=${MOBILE}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: expected });
    }
  });

  it('takes one reminder a day', async () => {
    const first = await t.app.inject({ method: 'POST', url: `/api/Public/complaint/${complaintNo}/reminder`, payload: { mobile: MOBILE } });
    expect(first.statusCode, first.body).toBe(200);
    const tracked = first.json() as TrackedComplaint;
    expect(tracked.reminders).toHaveLength(1);
    expect(tracked.reminders[0]!.message).toContain('Reminder');
    expect(tracked.canRemind).toBe(false);

    const second = await t.app.inject({
      method: 'POST',
      url: `/api/Public/complaint/${complaintNo}/reminder`,
      payload: { mobile: MOBILE },
    });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(formatMessage('complaintReminderTooSoon'));
    expect(await countRows(t.app, complaintReminders)).toBe(1);

    // A wrong mobile cannot remind (and cannot learn that the number exists).
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/Public/complaint/${complaintNo}/reminder`,
      payload: { mobile: '9000099999' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(await countRows(t.app, complaintReminders)).toBe(1);
  });

  it('puts it in the staff queue: found by the last digits of its number and by each filter', async () => {
    const digits = complaintNo.slice(-3);
    const found = await staffList(`search=${digits}`);
    expect(found.items.map((c) => c.complaintNo)).toContain(complaintNo);
    for (const c of found.items) expect(c.complaintNo).toContain(digits);
    const mine = found.items.find((c) => c.complaintNo === complaintNo)!;
    // Staff see who filed it; the age starts at 0 days.
    expect(mine).toMatchObject({
      id,
      citizenName: 'Kavita Lifecycle',
      mobile: MOBILE,
      consent: true,
      ageDays: 0,
      overdue: false,
      status: 'Open',
    });
    expect(mine.reminders).toHaveLength(1);

    const today = istDay(entryDate);
    const cases: Array<[string, boolean]> = [
      [`ward=${encodeURIComponent(WARDS[0]!)}`, true],
      [`ward=${encodeURIComponent(WARDS[1]!)}`, false],
      [`type=${encodeURIComponent(TYPES[0]!)}`, true],
      [`type=${encodeURIComponent(TYPES[1]!)}`, false],
      ['status=Open', true],
      ['status=Resolved', false],
      [`from=${today}&to=${today}`, true],
      [`from=${istDay(entryDate, 1)}`, false],
      [`to=${istDay(entryDate, -1)}`, false],
      [`ward=${encodeURIComponent(WARDS[0]!)}&type=${encodeURIComponent(TYPES[0]!)}&status=Open&from=${today}`, true],
    ];
    for (const [query, included] of cases) {
      const page = await staffList(query);
      expect(
        page.items.some((c) => c.complaintNo === complaintNo),
        query,
      ).toBe(included);
      expect(page.total, query).toBe(page.items.length);
    }
    // The filters really filter: every answer matches them.
    for (const c of (await staffList(`ward=${encodeURIComponent(WARDS[0]!)}`)).items) expect(c.ward).toBe(WARDS[0]);
    for (const c of (await staffList(`type=${encodeURIComponent(TYPES[1]!)}`)).items) expect(c.grivance).toBe(TYPES[1]);
    expect((await staffList(`type=${encodeURIComponent(TYPES[1]!)}`)).total).toBe(2);

    const detail = await t.app.inject({ url: `/api/Admin/complaint/${id}`, headers: admin });
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as StaffComplaint).complaintNo).toBe(complaintNo);
  });

  it('refuses to resolve without remarks and writes nothing', async () => {
    const actions = await countRows(t.app, complaintActions);
    const res = await injectForm(
      t.app,
      { url: `/api/Admin/complaint/${id}/action`, headers: admin },
      { Status: 'Resolved', Remarks: '   ' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ Remarks: formatMessage('complaintRemarksRequired') });
    expect(await countRows(t.app, complaintActions)).toBe(actions);
    const detail = (await t.app.inject({ url: `/api/Admin/complaint/${id}`, headers: admin })).json() as StaffComplaint;
    expect(detail.status).toBe('Open');
    // The public answers (cached from here on) still show it open: the resolution below must reach them.
    expect(await counts('/api/Public/complaint-count')).toEqual({ ...before, Open: (before.Open ?? 0) + 1 });
    expect((await t.app.inject({ url: '/api/Public/complaint?statusFilter=Resolved' })).json()).toEqual([]);
    expect((await t.app.inject({ url: `/api/Public/complaint/${complaintNo}?mobile=${MOBILE}` })).json().status).toBe('Open');
  });

  it('moves it to In Progress (no remarks needed), then resolves it with remarks and a photo', async () => {
    const progress = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/complaint/${id}/action`,
      headers: admin,
      payload: { Status: 'In Progress' },
    });
    expect(progress.statusCode, progress.body).toBe(200);
    expect((progress.json() as StaffComplaint).status).toBe('In Progress');

    const stored = await countRows(t.app, files);
    const photo = await testImage({ width: 640, height: 480, format: 'png' });
    const res = await injectForm(
      t.app,
      { url: `/api/Admin/complaint/${id}/action`, headers: admin },
      { Status: 'Resolved', Remarks: 'Bulb replaced by the electrical team.' },
      { ActionImage1: { data: photo, filename: 'done.png', type: 'image/png' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json() as StaffComplaint;
    expect(c.status).toBe('Resolved');
    expect(c.action_Image_1).toMatch(/^\/files\//);
    expect(c.action_Image_2).toBeNull();
    expect(c.overdue).toBe(false);
    expect(await countRows(t.app, files)).toBe(stored + 3);
    expect(c.history.map((h) => h.status)).toEqual(['Open', 'In Progress', 'Resolved']);
    // Staff see who acted by name (issue 30), the citizen's filing by no one.
    const [me] = await t.app.services.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, `${STAFF_NAME}@test.example`));
    expect(me!.name).not.toBe('');
    expect(c.history.map((h) => h.actorName)).toEqual([null, me!.name, me!.name]);
    // The queue lists it without its history: its own page (above) has that.
    const listed = (await staffList(`search=${c.complaintNo.slice(-6)}`)).items.find((i) => i.id === c.id);
    expect(listed).toMatchObject({ status: 'Resolved', complaintNo: c.complaintNo, canRemind: false });
    expect(listed).not.toHaveProperty('history');
  });

  it('shows the citizen the outcome: status, remarks, the photo, and the council (not the officer) as the actor', async () => {
    const res = await t.app.inject({ url: `/api/Public/complaint/${complaintNo}?mobile=${MOBILE}` });
    expect(res.statusCode).toBe(200);
    const c = res.json() as TrackedComplaint;
    expect(c.status).toBe('Resolved');
    expect(c.action_By).toBe('Nagar Parishad');
    expect(c.action_Date).not.toBeNull();
    expect(Date.parse(c.action_Date!)).toBeGreaterThanOrEqual(Date.parse(c.entry_Date));
    const last = c.history.at(-1)!;
    expect(last).toMatchObject({ status: 'Resolved', remarks: 'Bulb replaced by the electrical team.', actorRole: 'Nagar Parishad' });
    expect(last.images).toEqual([c.action_Image_1]);
    expect(res.body).not.toContain(STAFF_NAME);
    expect(last).not.toHaveProperty('actorName');

    const image = await t.app.inject({ url: c.action_Image_1! });
    expect(image.statusCode).toBe(200);
    // Whatever was uploaded, the stored main image is a JPEG.
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('moves the complaint from Open to Resolved in both counts', async () => {
    const expected = { ...before, Resolved: (before.Resolved ?? 0) + 1 };
    expect(await counts('/api/Public/complaint-count')).toEqual(expected);
    expect(await counts('/api/Admin/complaint-count', admin)).toEqual({ ...beforeAdmin, Resolved: (beforeAdmin.Resolved ?? 0) + 1 });
  });

  it('shows it resolved in the public list', async () => {
    const res = await t.app.inject({ url: '/api/Public/complaint?statusFilter=Resolved' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ complaintNo: string; status: string; action_Image_1: string | null }>;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ complaintNo, status: 'Resolved' });
    expect(list[0]!.action_Image_1).toMatch(/^\/files\//);
    expect(res.headers['x-total-count']).toBe('1');
  });
});
