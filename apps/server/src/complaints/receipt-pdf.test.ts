import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_MAX_FAILURES_PER_COMPLAINT, formatMessage } from '@nagar/contract';
import { redactUrl } from '../app.ts';
import { districts, grievanceTypes, wards } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { pdfInfo, pdfText } from '../test/pdf-tools.ts';

/**
 * The grievance receipt as a PDF (issue 27): GET /api/Public/complaint/{no}/receipt.pdf with the receipt's token or
 * the mobile, answered to whoever may track the complaint, with the same look-up limits, in both languages, with
 * the council's name from the settings and the tracking link from PUBLIC_URL; never the mobile, name or address.
 */
const MOBILE = '9123456782';
const PUBLIC_URL = 'https://nagarparishad.example.gov.in';
const WARD_HI = 'वार्ड ३ – श्रीनगर';
const TYPE_HI = 'स्ट्रीट लाइट ख़राब';

let t: TestApp;

async function file(ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Public/complaint',
    remoteAddress: ip,
    payload: {
      district: 'Sundarpur',
      ward: 'Ward 3 – Shrinagar',
      grivance: 'Street lights',
      additional_Information: 'The street light near the temple has been out for a week.',
      landmark: 'Near the Kshetrapal temple',
      name: 'Receipt Holder',
      mobile: MOBILE,
      consent: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { complaintNo: string; trackingToken: string };
}
const receipt = (no: string, query: string, ip: string) =>
  t.app.inject({ url: `/api/Public/complaint/${no}/receipt.pdf?${query}`, remoteAddress: ip });

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  const { db, settings } = t.app.services;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values({ name: 'Ward 3 – Shrinagar', nameHi: WARD_HI });
  await db.insert(grievanceTypes).values({ name: 'Street lights', nameHi: TYPE_HI });
  const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  await settings.update(null, {
    values: { councilName: 'Nagar Parishad Kshetrapur', councilNameHi: 'नगर परिषद क्षेत्रपुर' },
    logo: { filename: 'logo.png', data: logo },
  });
});
afterAll(() => t?.close());

describe(`the grievance receipt PDF (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it("answers the receipt's holder a one-page PDF in both languages, with the council from the settings and no mobile", async () => {
    const { complaintNo: no, trackingToken: token } = await file('10.27.0.1');
    const res = await receipt(no, `token=${token}`, '10.27.0.2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="grievance-receipt-${no}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfInfo(pdf).Pages).toBe('1');
    expect(pdf.length).toBeLessThan(80_000);
    // The settings' logo, embedded as an image.
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of [
      no,
      'Nagar Parishad Kshetrapur',
      'नगर परिषद क्षेत्रपुर',
      'Street lights',
      TYPE_HI,
      WARD_HI,
      'Open',
      'खुली',
      `${PUBLIC_URL}/trackgrievance?no=${no}&t=${token}`,
    ])
      expect(text).toContain(expected);
    for (const secret of [MOBILE, 'Receipt Holder', 'Kshetrapal temple', 'street light near the temple'])
      expect(text).not.toContain(secret);
  });

  it('answers the mobile given when filing too (the link on it still carries the token), for a number in any case', async () => {
    const { complaintNo: no, trackingToken: token } = await file('10.27.1.1');
    const res = await receipt(no.toLowerCase(), `mobile=${MOBILE}`, '10.27.1.2');
    expect(res.statusCode, res.body).toBe(200);
    expect(pdfText(res.rawPayload).replace(/\s+/g, ' ')).toContain(`&t=${token}`);
  });

  it('is a 404 that does not say which part was wrong, and counts against the look-up limits like tracking', async () => {
    const { complaintNo: no, trackingToken: token } = await file('10.27.2.1');
    const notFound = formatMessage('complaintNotFound');
    const refusals = [
      await receipt(no, 'mobile=9000000001', '10.27.3.1'),
      await receipt(no, `token=${'x'.repeat(32)}`, '10.27.3.2'),
      await receipt('GRV-2026-999999', `mobile=${MOBILE}`, '10.27.3.3'),
      await receipt('not-a-number', `token=${token}`, '10.27.3.4'),
      await receipt(no, '', '10.27.3.5'),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ message: notFound });
    }
    // Two of the refusals above named this number (the empty query is an empty mobile: a third); the rest run its limit out.
    for (let i = 3; i < TRACK_MAX_FAILURES_PER_COMPLAINT; i++)
      expect((await receipt(no, `mobile=90000000${String(i).padStart(2, '0')}`, `10.27.4.${i}`)).statusCode).toBe(404);
    expect((await receipt(no, `mobile=${MOBILE}`, '10.27.5.1')).statusCode).toBe(429);
    // The receipt's token is answered all the same.
    expect((await receipt(no, `token=${token}`, '10.27.5.2')).statusCode).toBe(200);
  });

  it('keeps the token and the mobile out of the logged address', () => {
    const logged = redactUrl(`/api/Public/complaint/GRV-2026-000001/receipt.pdf?token=SECRETTOKEN&mobile=${MOBILE}`);
    expect(logged).not.toContain('SECRETTOKEN');
    expect(logged).not.toContain(MOBILE);
  });
});
