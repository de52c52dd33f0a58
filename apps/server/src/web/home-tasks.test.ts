import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOME_TASKS, HOME_TASKS, availableHomeTasks, homeTaskServiceSlug } from '@nagar/contract';
import { createTestApp, loginAs, multipart, type TestApp, webBuilt } from '../test/app.ts';

/**
 * Issue 27, honest home tiles: on a new install (no service pages written yet) the home page's task tiles leave out
 * the tasks whose page is a service page (/paypropertytax, /birth-death-certificate, /rti): no tile leads to "This
 * service page is not there". A tile comes as soon as its page is written, and goes when it is deleted.
 */
let t: TestApp | undefined;
let admin: Record<string, string>;
beforeAll(async () => {
  if (!webBuilt) return;
  t = await createTestApp({ web: true });
  admin = { authorization: (await loginAs(t.app, 'admin')).authorization };
}, 120_000);
afterAll(() => t?.close());

/** The paths of the home page's task tiles, as an anonymous visitor gets the page. */
async function tiles(): Promise<string[]> {
  const res = await t!.app.inject({ url: '/', headers: { cookie: 'lang=en' } });
  expect(res.statusCode).toBe(200);
  const block = /<nav[^>]*data-testid="home-tasks"[^>]*>([\s\S]*?)<\/nav>/.exec(res.body)?.[1] ?? '';
  return [...block.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
}

describe('the tasks a tile may offer', () => {
  it('a service page task needs its page; the others are always there', () => {
    expect(homeTaskServiceSlug('propertyTax')).toBe('paypropertytax');
    expect(homeTaskServiceSlug('fileComplaint')).toBeNull();
    expect(availableHomeTasks(DEFAULT_HOME_TASKS, new Set())).toEqual(DEFAULT_HOME_TASKS.filter((x) => !homeTaskServiceSlug(x)));
    expect(availableHomeTasks(['rti', 'certificates'], new Set(['rti']))).toEqual(['rti']);
  });
});

describe.skipIf(!webBuilt)('the home page of a new install', () => {
  it('shows no tile to a service page that is not there; writing the page brings its tile, deleting it takes it away', async () => {
    const fresh = await tiles();
    expect(fresh).toContain(HOME_TASKS.fileComplaint);
    expect(fresh).toContain(HOME_TASKS.tradeLicence);
    for (const path of [HOME_TASKS.propertyTax, HOME_TASKS.certificates]) expect(fresh).not.toContain(path);
    // Every tile shown answers a page, not "not there".
    for (const path of fresh) expect((await t!.app.inject({ url: path })).statusCode, path).toBe(200);

    const service = {
      title: 'Pay property tax',
      slug: 'paypropertytax',
      category: 'Taxes and fees',
      summary: 'How and where to pay.',
      office: 'Counter 2',
      hours: '10:30 to 17:30',
      phone: '07562 220 101',
    };
    const form = await multipart(Object.fromEntries(Object.entries(service).map(([k, v]) => [`Service.${k}`, v])));
    const created = await t!.app.inject({
      method: 'POST',
      url: '/api/Admin/service',
      payload: form.payload,
      headers: { ...form.headers, ...admin },
    });
    expect(created.statusCode, created.body).toBe(201);
    const withPage = await tiles();
    expect(withPage).toContain(HOME_TASKS.propertyTax);
    expect(withPage).not.toContain(HOME_TASKS.certificates);
    expect((await t!.app.inject({ url: HOME_TASKS.propertyTax })).statusCode).toBe(200);

    // Deleted: the tile goes with the page.
    const removed = await t!.app.inject({
      method: 'DELETE',
      url: `/api/Admin/service/${(created.json() as { id: number }).id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await tiles()).not.toContain(HOME_TASKS.propertyTax);
  });
});
