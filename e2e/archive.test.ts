/**
 * Validity and the archive (issue 29, GIGW 3.0): a notice whose "valid until" date has passed is on the notice
 * archive page, not on the list; the archive filters by year with a plain form (JavaScript off too), in English
 * and Hindi, at 375 and 1280 px, axe-clean; the staff dashboard lists what expires within 14 days, each with a
 * link that opens it for editing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makePdf } from '../packages/demo/src/pdf.ts';
import { addDays, todayInIndia } from '../apps/server/src/resources/validity.ts';
import { ADMIN, startApp, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, launchBrowser, newContext, open, scrollWidth, signIn } from './support/browser.ts';

let running: RunningApp;
let browser: Browser;
let plain: BrowserContext;
let scripted: BrowserContext;
const watchers: PageWatcher[] = [];

const EXPIRED_2024 = 'Ward 7 road closure for pipeline work';
const EXPIRED_2025 = 'Property tax camp in the old market';
const CURRENT = 'Water tanker timings for ward 5';
const SOON = 'Last days to register street vendors';

async function notice(title: string, issueDate: string, validUntil: string, titleHi = '') {
  return running.app.services.resource('notice').create({
    values: { title, titleHi, description: `About: ${title}.`, issueDate, validUntil },
    files: { filePath: { filename: 'notice.pdf', data: await makePdf(title, ['Archive test.']) } },
    remove: new Set(),
  });
}

const rows = (page: Page) => page.locator('table tbody tr');
const rowTexts = async (page: Page) => (await rows(page).allInnerTexts()).join('\n');

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp(), launchBrowser()]);
  await notice(EXPIRED_2024, '2024-03-05', '2024-06-30', 'वार्ड 7 में पाइपलाइन कार्य हेतु सड़क बंद');
  await notice(EXPIRED_2025, '2025-02-10', '2025-03-31');
  await notice(CURRENT, '2026-11-10', '2099-12-31');
  await notice(SOON, todayInIndia(), addDays(todayInIndia(), 5));
  plain = await newContext(browser, { javaScriptEnabled: false });
  scripted = await newContext(browser);
});

afterEach(() => {
  for (const w of watchers.splice(0)) w.assertClean();
});

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

async function page(context: BrowserContext): Promise<Page> {
  const p = await context.newPage();
  watchers.push(new PageWatcher(p));
  return p;
}

describe('the notice archive', () => {
  it('the list holds current notices only and links to the archive, which holds the expired ones (JavaScript off)', async () => {
    const p = await page(plain);
    expect(await open(p, `${running.url}/notice`)).toBe(200);
    const list = await rowTexts(p);
    expect(list).toContain(CURRENT);
    expect(list).not.toContain(EXPIRED_2024);
    expect(list).not.toContain(EXPIRED_2025);
    await Promise.all([
      p.waitForURL(/\/notice\/archive$/),
      p.getByRole('link', { name: 'Archive: items whose validity has ended' }).click(),
    ]);
    await p.getByRole('heading', { level: 1, name: 'Notice — Archive' }).waitFor();
    expect(await p.title()).toContain('Notice — Archive');
    const archive = await rowTexts(p);
    expect(archive).toContain(EXPIRED_2024);
    expect(archive).toContain(EXPIRED_2025);
    expect(archive).not.toContain(CURRENT);
    expect(archive).not.toContain(SOON);
    await checkA11y(p, 'archive, all years, JavaScript off');

    // The year filter is a plain GET form: choose 2024, press Show.
    const year = p.getByLabel('Year', { exact: true });
    expect(await year.locator('option').allInnerTexts()).toEqual(['All years', '2025', '2024']);
    await year.selectOption('2024');
    await Promise.all([p.waitForURL(/\/notice\/archive\?year=2024$/), p.getByRole('button', { name: 'Show', exact: true }).click()]);
    const of2024 = await rowTexts(p);
    expect(of2024).toContain(EXPIRED_2024);
    expect(of2024).not.toContain(EXPIRED_2025);
    expect(await p.getByLabel('Year', { exact: true }).inputValue()).toBe('2024');
    await checkA11y(p, 'archive of 2024, JavaScript off');

    // A year with nothing in it says so; the back link returns to the list.
    expect(await open(p, `${running.url}/notice/archive?year=2023`)).toBe(200);
    await p.getByText('There are no archived items from 2023.').waitFor();
    await Promise.all([p.waitForURL(/\/notice$/), p.getByRole('link', { name: 'Back to the current list' }).click()]);
    await p.close();
  });

  it('filters by year with JavaScript on, in Hindi, and fits 375 px', async () => {
    await scripted.addCookies([{ name: 'lang', value: 'hi', url: running.url }]);
    try {
      const p = await page(scripted);
      for (const width of [1280, 375]) {
        await p.setViewportSize({ width, height: 900 });
        expect(await open(p, `${running.url}/notice/archive`)).toBe(200);
        await p.getByRole('heading', { level: 1, name: 'सूचना — संग्रह' }).waitFor();
        expect(await p.locator('html').getAttribute('lang')).toBe('hi');
        await p.getByLabel('वर्ष', { exact: true }).selectOption('2024');
        await Promise.all([p.waitForURL(/\?year=2024$/), p.getByRole('button', { name: 'दिखाएँ', exact: true }).click()]);
        // The router loads the year's rows in place: the other year's row goes.
        await rows(p).filter({ hasText: EXPIRED_2025 }).waitFor({ state: 'detached' });
        await rows(p).filter({ hasText: 'वार्ड 7 में पाइपलाइन कार्य हेतु सड़क बंद' }).waitFor();
        expect(await scrollWidth(p)).toBeLessThanOrEqual(width);
        await checkA11y(p, `Hindi archive of 2024 at ${width} px`);
      }
      await p.close();
    } finally {
      await scripted.addCookies([{ name: 'lang', value: 'en', url: running.url }]);
    }
  });

  it('the other types have their archive page too, linked from their list', async () => {
    const p = await page(plain);
    for (const [list, archive, heading] of [
      ['/circulars', '/circulars/archive', 'Circulars — Archive'],
      ['/officeorder', '/officeorder/archive', 'Office Order — Archive'],
      ['/latestnews', '/latestnews/archive', 'Latest News — Archive'],
      ['/pasttender', '/tender/archive', 'Tenders — Archive'],
      ['/pressrelease', '/pressrelease/archive', 'Press Releases — Archive'],
    ] as const) {
      expect(await open(p, `${running.url}${list}`), list).toBe(200);
      expect(await p.getByRole('link', { name: 'Archive: items whose validity has ended' }).getAttribute('href')).toBe(archive);
      expect(await open(p, `${running.url}${archive}`), archive).toBe(200);
      await p.getByRole('heading', { level: 1, name: heading }).waitFor();
      await p.getByText('There are no archived items.').waitFor();
    }
    await checkA11y(p, 'an empty archive');
    await p.close();
  });
});

describe("the staff dashboard's expiring items", () => {
  it('lists what expires within 14 days with its date and a link that opens it for editing', async () => {
    const staff = await newContext(browser);
    const p = await staff.newPage();
    const watcher = new PageWatcher(p);
    try {
      await open(p, `${running.url}/login`);
      await signIn(p, ADMIN, /^\/admin/);
      expect(await open(p, `${running.url}/admin/dashboard`)).toBe(200);
      const section = p.getByRole('region', { name: 'Expiring within 14 days' });
      await section.waitFor();
      const text = await section.innerText();
      expect(text).toContain(SOON);
      expect(text).not.toContain(CURRENT);
      expect(text).not.toContain(EXPIRED_2025);
      await checkA11y(p, 'dashboard with expiring items');
      await Promise.all([p.waitForURL(/\/admin\/editnotice\?/), section.getByRole('link', { name: `Edit ${SOON}` }).click()]);
      const form = p.getByRole('dialog', { name: 'Edit Notice', exact: true });
      await form.waitFor();
      expect(await form.getByLabel(/^Title( \*)?$/).inputValue()).toBe(SOON);
      expect(await form.getByLabel(/^Valid until$/).inputValue()).toBe(addDays(todayInIndia(), 5));
      watcher.assertClean();
    } finally {
      await staff.close();
    }
  });

  it("a new notice's issue date starts at today in the admin form", async () => {
    const staff = await newContext(browser);
    const p = await staff.newPage();
    try {
      await open(p, `${running.url}/login`);
      await signIn(p, ADMIN, /^\/admin/);
      await open(p, `${running.url}/admin/editnotice`);
      await p.getByRole('main').getByRole('button', { name: 'Create New', exact: true }).click();
      const form = p.getByRole('dialog', { name: 'Create New Notice', exact: true });
      await form.waitFor();
      expect(await form.getByLabel(/^Issue Date( \*)?$/).inputValue()).toBe(todayInIndia());
    } finally {
      await staff.close();
    }
  });
});
