import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_RATE_LIMIT, TRACK_MAX_FAILURES_PER_COMPLAINT, TRACK_MAX_FAILURES_PER_IP, formatMessage } from '@nagar/contract';
import { portalApi } from '../web/portal-api.ts';
import { complaints, districts, grievanceTypes, wards } from '../db/schema.ts';
import { actOnComplaint, countRows, createTestApp, loginAs, multipart, testImage, type TestApp } from '../test/app.ts';

/** What the public may see of a complaint (never who filed it), and the limit on filing. */

const NAME = 'Zubeida Quasimodo-Privacyname';
const MOBILE = '9123456780';
const STAFF_EMAIL = 'inspector.privacy@test.example';

let t: TestApp;
let admin: { authorization: string };
let complaintNo = '';

async function file(ip: string, overrides: Record<string, string> = {}, withPhoto = false) {
  const body = await multipart(
    {
      district: 'Sundarpur',
      ward: 'Ward 5 – Shastri Ward',
      grivance: 'Stray animals',
      additional_Information: 'Stray cattle sit in the middle of the road.',
      landmark: 'Near the bus stand',
      name: NAME,
      mobile: MOBILE,
      consent: 'yes',
      ...overrides,
    },
    withPhoto ? { Image1: { data: await testImage(), filename: 'cattle.jpg', type: 'image/jpeg' } } : {},
  );
  return t.app.inject({ method: 'POST', url: '/api/Public/complaint', payload: body.payload, headers: body.headers, remoteAddress: ip });
}

/** No trace of the citizen: the name, the mobile in any spelling, or even its last eight digits. */
function expectAnonymous(text: string, what: string) {
  expect(text.length, what).toBeGreaterThan(20);
  for (const secret of [NAME, 'Privacyname', MOBILE, MOBILE.slice(2), '91234 56780', 'inspector.privacy']) {
    expect(text, `${what} shows ${secret}`).not.toContain(secret);
  }
  expect(text, what).not.toMatch(/citizenName|"mobile"/);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', STAFF_EMAIL);
  const { db } = t.app.services;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values({ name: 'Ward 5 – Shastri Ward' });
  await db.insert(grievanceTypes).values({ name: 'Stray animals' });
  const res = await file('10.4.0.1', { mobile: '+91 91234 56780' }, true);
  expect(res.statusCode, res.body).toBe(201);
  complaintNo = (res.json() as { complaintNo: string }).complaintNo;
  // A second one, resolved by staff, so that the answers carry history, remarks and an actor.
  const second = await file('10.4.0.2');
  const id = Number((second.json() as { complaintNo: string }).complaintNo.slice(-6));
  await actOnComplaint(t.app, admin, id, { Status: 'Resolved', Remarks: 'Cattle caught and sent to the gaushala.' });
});

afterAll(async () => {
  await t?.close();
});

describe('the citizen stays anonymous in public answers', () => {
  it('stores the name and mobile, and shows them to staff (so the checks below look for something real)', async () => {
    const res = await t.app.inject({ url: '/api/Admin/complaint', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(NAME);
    expect(res.body).toContain(MOBILE);
    expect(res.body).toContain('inspector.privacy');
  });

  it('public list, with and without filters', async () => {
    for (const query of [
      '',
      '?statusFilter=All',
      '?statusFilter=Resolved',
      '?statusFilter=Open&ward=Ward%205%20%E2%80%93%20Shastri%20Ward',
      '?page=1&pageSize=1',
    ]) {
      const res = await t.app.inject({ url: `/api/Public/complaint${query}` });
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).not.toHaveLength(0);
      expectAnonymous(res.body, `list${query}`);
    }
  });

  it('tracking and reminding', async () => {
    const track = await t.app.inject({ url: `/api/Public/complaint/${complaintNo}?mobile=${MOBILE}` });
    expect(track.statusCode).toBe(200);
    expectAnonymous(track.body, 'track');
    const remind = await t.app.inject({
      method: 'POST',
      url: `/api/Public/complaint/${complaintNo}/reminder`,
      payload: { mobile: MOBILE },
    });
    expect(remind.statusCode).toBe(200);
    expectAnonymous(remind.body, 'remind');
    // The resolved one: the history names the council, not the officer.
    const resolved = await t.app.inject({ url: '/api/Public/complaint?statusFilter=Resolved' });
    const [no] = (resolved.json() as Array<{ complaintNo: string }>).map((c) => c.complaintNo);
    const track2 = await t.app.inject({ url: `/api/Public/complaint/${no}?mobile=${MOBILE}` });
    expect(track2.statusCode).toBe(200);
    expect(track2.body).toContain('Cattle caught');
    expectAnonymous(track2.body, 'track resolved');
  });

  it('counts, options and the photo address', async () => {
    for (const url of ['/api/Public/complaint-count', '/api/Public/complaint-options']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectAnonymous(res.body, url);
    }
    const track = (await t.app.inject({ url: `/api/Public/complaint/${complaintNo}?mobile=${MOBILE}` })).json() as { pub_Image_1: string };
    // The citizen's file name (which may carry a name) is not kept.
    expect(track.pub_Image_1).toMatch(/^\/files\/[^/]+\/complaint-photo\.jpg$/);
  });
});

describe('filing rate limit', () => {
  it(`answers 429 to the filing after ${COMPLAINT_RATE_LIMIT.max} from one address, and writes nothing`, async () => {
    const ip = '10.4.9.9';
    for (let i = 0; i < COMPLAINT_RATE_LIMIT.max; i++) {
      const res = await file(ip);
      expect(res.statusCode, `filing ${i + 1}`).toBe(201);
    }
    const rows = await countRows(t.app, complaints);
    const refused = await file(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: formatMessage('complaintTooManyFiled') });
    expect(await countRows(t.app, complaints)).toBe(rows);
    // Other people are not affected.
    expect((await file('10.4.9.10')).statusCode).toBe(201);
  });
});

describe('limits in the service, shared by the API and the no-JS pages', () => {
  it('the page form (portal API) is refused once the API refused that address, and the reverse', async () => {
    const portal = portalApi(t.app.services);
    const fields = {
      district: 'Sundarpur',
      ward: 'Ward 5 – Shastri Ward',
      grivance: 'Stray animals',
      additional_Information: 'Filed through the page form.',
      name: NAME,
      mobile: MOBILE,
      consent: 'on',
    };
    const ip = '10.4.8.8';
    for (let i = 0; i < COMPLAINT_RATE_LIMIT.max; i++) expect((await file(ip)).statusCode).toBe(201);
    const rows = await countRows(t.app, complaints);
    await expect(portal.fileComplaint({ fields, photos: [] }, ip)).rejects.toMatchObject({
      status: 429,
      message: formatMessage('complaintTooManyFiled'),
    });
    expect(await countRows(t.app, complaints)).toBe(rows);
    // The other way round: filings through the page count for the API.
    const other = '10.4.8.9';
    for (let i = 0; i < COMPLAINT_RATE_LIMIT.max; i++) await portal.fileComplaint({ fields, photos: [] }, other);
    expect((await file(other)).statusCode).toBe(429);
  });

  const track = (no: string, mobile: string, ip: string) =>
    t.app.inject({ url: `/api/Public/complaint/${no}?mobile=${mobile}`, remoteAddress: ip });

  it(`tracking: ${TRACK_MAX_FAILURES_PER_IP} look-ups that find nothing from one address, then 429 for that address, even with the right mobile`, async () => {
    const ip = '10.4.7.1';
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => track(complaintNo, `98765${String(i).padStart(5, '0')}`, ip)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 404).length).toBeLessThanOrEqual(TRACK_MAX_FAILURES_PER_IP);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(40 - TRACK_MAX_FAILURES_PER_IP);
    const refused = await track(complaintNo, MOBILE, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many complaint look-ups that found nothing\. Please wait \d+ minutes and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const remind = await t.app.inject({
      method: 'POST',
      url: `/api/Public/complaint/${complaintNo}/reminder`,
      payload: { mobile: MOBILE },
      remoteAddress: ip,
    });
    expect(remind.statusCode).toBe(429);
    // The portal API (the no-JS page) shares the limit.
    await expect(portalApi(t.app.services).trackComplaint(complaintNo, MOBILE, ip)).rejects.toMatchObject({ status: 429 });
  });

  it(`tracking: ${TRACK_MAX_FAILURES_PER_COMPLAINT} wrong mobiles for one complaint number from many addresses, then 429 for that number`, async () => {
    const second = await file('10.4.6.1', { mobile: '9111111111' });
    const no = (second.json() as { complaintNo: string }).complaintNo;
    for (let i = 0; i < TRACK_MAX_FAILURES_PER_COMPLAINT; i++)
      expect((await track(no, `98000000${String(i).padStart(2, '0')}`, `10.4.5.${i + 1}`)).statusCode).toBe(404);
    expect((await track(no, '9800000099', '10.4.5.200')).statusCode).toBe(429);
    // Found look-ups do not count: other complaints are tracked as before.
    const third = ((await file('10.4.6.2', { mobile: '9222222222' })).json() as { complaintNo: string }).complaintNo;
    const ok = await track(third, '9222222222', '10.4.5.201');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
  });
});
