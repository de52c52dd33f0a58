/**
 * Wards in use are merged, not deleted (issue 26): on the wards screen the delete of a ward with a complaint is
 * refused with the reason, and "Merge a ward into another" moves its complaints after a confirmation naming both
 * wards. On the Users screen an officer gets "All wards" explicitly (no ward chosen: no complaints).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { complaints, districts, grievanceTypes, users, wards } from '../apps/server/src/db/schema.ts';
import { ADMIN, startApp, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, launchBrowser, newContext, open, signIn } from './support/browser.ts';

const OLD = 'Ward 9 – Old Market';
const KEPT = 'Ward 1 – Gandhi Chowk';

let running: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watcher: PageWatcher;

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp(), launchBrowser()]);
  const { db } = running.app.services;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values([{ name: KEPT }, { name: OLD }]);
  await db.insert(grievanceTypes).values({ name: 'Streetlight' });
  running.app.services.cache.invalidate();
  const res = await running.app.inject({
    method: 'POST',
    url: '/api/Public/complaint',
    payload: {
      district: 'Sundarpur',
      ward: OLD,
      grivance: 'Streetlight',
      additional_Information: 'Light out.',
      name: 'Citizen',
      mobile: '9000061000',
      consent: 'true',
    },
    remoteAddress: '10.8.1.1',
  });
  expect(res.statusCode, res.body).toBe(201);
  context = await newContext(browser);
  page = await context.newPage();
  watcher = new PageWatcher(page);
  await open(page, `${running.url}/login?next=${encodeURIComponent('/admin/wards')}`);
  await signIn(page, ADMIN, '/admin/wards');
});

afterEach(() => watcher.assertClean());

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

describe('wards in use', () => {
  it('refuses to delete a ward with a complaint and says to merge it instead', async () => {
    // The refusal itself (409) is what this test expects.
    watcher.allow(/^HTTP 409: DELETE http:\/\/127\.0\.0\.1:\d+\/api\/Admin\/ward\/\d+$/);
    watcher.allow(/^console error: Failed to load resource: the server responded with a status of 409 .*\/api\/Admin\/ward\/\d+\)$/);
    await page.getByRole('button', { name: `Delete ${OLD}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('so it cannot be deleted. Merge it into another ward instead').waitFor();
    await checkA11y(page, 'ward in use');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await running.app.services.db.select().from(wards).where(eq(wards.name, OLD))).toHaveLength(1);
  });

  it('merges it into another ward after a confirmation that names both: the complaint moves, the ward is gone', async () => {
    await page.getByLabel('Ward to merge').selectOption({ label: OLD });
    await page.getByLabel('Merge into').selectOption({ label: KEPT });
    await page.getByRole('button', { name: 'Merge…' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Merge ${OLD} into ${KEPT}?`).waitFor();
    await checkA11y(page, 'merge confirmation');
    await confirm.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByRole('dialog').getByText(`${OLD} was merged into ${KEPT}: 1 complaints and 0 officers moved.`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const { db } = running.app.services;
    expect(await db.select().from(wards).where(eq(wards.name, OLD))).toEqual([]);
    const [moved] = await db.select({ ward: complaints.ward }).from(complaints);
    expect(moved!.ward).toBe(KEPT);
    await page.getByRole('cell', { name: OLD }).waitFor({ state: 'detached' });
  });
});

describe('an officer’s wards on the Users screen', () => {
  it('creates an officer with "All wards"; the list says so', async () => {
    await open(page, `${running.url}/admin/users`);
    await page.locator('#new-email').fill('all.wards@council.example');
    await page.locator('#new-role').selectOption('officer');
    await page.getByLabel('All wards (every complaint, also of wards added later)').check();
    await expect(page.getByLabel(KEPT).isVisible()).resolves.toBe(false);
    await checkA11y(page, 'officer with all wards');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByRole('row', { name: /all\.wards@council\.example/ })
      .getByText('Wards: Every ward')
      .waitFor();
    const [row] = await running.app.services.db.select().from(users).where(eq(users.email, 'all.wards@council.example'));
    expect(row!.allWards).toBe(true);
  });
});
