/**
 * A council clerk's lists (issue 12): finds a notice by a word of its title, filters tenders by status and date,
 * pages through officials, reloads and keeps the filter (everything is in the URL; the back button too), edits
 * in the panel beside the list, deletes after a dialog that names the record, and meets validation messages
 * that name the field's label in English and Hindi. axe (WCAG 2.1 A/AA) on every page and dialog opened, at
 * 1280 and 375 px; screenshots in e2e/artifacts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, startApp, type RunningApp } from './support/app.ts';
import { checkA11y, launchBrowser, newContext, open, screenshot, scrollWidth, signIn } from './support/browser.ts';
import { makePdf } from '@nagar/demo/pdf.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const NOTICE = 'Water tanker timings for ward 7';
const TENDERS = [
  { tender_no: 'NP/PWD/2026/001', tender_title: 'Drain cleaning before the monsoon', publish_date: '2026-01-15', status: 'Open' },
  { tender_no: 'NP/PWD/2026/002', tender_title: 'Street lights on Station Road', publish_date: '2026-03-10', status: 'Open' },
  { tender_no: 'NP/PWD/2026/003', tender_title: 'Market shed repairs', publish_date: '2026-03-12', status: 'Closed' },
  { tender_no: 'NP/PWD/2026/004', tender_title: 'Garbage trucks for wards 1 to 6', publish_date: '2026-02-01', status: 'Awarded' },
];
const OFFICIALS = 30;

let running: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const rows = () => page.locator('table.admin-table tbody tr:not(.row-details)');
const count = () => page.getByTestId('record-count');

/** Opens a page, waits for the app, checks it with axe. */
async function visit(url: string, state: string) {
  expect(await open(page, `${running.url}${url}`)).toBe(200);
  await checkA11y(page, state);
}

/** Submits the list's search and filter form and waits for the URL it leads to. */
async function apply(expectSearch: RegExp) {
  await Promise.all([page.waitForURL(expectSearch), page.getByRole('button', { name: 'Apply', exact: true }).click()]);
  await page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp(), launchBrowser()]);
  const { services } = running.app;
  const none = new Set<string>();
  for (const title of [NOTICE, 'Property tax rebate until 31 March', 'Holiday on Republic Day']) {
    await services.resource('notice').create({
      values: { title, description: `About: ${title}.`, issueDate: '2026-02-01' },
      files: { filePath: { filename: 'notice.pdf', data: await makePdf(title, [title]) } },
      remove: none,
    });
  }
  for (const t of TENDERS) {
    await services.resource('tender').create({
      values: { ...t, tender_discreption: `${t.tender_title}: details inside.`, last_date_of_submission: '2026-12-31' },
      files: {},
      remove: none,
    });
  }
  for (let i = 1; i <= OFFICIALS; i++) {
    const n = String(i).padStart(2, '0');
    await services.resource('official').create({
      values: {
        name: `Official ${n}`,
        designation: 'Employees',
        emailAddres: `official${n}@council.example`,
        status: i % 5 === 0 ? 'Retired' : 'Active',
        serialNo: String(i),
      },
      files: {},
      remove: none,
    });
  }
  context = await newContext(browser, { viewport: WIDE });
  page = await context.newPage();
  await open(page, `${running.url}/login`);
  await signIn(page, ADMIN, '/admin/dashboard');
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await running?.close();
});

describe('clerk lists', () => {
  it('the dashboard links to the screens, with the complaint counts and the newest content', async () => {
    await visit('/admin/dashboard', 'dashboard');
    const screens = page.getByRole('navigation', { name: 'Your screens' });
    expect(await screens.getByRole('link', { name: 'Tender', exact: true }).getAttribute('href')).toBe('/admin/edittender');
    expect(await page.getByTestId('overdue-count').textContent()).toBe('No complaint is overdue.');
    await page.getByRole('region', { name: 'Newest content' }).getByRole('link', { name: TENDERS[3]!.tender_title }).waitFor();
    await screenshot(page, 'clerk-dashboard');
  });

  it('finds a notice by a word of its title', async () => {
    await visit('/admin/editnotice', 'notice list');
    await expect.poll(() => count().textContent()).toBe('3 records');
    await page.getByLabel('Search', { exact: true }).fill('tanker');
    await apply(/\/admin\/editnotice\?search=tanker$/);
    await expect.poll(() => count().textContent()).toBe('1 record matches');
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().textContent()).toContain(NOTICE);
    await checkA11y(page, 'notice found');
  });

  it('filters tenders by status and date; a reload and the back button keep the URL and the list in step', async () => {
    await visit('/admin/edittender', 'tender list');
    await expect.poll(() => rows().count()).toBe(4);
    await page.getByLabel('Status', { exact: true }).selectOption('Open');
    await page.getByLabel('Publish Date: From', { exact: true }).fill('2026-03-01');
    await apply(/status=Open/);
    expect(page.url()).toContain('from=2026-03-01');
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().textContent()).toContain(TENDERS[1]!.tender_title);

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('Open');
    expect(await page.getByLabel('Publish Date: From', { exact: true }).inputValue()).toBe('2026-03-01');
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => count().textContent()).toBe('1 record matches');

    await page.goBack();
    await page.waitForURL(/\/admin\/edittender$/);
    await page.waitForFunction(() => document.querySelectorAll('table.admin-table tbody tr:not(.row-details)').length === 4);

    // Sorting is a link too: by Tender No, then the other way.
    await page.getByRole('link', { name: /^Tender No/ }).click();
    await page.waitForURL(/sort=tender_no/);
    await page.waitForFunction(() => document.querySelector('table.admin-table tbody tr td')?.textContent === 'NP/PWD/2026/001');
    await page.getByRole('link', { name: /^Tender No/ }).click();
    await page.waitForURL(/sort=-tender_no/);
    await page.waitForFunction(() => document.querySelector('table.admin-table tbody tr td')?.textContent === 'NP/PWD/2026/004');
    await checkA11y(page, 'tenders sorted');
  });

  it('pages through the officials', async () => {
    await visit('/admin/editministerofficeremp', 'officials page 1');
    await expect.poll(() => count().textContent()).toBe(`${OFFICIALS} records`);
    await expect.poll(() => rows().count()).toBe(25);
    await page.getByRole('navigation', { name: 'Pages of the list' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => rows().count()).toBe(OFFICIALS - 25);
    await page.getByLabel('Status', { exact: true }).selectOption('Retired');
    await apply(/status=Retired/);
    // A new filter starts at its first page.
    expect(page.url()).not.toContain('page=2');
    await expect.poll(() => rows().count()).toBe(OFFICIALS / 5);
    await checkA11y(page, 'officials filtered');
  });

  it('edits a tender in the panel beside the list; the row shows the change', async () => {
    await visit('/admin/edittender', 'tender list');
    const title = TENDERS[2]!.tender_title;
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Edit Tender', exact: true });
    await panel.waitFor();
    // The list stays on the page beside the panel.
    await expect.poll(() => rows().count()).toBe(4);
    await checkA11y(page, 'edit panel open');
    await screenshot(page, 'clerk-tender-panel');
    await panel.getByLabel(/^Tender Title( \*)?$/).fill(`${title} (second call)`);
    await panel.getByRole('button', { name: 'Update Tender', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'Success', exact: true });
    await success.waitFor();
    await success.getByRole('button', { name: 'OK', exact: true }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Edit ${title} (second call)`, exact: true }).waitFor();
  });

  it('deletes after a dialog that names the record; Cancel keeps it', async () => {
    await visit('/admin/edittender', 'tender list');
    const title = TENDERS[0]!.tender_title;
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${title}?`, exact: true });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`“${title}”`);
    // Cancel has the focus: Enter on an accidental click deletes nothing.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await checkA11y(page, 'delete confirmation open');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rows().count()).toBe(4);

    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleted = page.getByRole('dialog', { name: 'Deleted', exact: true });
    await deleted.waitFor();
    await deleted.getByRole('button', { name: 'OK', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('table.admin-table tbody tr:not(.row-details)').length === 3);
    expect(await page.getByRole('button', { name: `Delete ${title}`, exact: true }).count()).toBe(0);
  });

  it('validation messages name the field by its label, in English and in Hindi', async () => {
    for (const [lang, label, create] of [
      ['en', 'Tender No', 'Create New'],
      ['hi', 'निविदा संख्या', 'नया बनाएँ'],
    ] as const) {
      await context.addCookies([{ name: 'lang', value: lang, url: running.url }]);
      await visit('/admin/edittender', `tender list (${lang})`);
      await page.getByRole('main').getByRole('button', { name: create }).first().click();
      const panel = page.locator('dialog.edit-panel');
      await panel.waitFor();
      await panel.locator('button[type=submit]').click();
      const error = page.locator('dialog.message-dialog[open]');
      await error.waitFor();
      expect(await error.getByRole('alert').textContent()).toContain(label);
      await checkA11y(page, `validation dialog (${lang})`);
      await error.getByRole('button').click();
    }
    await context.addCookies([{ name: 'lang', value: 'en', url: running.url }]);
  });

  it('at 375 px: the lists and the panel fit the phone, axe clean', async () => {
    await page.setViewportSize(NARROW);
    for (const [url, name] of [
      ['/admin/dashboard', 'clerk-dashboard'],
      ['/admin/edittender?status=Open', 'clerk-tenders'],
      ['/admin/editministerofficeremp', 'clerk-officials'],
      ['/admin/editnotice?search=tanker', 'clerk-notice'],
    ] as const) {
      await visit(url, `${name} at 375`);
      expect(await scrollWidth(page), url).toBeLessThanOrEqual(NARROW.width);
      await screenshot(page, name);
    }
    await open(page, `${running.url}/admin/edittender`);
    await page.getByRole('main').getByRole('button', { name: 'Create New', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Create New Tender', exact: true });
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box?.width).toBe(NARROW.width);
    await checkA11y(page, 'create panel at 375');
    await screenshot(page, 'clerk-tender-panel');
    await page.setViewportSize(WIDE);
  });
});
