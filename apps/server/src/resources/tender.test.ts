import { describe, expect, it } from 'vitest';
import { tender } from '@nagar/contract';
import { files, tenders } from '../db/schema.ts';
import { adminTestApp, countRows, multipart, testPdf, type FilePart } from '../test/app.ts';
import { describeResource } from './resource-suite.ts';

describeResource(
  tender,
  {
    tender_no: 'NP/PWD/2026/014',
    tender_title: 'Resurfacing of the road from the bus stand to ward 4',
    tender_discreption: 'Bituminous resurfacing, 1.2 km, with drains on both sides.',
    publish_date: '2026-11-01',
    last_date_of_submission: '2026-12-01',
    last_date_of_submission_time: '15:00',
    status: 'Open',
    tender_title_2: 'Bill of quantities',
    tender_title_3: 'Site map',
    tender_title_4: 'Terms and conditions',
    tender_title_5: 'Bid form',
  },
  {
    messages: {
      tender_no: 'Tender No is required.',
      tender_title: 'Tender Title is required.',
      publish_date: 'Publish Date is required.',
      last_date_of_submission: 'Last Date of Submission is required.',
      status: 'Status is required.',
    },
  },
);

describe('tender specifics: five documents, time of day', () => {
  const s = adminTestApp();

  const DOCS = ['file', 'file2', 'file3', 'file4', 'file5'] as const;
  type Tender = Record<string, unknown> & { id: number };

  /** The spec's client fields (Tender.*, no id); `overrides` may blank or add fields. */
  const fields = (overrides: Record<string, string | undefined> = {}) => ({
    'Tender.tender_no': 'NP/WS/2026/007',
    'Tender.tender_title': 'Supply of water meters',
    'Tender.tender_discreption': '500 meters for wards 1 to 5.',
    'Tender.publish_date': '2026-11-10',
    'Tender.last_date_of_submission': '2026-12-10',
    'Tender.last_date_of_submission_time': '17:30',
    'Tender.status': 'Open',
    'Tender.tender_title_2': 'Specification',
    'Tender.tender_title_3': 'Drawings',
    'Tender.tender_title_4': 'Terms',
    'Tender.tender_title_5': 'Bid form',
    ...overrides,
  });
  const pdf = async (label: string): Promise<FilePart> => ({
    data: await testPdf(`Tender ${label}`),
    filename: `${label}.pdf`,
    type: 'application/pdf',
  });

  async function send(method: 'POST' | 'PUT', url: string, form: { payload: Buffer; headers: Record<string, string> }) {
    return s.t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...s.auth } });
  }
  async function create(files: Record<string, FilePart | FilePart[]>, overrides?: Record<string, string | undefined>): Promise<Tender> {
    const res = await send('POST', '/api/Admin/tender', await multipart(fields(overrides), files));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const served = async (url: unknown) => s.t.app.inject({ method: 'GET', url: String(url) });
  async function expectServes(url: unknown, part: FilePart) {
    const res = await served(url);
    expect(res.statusCode, String(url)).toBe(200);
    expect(res.rawPayload.equals(part.data), String(url)).toBe(true);
  }

  it('the spec client: documents as repeated `file` parts fill file, file2..file5 in order; created_date is the server time', async () => {
    const parts = await Promise.all([1, 2, 3, 4, 5].map((n) => pdf(`repeated ${n}`)));
    const before = Date.now();
    const item = await create({ file: parts });
    expect(Object.keys(item).sort()).toEqual(
      [
        'created_date',
        'fileInfo',
        'id',
        'last_date_of_submission',
        'last_date_of_submission_time',
        'publish_date',
        'status',
        'tender_discreption',
        'tender_no',
        'tender_title',
        'tender_title_2',
        'tender_title_3',
        'tender_title_4',
        'tender_title_5',
        'validUntil',
        ...['tender_discreption', 'tender_title', 'tender_title_2', 'tender_title_3', 'tender_title_4', 'tender_title_5'].map(
          (k) => `${k}Hi`,
        ),
        ...DOCS,
      ].sort(),
    );
    expect(item).toMatchObject({ tender_no: 'NP/WS/2026/007', last_date_of_submission_time: '17:30', tender_title_5: 'Bid form' });
    for (const [i, key] of DOCS.entries()) await expectServes(item[key], parts[i]!);
    expect(Date.parse(String(item.created_date))).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(String(item.created_date))).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('named parts take their own document; repeated `file` parts fill the rest in order', async () => {
    const second = await pdf('named 2');
    const fourth = await pdf('named 4');
    const repeated = await Promise.all(['a', 'b', 'c'].map((n) => pdf(`repeated ${n}`)));
    const item = await create({ tender_document_2: second, 'Tender.tender_document_4': fourth, file: repeated });
    await expectServes(item.file, repeated[0]!);
    await expectServes(item.file2, second);
    await expectServes(item.file3, repeated[1]!);
    await expectServes(item.file4, fourth);
    await expectServes(item.file5, repeated[2]!);
  });

  it('more `file` parts than free documents is 400, nothing written', async () => {
    const before = [await countRows(s.t.app, tenders), await countRows(s.t.app, files)];
    const res = await send(
      'POST',
      '/api/Admin/tender',
      await multipart(fields(), {
        tender_document: await pdf('own'),
        file: await Promise.all([1, 2, 3, 4, 5].map((n) => pdf(`extra ${n}`))),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Unexpected field file.' });
    expect([await countRows(s.t.app, tenders), await countRows(s.t.app, files)]).toEqual(before);
  });

  it('documents are optional: a tender without any', async () => {
    const item = await create({});
    for (const key of DOCS) {
      expect(item[key], key).toBeNull();
      expect((item.fileInfo as Record<string, unknown>)[key], key).toBeNull();
    }
  });

  it('tender_document_3Remove=true removes document 3 only; the others stay as they were', async () => {
    const parts = await Promise.all([1, 2, 3, 4, 5].map((n) => pdf(`keep ${n}`)));
    const item = await create({
      tender_document: parts[0]!,
      tender_document_2: parts[1]!,
      tender_document_3: parts[2]!,
      tender_document_4: parts[3]!,
      tender_document_5: parts[4]!,
    });
    const filesBefore = await countRows(s.t.app, files);
    const res = await send('PUT', `/api/Admin/tender/${item.id}`, await multipart({ ...fields(), tender_document_3Remove: 'true' }));
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Tender;
    expect(updated.file3).toBeNull();
    expect((await served(item.file3)).statusCode).toBe(404);
    for (const [i, key] of DOCS.entries()) {
      if (key === 'file3') continue;
      expect(updated[key], key).toBe(item[key]);
      await expectServes(updated[key], parts[i]!);
    }
    expect(await countRows(s.t.app, files)).toBe(filesBefore - 1);
  });

  it('replacing one document leaves the others; the replaced file is gone', async () => {
    const parts = await Promise.all([1, 2, 3, 4, 5].map((n) => pdf(`orig ${n}`)));
    const item = await create({ file: parts });
    const replacement = await pdf('replacement 4');
    // The spec's update: PUT on the base path, the id in the form.
    const res = await send(
      'PUT',
      '/api/Admin/tender',
      await multipart({ ...fields(), 'Tender.Id': item.id }, { tender_document_4: replacement }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Tender;
    expect(updated.file4).not.toBe(item.file4);
    await expectServes(updated.file4, replacement);
    expect((await served(item.file4)).statusCode).toBe(404);
    for (const [i, key] of DOCS.entries()) {
      if (key === 'file4') continue;
      expect(updated[key], key).toBe(item[key]);
      await expectServes(updated[key], parts[i]!);
    }
  });

  it("the closing time is 'HH:mm' (24 hours) or empty", async () => {
    for (const time of ['00:00', '09:30', '23:59']) {
      const item = await create({}, { 'Tender.last_date_of_submission_time': time });
      expect(item.last_date_of_submission_time, time).toBe(time);
    }
    expect((await create({}, { 'Tender.last_date_of_submission_time': '' })).last_date_of_submission_time).toBeNull();
    expect((await create({}, { 'Tender.last_date_of_submission_time': undefined })).last_date_of_submission_time).toBeNull();
    const before = await countRows(s.t.app, tenders);
    for (const bad of ['9:30', '24:00', '12:60', '12:00:00', '3 PM', '1230', '12.30']) {
      const res = await send('POST', '/api/Admin/tender', await multipart(fields({ 'Tender.last_date_of_submission_time': bad })));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({
        message: 'Last Date of Submission Time: enter a valid time (hh:mm).',
        errors: { last_date_of_submission_time: 'Last Date of Submission Time: enter a valid time (hh:mm).' },
      });
    }
    expect(await countRows(s.t.app, tenders)).toBe(before);
  });
});
