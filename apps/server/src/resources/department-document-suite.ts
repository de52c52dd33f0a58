import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '@nagar/contract';
import { adminTestApp, injectForm, testPdf } from '../test/app.ts';
import { describeResource } from './resource-suite.ts';

/** The fields a dated document (a notice) answers, sorted; a department's document adds its department (both languages). */
export const DATED_DOCUMENT_KEYS = [
  'description',
  'descriptionHi',
  'fileInfo',
  'filePath',
  'id',
  'issueDate',
  'title',
  'titleHi',
  'validUntil',
];

/**
 * Circulars and office orders: the shared resource suite, then what the department documents add (the
 * department, the spec's mixed-case multipart names, newest issue date first). Prefix and paths come from
 * the definition.
 */
export function describeDepartmentDocument(
  def: ResourceDef,
  sample: { title: string; description: string; department: string; issueDate: string },
) {
  describeResource(def, sample, {
    messages: { title: 'Title is a required field!', issueDate: 'Issue Date is a required field!', filePath: 'Document file is required!' },
  });

  describe(`${def.name} specifics`, () => {
    const s = adminTestApp();

    async function create(title: string, issueDate?: string, department = sample.department) {
      // The spec's multipart names, with the mixed case it uses (Circular.title, Circular.Description).
      const p = def.prefix;
      const res = await injectForm(
        s.t.app,
        { url: `/api/Admin/${def.api}`, headers: s.auth },
        {
          [`${p}.title`]: title,
          [`${p}.Description`]: `About ${title}`,
          [`${p}.Department`]: department,
          [`${p}.IssueDate`]: issueDate,
          [`${p}.Id`]: 0,
          [`${p}.FilePath`]: '',
        },
        { DocumentFile: { data: await testPdf(title), filename: 'order.pdf', type: 'application/pdf' } },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; department: string };
    }

    it('stores the department and answers the spec fields', async () => {
      const item = await create('With department', '2026-09-01', 'Public Works');
      expect(Object.keys(item).sort()).toEqual(['department', 'departmentHi', ...DATED_DOCUMENT_KEYS]);
      expect(item).toMatchObject({ title: 'With department', department: 'Public Works', issueDate: '2026-09-01' });
      const none = await create('Without department', '2026-09-02', '');
      expect(none.department).toBe('');
    });

    it('lists the newest issue date first', async () => {
      // Within the default period (12 months from the issue date), so that all three are current.
      const old = await create('Old', '2026-01-10');
      const recent = await create('Recent', '2027-11-01');
      const middle = await create('Middle', '2026-06-01');
      const list = (await s.t.app.inject({ method: 'GET', url: `/api/Public/${def.api}` })).json() as Array<{ id: number }>;
      const ours = [old.id, recent.id, middle.id];
      expect(list.map((i) => i.id).filter((id) => ours.includes(id))).toEqual([recent.id, middle.id, old.id]);
    });
  });
}
