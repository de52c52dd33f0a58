import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_RATE_LIMIT, formatMessage, type StaffComplaint, type TrackedComplaint } from '@nagar/contract';
import { auditLog, complaints } from '../db/schema.ts';
import { countRows, createTestApp, multipart, testImage, type TestApp } from '../test/app.ts';
import { WARD_NAMES, wardWorld, type WardWorld, type Who } from '../test/ward-world.ts';

/**
 * Issue 28, counter filing: staff file a complaint for a citizen who came to the counter, phoned or wrote, through
 * POST /api/Admin/complaint: the citizen's rules and receipt, the channel kept, no filing limit, an officer only in
 * their wards, the filing audited without the citizen's name or mobile.
 */

let t: TestApp;
let world: WardWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await wardWorld(t.app, 'counter');
});
afterAll(() => t?.close());

const complaint = (ward: string, extra: Record<string, unknown> = {}) => ({
  district: 'Sundarpur',
  ward,
  grivance: 'Street light',
  additional_Information: 'Came to the counter: the light at the temple gate is out.',
  name: 'Ramesh Counterwalk',
  mobile: '9000012399',
  consent: true,
  channel: 'counter',
  ...extra,
});
const file = (who: Who, payload: Record<string, unknown>, ip = '10.28.9.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Admin/complaint',
    headers: { authorization: world.people[who].authorization },
    remoteAddress: ip,
    payload,
  });

describe(`counter filing (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it("files with the channel kept and the citizen's receipt: number, tracking token, due date", async () => {
    const res = await file('admin', complaint(WARD_NAMES.B, { channel: 'phone' }));
    expect(res.statusCode, res.body).toBe(201);
    const filed = res.json() as { complaintNo: string; trackingToken: string; dueDate: string; status: string };
    expect(filed).toMatchObject({ status: 'Open', complaintNo: expect.stringMatching(/^GRV-\d{4}-\d{6}$/) });
    const tracked = await t.app.inject({ url: `/api/Public/complaint/${filed.complaintNo}?token=${filed.trackingToken}` });
    expect(tracked.statusCode).toBe(200);
    const c = tracked.json() as TrackedComplaint;
    expect(c.dueDate).toBe(filed.dueDate);
    // The public sees the council filed it; staff see who and how.
    expect(c.history).toHaveLength(1);
    expect(c.history[0]).toMatchObject({ status: 'Open', actor: 'council' });
    const id = Number(filed.complaintNo.slice(-6));
    const staff = (
      await t.app.inject({ url: `/api/Admin/complaint/${id}`, headers: { authorization: world.people.admin.authorization } })
    ).json() as StaffComplaint;
    expect(staff).toMatchObject({ channel: 'phone', citizenName: 'Ramesh Counterwalk', mobile: '9000012399' });
    expect(staff.history[0]).toMatchObject({ actor: 'admin' });
    // The citizen's own filing is 'web'.
    const own = await t.app.services.complaints.file({ ...complaint(WARD_NAMES.A), channel: 'letter', photos: [] }, '10.28.9.2');
    const [row] = await t.app.services.db.select().from(complaints).where(eq(complaints.complaintNo, own.complaintNo));
    expect(row!.source).toBe('web');
  });

  it('audits the filing: its number, channel, place and type, never the name or mobile', async () => {
    const res = await file('officerAll', complaint(WARD_NAMES.C, { channel: 'letter' }));
    expect(res.statusCode, res.body).toBe(201);
    const { complaintNo } = res.json() as { complaintNo: string };
    const id = Number(complaintNo.slice(-6));
    const [row] = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'complaint'), eq(auditLog.entityId, String(id))));
    expect(row).toMatchObject({ action: 'create', actorId: world.people.officerAll.user.id, actorRole: 'officer' });
    expect(row!.changes).toEqual({
      complaintNo: [null, complaintNo],
      channel: [null, 'letter'],
      district: [null, 'Sundarpur'],
      ward: [null, WARD_NAMES.C],
      grivance: [null, 'Street light'],
    });
    expect(JSON.stringify(row)).not.toMatch(/Counterwalk|9000012399/);
  });

  it("an officer limited to wards files only in them; a bad or missing channel and the citizen's rules are refused; nothing written", async () => {
    const before = { complaints: await countRows(t.app, complaints), audit: await countRows(t.app, auditLog) };
    const other = await file('officerOne', complaint(WARD_NAMES.B));
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json().errors)).toEqual(['ward']);
    for (const channel of ['fax', '', undefined]) {
      const res = await file('admin', complaint(WARD_NAMES.A, { channel }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ channel: formatMessage('complaintBadChannel') });
    }
    const bad = await file('admin', complaint(WARD_NAMES.A, { mobile: '12345', consent: false }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['consent', 'mobile']);
    expect(await countRows(t.app, complaints)).toBe(before.complaints);
    expect(await countRows(t.app, auditLog)).toBe(before.audit);
    const own = await file('officerOne', complaint(WARD_NAMES.A));
    expect(own.statusCode, own.body).toBe(201);
  });

  it('only staff with the complaint queue may file (401, 403)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/Admin/complaint', payload: complaint(WARD_NAMES.A) })).statusCode).toBe(401);
    expect((await file('editor', complaint(WARD_NAMES.A))).statusCode).toBe(403);
    expect((await file('user', complaint(WARD_NAMES.A))).statusCode).toBe(403);
  });

  it("is not held to the citizens' filing limit per address (a clerk files for many), and takes photos", async () => {
    for (let i = 0; i <= COMPLAINT_RATE_LIMIT.max + 1; i++) {
      const res = await file('admin', complaint(WARD_NAMES.A, { additional_Information: `Counter complaint ${i}.` }), '10.28.9.50');
      expect(res.statusCode, `${i}: ${res.body}`).toBe(201);
    }
    const body = await multipart(
      { ...complaint(WARD_NAMES.A), consent: 'on' },
      { Image1: { data: await testImage(), filename: 'letter.jpg', type: 'image/jpeg' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/complaint',
      headers: { authorization: world.people.admin.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = Number((res.json() as { complaintNo: string }).complaintNo.slice(-6));
    const [row] = await t.app.services.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row!.pub_Image_1).not.toBeNull();
    expect(row!.source).toBe('counter');
  });
});
