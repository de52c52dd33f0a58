import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPLAINT_SHORT_MAX, COMPLAINT_TEXT_MAX, formatMessage, type StaffComplaint } from '@nagar/contract';
import type { LightMyRequestResponse } from 'fastify';
import { complaintActions, complaintReminders, complaints, districts, files, grievanceTypes, wards } from '../db/schema.ts';
import { countRows, createTestApp, loginAs, multipart, testImage, testPdf, type FilePart, type TestApp } from '../test/app.ts';

/** Every wrong request gets a clear 4xx and leaves the database exactly as it was. */

const IMAGE_MAX_BYTES = 60 * 1024;
const VALID = {
  district: 'Sundarpur',
  ward: 'Ward 3 – Station Road',
  grivance: 'Drain blockage',
  additional_Information: 'The drain near the station is blocked.',
  landmark: 'Opposite the post office',
  your_Suggestion: '',
  name: 'Rekha Validation',
  mobile: '9000023456',
  consent: 'on',
};

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
let existingId = 0;
let ipSerial = 0;
let jpeg: Buffer;

/** Each filing from a new address: these tests are about validation, not about the rate limit. */
const nextIp = () => `10.2.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;

async function file(fields: Record<string, string | undefined>, photos: Record<string, FilePart | FilePart[]> = {}) {
  const body = await multipart(fields, photos);
  return t.app.inject({
    method: 'POST',
    url: '/api/Public/complaint',
    payload: body.payload,
    headers: body.headers,
    remoteAddress: nextIp(),
  });
}

async function act(
  id: number | string,
  fields: Record<string, string>,
  images: Record<string, FilePart | FilePart[]> = {},
  headers: Record<string, string> = admin,
) {
  const body = await multipart(fields, images);
  return t.app.inject({
    method: 'POST',
    url: `/api/Admin/complaint/${id}/action`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const photo = (data: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): FilePart => ({ data, filename, type });

/** Rows of every table a complaint request may write. */
const snapshot = async () => ({
  complaints: await countRows(t.app, complaints),
  actions: await countRows(t.app, complaintActions),
  reminders: await countRows(t.app, complaintReminders),
  files: await countRows(t.app, files),
});
let before: Awaited<ReturnType<typeof snapshot>>;

/** A refusal: the status, a message people can read, the field's own message, and nothing written. */
async function expectRefused(res: LightMyRequestResponse, status: number, field?: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { message: string; errors?: Record<string, string> };
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(5);
  if (field) {
    expect(body.errors?.[field], res.body).toBeTruthy();
    if (message) expect(body.errors![field]).toBe(message);
  } else if (message) expect(body.message).toBe(message);
  expect(await snapshot()).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp({ config: { imageMaxBytes: IMAGE_MAX_BYTES } });
  admin = await loginAs(t.app, 'admin');
  user = await loginAs(t.app, 'user');
  const { db } = t.app.services;
  await db.insert(districts).values({ name: VALID.district });
  await db.insert(wards).values([{ name: 'Ward 1 – Gandhi Chowk' }, { name: VALID.ward }]);
  await db.insert(grievanceTypes).values([{ name: VALID.grivance }, { name: 'Others' }]);
  jpeg = await testImage({ width: 320, height: 240 });
  expect(jpeg.length).toBeLessThan(IMAGE_MAX_BYTES);
  const res = await file(VALID, { Image1: photo(jpeg) });
  expect(res.statusCode, res.body).toBe(201);
  existingId = Number((res.json() as { complaintNo: string }).complaintNo.slice(-6));
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  before = await snapshot();
});

describe('filing a complaint: wrong input', () => {
  it('accepts the valid form (the baseline the other cases change one thing of)', async () => {
    const res = await file(VALID, { Image1: photo(jpeg), Image2: photo(jpeg) });
    expect(res.statusCode, res.body).toBe(201);
    expect(await snapshot()).toEqual({
      ...before,
      complaints: before.complaints + 1,
      actions: before.actions + 1,
      files: before.files + 6,
    });
  });

  it.each(['12345', '5123456789', '98765abcde', '90000234567', '+1 9000023456', ''])('refuses the mobile number %j', async (mobile) => {
    const message = mobile ? 'Mobile number: enter a 10-digit mobile number starting with 6, 7, 8 or 9.' : 'Mobile number is required.';
    await expectRefused(await file({ ...VALID, mobile }), 400, 'mobile', message);
  });

  it.each([
    ['district', 'District is required.'],
    ['ward', 'Ward is required.'],
    ['grivance', 'Grievance Type is required.'],
    ['additional_Information', 'Additional Information is required.'],
    ['name', 'Your name is required.'],
    ['mobile', 'Mobile number is required.'],
    ['consent', 'Please agree to be contacted about this complaint.'],
  ] as const)('refuses a form without %s, naming the field', async (field, message) => {
    await expectRefused(await file({ ...VALID, [field]: undefined }), 400, field, message);
    // Blank is missing too.
    await expectRefused(await file({ ...VALID, [field]: '   ' }), 400, field, message);
  });

  it('names every wrong field at once', async () => {
    const res = await file({ ...VALID, ward: undefined, name: '', mobile: '123' });
    await expectRefused(res, 400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['mobile', 'name', 'ward']);
  });

  it('refuses consent that is not a yes', async () => {
    await expectRefused(await file({ ...VALID, consent: 'no' }), 400, 'consent', formatMessage('complaintConsent'));
  });

  it.each([
    ['district', 'Bhopal'],
    ['ward', 'Ward 99 – Nowhere'],
    ['grivance', 'Noisy neighbours'],
  ] as const)('refuses an unknown %s', async (field, value) => {
    const label = { district: 'District', ward: 'Ward', grivance: 'Grievance Type' }[field];
    await expectRefused(await file({ ...VALID, [field]: value }), 400, field, `${label}: choose one of the listed values.`);
  });

  it('refuses texts over their limits', async () => {
    await expectRefused(
      await file({ ...VALID, additional_Information: 'x'.repeat(COMPLAINT_TEXT_MAX + 1) }),
      400,
      'additional_Information',
      `Additional Information is too long: at most ${COMPLAINT_TEXT_MAX} characters.`,
    );
    await expectRefused(
      await file({ ...VALID, landmark: 'x'.repeat(COMPLAINT_SHORT_MAX + 1) }),
      400,
      'landmark',
      `Landmark is too long: at most ${COMPLAINT_SHORT_MAX} characters.`,
    );
    await expectRefused(await file({ ...VALID, your_Suggestion: 'x'.repeat(COMPLAINT_SHORT_MAX + 1) }), 400, 'your_Suggestion');
    await expectRefused(await file({ ...VALID, name: 'x'.repeat(101) }), 400, 'name');
  });

  it('refuses a third photo', async () => {
    const res = await file(VALID, { Image1: photo(jpeg), Image2: photo(jpeg), Image3: photo(jpeg) });
    await expectRefused(res, 400, 'photos', formatMessage('complaintTooManyPhotos'));
  });

  it('refuses a photo under a name the form does not have', async () => {
    await expectRefused(await file(VALID, { Photo: photo(jpeg) }), 400);
  });

  it('refuses a file that is not an image with 415', async () => {
    await expectRefused(await file(VALID, { Image1: photo(await testPdf(), 'scan.pdf', 'application/pdf') }), 415);
    // The bytes decide, not the name or the declared type.
    await expectRefused(await file(VALID, { Image1: photo(Buffer.from('just some text, not a picture at all'), 'fake.jpg') }), 415);
  });

  it('refuses an oversized photo with 413, also when it is the second and the first was fine', async () => {
    const big = await testImage({ width: 400, height: 300, noise: true });
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const first = await file(VALID, { Image1: photo(big, 'big.jpg') });
    await expectRefused(first, 413);
    expect(first.json().message).toContain('big.jpg');
    await expectRefused(await file(VALID, { Image1: photo(jpeg), Image2: photo(big, 'big.jpg') }), 413);
  });

  it('refuses a damaged image', async () => {
    const broken = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(400, 7)]);
    await expectRefused(await file(VALID, { Image1: photo(broken, 'broken.jpg') }), 400, undefined, formatMessage('invalidImage'));
  });

  it('refuses a form whose hidden honeypot field was filled in (a robot)', async () => {
    await expectRefused(await file({ ...VALID, website: 'http://spam.example' }), 400, undefined, formatMessage('complaintSpam'));
    await expectRefused(await file({ ...VALID, website: 'x' }, { Image1: photo(jpeg) }), 400);
  });
});

describe('taking action: wrong input and wrong people', () => {
  it.each(['Closed', 'resolved', '', 'Open; drop table complaints'])('refuses the status %j', async (status) => {
    await expectRefused(await act(existingId, { Status: status, Remarks: 'Done' }), 400, 'Status', formatMessage('complaintBadStatus'));
  });

  it.each(['Resolved', 'Rejected'])('refuses %s without remarks', async (status) => {
    await expectRefused(await act(existingId, { Status: status }), 400, 'Remarks', formatMessage('complaintRemarksRequired'));
  });

  it('refuses remarks over the limit', async () => {
    await expectRefused(await act(existingId, { Status: 'Pending', Remarks: 'x'.repeat(COMPLAINT_TEXT_MAX + 1) }), 400, 'Remarks');
  });

  it('refuses a third action image, a wrong file type and an oversized image', async () => {
    const images = [photo(jpeg), photo(jpeg), photo(jpeg)];
    await expectRefused(
      await act(
        existingId,
        { Status: 'Resolved', Remarks: 'Done' },
        { ActionImage1: images[0]!, ActionImage2: images[1]!, ActionImage3: images[2]! },
      ),
      400,
      'ActionImage',
    );
    await expectRefused(
      await act(
        existingId,
        { Status: 'Resolved', Remarks: 'Done' },
        { ActionImage1: photo(await testPdf(), 'report.pdf', 'application/pdf') },
      ),
      415,
    );
    const big = await testImage({ width: 400, height: 300, noise: true });
    await expectRefused(await act(existingId, { Status: 'Resolved', Remarks: 'Done' }, { ActionImage1: photo(big) }), 413);
  });

  it('answers 404 for a complaint that does not exist and 400 for an id that is not one', async () => {
    await expectRefused(await act(existingId + 1000, { Status: 'Pending', Remarks: '' }), 404);
    await expectRefused(await act('abc', { Status: 'Pending', Remarks: '' }), 400);
    expect((await t.app.inject({ url: `/api/Admin/complaint/${existingId + 1000}`, headers: admin })).statusCode).toBe(404);
  });

  it('needs a signed-in admin: 401 without a session, 403 for the role user', async () => {
    const valid = { Status: 'Resolved', Remarks: 'Done' };
    await expectRefused(await act(existingId, valid, {}, {}), 401, undefined, formatMessage('notSignedIn'));
    await expectRefused(await act(existingId, valid, {}, { authorization: 'Bearer not-a-real-token' }), 401);
    await expectRefused(await act(existingId, valid, {}, user), 403, undefined, formatMessage('forbidden'));
    for (const url of ['/api/Admin/complaint', `/api/Admin/complaint/${existingId}`, '/api/Admin/complaint-count']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ url, headers: user })).statusCode, url).toBe(403);
    }
    // The same action by an admin goes through: the refusals above were about the person, not the request.
    const res = await act(existingId, valid);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as StaffComplaint).status).toBe('Resolved');
  });
});

describe('tracking and reminding: wrong input', () => {
  it('refuses a reminder without the right mobile, and for an unknown number', async () => {
    const [row] = await t.app.services.db.select({ no: complaints.complaintNo }).from(complaints).limit(1);
    const no = row!.no;
    for (const payload of [{}, { mobile: '9000099999' }, { mobile: 'x' }]) {
      await expectRefused(
        await t.app.inject({ method: 'POST', url: `/api/Public/complaint/${no}/reminder`, payload }),
        404,
        undefined,
        formatMessage('complaintNotFound'),
      );
    }
    await expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/Public/complaint/GRV-2026-999999/reminder', payload: { mobile: VALID.mobile } }),
      404,
    );
  });

  it('refuses list filters that are not valid', async () => {
    for (const query of ['page=0', 'pageSize=100000', 'page=abc']) {
      expect((await t.app.inject({ url: `/api/Public/complaint?${query}` })).statusCode, query).toBe(400);
    }
    for (const query of ['from=22-11-2026', 'to=yesterday', 'pageSize=-1']) {
      expect((await t.app.inject({ url: `/api/Admin/complaint?${query}`, headers: admin })).statusCode, query).toBe(400);
    }
  });
});
