/**
 * The back office reads through React Router loaders: a filter change that replaces another cancels the older
 * read, so a slow answer for the first filter never overwrites the list of the second (the old screen's
 * useEffect fetches did). The filters stay in the URL across a reload. Writes go through the route's action
 * (lib/api-write.ts): the success message comes once the router has read the list again, so it never shows
 * beside a list without the saved record.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Request, Route } from 'playwright-core';
import { districts, grievanceTypes, wards } from '../apps/server/src/db/schema.ts';
import { ADMIN, fileComplaint } from './support/app.ts';
import { checkA11y, open, signIn } from './support/browser.ts';
import { pageSuite } from './support/suite.ts';

const WARDS = ['Ward 1 – Gandhi Chowk', 'Ward 2 – Subhash Ward'];

const suite = pageSuite();

beforeAll(async () => {
  const { db } = suite.running.app.services;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values(WARDS.map((name) => ({ name })));
  await db.insert(grievanceTypes).values({ name: 'Streetlight' });
  for (const [i, ward] of WARDS.entries()) {
    await fileComplaint(suite.running.app, { ward, text: `Light out (${i}).`, mobile: `900006000${i}`, ip: `10.8.0.${i}` });
  }
});

const wardsShown = () => suite.page.locator('main table tbody tr td:nth-child(5)').allTextContents();

describe('admin complaints through the router', () => {
  it('two filter changes in quick succession end with the list of the second, however late the first answers', async () => {
    await open(suite.page, `${suite.running.url}/login?next=${encodeURIComponent('/admin/complaints')}`);
    await signIn(suite.page, ADMIN, '/admin/complaints');
    await suite.page.getByText('2 complaints').waitFor();

    // The answer for Ward 1 is held back until the list of Ward 2 is on the screen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowRequest: Request | undefined;
    let handled!: Promise<void>;
    const ward1 = (url: URL) => url.pathname === '/api/Admin/complaint' && url.searchParams.get('ward') === WARDS[0];
    await suite.page.route(ward1, (route: Route) => {
      slowRequest = route.request();
      handled = (async () => {
        const response = await route.fetch();
        await held;
        // The page may have given up on it (the router cancels a replaced read).
        await route.fulfill({ response }).catch(() => undefined);
      })();
    });
    const slowSettled = new Promise<void>((resolve) => {
      const done = (r: Request) => r === slowRequest && resolve();
      suite.page.on('requestfinished', done);
      suite.page.on('requestfailed', done);
    });
    // A cancelled read is a failed request in the browser's log, which is expected here.
    suite.watcher.allow(/\/api\/Admin\/complaint\?.*net::ERR_ABORTED|net::ERR_ABORTED.*\/api\/Admin\/complaint/);

    const filters = suite.page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Ward').selectOption(WARDS[0]!);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => slowRequest !== undefined).toBe(true);
    await filters.getByLabel('Ward').selectOption(WARDS[1]!);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await suite.page.waitForURL((u) => u.searchParams.get('ward') === WARDS[1]);
    await suite.page.getByText('1 complaint', { exact: true }).waitFor();
    expect(await wardsShown()).toEqual([WARDS[1]]);

    // Now the first answer arrives (or is refused, its read cancelled): the list stays that of Ward 2.
    release();
    await handled;
    await slowSettled;
    await suite.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await wardsShown()).toEqual([WARDS[1]]);
    expect(await suite.page.getByText('1 complaint', { exact: true }).count()).toBe(1);
    await suite.page.unroute(ward1);

    // The filter is in the URL: a reload keeps it.
    await suite.page.reload();
    await suite.page.getByText('1 complaint', { exact: true }).waitFor();
    expect(await wardsShown()).toEqual([WARDS[1]]);
    expect(await suite.page.getByRole('form', { name: 'Filters' }).getByLabel('Ward').inputValue()).toBe(WARDS[1]);
  });

  it('a save goes through the route’s action: "Saving…" until the list has been read again, then the message beside the new row', async () => {
    await open(suite.page, `${suite.running.url}/admin/districts`);
    await suite.page.getByRole('main').getByRole('button', { name: 'Create New', exact: true }).click();
    const panel = suite.page.getByRole('dialog', { name: 'Create New District', exact: true });
    await panel.getByLabel(/^Name( \*)?$/).fill('Rampur');

    // The router's read of the list after the save is held back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const listRead = (url: URL) => url.pathname === '/admin/districts.data';
    await suite.page.route(listRead, async (route: Route) => {
      reads += 1;
      const response = await route.fetch();
      await held;
      await route.fulfill({ response }).catch(() => undefined);
    });
    await panel.getByRole('button', { name: 'Create District', exact: true }).click();
    await expect.poll(() => reads).toBe(1);
    // The district is saved, but the list is not read yet: the form is still busy and no message shows.
    const saving = panel.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    expect(await suite.page.getByRole('dialog', { name: 'Success', exact: true }).count()).toBe(0);

    release();
    const success = suite.page.getByRole('dialog', { name: 'Success', exact: true });
    await success.waitFor();
    expect(await suite.page.locator('table.admin-table tbody').innerText()).toContain('Rampur');
    await success.getByRole('button', { name: 'OK', exact: true }).click();
    await suite.page.unroute(listRead);
    await checkA11y(suite.page, 'districts after a save');
  });
});
