import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circular } from '@nagar/contract';
import { createTestApp, loginAs, multipart, testPdf, type TestApp } from '../test/app.ts';
import { describeResource } from './resource-suite.ts';

describeResource(
  circular,
  {
    title: 'Property tax rebate until 31 December',
    description: 'A rebate of 6% applies to property tax paid before the end of the year.',
    department: 'Revenue',
    issueDate: '2026-10-01',
  },
  { messages: { title: 'Title is a required field!', filePath: 'Document file is required!' } },
);

describe('circular specifics', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: (await loginAs(t.app, 'admin')).authorization };
  });
  afterAll(() => t?.close());

  async function create(title: string, issueDate?: string, department = 'Revenue') {
    // The spec's multipart names, with the mixed case it uses (Circular.title, Circular.Description).
    const form = await multipart(
      {
        'Circular.title': title,
        'Circular.Description': `About ${title}`,
        'Circular.Department': department,
        'Circular.IssueDate': issueDate,
        'Circular.Id': 0,
        'Circular.FilePath': '',
      },
      { DocumentFile: { data: await testPdf(title), filename: 'order.pdf', type: 'application/pdf' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/circular',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; department: string };
  }

  it('stores the department and answers the spec fields', async () => {
    const item = await create('With department', '2026-09-01', 'Public Works');
    expect(Object.keys(item).sort()).toEqual(['department', 'description', 'fileInfo', 'filePath', 'id', 'issueDate', 'title']);
    expect(item).toMatchObject({ title: 'With department', department: 'Public Works', issueDate: '2026-09-01' });
    const none = await create('Without department', undefined, '');
    expect(none.department).toBe('');
  });

  it('lists the newest issue date first, undated last', async () => {
    const old = await create('Old', '2025-01-10');
    const undated = await create('Undated');
    const recent = await create('Recent', '2027-11-01');
    const middle = await create('Middle', '2026-06-01');
    const list = (await t.app.inject({ method: 'GET', url: '/api/Public/circular' })).json() as Array<{ id: number }>;
    const ours = [old.id, undated.id, recent.id, middle.id];
    expect(list.map((i) => i.id).filter((id) => ours.includes(id))).toEqual([recent.id, middle.id, old.id, undated.id]);
  });
});
