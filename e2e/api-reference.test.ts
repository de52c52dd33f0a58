/**
 * Admin › API reference (issue 12, Build 4): the admin opens it from the sidebar and reads an operation of the
 * server's own OpenAPI document (method, path, summary, parameters, the multipart body's fields); axe clean at
 * 1280 and 375 px, in English and Hindi, without sideways scroll on the phone.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, startApp, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, launchBrowser, newContext, open, scrollWidth, signIn } from './support/browser.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };

let running: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watcher: PageWatcher;

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp(), launchBrowser()]);
  context = await newContext(browser);
  page = await context.newPage();
  watcher = new PageWatcher(page);
});

afterEach(() => watcher.assertClean());

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

async function checkBothWidths(state: string) {
  await checkA11y(page, `${state} at 1280 px`);
  await page.setViewportSize(NARROW);
  try {
    await page.locator('main h1').waitFor();
    expect(await scrollWidth(page), `${state}: sideways scroll at 375 px`).toBeLessThanOrEqual(NARROW.width);
    await checkA11y(page, `${state} at 375 px`);
  } finally {
    await page.setViewportSize(WIDE);
  }
}

describe('Admin › API reference', () => {
  it('the admin opens it from the sidebar and reads an operation; axe clean at both widths, in both languages', async () => {
    await context.addCookies([{ name: 'lang', value: 'en', url: running.url }]);
    await open(page, `${running.url}/login`);
    await signIn(page, ADMIN, '/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'API reference', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/api');
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    expect(await page.title()).toMatch(/^API reference \| /);

    // Each operation is one line (method, path, summary) until it is opened: the fields are not there before.
    const create = page.getByRole('article', { name: 'POST /api/Admin/notice', exact: true });
    await create.waitFor();
    expect(await create.innerText()).toContain('Notice: create');
    const form = create.getByRole('region', { name: 'Request body: multipart/form-data' });
    expect(await form.isVisible()).toBe(false);
    await create.locator('summary').click();
    await form.waitFor();
    expect(await form.getByRole('cell', { name: 'title', exact: true }).count()).toBe(1);
    const track = page.getByRole('article', { name: 'GET /api/Public/complaint/{complaintNo}', exact: true });
    await track.locator('summary').press('Enter');
    await track.getByRole('cell', { name: 'mobile', exact: true }).waitFor();
    expect(await track.getByRole('cell', { name: 'mobile', exact: true }).count()).toBe(1);
    await checkBothWidths('API reference (English)');

    await context.addCookies([{ name: 'lang', value: 'hi', url: running.url }]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'एपीआई संदर्भ' }).waitFor();
    await checkBothWidths('API reference (Hindi)');
  });
});
