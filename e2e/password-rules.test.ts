/**
 * Issue 26 (passwords, failed sign-ins): Profile refuses a new password made of the site's words with the rule's
 * message, in English and Hindi, and names the rule in its hint; Admin › Audit shows a failed sign-in with no
 * actor ("Unknown person") and the address typed as a field of its own. Every state passes axe.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, messagesHi } from '@nagar/contract';
import { ADMIN } from './support/app.ts';
import { checkA11y, open, signIn } from './support/browser.ts';
import { pageSuite } from './support/suite.ts';

const suite = pageSuite({ config: { sessionTtlMinutes: 30 } });

const setLanguage = (lang: 'en' | 'hi') => suite.context.addCookies([{ name: 'lang', value: lang, url: suite.running.url }]);

async function tryNewPassword(password: string) {
  await suite.page.locator('#currentPassword').fill(ADMIN.password);
  await suite.page.locator('#newPassword').fill(password);
  await suite.page
    .locator('form')
    .filter({ has: suite.page.locator('#newPassword') })
    .locator('button[type="submit"]')
    .click();
}

describe('password rules and failed sign-ins on the screens', () => {
  it('Profile: the site’s words with digits and symbols are refused with the rule’s message, in both languages', async () => {
    await open(suite.page, `${suite.running.url}/login`);
    await signIn(suite.page, ADMIN, '/admin/dashboard');
    await open(suite.page, `${suite.running.url}/admin/profile`);
    // The refusals are 400 answers of the API, by design.
    suite.watcher.allow(/HTTP 400: POST .*\/api\/Account\/password$/);
    suite.watcher.allow(/console error: Failed to load resource: the server responded with a status of 400/);
    await expect.poll(() => suite.page.locator('#newPassword-hint').textContent()).toContain('council’s name');
    await tryNewPassword('Sundarpur@2026!');
    await suite.page
      .locator('#newPassword-error')
      .filter({ hasText: formatMessage('passwordSiteWords') })
      .waitFor();
    await checkA11y(suite.page, 'profile: a site-word password refused');

    await setLanguage('hi');
    await open(suite.page, `${suite.running.url}/admin/profile`);
    suite.watcher.allow(/HTTP 400: POST .*\/api\/Account\/password$/);
    suite.watcher.allow(/console error: Failed to load resource: the server responded with a status of 400/);
    await tryNewPassword('nagarparishad');
    await suite.page.locator('#newPassword-error').filter({ hasText: messagesHi.passwordSiteWords }).waitFor();
    await checkA11y(suite.page, 'profile in Hindi: a site-word password refused');
    await setLanguage('en');
    suite.watcher.assertClean();
  });

  it('Admin › Audit: a failed sign-in has no actor, and the address typed is a field of its own', async () => {
    const res = await fetch(`${suite.running.url}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Mallory@Evil.example', password: 'some-guess-1' }),
    });
    expect(res.status).toBe(401);
    await open(suite.page, `${suite.running.url}/admin/audit?action=sign-in-failed`);
    const row = suite.page.locator('table tbody tr').filter({ hasText: 'mallory@evil.example' });
    await row.waitFor();
    await expect.poll(() => row.locator('.audit-who').textContent()).toBe('Unknown person');
    expect(await row.textContent()).toContain('E-mail typed: mallory@evil.example');
    await checkA11y(suite.page, 'audit: a failed sign-in');
    suite.watcher.assertClean();
  });
});
