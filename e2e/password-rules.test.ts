/**
 * Issue 26 (passwords, failed sign-ins): Profile refuses a new password made of the site's words with the rule's
 * message, in English and Hindi, and names the rule in its hint; Admin › Audit shows a failed sign-in with no
 * actor ("Unknown person") and the address typed as a field of its own. Every state passes axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatMessage, messagesHi } from '@nagar/contract';
import { ADMIN, startApp, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, launchBrowser, newContext, open, signIn } from './support/browser.ts';

let running: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watcher: PageWatcher;

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp({ config: { sessionTtlMinutes: 30 } }), launchBrowser()]);
  context = await newContext(browser);
  page = await context.newPage();
  watcher = new PageWatcher(page);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await running?.close();
});

const setLanguage = (lang: 'en' | 'hi') => context.addCookies([{ name: 'lang', value: lang, url: running.url }]);

async function tryNewPassword(password: string) {
  await page.locator('#currentPassword').fill(ADMIN.password);
  await page.locator('#newPassword').fill(password);
  await page
    .locator('form')
    .filter({ has: page.locator('#newPassword') })
    .locator('button[type="submit"]')
    .click();
}

describe('password rules and failed sign-ins on the screens', () => {
  it('Profile: the site’s words with digits and symbols are refused with the rule’s message, in both languages', async () => {
    await open(page, `${running.url}/login`);
    await signIn(page, ADMIN, '/admin/dashboard');
    await open(page, `${running.url}/admin/profile`);
    // The refusals are 400 answers of the API, by design.
    watcher.allow(/HTTP 400: POST .*\/api\/Account\/password$/);
    watcher.allow(/console error: Failed to load resource: the server responded with a status of 400/);
    await expect.poll(() => page.locator('#newPassword-hint').textContent()).toContain('council’s name');
    await tryNewPassword('Sundarpur@2026!');
    await page
      .locator('#newPassword-error')
      .filter({ hasText: formatMessage('passwordSiteWords') })
      .waitFor();
    await checkA11y(page, 'profile: a site-word password refused');

    await setLanguage('hi');
    await open(page, `${running.url}/admin/profile`);
    watcher.allow(/HTTP 400: POST .*\/api\/Account\/password$/);
    watcher.allow(/console error: Failed to load resource: the server responded with a status of 400/);
    await tryNewPassword('nagarparishad');
    await page.locator('#newPassword-error').filter({ hasText: messagesHi.passwordSiteWords }).waitFor();
    await checkA11y(page, 'profile in Hindi: a site-word password refused');
    await setLanguage('en');
    watcher.assertClean();
  });

  it('Admin › Audit: a failed sign-in has no actor, and the address typed is a field of its own', async () => {
    const res = await fetch(`${running.url}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Mallory@Evil.example', password: 'some-guess-1' }),
    });
    expect(res.status).toBe(401);
    await open(page, `${running.url}/admin/audit?action=sign-in-failed`);
    const row = page.locator('table tbody tr').filter({ hasText: 'mallory@evil.example' });
    await row.waitFor();
    await expect.poll(() => row.locator('.audit-who').textContent()).toBe('Unknown person');
    expect(await row.textContent()).toContain('E-mail typed: mallory@evil.example');
    await checkA11y(page, 'audit: a failed sign-in');
    watcher.assertClean();
  });
});
