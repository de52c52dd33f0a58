/**
 * The public site for citizens on the demo content: the Notice page and sign-in work with JavaScript off,
 * paging, the 404 page, the language switch, and every page fits a 375 px phone (screenshots saved to
 * e2e/artifacts/ at 375 and 1280 px).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, startApp, storedFile, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, launchBrowser, newContext, open, screenshot, scrollWidth, signIn } from './support/browser.ts';
import { downloadedBytes } from './support/files.ts';
import { makePdf } from '@nagar/demo/pdf.ts';

let running: RunningApp;
let browser: Browser;
/** A citizen's browser with JavaScript turned off. */
let noJs: BrowserContext;
let plain: Page;
/** A citizen's browser with JavaScript on. */
let citizenContext: BrowserContext;
let citizen: Page;
const watchers = new Map<Page, PageWatcher>();

const DEMO_NOTICES = 12;
const NEWEST_DEMO = 'Property tax rebate for payment before 31 March';
const OLDEST_DEMO = 'Monsoon preparedness: drain cleaning schedule';

function watch(page: Page): Page {
  watchers.set(page, new PageWatcher(page));
  return page;
}
const watcherOf = (page: Page) => watchers.get(page)!;
const bodyRows = (page: Page) => page.locator('table.public-table tbody tr');

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp({ demo: true, config: { sessionTtlMinutes: 30 } }), launchBrowser()]);
  noJs = await newContext(browser, { javaScriptEnabled: false, acceptDownloads: true });
  citizenContext = await newContext(browser);
  plain = watch(await noJs.newPage());
  citizen = watch(await citizenContext.newPage());
});

afterEach(() => {
  for (const w of watchers.values()) w.assertClean();
});

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

describe('public site', () => {
  it('without JavaScript, /notice lists the demo notices newest first with working downloads', async () => {
    const res = await open(plain, `${running.url}/notice`);
    expect(res).toBe(200);
    // Really no script ran: the page is the server's HTML alone.
    expect(await plain.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext)).toBe(
      'undefined',
    );
    await plain.getByRole('heading', { level: 1, name: 'Notice' }).waitFor();
    expect(await bodyRows(plain).count()).toBe(DEMO_NOTICES);
    expect(await bodyRows(plain).first().innerText()).toContain(NEWEST_DEMO);
    expect(await bodyRows(plain).last().innerText()).toContain(OLDEST_DEMO);
    expect(await plain.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);
    await checkA11y(plain, 'JavaScript off');

    const links = plain.getByRole('link', { name: /^Download Document/ });
    expect(await links.count()).toBe(DEMO_NOTICES);
    const hrefs = await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.hasAttribute('download')] as const));
    for (const [href, hasDownload] of hrefs) {
      expect(href).toMatch(/^\/files\/[0-9a-f-]{36}\/[^/]+\.pdf$/);
      expect(hasDownload).toBe(true);
    }

    // A click downloads the stored PDF, byte for byte.
    const first = bodyRows(plain)
      .first()
      .getByRole('link', { name: /^Download Document/ });
    const [download] = await Promise.all([plain.waitForEvent('download'), first.click()]);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.equals(await storedFile(running.app, hrefs[0]![0]!))).toBe(true);
    expect(download.suggestedFilename()).toMatch(/^Property-tax-rebate.*\.pdf$/);

    // Every other link leads to its PDF too.
    for (const [href] of hrefs.slice(1)) {
      const file = await noJs.request.get(`${running.url}${href}`);
      expect(file.status(), href!).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect((await file.body()).equals(await storedFile(running.app, href!))).toBe(true);
    }
  });

  it('without JavaScript, pages through 20 notices at a time; a page past the end is a 404', async () => {
    const notices = running.app.services.resource('notice');
    // Valid far ahead: on the list, not in the archive (the default validity counts from the issue date).
    for (let i = 1; i <= 9; i++) {
      const title = `Older notice ${i}`;
      await notices.create({
        values: {
          title,
          description: `Paging test ${i}`,
          issueDate: `2025-01-${String(10 - i).padStart(2, '0')}`,
          validUntil: '2099-12-31',
        },
        files: { filePath: { filename: 'older.pdf', data: await makePdf(title, ['Paging test.']) } },
        remove: new Set(),
      });
    }
    await open(plain, `${running.url}/notice`);
    expect(await bodyRows(plain).count()).toBe(20);
    const pager = plain.getByRole('navigation', { name: 'Pages' });
    expect(await pager.innerText()).toContain('Page 1 of 2');
    await Promise.all([plain.waitForURL(/\/notice\?page=2$/), pager.getByRole('link', { name: 'Next' }).click()]);
    expect(await bodyRows(plain).count()).toBe(1);
    expect(await bodyRows(plain).first().innerText()).toContain('Older notice 9');
    expect(await pager.innerText()).toContain('Page 2 of 2');
    await checkA11y(plain, 'second page');

    watcherOf(plain).allow(/HTTP 404: GET .*\/notice\?page=3$/);
    watcherOf(plain).allow(/console error: Failed to load resource: the server responded with a status of 404/);
    const past = await open(plain, `${running.url}/notice?page=3`);
    expect(past).toBe(404);
    expect(await plain.getByRole('alert').innerText()).toBe('Notice data not found (404).');
    expect(await bodyRows(plain).count()).toBe(0);
    await checkA11y(plain, 'page past the end');
  });

  it('a wrong password says so, with JavaScript on and off', async () => {
    for (const page of [citizen, plain]) {
      await open(page, `${running.url}/login`);
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await page.locator('#email').fill(ADMIN.email);
      await page.locator('#password').fill('not-the-password');
      watcherOf(page).allow(/HTTP 401: POST .*\/login(\.data)?(\?.*)?$/);
      watcherOf(page).allow(/console error: Failed to load resource: the server responded with a status of 401/);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      // The email typed stays in the form.
      expect(await page.locator('#email').inputValue()).toBe(ADMIN.email);
      await checkA11y(page, 'wrong password');
    }
  });

  it('without JavaScript, signing in lands on the admin dashboard', async () => {
    await open(plain, `${running.url}/login`);
    await checkA11y(plain, 'JavaScript off');
    await signIn(plain, ADMIN, '/admin/dashboard');
    await plain.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await checkA11y(plain, 'JavaScript off');
  });

  it('an unknown path is a 404 "Page Not Found" with a way home', async () => {
    watcherOf(citizen).allow(/HTTP 404: GET .*\/no-such-page$/);
    watcherOf(citizen).allow(/console error: Failed to load resource: the server responded with a status of 404/);
    const res = await open(citizen, `${running.url}/no-such-page`);
    expect(res).toBe(404);
    await citizen.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await checkA11y(citizen, '404');
    await Promise.all([citizen.waitForURL((u) => u.pathname === '/'), citizen.getByRole('link', { name: 'Go Back To Home' }).click()]);
    // The URL can change a moment before the home page is rendered: wait for the 404 heading to go.
    await citizen.getByRole('heading', { name: 'Page Not Found' }).waitFor({ state: 'detached' });
    await citizen.getByRole('heading', { level: 1 }).waitFor();
  });

  it('switches to Hindi and back on the same page', async () => {
    await open(citizen, `${running.url}/notice?page=2`);
    const toHindi = citizen.getByRole('link', { name: /हिन्दी/ });
    expect((await toHindi.innerText()).trim()).toBe('हिन्दी');
    expect(await toHindi.getAttribute('href')).toBe(`/language/hi?to=${encodeURIComponent('/notice?page=2')}`);
    await Promise.all([citizen.waitForURL((u) => u.pathname === '/notice' && u.search === '?page=2'), toHindi.click()]);
    await citizen.getByRole('heading', { level: 1, name: 'सूचना' }).waitFor();
    expect(await citizen.locator('html').getAttribute('lang')).toBe('hi');
    expect(await bodyRows(citizen).count()).toBe(1);
    expect(await citizen.getByRole('link', { name: /^दस्तावेज़|^Download/ }).count()).toBe(1);
    await checkA11y(citizen, 'Hindi');

    await Promise.all([
      citizen.waitForResponse((r) => r.url().includes('/language/en')),
      citizen.getByRole('link', { name: /^Read in English/ }).click(),
    ]);
    await citizen.getByRole('heading', { level: 1, name: 'Notice' }).waitFor();
    expect(new URL(citizen.url()).pathname + new URL(citizen.url()).search).toBe('/notice?page=2');
    expect(await citizen.locator('html').getAttribute('lang')).toBe('en');
  });

  it('every page fits a 375 px phone; screenshots at 375 and 1280 px', async () => {
    const staffContext = await newContext(browser);
    const staff = watch(await staffContext.newPage());
    await open(staff, `${running.url}/login`);
    await signIn(staff, ADMIN, '/admin/dashboard');

    const shots: Array<{ name: string; page: Page; path: string; status?: number; ready: (p: Page) => Promise<unknown> }> = [
      { name: 'home', page: citizen, path: '/', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
      { name: 'notice', page: citizen, path: '/notice', ready: (p) => bodyRows(p).first().waitFor() },
      { name: 'login', page: citizen, path: '/login', ready: (p) => p.locator('#email').waitFor() },
      {
        name: 'not-found',
        page: citizen,
        path: '/no-such-page',
        status: 404,
        ready: (p) => p.getByRole('heading', { name: 'Page Not Found' }).waitFor(),
      },
      {
        name: 'admin-dashboard',
        page: staff,
        path: '/admin/dashboard',
        ready: (p) => p.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(),
      },
      {
        name: 'admin-editnotice',
        page: staff,
        path: '/admin/editnotice',
        ready: (p) => p.getByRole('button', { name: `Edit ${NEWEST_DEMO}`, exact: true }).waitFor(),
      },
    ];
    const tooWide: string[] = [];
    for (const width of [375, 1280]) {
      for (const shot of shots) {
        await shot.page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
        if (shot.status === 404) {
          watcherOf(shot.page).allow(/HTTP 404: GET .*\/no-such-page$/);
          watcherOf(shot.page).allow(/console error: Failed to load resource: the server responded with a status of 404/);
        }
        const res = await open(shot.page, `${running.url}${shot.path}`);
        expect(res, shot.path).toBe(shot.status ?? 200);
        expect(new URL(shot.page.url()).pathname).toBe(shot.path);
        await shot.ready(shot.page);
        await checkA11y(shot.page, `${width} px`);
        await screenshot(shot.page, shot.name);
        const scroll = await scrollWidth(shot.page);
        if (width === 375 && scroll > 375) tooWide.push(`${shot.path}: scrollWidth ${scroll}`);
      }
    }
    expect(tooWide).toEqual([]);
    await staffContext.close();
  });
});
