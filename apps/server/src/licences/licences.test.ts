/**
 * Trade licence applications (issue 27) on a real database (PGlite and PostgreSQL): submitting (validation, 413,
 * 415, the honeypot, the per-address limit, nothing written on a refusal), the number (TL-YYYY-NNNNNN, the year in
 * India), tracking (the mobile, throttled look-ups, never PAN, date of birth, address or documents), the staff
 * workflow (queue, search and filters, each step's rules, the counter receipt, audit), the correction of a returned
 * application, the licence approval issues, its verification and its renewal, and the licence's cancellation.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { formatMessage, type StaffTradeLicence, type TrackedTradeLicence } from '@nagar/contract';
import type { FastifyInstance } from 'fastify';
import {
  auditLog,
  files,
  rateLimits,
  tradeLicenceApplications,
  tradeLicenceDocuments,
  tradeLicenceFees,
  tradeLicenceHistory,
  tradeLicences,
  wards,
  yearNumbers,
} from '../db/schema.ts';
import { countRows, createTestApp, loginAs, logSink, multipart, testImage, testPdf, type FilePart, type TestApp } from '../test/app.ts';
import {
  LICENCE_ADDRESS as ADDRESS,
  LICENCE_DOB as DOB,
  LICENCE_FORM as VALID,
  LICENCE_MOBILE as MOBILE,
  LICENCE_PAN as PAN,
} from '../test/licence-form.ts';
import { indiaYear } from '../db/year-numbers.ts';
import { LicenceService } from './service.ts';

let t: TestApp;
let app: FastifyInstance;
const logged = logSink();
let admin: { authorization: string };
let revenue: { authorization: string };
let editor: { authorization: string };
let pdf: Buffer;
let jpeg: Buffer;
let ipCounter = 0;
const nextIp = () => `10.28.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const doc = (data: Buffer, filename = 'id.pdf', type = 'application/pdf'): FilePart => ({ data, filename, type });

async function submit(
  fields: Record<string, string | undefined> = VALID,
  docs: Record<string, FilePart> = { identityDocument: doc(pdf) },
  ip = nextIp(),
) {
  const body = await multipart(fields, docs);
  return app.inject({ method: 'POST', url: '/api/Public/trade-licence', payload: body.payload, headers: body.headers, remoteAddress: ip });
}
const track = (no: string, mobile: string, ip = nextIp()) =>
  app.inject({ method: 'GET', url: `/api/Public/trade-licence/${no}?mobile=${encodeURIComponent(mobile)}`, remoteAddress: ip });
const act = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = revenue) =>
  app.inject({ method: 'POST', url: `/api/Admin/trade-licence/${id}/action`, payload, headers });
const idOf = async (no: string) =>
  (await app.services.db.select().from(tradeLicenceApplications).where(eq(tradeLicenceApplications.applicationNo, no)))[0]!.id;

const TABLES = [
  tradeLicenceApplications,
  tradeLicenceDocuments,
  tradeLicenceHistory,
  tradeLicences,
  files,
  rateLimits,
  yearNumbers,
  auditLog,
];
async function nothingWritten(run: () => Promise<void>) {
  const before = await Promise.all(TABLES.map((t) => countRows(app, t)));
  await run();
  expect(await Promise.all(TABLES.map((t) => countRows(app, t)))).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'info', documentMaxBytes: 200 * 1024, imageMaxBytes: 100 * 1024 },
    logStream: logged.stream,
  });
  app = t.app;
  admin = await loginAs(app, 'admin');
  revenue = await loginAs(app, 'revenue');
  editor = await loginAs(app, 'editor');
  await app.services.db.insert(wards).values([{ name: 'Ward 4' }, { name: 'Ward 7' }]);
  await app.services.db.insert(tradeLicenceFees).values([
    { category: 'retail', areaFrom: 0, areaTo: 199, fee: 500 },
    { category: 'retail', areaFrom: 200, areaTo: null, fee: 1500 },
    { category: 'manufacturing', areaFrom: 0, areaTo: null, fee: 3000 },
  ]);
  pdf = await testPdf('Aadhaar card');
  jpeg = await testImage();
});
afterAll(() => t?.close());

describe('POST /api/Public/trade-licence', () => {
  it('stores the application with its document and answers only its number (TL-YYYY-NNNNNN, the year in India)', async () => {
    const res = await submit(VALID, { identityDocument: doc(pdf), sitePhoto: doc(jpeg, 'shop.jpg', 'image/jpeg') });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { applicationNo: string };
    expect(Object.keys(body)).toEqual(['applicationNo']);
    expect(body.applicationNo).toMatch(new RegExp(`^TL-${indiaYear()}-\\d{6}$`));
    const [row] = await app.services.db
      .select()
      .from(tradeLicenceApplications)
      .where(eq(tradeLicenceApplications.applicationNo, body.applicationNo));
    expect(row).toMatchObject({ status: 'submitted', tradeName: VALID.tradeName, mobile: MOBILE, feeDue: 500, tradeCategory: 'retail' });
    expect(row!.fields.pan).toBe(PAN);
    expect(row!.wardId).not.toBeNull();
    const documents = await app.services.db.select().from(tradeLicenceDocuments).where(eq(tradeLicenceDocuments.applicationId, row!.id));
    expect(documents.map((d) => d.kind).sort()).toEqual(['identityDocument', 'sitePhoto']);
    // The next one takes the next number; a larger area falls in the next band of the schedule.
    const second = (await submit({ ...VALID, operationArea: '250', mobile: '+91 98123-45670' })).json() as { applicationNo: string };
    expect(Number(second.applicationNo.slice(-6))).toBe(Number(body.applicationNo.slice(-6)) + 1);
    const [next] = await app.services.db
      .select()
      .from(tradeLicenceApplications)
      .where(eq(tradeLicenceApplications.applicationNo, second.applicationNo));
    expect(next).toMatchObject({ feeDue: 1500, mobile: MOBILE });
  });

  it('refuses a wrong form with each field named, and writes nothing', async () => {
    await nothingWritten(async () => {
      const res = await submit({ ...VALID, tradeName: '', mobile: '12345', pan: 'abc', ward: 'Ward 99' });
      expect(res.statusCode).toBe(400);
      const errors = (res.json() as { errors: Record<string, string> }).errors;
      expect(Object.keys(errors).sort()).toEqual(['mobile', 'pan', 'tradeName']);
      expect(errors.tradeName).toBe(formatMessage('fieldRequired', { field: 'Trade Name' }));
      const ward = await submit({ ...VALID, ward: 'Ward 99' });
      expect(ward.statusCode).toBe(400);
      expect(Object.keys((ward.json() as { errors: object }).errors)).toEqual(['ward']);
      const noDocument = await submit(VALID, {});
      expect(noDocument.statusCode).toBe(400);
      expect((noDocument.json() as { errors: Record<string, string> }).errors.identityDocument).toBe(formatMessage('tlDocumentRequired'));
      const renewal = await submit({ ...VALID, licenceType: 'renewal' });
      expect((renewal.json() as { errors: Record<string, string> }).errors.oldLicenceNo).toBe(formatMessage('tlOldLicenceRequired'));
      const unknown = await submit({ ...VALID, licenceType: 'renewal', oldLicenceNo: 'LIC-2020-000099' });
      expect((unknown.json() as { errors: Record<string, string> }).errors.oldLicenceNo).toBe(formatMessage('tlOldLicenceUnknown'));
      expect((await submit({ ...VALID, website: 'http://spam.example' })).statusCode).toBe(400);
    });
  });

  it('answers 415 for a document that is neither a PDF nor a picture or for JSON, 413 over the limits, 400 for an unknown field', async () => {
    await nothingWritten(async () => {
      const text = await submit(VALID, { identityDocument: doc(Buffer.from('just some text, not a document'), 'id.txt', 'text/plain') });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toMatchObject({ message: formatMessage('tlDocumentType', { name: 'id.txt' }) });
      const json = await app.inject({ method: 'POST', url: '/api/Public/trade-licence', payload: VALID, remoteAddress: nextIp() });
      expect(json.statusCode).toBe(415);
      // A picture over the image limit (100 KB here) though under the document limit: the per-type limit.
      const bigImage = await testImage({ width: 1200, height: 900, noise: true });
      const big = await submit(VALID, { identityDocument: doc(bigImage, 'big.jpg', 'image/jpeg') });
      expect(big.statusCode).toBe(413);
      const bigPdf = await submit(VALID, { identityDocument: doc(await testPdf('Big', 260 * 1024)) });
      expect(bigPdf.statusCode).toBe(413);
      const odd = await multipart({ ...VALID, surname: 'x' }, { identityDocument: doc(pdf) });
      const res = await app.inject({ method: 'POST', url: '/api/Public/trade-licence', ...odd, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(400);
    });
  });

  it('takes at most five applications per address in ten minutes (429 with Retry-After), the sixth writes nothing', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 5; i++) expect((await submit(VALID, undefined, ip)).statusCode).toBe(201);
    const counts = [await countRows(app, tradeLicenceApplications), await countRows(app, files)];
    const refused = await submit(VALID, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect([await countRows(app, tradeLicenceApplications), await countRows(app, files)]).toEqual(counts);
  });
});

describe('tracking, the staff workflow and the licence', () => {
  let no = '';
  let id = 0;
  let licenceNo = '';

  it('shows status and history with the mobile, never PAN, date of birth, address or documents', async () => {
    no = ((await submit()).json() as { applicationNo: string }).applicationNo;
    id = await idOf(no);
    const res = await track(no, MOBILE);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TrackedTradeLicence;
    expect(body).toMatchObject({ applicationNo: no, status: 'submitted', feeDue: 500, correction: null, licence: null });
    expect(body.history.map((h) => h.action)).toEqual(['submit']);
    for (const secret of [PAN, DOB, ADDRESS, 'Kuberpur', '/files/', 'identityDocument', 'Aadhaar']) expect(res.body).not.toContain(secret);
    // Lower case and +91 are the same number and mobile.
    expect((await track(no.toLowerCase(), `+91${MOBILE}`)).statusCode).toBe(200);
  });

  it('answers one 404 for a wrong mobile or number, and limits look-ups that find nothing', async () => {
    const wrong = await track(no, '9000000000');
    const unknown = await track('TL-2020-999999', MOBILE);
    const malformed = await track('nonsense', MOBILE);
    for (const r of [wrong, unknown, malformed]) expect(r.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
    const ip = '10.98.0.1';
    for (let i = 0; i < 9; i++) expect((await track(no, '9000000001', ip)).statusCode).toBe(404);
    // The number's limit (10 failures) is spent: even the right mobile waits, from anywhere.
    const limited = await track(no, MOBILE, nextIp());
    expect(limited.statusCode).toBe(429);
    await app.services.db.delete(rateLimits).where(eq(rateLimits.key, no));
  });

  it('keeps the queue and the steps to the licences area', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/Admin/trade-licence' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/Admin/trade-licence', headers: editor })).statusCode).toBe(403);
    // Refused (the refusal is audited): the application untouched.
    expect((await act(id, { action: 'scrutinise' }, editor)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: `/api/Admin/trade-licence/${id}/action`, payload: { action: 'scrutinise' } })).statusCode,
    ).toBe(401);
    expect((await app.services.db.select().from(tradeLicenceHistory).where(eq(tradeLicenceHistory.applicationId, id))).length).toBe(1);
    const list = await app.inject({ method: 'GET', url: '/api/Admin/trade-licence', headers: admin });
    expect(list.statusCode).toBe(200);
  });

  it('searches by number, trade name, owner and mobile; filters by status, ward, category and dates; pages and sorts', async () => {
    const q = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/Admin/trade-licence?${query}`, headers: revenue });
      expect(res.statusCode, res.body).toBe(200);
      return { items: res.json() as Array<{ applicationNo: string; tradeName: string }>, total: Number(res.headers['x-total-count']) };
    };
    const all = await q('');
    expect(all.total).toBeGreaterThan(5);
    expect(all.items[0]!.applicationNo).toBe(no);
    expect((await q(`q=${no.toLowerCase()}`)).items.map((i) => i.applicationNo)).toEqual([no]);
    expect((await q(`q=${encodeURIComponent('मिष्ठान्न')}`)).total).toBe(all.total);
    expect((await q('q=ramesh%20sharma')).total).toBe(all.total);
    expect((await q(`q=${MOBILE}`)).total).toBe(all.total);
    expect((await q('q=nobody-matches')).total).toBe(0);
    expect((await q('status=approved')).total).toBe(0);
    expect((await q('status=submitted')).total).toBe(all.total);
    const [ward4] = await app.services.db.select().from(wards).where(eq(wards.name, 'Ward 4'));
    const [ward7] = await app.services.db.select().from(wards).where(eq(wards.name, 'Ward 7'));
    expect((await q(`ward=${ward4!.id}`)).total).toBe(all.total);
    expect((await q(`ward=${ward7!.id}`)).total).toBe(0);
    expect((await q('category=manufacturing')).total).toBe(0);
    expect((await q('from=2001-01-01&to=2001-12-31')).total).toBe(0);
    const paged = await q('pageSize=2&page=2&sort=oldest');
    expect(paged.items).toHaveLength(2);
    expect(paged.items[0]!.applicationNo).not.toBe(no);
    for (const bad of ['status=lost', 'ward=abc', 'category=x', 'sort=random', 'from=2026-13-01', 'page=0']) {
      const res = await app.inject({ method: 'GET', url: `/api/Admin/trade-licence?${bad}`, headers: revenue });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('counts a search by words up to its cap and says there are more (X-Total-More), as the complaint queue does', async () => {
    const get = (query: string) => app.inject({ method: 'GET', url: `/api/Admin/trade-licence?${query}`, headers: revenue });
    const all = Number((await get('')).headers['x-total-count']);
    const cap = LicenceService.searchWordsCap;
    LicenceService.searchWordsCap = 3;
    try {
      const many = await get('q=ramesh&pageSize=2');
      expect(many.statusCode).toBe(200);
      expect(many.headers['x-total-count']).toBe('3');
      expect(many.headers['x-total-more']).toBe('true');
      expect(many.json()).toHaveLength(2);
      // Pages past the count are still served, in the queue's order.
      const later = await get(`q=ramesh&pageSize=2&page=${Math.ceil(all / 2)}`);
      expect((later.json() as unknown[]).length).toBeGreaterThan(0);
      // Within the cap: the exact count and no header; filters other than words are counted in full.
      const few = await get(`q=ramesh&status=approved`);
      expect(few.headers['x-total-count']).toBe('0');
      expect(few.headers['x-total-more']).toBeUndefined();
      const unsearched = await get('status=submitted');
      expect(unsearched.headers['x-total-count']).toBe(String(all));
      expect(unsearched.headers['x-total-more']).toBeUndefined();
    } finally {
      LicenceService.searchWordsCap = cap;
    }
    const full = await get('q=ramesh');
    expect(full.headers['x-total-count']).toBe(String(all));
    expect(full.headers['x-total-more']).toBeUndefined();
  });

  it('returns for correction with remarks only; the applicant sees the remarks and corrects it back to scrutiny', async () => {
    await nothingWritten(async () => {
      const noRemarks = await act(id, { action: 'return' });
      expect(noRemarks.statusCode).toBe(400);
      expect((noRemarks.json() as { errors: Record<string, string> }).errors.remarks).toBe(formatMessage('tlRemarksRequired'));
      expect((await act(id, { action: 'fly' })).statusCode).toBe(400);
      expect((await act(id, { action: 'approve', remarks: 'ok' })).statusCode).toBe(409);
    });
    const returned = await act(id, { action: 'return', remarks: 'The identity proof is unreadable; send a clearer copy.' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((returned.json() as StaffTradeLicence).status).toBe('returned');
    const tracked = (await track(no, MOBILE)).json() as TrackedTradeLicence;
    expect(tracked.status).toBe('returned');
    expect(tracked.history.at(-1)!.remarks).toContain('unreadable');
    expect(tracked.correction).toMatchObject({ tradeName: VALID.tradeName, mobile: MOBILE });
    for (const k of ['pan', 'dob', 'address']) expect(tracked.correction).not.toHaveProperty(k);

    // The correction: a new identity proof; PAN, date of birth and address left blank keep theirs.
    const { pan: _p, dob: _d, address: _a, ...rest } = VALID;
    const body = await multipart({ ...rest, tradeType: 'Sweets and snacks' }, { identityDocument: doc(jpeg, 'clear.jpg', 'image/jpeg') });
    const wrongMobile = await multipart({ ...rest, mobile: '9000000002' }, {});
    expect(
      (await app.inject({ method: 'POST', url: `/api/Public/trade-licence/${no}/correction`, ...wrongMobile, remoteAddress: nextIp() }))
        .statusCode,
    ).toBe(404);
    const corrected = await app.inject({
      method: 'POST',
      url: `/api/Public/trade-licence/${no}/correction`,
      ...body,
      remoteAddress: nextIp(),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((corrected.json() as TrackedTradeLicence).status).toBe('scrutiny');
    const [row] = await app.services.db.select().from(tradeLicenceApplications).where(eq(tradeLicenceApplications.id, id));
    expect(row!.fields).toMatchObject({ pan: PAN, dob: DOB, address: ADDRESS, tradeType: 'Sweets and snacks' });
    const documents = await app.services.db.select().from(tradeLicenceDocuments).where(eq(tradeLicenceDocuments.applicationId, id));
    expect(documents).toHaveLength(1);
    // Not returned any more: a second correction is refused.
    const again = await multipart(rest, {});
    expect(
      (await app.inject({ method: 'POST', url: `/api/Public/trade-licence/${no}/correction`, ...again, remoteAddress: nextIp() }))
        .statusCode,
    ).toBe(409);
  });

  it('approves only after the fee receipt, with remarks: a licence number and a validity to 31 March; every step audited', async () => {
    await nothingWritten(async () => {
      const early = await act(id, { action: 'approve', remarks: 'All in order' });
      expect(early.statusCode).toBe(400);
      expect((early.json() as { errors: Record<string, string> }).errors.receiptNo).toBe(formatMessage('tlReceiptRequired'));
      const bad = await act(id, { action: 'recordFee', receiptNo: '', receiptDate: '2999-01-01', receiptAmount: '-5' });
      expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual(['receiptAmount', 'receiptDate', 'receiptNo']);
    });
    const fee = await act(id, { action: 'recordFee', receiptNo: 'CR/2026/4411', receiptDate: '2026-11-20', receiptAmount: 500 });
    expect(fee.statusCode, fee.body).toBe(200);
    expect((fee.json() as StaffTradeLicence).receipt).toEqual({ receiptNo: 'CR/2026/4411', receiptDate: '2026-11-20', amount: 500 });
    expect((await act(id, { action: 'approve' })).statusCode).toBe(400);
    const approved = await act(id, { action: 'approve', remarks: 'All in order' });
    expect(approved.statusCode, approved.body).toBe(200);
    const staffView = approved.json() as StaffTradeLicence;
    expect(staffView.status).toBe('approved');
    // An approved application's only step is cancelling its licence.
    expect(staffView.actions).toEqual(['cancel']);
    licenceNo = staffView.licence!.licenceNo;
    expect(licenceNo).toMatch(new RegExp(`^LIC-${indiaYear()}-\\d{6}$`));
    expect(staffView.licence!.validTo).toMatch(/^\d{4}-03-31$/);
    expect(staffView.licence!.status).toBe('valid');
    expect(staffView.history.map((h) => h.action)).toEqual(['submit', 'return', 'correct', 'recordFee', 'approve']);
    const audits = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trade-licence'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(3);
    for (const a of audits) for (const secret of [PAN, DOB, ADDRESS, MOBILE]) expect(JSON.stringify(a.changes)).not.toContain(secret);
    // A finished application takes no more steps.
    expect((await act(id, { action: 'reject', remarks: 'late' })).statusCode).toBe(409);
    // The applicant sees the licence.
    expect(((await track(no, MOBILE)).json() as TrackedTradeLicence).licence?.licenceNo).toBe(licenceNo);
  });

  it('gives the certificate (a PDF whose text holds the licence number and the Devanagari trade name) to the applicant only', async () => {
    const url = (mobile: string) => `/api/Public/trade-licence/${no}/certificate?mobile=${mobile}`;
    const res = await app.inject({ method: 'GET', url: url(MOBILE), remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-', '-'], { input: res.rawPayload }).toString();
    expect(text).toContain(licenceNo);
    expect(text.normalize('NFC')).toContain(VALID.tradeName!.normalize('NFC'));
    expect(text).toContain('/verify/licence/');
    expect((await app.inject({ method: 'GET', url: url('9000000003'), remoteAddress: nextIp() })).statusCode).toBe(404);
    // Before approval there is none.
    const pending = ((await submit()).json() as { applicationNo: string }).applicationNo;
    const early = await app.inject({
      method: 'GET',
      url: `/api/Public/trade-licence/${pending}/certificate?mobile=${MOBILE}`,
      remoteAddress: nextIp(),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: formatMessage('tlNoCertificate') });
  });

  it('verifies a licence publicly with only trade name, locality, validity and status', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/Public/licence/${licenceNo.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json() as object).sort()).toEqual(['licenceNo', 'locality', 'status', 'tradeName', 'validFrom', 'validTo']);
    expect(res.json()).toMatchObject({ tradeName: VALID.tradeName, locality: 'Station Road', status: 'valid' });
    for (const secret of [PAN, DOB, ADDRESS, MOBILE, 'Ramesh']) expect(res.body).not.toContain(secret);
    expect((await app.inject({ method: 'GET', url: '/api/Public/licence/LIC-2020-999999' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/Public/licence/whatever' })).statusCode).toBe(404);
  });

  it('serves the documents to staff only', async () => {
    const view = (await app.inject({ method: 'GET', url: `/api/Admin/trade-licence/${id}`, headers: revenue })).json() as StaffTradeLicence;
    expect(view.fields.pan).toBe(PAN);
    const url = view.documents[0]!.url;
    const res = await app.inject({ method: 'GET', url, headers: revenue });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('no-store');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: editor })).statusCode).toBe(403);
    // Never through the public file route, whoever knows a stored file's id (the document or a size of its picture).
    const stored = await app.services.db.select().from(tradeLicenceDocuments).where(eq(tradeLicenceDocuments.applicationId, id));
    const sizes = await app.services.db
      .select()
      .from(files)
      .where(
        inArray(
          files.parentId,
          stored.map((d) => d.fileId),
        ),
      );
    expect(stored.length + sizes.length).toBeGreaterThan(1);
    for (const fileId of [...stored.map((d) => d.fileId), ...sizes.map((f) => f.id)]) {
      for (const headers of [{}, revenue])
        expect((await app.inject({ method: 'GET', url: `/files/${fileId}/x.jpg`, headers })).statusCode).toBe(404);
    }
    expect(
      (await app.inject({ method: 'GET', url: `/api/Admin/trade-licence/${id + 1}/document/${view.documents[0]!.id}`, headers: revenue }))
        .statusCode,
    ).toBe(404);
  });

  it('renews: approved, the old licence keeps its number and its validity moves a financial year on', async () => {
    const [before] = await app.services.db.select().from(tradeLicences).where(eq(tradeLicences.licenceNo, licenceNo));
    const renewalNo = (
      (await submit({ ...VALID, licenceType: 'renewal', oldLicenceNo: licenceNo.toLowerCase() })).json() as { applicationNo: string }
    ).applicationNo;
    const renewalId = await idOf(renewalNo);
    expect((await act(renewalId, { action: 'scrutinise' })).statusCode).toBe(200);
    expect(
      (await act(renewalId, { action: 'recordFee', receiptNo: 'CR-9', receiptDate: '2026-11-21', receiptAmount: '500' })).statusCode,
    ).toBe(200);
    const approved = (await act(renewalId, { action: 'approve', remarks: 'Renewed' })).json() as StaffTradeLicence;
    expect(approved.licence!.licenceNo).toBe(licenceNo);
    expect(Number(approved.licence!.validTo.slice(0, 4))).toBe(Number(before!.validTo.slice(0, 4)) + 1);
    expect(await countRows(app, tradeLicences)).toBe(1);
  });

  it('issues a licence valid for the financial years Admin › Settings names (one by default)', async () => {
    const site = await app.services.settings.read();
    const { logo: _logo, ...values } = site;
    await app.services.settings.update(null, { values: { ...values, licence: { validityYears: 2 } } });
    try {
      const newNo = ((await submit({ ...VALID, financialYear: '2026-2027' })).json() as { applicationNo: string }).applicationNo;
      const newId = await idOf(newNo);
      await act(newId, { action: 'scrutinise' });
      await act(newId, { action: 'recordFee', receiptNo: 'CR-10', receiptDate: '2026-11-21', receiptAmount: '500' });
      const approved = (await act(newId, { action: 'approve', remarks: 'ok' })).json() as StaffTradeLicence;
      const firstEnd = Math.max(2027, indiaYear() + (new Date(Date.now() + 330 * 60_000).getUTCMonth() >= 3 ? 1 : 0));
      expect(approved.licence!.validTo).toBe(`${firstEnd + 1}-03-31`);
    } finally {
      await app.services.settings.update(null, { values: { ...values, licence: { validityYears: 1 } } });
    }
  });

  it('lists licences expiring within 30 days for the dashboard, and the wards for the filter', async () => {
    const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);
    const expiring = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/Admin/trade-licence-expiring', headers: revenue })).json() as Array<{
          licenceNo: string;
        }>
      ).map((l) => l.licenceNo);
    await app.services.db
      .update(tradeLicences)
      .set({ validTo: inDays(10) })
      .where(eq(tradeLicences.licenceNo, licenceNo));
    expect(await expiring()).toEqual([licenceNo]);
    await app.services.db
      .update(tradeLicences)
      .set({ validTo: inDays(40) })
      .where(eq(tradeLicences.licenceNo, licenceNo));
    expect(await expiring()).toEqual([]);
    await app.services.db
      .update(tradeLicences)
      .set({ validTo: inDays(-1) })
      .where(eq(tradeLicences.licenceNo, licenceNo));
    expect(await expiring()).toEqual([]);
    expect(((await app.inject({ method: 'GET', url: `/api/Public/licence/${licenceNo}` })).json() as { status: string }).status).toBe(
      'expired',
    );
    const wardsRes = await app.inject({ method: 'GET', url: '/api/Admin/trade-licence-wards', headers: revenue });
    expect((wardsRes.json() as Array<{ name: string }>).map((w) => w.name)).toEqual(['Ward 4', 'Ward 7']);
  });

  it('writes no PAN, date of birth or address to the log', () => {
    const log = logged.lines.join('\n');
    for (const secret of [PAN, DOB, ADDRESS]) expect(log).not.toContain(secret);
  });
});

describe('cancelling a licence', () => {
  /** An application taken through to approval: its id, number and licence number. */
  async function approvedApplication(fields: Record<string, string> = VALID) {
    const applicationNo = ((await submit(fields)).json() as { applicationNo: string }).applicationNo;
    const appId = await idOf(applicationNo);
    expect((await act(appId, { action: 'scrutinise' })).statusCode).toBe(200);
    expect(
      (await act(appId, { action: 'recordFee', receiptNo: 'CR-77', receiptDate: '2026-11-21', receiptAmount: '500' })).statusCode,
    ).toBe(200);
    return { appId, applicationNo };
  }

  it('cancels the licence of an approved application with the reason: history, audit, verification, no certificate, no renewal', async () => {
    const first = await approvedApplication();
    const approved = (await act(first.appId, { action: 'approve', remarks: 'All in order' })).json() as StaffTradeLicence;
    const licenceNo = approved.licence!.licenceNo;
    expect(approved.actions).toEqual(['cancel']);
    // A renewal naming the licence, waiting for approval when the licence is cancelled.
    const renewal = await approvedApplication({ ...VALID, licenceType: 'renewal', oldLicenceNo: licenceNo });
    const certificate = () =>
      app.inject({
        method: 'GET',
        url: `/api/Public/trade-licence/${first.applicationNo}/certificate?mobile=${MOBILE}`,
        remoteAddress: nextIp(),
      });
    expect((await certificate()).statusCode).toBe(200);

    await nothingWritten(async () => {
      const noReason = await act(first.appId, { action: 'cancel', remarks: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect((noReason.json() as { errors: Record<string, string> }).errors.remarks).toBe(formatMessage('tlRemarksRequired'));
      // Not approved: the renewal is under scrutiny.
      const pending = await act(renewal.appId, { action: 'cancel', remarks: 'Closed' });
      expect(pending.statusCode).toBe(409);
      expect(pending.json()).toMatchObject({ message: formatMessage('tlActionNotAllowed', { status: 'scrutiny' }) });
    });
    // Outside the licences area: 403, the licence untouched.
    expect((await act(first.appId, { action: 'cancel', remarks: 'Closed' }, editor)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/Public/licence/${licenceNo}` })).json()).toMatchObject({ status: 'valid' });

    const reason = 'Shop found closed and sealed on inspection, 24 November';
    const cancelled = await act(first.appId, { action: 'cancel', remarks: reason }, admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const view = cancelled.json() as StaffTradeLicence;
    expect(view.status).toBe('approved');
    expect(view.licence).toMatchObject({ licenceNo, status: 'cancelled' });
    expect(view.actions).toEqual([]);
    expect(view.history.at(-1)).toMatchObject({ action: 'cancel', status: 'approved', remarks: reason });
    const [row] = await app.services.db.select().from(tradeLicences).where(eq(tradeLicences.licenceNo, licenceNo));
    expect(row!.status).toBe('cancelled');
    const audits = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trade-licence'), eq(auditLog.entityId, String(first.appId))));
    expect(audits.map((a) => (a.changes as { action: string }).action).sort()).toEqual(['approve', 'cancel', 'recordFee', 'scrutinise']);
    expect(audits.find((a) => (a.changes as { action: string }).action === 'cancel')!.changes).toEqual({
      applicationNo: first.applicationNo,
      action: 'cancel',
      remarks: reason,
      licenceNo,
      licenceStatus: ['active', 'cancelled'],
    });

    // Once cancelled: refused again, with nothing written.
    await nothingWritten(async () => {
      const again = await act(first.appId, { action: 'cancel', remarks: 'Twice' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: formatMessage('tlAlreadyCancelled') });
    });

    // The public verification and the applicant's tracking show it cancelled, with the reason.
    const verified = await app.inject({ method: 'GET', url: `/api/Public/licence/${licenceNo}` });
    expect(verified.json()).toMatchObject({ licenceNo, status: 'cancelled' });
    const tracked = (await track(first.applicationNo, MOBILE)).json() as TrackedTradeLicence;
    expect(tracked.licence?.status).toBe('cancelled');
    expect(tracked.history.at(-1)).toMatchObject({ action: 'cancel', remarks: reason });

    // The certificate is refused.
    const refused = await certificate();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: formatMessage('tlLicenceCancelled') });

    // The pending renewal cannot be approved (nothing written, the licence stays cancelled) ...
    await nothingWritten(async () => {
      const renewed = await act(renewal.appId, { action: 'approve', remarks: 'Renewed' });
      expect(renewed.statusCode).toBe(409);
      expect(renewed.json()).toMatchObject({ message: formatMessage('tlOldLicenceCancelled') });
    });
    expect(((await app.inject({ method: 'GET', url: `/api/Public/licence/${licenceNo}` })).json() as { status: string }).status).toBe(
      'cancelled',
    );
    const [renewalRow] = await app.services.db
      .select()
      .from(tradeLicenceApplications)
      .where(eq(tradeLicenceApplications.id, renewal.appId));
    expect(renewalRow!.status).toBe('scrutiny');
    // ... and a new renewal naming it is refused at submission.
    await nothingWritten(async () => {
      const res = await submit({ ...VALID, licenceType: 'renewal', oldLicenceNo: licenceNo });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: Record<string, string> }).errors.oldLicenceNo).toBe(formatMessage('tlOldLicenceCancelled'));
    });
  });
});
