/**
 * design.md and docs/spec-notes.md: every public list call answers, without page/pageSize, up to LIST_CAP
 * rows (never an unbounded list, never a silent first page), with the total in X-Total-Count; with them, that page;
 * a partial answer names the next page in a Link header (issue 31).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_CAP, PAGE_SIZE_MAX } from '@nagar/contract';
import * as tables from '../db/schema.ts';
import { createTestApp, loginAs, type TestApp } from '../test/app.ts';

const ROWS = LIST_CAP + 5;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const day = (i: number) => `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

/** Every public list route, the table behind it and a minimal row. */
const LISTS: Array<{ url: string; table: PgTable; row: (i: number) => Record<string, unknown> }> = [
  { url: '/api/Public/slider', table: tables.sliders, row: () => ({}) },
  { url: '/api/Public/about', table: tables.abouts, row: (i) => ({ name: `About ${i}` }) },
  { url: '/api/Public/latest-news', table: tables.latestNews, row: (i) => ({ title: `News ${i}`, description: 'd' }) },
  { url: '/api/Public/notice', table: tables.notices, row: (i) => ({ title: `Notice ${i}`, issueDate: day(i) }) },
  { url: '/api/Public/circular', table: tables.circulars, row: (i) => ({ title: `Circular ${i}`, issueDate: day(i) }) },
  { url: '/api/Public/officeorder', table: tables.officeOrders, row: (i) => ({ title: `Order ${i}`, issueDate: day(i) }) },
  { url: '/api/Public/gallery', table: tables.galleries, row: (i) => ({ title: `Photo ${i}`, description: 'd' }) },
  { url: '/api/Public/press-release', table: tables.pressReleases, row: (i) => ({ title: `Press ${i}`, releaseDate: day(i) }) },
  {
    url: '/api/Public/tender',
    table: tables.tenders,
    row: (i) => ({
      tender_no: `T/${i}`,
      tender_title: `Tender ${i}`,
      publish_date: '2020-01-01',
      last_date_of_submission: '2020-02-01',
      status: 'Open',
    }),
  },
  {
    url: '/api/Public/minister-officer-employee-by-designations?designations=Employees&home=All',
    table: tables.officials,
    row: (i) => ({ name: `Employee ${i}`, designation: 'Employees', emailAddres: `e${i}@council.example` }),
  },
  {
    url: '/api/Public/complaint?statusFilter=All',
    table: tables.complaints,
    row: (i) => ({
      complaintNo: `C-${i}`,
      district: 'D',
      ward: 'W',
      grivance: 'G',
      status: 'Open',
      citizenName: 'N',
      mobile: '9876543210',
    }),
  },
];

describe('public lists: without page/pageSize up to LIST_CAP rows, with X-Total-Count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A complaint's ward is a ward of the list (complaints.ward_id, migration 0015).
    await t.app.services.db.insert(tables.wards).values({ name: 'W' });
    for (const list of LISTS) await t.app.services.db.insert(list.table).values(range(ROWS).map(list.row));
  }, 180_000);
  afterAll(() => t?.close());

  it.each(LISTS.map((l) => [l.url, l] as const))('%s', async (url, list) => {
    void list;
    const all = await t.app.inject({ method: 'GET', url });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['x-total-count']).toBe(String(ROWS));
    expect((all.json() as unknown[]).length).toBe(LIST_CAP);

    const sep = url.includes('?') ? '&' : '?';
    const page = await t.app.inject({ method: 'GET', url: `${url}${sep}page=3&pageSize=7` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['x-total-count']).toBe(String(ROWS));
    const ids = (page.json() as Array<{ id: number }>).map((r) => r.id);
    expect(ids).toEqual((all.json() as Array<{ id: number }>).slice(14, 21).map((r) => r.id));
    // Issue 31: a partial answer names the next page (RFC 8288, relative to the request); the last page names none.
    expect(page.headers.link).toBe(`<${url}${sep}page=4&pageSize=7>; rel="next"`);
    const capped = String(all.headers.link);
    expect(capped).toBe(`<${url}${sep}page=${LIST_CAP / PAGE_SIZE_MAX + 1}&pageSize=${PAGE_SIZE_MAX}>; rel="next"`);
    const rest = await t.app.inject({ method: 'GET', url: capped.slice(1, capped.indexOf('>')) });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((rest.json() as unknown[]).length).toBe(ROWS - LIST_CAP);
    expect(rest.headers.link).toBeUndefined();
  });

  it('a back-office search always pages: its first PAGE_SIZE_MAX rows without pageSize, the next page in Link', async () => {
    const { authorization } = await loginAs(t.app, 'admin');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
    const first = await get('/api/Admin/notice?search=notice');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(ROWS));
    expect((first.json() as unknown[]).length).toBe(PAGE_SIZE_MAX);
    expect(first.headers.link).toBe(`</api/Admin/notice?search=notice&page=2&pageSize=${PAGE_SIZE_MAX}>; rel="next"`);
    const second = await get(`/api/Admin/notice?search=notice&page=2&pageSize=${PAGE_SIZE_MAX}`);
    const ids = (r: typeof first) => (r.json() as Array<{ id: number }>).map((x) => x.id);
    expect(ids(second)).toHaveLength(PAGE_SIZE_MAX);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    // The spec's unpaged admin list (no search) keeps its answer of up to LIST_CAP rows.
    expect(((await get('/api/Admin/notice')).json() as unknown[]).length).toBe(LIST_CAP);
  });
});
