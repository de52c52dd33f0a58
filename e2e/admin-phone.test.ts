/**
 * The clerk's phone (issue 30): every back-office screen at 375 px on the demo content, signed in as the admin,
 * in one browser context. Each screen's heading is on the first screen and nothing scrolls sideways; axe passes.
 * The list screens (the list kit: AdminTable, FilterBar, AdminPager) lead each record's card with its title, and
 * the first record's title is on the first screen: the filters sit behind one button that counts the filters in
 * use, and opens on a tap. At 1280 px the same lists are real tables with their filters in view and no button.
 * Screenshots at 375 and 1280 px (English) and 375 px (Hindi) in e2e/artifacts unless E2E_SCREENSHOTS=0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminNav } from '../apps/web/app/lib/admin-nav.ts';
import { resources } from '../packages/contract/src/index.ts';
import { ADMIN } from './support/app.ts';
import { browserSuite } from './support/suite.ts';
import { checkA11y, hydrated, open, screenshot, sideways, signIn } from './support/browser.ts';

const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 900 };
const suite = browserSuite({ demo: true });

/**
 * The list screens built on the kit, each with an address that shows rows on the demo content. Property tax
 * leads with its import form; its register's first card is checked for width, not for the first screen.
 */
const LISTS: Array<{ path: string; firstScreen: boolean }> = [
  { path: 'complaints?assigned=all', firstScreen: true },
  { path: 'messages', firstScreen: true },
  { path: 'licences', firstScreen: true },
  { path: 'audit', firstScreen: true },
  { path: 'notifications?status=all', firstScreen: true },
  { path: 'propertytax', firstScreen: false },
  ...resources.map((r) => ({ path: r.adminPath, firstScreen: true })),
];
const listPaths = new Set(LISTS.map((l) => l.path.split('?')[0]));
/** The other back-office screens (forms, reports, settings): heading, no sideways scroll, axe. */
const OTHERS = adminNav.map((n) => n.path).filter((p) => !listPaths.has(p));

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  page = await suite.page({ viewport: PHONE });
  context = page.context();
  await open(page, `${suite.url}/login`);
  await signIn(page, ADMIN, /^\/admin/);
});

afterAll(async () => {
  await context?.close();
});

/** Opens a back-office screen and waits for its heading (the list screens read in the browser first). */
async function openScreen(path: string) {
  await open(page, `${suite.url}/admin/${path}`);
  await page.locator('main h1').waitFor();
  await hydrated(page);
}

/** Where an element lies in the viewport: shown, and wholly on the first screen (no scroll either way). */
const box = (selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
  }, selector);

async function expectOnFirstScreen(selector: string, what: string) {
  const b = await box(selector);
  expect(b, `${what}: ${selector} is there`).not.toBeNull();
  expect(b!.width * b!.height, `${what}: ${selector} is shown`).toBeGreaterThan(0);
  expect(b!.left, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(b!.right, `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
  expect(b!.top, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(b!.bottom, `${what}: on the first screen`).toBeLessThanOrEqual(PHONE.height);
}

const FIRST_TITLE = 'main table.admin-list tbody tr:first-child td.cell-title';

describe('the back office at 375 px', () => {
  for (const { path, firstScreen } of LISTS) {
    it(`${path}: a card per record led by its title, the filters behind one button, no sideways scroll, axe`, async () => {
      await page.setViewportSize(PHONE);
      await openScreen(path);
      await page.locator('main table.admin-list tbody tr').first().waitFor();
      await expectOnFirstScreen('main h1', path);
      if (firstScreen) await expectOnFirstScreen(FIRST_TITLE, path);
      else {
        const b = await box(FIRST_TITLE);
        expect(b!.width).toBeGreaterThan(0);
        expect(b!.right).toBeLessThanOrEqual(PHONE.width);
      }
      // A card: the title's cell is drawn above the row's other cells, the table's header row is not shown.
      const order = await page.evaluate(() => {
        const row = document.querySelector('main table.admin-list tbody tr')!;
        const cells = [...row.querySelectorAll(':scope > td')].filter((td) => td.getBoundingClientRect().height > 0);
        const title = row.querySelector(':scope > td.cell-title')!.getBoundingClientRect().top;
        return {
          titleFirst: cells.every((td) => td.classList.contains('cell-title') || td.getBoundingClientRect().top > title),
          headerShown: document.querySelector('main table.admin-list thead')!.getBoundingClientRect().height > 1,
          labelled: cells
            .filter((td) => !td.classList.contains('cell-title') && !td.classList.contains('cell-actions'))
            .every((td) => td.hasAttribute('data-label')),
        };
      });
      expect(order).toEqual({ titleFirst: true, headerShown: false, labelled: true });
      expect(await sideways(page), `${path} scrolls sideways`).toBe(0);
      // The filters (where the screen has any) are folded behind one button at first.
      const bar = page.locator('main details.filter-bar');
      if (await bar.count()) {
        expect(await bar.locator('summary').isVisible()).toBe(true);
        expect(await bar.getAttribute('open')).toBeNull();
        expect(await bar.locator('form').isVisible()).toBe(false);
      }
      await checkA11y(page, `${path} at 375 px`);
      await screenshot(page, `admin-phone-${path.replace(/\W+/g, '-')}`, { fullPage: false });
    });
  }

  it('the Filters button counts the filters in use and opens them; Apply folds them again over the list', async () => {
    await page.setViewportSize(PHONE);
    await openScreen('licences?status=submitted&sort=oldest');
    const button = page.locator('main details.filter-bar > summary');
    // The order is no filter: one in use.
    expect(await button.innerText()).toBe('Filters (1 on)');
    await button.click();
    const form = page.getByRole('form', { name: 'Filter the applications' });
    await form.getByLabel('Status').waitFor();
    expect(await form.getByLabel('Status').inputValue()).toBe('submitted');
    expect(await sideways(page)).toBe(0);
    await checkA11y(page, 'licence filters open at 375 px');
    await screenshot(page, 'admin-phone-licence-filters', { fullPage: false });
    await form.getByLabel('Status').selectOption('');
    await form.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === '');
    await expect.poll(() => page.locator('main details.filter-bar').getAttribute('open')).toBeNull();
    expect(await button.innerText()).toBe('Filters');
    await expectOnFirstScreen(FIRST_TITLE, 'licences after Apply');
  });

  it('a wrong filter opens the bar by itself, its message beside the field', async () => {
    await page.setViewportSize(PHONE);
    await openScreen('messages?from=2026-10-10&to=2026-10-01');
    await page.getByRole('alert').filter({ hasText: 'Please correct the filters.' }).waitFor();
    expect(await page.locator('main details.filter-bar').getAttribute('open')).toBe('');
    expect(await page.locator('#m-to').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#m-to-error').isVisible()).toBe(true);
    expect(await page.locator('main details.filter-bar > summary').innerText()).toBe('Filters (2 on)');
    expect(await sideways(page)).toBe(0);
    await checkA11y(page, 'messages with a wrong filter at 375 px');
  });

  for (const path of OTHERS) {
    it(`${path}: the heading on the first screen, no sideways scroll, axe`, async () => {
      await page.setViewportSize(PHONE);
      await openScreen(path);
      await expectOnFirstScreen('main h1', path);
      expect(await sideways(page), `${path} scrolls sideways`).toBe(0);
      await checkA11y(page, `${path} at 375 px`);
    });
  }
});

describe('the same lists at 1280 px and in Hindi', () => {
  it('at 1280 px: a table with its header row, the filters in view with no button, axe', async () => {
    await page.setViewportSize(WIDE);
    for (const path of ['licences', 'messages', 'complaints?assigned=all', 'edittender', 'audit']) {
      await openScreen(path);
      await page.locator('main table.admin-list tbody tr').first().waitFor();
      expect(await page.locator('main table.admin-list thead th').first().isVisible(), path).toBe(true);
      expect(await page.locator('main details.filter-bar > summary').isVisible(), path).toBe(false);
      expect(await page.locator('main details.filter-bar form').isVisible(), path).toBe(true);
      const display = await page.evaluate(() => getComputedStyle(document.querySelector('main table.admin-list tbody tr')!).display);
      expect(display, path).toBe('table-row');
      expect(await sideways(page), path).toBe(0);
      await checkA11y(page, `${path} at 1280 px`);
      await screenshot(page, `admin-phone-${path.replace(/\W+/g, '-')}`, { fullPage: false });
    }
  });

  it('in Hindi at 375 px: the button and the cards in Hindi, no sideways scroll, axe', async () => {
    await page.setViewportSize(PHONE);
    await context.addCookies([{ name: 'lang', value: 'hi', url: suite.url }]);
    try {
      for (const path of ['licences?status=submitted', 'complaints?assigned=all', 'audit', 'editnotice']) {
        await openScreen(path);
        await page.locator('main table.admin-list tbody tr').first().waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe('hi');
        const summary = await page.locator('main details.filter-bar > summary').innerText();
        expect(summary, path).toMatch(path.includes('status=') ? /^फ़िल्टर \(1 लागू\)$/ : /^फ़िल्टर$/);
        await expectOnFirstScreen(FIRST_TITLE, `${path} (hi)`);
        expect(await sideways(page), path).toBe(0);
        await checkA11y(page, `${path} at 375 px in Hindi`);
        await screenshot(page, `admin-phone-hi-${path.replace(/\W+/g, '-')}`, { fullPage: false });
      }
    } finally {
      await context.addCookies([{ name: 'lang', value: 'en', url: suite.url }]);
    }
  });
});
