import { describe, expect, it } from 'vitest';
import { notice } from '@nagar/contract';
import { adminTestApp, injectForm, multipart, testPdf } from '../test/app.ts';
import { describeResource } from './resource-suite.ts';
import { DATED_DOCUMENT_KEYS } from './department-document-suite.ts';

describeResource(
  notice,
  { title: 'Water supply shutdown in ward 4', description: 'Supply stays off from 10:00 to 16:00.', issueDate: '2026-11-15' },
  {
    messages: { title: 'Title is a required field!', issueDate: 'Issue Date is a required field!', filePath: 'Document file is required!' },
  },
);

describe('notice specifics', () => {
  const s = adminTestApp();

  async function create(title: string, issueDate?: string) {
    const res = await injectForm(
      s.t.app,
      { url: '/api/Admin/notice', headers: s.auth },
      { 'Notice.title': title, 'Notice.Description': `About ${title}`, 'Notice.IssueDate': issueDate, 'Notice.Id': 0 },
      { DocumentFile: { data: await testPdf(title), filename: 'n.pdf', type: 'application/pdf' } },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  }

  it('lists the newest issue date first', async () => {
    const old = await create('Old', '2026-01-10');
    const recent = await create('Recent', '2026-11-01');
    const middle = await create('Middle', '2026-06-01');
    const res = await s.t.app.inject({ method: 'GET', url: '/api/Public/notice' });
    expect((res.json() as Array<{ id: number; issueDate: string | null }>).map((n) => [n.id, n.issueDate])).toEqual([
      [recent.id, '2026-11-01'],
      [middle.id, '2026-06-01'],
      [old.id, '2026-01-10'],
    ]);
  });

  it('answers the spec fields, with an empty description when none was given', async () => {
    const res = await injectForm(
      s.t.app,
      { url: '/api/Admin/notice', headers: s.auth },
      { 'Notice.title': 'Only a title', 'Notice.IssueDate': '2026-11-20' },
      { DocumentFile: { data: await testPdf(), filename: 'n.pdf', type: 'application/pdf' } },
    );
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(Object.keys(item).sort()).toEqual(DATED_DOCUMENT_KEYS);
    // No "valid until" given: the default period (12 months) from the issue date.
    expect(item).toMatchObject({
      title: 'Only a title',
      titleHi: '',
      description: '',
      descriptionHi: '',
      issueDate: '2026-11-20',
      validUntil: '2027-11-20',
    });
  });

  it('a notice sent without an issue date is dated today (IST); sent blank, it is refused', async () => {
    const form = await multipart(
      { 'Notice.title': 'Dated by the server' },
      { DocumentFile: { data: await testPdf(), filename: 'n.pdf', type: 'application/pdf' } },
    );
    const before = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/Admin/notice',
      payload: form.payload,
      headers: { ...form.headers, ...s.auth },
    });
    const after = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(res.statusCode, res.body).toBe(201);
    expect([before, after]).toContain((res.json() as { issueDate: string }).issueDate);
    const blank = await s.t.app.inject({
      method: 'POST',
      url: '/api/Admin/notice',
      payload: { title: 'Blank date', issueDate: '' },
      headers: s.auth,
    });
    expect(blank.statusCode).toBe(400);
    expect((blank.json() as { errors: Record<string, string> }).errors.issueDate).toBe('Issue Date is a required field!');
  });
});
