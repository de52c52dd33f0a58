import { describe, expect, it } from 'vitest';
import { notice } from '@nagar/contract';
import { adminTestApp, testPdf } from '../test/app.ts';
import { bindings } from './bindings.ts';
import { searchContent } from '../search/search.ts';
import { searchSite } from '../search/directory.ts';
import { addDays, addMonths, todayInIndia, validityFilter } from './validity.ts';

const noticeTable = bindings.find((b) => b.def === notice)!.table;

describe('validity dates', () => {
  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-11-27', 12)).toBe('2027-11-27');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 3)).toBe('2027-03-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("today is India's: the public lists' cache key changes at midnight IST (18:30 UTC), so no list outlives its day", () => {
    expect(todayInIndia(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(todayInIndia(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    const before = validityFilter(notice, noticeTable, {}, new Date('2026-11-27T18:29:59Z'))!;
    const after = validityFilter(notice, noticeTable, {}, new Date('2026-11-27T18:30:00Z'))!;
    expect(before.key).not.toBe(after.key);
    expect(validityFilter(notice, noticeTable, { archive: true, year: 2025 })!.key).toMatch(/^archive:\d{4}-\d{2}-\d{2}:2025$/);
  });
});

describe('the site search keeps expired items findable, marked archived', () => {
  const s = adminTestApp();

  it('finds an expired notice marked archived and linked to the notice archive; a current one is not marked', async () => {
    const service = s.t.app.services.resource('notice');
    const make = async (title: string, validUntil: string) =>
      service.create({
        values: { title, description: 'Zebra crossing repainting.', issueDate: '2025-01-10', validUntil },
        files: { filePath: { filename: 'n.pdf', data: await testPdf(title) } },
        remove: new Set(),
      });
    const expired = await make('Zebra crossings old', '2025-02-01');
    const current = await make('Zebra crossings new', '2099-01-01');
    const hits = await searchContent(s.t.app.services, 'zebra');
    const old = hits.find((h) => h.resource === 'notice' && h.id === expired.id);
    const now = hits.find((h) => h.resource === 'notice' && h.id === current.id);
    expect(old).toMatchObject({ archived: true, url: '/notice/archive' });
    expect(now?.archived).toBeUndefined();
    expect(now?.url).toBe('/notice');
  });
  it('marks the expired hits of several types in one read; the kept site search follows the next write', async () => {
    const services = s.t.app.services;
    const make = async (type: 'notice' | 'circular', title: string, validUntil: string) =>
      services.resource(type).create({
        values: { title, description: 'Walrus enclosure.', department: 'Works', issueDate: '2025-01-10', validUntil },
        files: { filePath: { filename: 'n.pdf', data: await testPdf(title) } },
        remove: new Set(),
      });
    const oldNotice = await make('notice', 'Walrus notice old', '2025-02-01');
    const oldCircular = await make('circular', 'Walrus circular old', '2025-02-01');
    const current = await make('circular', 'Walrus circular new', '2099-01-01');
    const brief = async () =>
      (await searchSite(services, 'walrus')).map((h) => `${h.resource}:${h.id}:${h.archived ? 'archived' : 'current'}:${h.url}`).sort();
    const before = await brief();
    expect(before).toEqual(
      [
        `notice:${oldNotice.id}:archived:/notice/archive`,
        `circular:${oldCircular.id}:archived:/circulars/archive`,
        `circular:${current.id}:current:/circulars`,
      ].sort(),
    );
    // The same search again is the kept answer; a new item is in the next one.
    expect(await brief()).toEqual(before);
    const added = await make('notice', 'Walrus notice new', '2099-01-01');
    expect(await brief()).toEqual([...before, `notice:${added.id}:current:/notice`].sort());
  });
});
