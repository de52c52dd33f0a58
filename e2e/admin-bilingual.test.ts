/**
 * Issue 13, Build 2: a bilingual field in the back office. The create/edit panel shows the English and the Hindi
 * input side by side on a wide screen and one under the other on a phone, the Hindi input marked lang="hi";
 * the list shows the clerk's language with the other one as a hint (marked with its lang), and its search finds
 * a record by a Hindi word. axe on every state opened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, startApp, type RunningApp } from './support/app.ts';
import { checkA11y, launchBrowser, newContext, open, screenshot, signIn } from './support/browser.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const TITLE = { en: 'Water supply cut on Station Road', hi: 'स्टेशन रोड पर पानी की आपूर्ति बंद' };

let running: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const panel = () => page.getByRole('dialog', { name: 'Create New Latest News', exact: true });
const english = () => panel().getByLabel(/^Title( \*)?$/);
const hindi = () => panel().getByLabel('Title (Hindi)', { exact: true });
const box = async (which: () => ReturnType<Page['locator']>) => (await which().boundingBox())!;

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp(), launchBrowser()]);
  context = await newContext(browser, { viewport: WIDE });
  await context.addCookies([{ name: 'lang', value: 'en', url: running.url }]);
  page = await context.newPage();
  await open(page, `${running.url}/login`);
  await signIn(page, ADMIN, '/admin/dashboard');
});

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

describe('a bilingual field in the back office', () => {
  it('the panel puts English and Hindi side by side at 1280 px, one under the other at 375 px; the Hindi input is lang="hi"', async () => {
    expect(await open(page, `${running.url}/admin/editlatestnews`)).toBe(200);
    await page.getByRole('button', { name: 'Create New', exact: true }).click();
    await panel().waitFor();
    expect(await hindi().getAttribute('lang')).toBe('hi');
    expect(await english().getAttribute('lang')).toBe('en');
    const [en, hi] = [await box(english), await box(hindi)];
    expect(Math.abs(en.y - hi.y), 'same row').toBeLessThan(4);
    expect(hi.x).toBeGreaterThan(en.x + en.width);
    await checkA11y(page, 'latest news panel at 1280 px');

    await page.setViewportSize(NARROW);
    await expect.poll(async () => (await box(hindi)).y > (await box(english)).y + (await box(english)).height).toBe(true);
    expect(Math.abs((await box(hindi)).x - (await box(english)).x)).toBeLessThan(4);
    await checkA11y(page, 'latest news panel at 375 px');
    await screenshot(page, 'admin-bilingual-panel');
    await page.setViewportSize(WIDE);

    await english().fill(TITLE.en);
    await hindi().fill(TITLE.hi);
    await panel()
      .getByLabel(/^Description( \*)?$/)
      .fill('From 10 am to 2 pm on Sunday.');
    await panel().getByLabel('Description (Hindi)', { exact: true }).fill('रविवार को सुबह 10 बजे से दोपहर 2 बजे तक।');
    await panel().getByRole('button', { name: 'Create Latest News', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'Success', exact: true });
    await success.waitFor();
    await success.getByRole('button', { name: 'OK', exact: true }).click();
    await panel().waitFor({ state: 'hidden' });
  });

  it('the list shows the clerk’s language first and the other as a hint with its lang; search finds a Hindi word', async () => {
    const cell = () => page.locator('table.admin-table tbody tr:not(.row-details)').first().locator('td').first();
    expect(await open(page, `${running.url}/admin/editlatestnews`)).toBe(200);
    await expect.poll(async () => (await cell().locator('.cell-text').allInnerTexts()).join(' | ')).toBe(`${TITLE.en} | ${TITLE.hi}`);
    expect(await cell().locator('.cell-hint').getAttribute('lang')).toBe('hi');
    await checkA11y(page, 'latest news list (English)');

    await context.addCookies([{ name: 'lang', value: 'hi', url: running.url }]);
    expect(await open(page, `${running.url}/admin/editlatestnews?search=${encodeURIComponent('पानी')}`)).toBe(200);
    await expect.poll(async () => (await cell().locator('.cell-text').allInnerTexts()).join(' | ')).toBe(`${TITLE.hi} | ${TITLE.en}`);
    expect(await cell().locator('.cell-hint').getAttribute('lang')).toBe('en');
    expect(await cell().locator('.cell-text').first().getAttribute('lang')).toBeNull();
    await checkA11y(page, 'latest news list (Hindi), searched in Hindi');
    await screenshot(page, 'admin-bilingual-list-hi');
    await context.addCookies([{ name: 'lang', value: 'en', url: running.url }]);
  });
});
