/**
 * Staff two-factor sign-in in the browser (ADMIN_2FA=required): an admin signs in with the password to the
 * set-up only, scans (reads) the secret, confirms with a code and gets ten recovery codes; then signs in with a
 * code, with a recovery code, and is refused a code already used. Once with JavaScript, once without.
 * The codes are computed here from the secret, as an authenticator app does.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, startApp, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, hydrated, launchBrowser, newContext, open, screenshot } from './support/browser.ts';

let running: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
const watchers: PageWatcher[] = [];

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: ms });

const WRONG = 'This code is not right or was already used.';

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp({ config: { admin2fa: 'required' } }), launchBrowser()]);
});
afterEach(() => {
  for (const w of watchers) w.assertClean();
});
afterAll(async () => {
  await browser?.close();
  await running?.close();
});

async function newPage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await newContext(browser, { javaScriptEnabled });
  contexts.push(context);
  const page = await context.newPage();
  const watcher = new PageWatcher(page);
  // The refusals this test asks for: a wrong code at the set-up (400), a used code at sign-in (401).
  watcher.allow(/HTTP 40[01]: POST .*\/login(\/two-factor)?(\.data)?(\?.*)?$/);
  watcher.allow(/status of 40[01] .*\/login(\/two-factor)?(\.data)?(\?.*)?\)$/);
  watchers.push(watcher);
  return page;
}

/** Both widths of a screen, for the artifacts (looked at by a person). */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, name);
}

async function submitPassword(page: Page, email: string, password: string) {
  await hydrated(page);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The code step: with JavaScript the page kept the password; without, it asks for it again. */
async function submitCode(page: Page, code: string, password: string, js: boolean) {
  await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
  const again = page.locator('#password');
  if (js) expect(await again.count()).toBe(0);
  else await again.fill(password);
  // The password is never written back into the page.
  expect(await page.content()).not.toContain(password);
  await page.locator('#code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  const res = await page.request.post(`${running.url}/logout`, { headers: { origin: running.url }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
}

async function enrolAndSignIn(page: Page, account: { email: string; password: string }, js: boolean, tag: string) {
  await open(page, `${running.url}/login`);
  await submitPassword(page, account.email, account.password);
  // The restricted session reaches only the set-up: the back office sends it back there.
  await page.waitForURL((u) => u.pathname === '/login/two-factor');
  await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
  await open(page, `${running.url}/admin/dashboard`);
  expect(new URL(page.url()).pathname).toBe('/login/two-factor');
  const api = await page.request.get(`${running.url}/api/Admin/users`);
  expect(api.status()).toBe(403);
  await checkA11y(page, `two-factor set-up (${tag})`);
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (js) await shots(page, 'two-factor-enrol');
  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code first: refused, and the set-up stays.
  await page.locator('#code').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByRole('alert').filter({ hasText: 'This code is not right.' }).waitFor();
  const confirmedAt = Date.now();
  await page.locator('#code').fill(codeAt(secret, confirmedAt));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your recovery codes' }).waitFor();
  const codes = await page.locator('ol.recovery-codes li').allTextContents();
  expect(codes).toHaveLength(10);
  await checkA11y(page, `recovery codes (${tag})`);
  if (js) await shots(page, 'two-factor-recovery-codes');
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL((u) => u.pathname === '/admin/dashboard');
  await signOut(page);

  // The code of the next step (the one of the confirmation is used up).
  const code = codeAt(secret, confirmedAt + 30_000);
  await open(page, `${running.url}/login`);
  await submitPassword(page, account.email, account.password);
  await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
  await checkA11y(page, `code step (${tag})`);
  if (js) await shots(page, 'two-factor-code');
  await submitCode(page, code, account.password, js);
  await page.waitForURL((u) => u.pathname === '/admin/dashboard');
  await signOut(page);

  // The same code again: refused, still at the code step.
  await open(page, `${running.url}/login`);
  await submitPassword(page, account.email, account.password);
  await submitCode(page, code, account.password, js);
  await page.getByRole('alert').filter({ hasText: WRONG }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await checkA11y(page, `reused code refused (${tag})`);
  if (js) await shots(page, 'two-factor-code-refused');

  // A recovery code, once.
  await submitCode(page, codes[0]!, account.password, js);
  await page.waitForURL((u) => u.pathname === '/admin/dashboard');
  await signOut(page);
  await open(page, `${running.url}/login`);
  await submitPassword(page, account.email, account.password);
  await submitCode(page, codes[0]!, account.password, js);
  await page.getByRole('alert').filter({ hasText: WRONG }).waitFor();
  // Another recovery code still works.
  await submitCode(page, codes[1]!, account.password, js);
  await page.waitForURL((u) => u.pathname === '/admin/dashboard');
  await signOut(page);
  return codes;
}

const SECOND = { email: 'second-admin@e2e.example', password: 'kestrel-violet-4419' };
let adminCodes: string[] = [];

describe('two-factor sign-in', () => {
  it('with JavaScript: enrol, sign in with a code and with a recovery code, a reused code refused', async () => {
    const page = await newPage(true);
    adminCodes = await enrolAndSignIn(page, ADMIN, true, 'JavaScript');
  }, 120_000);

  it('without JavaScript: the same', async () => {
    await running.app.services.accounts.upsert({ ...SECOND, role: 'admin' });
    const page = await newPage(false);
    await enrolAndSignIn(page, SECOND, false, 'no JavaScript');
  }, 120_000);

  it("Profile says it is on; an admin resets another admin's second factor on Users, who then sets it up again", async () => {
    const page = await newPage(true);
    await open(page, `${running.url}/login`);
    await submitPassword(page, ADMIN.email, ADMIN.password);
    await submitCode(page, adminCodes[2]!, ADMIN.password, true);
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');
    await open(page, `${running.url}/admin/profile`);
    await page.getByText('Two-factor sign-in is on').waitFor();
    await checkA11y(page, 'profile with two-factor sign-in on');

    await open(page, `${running.url}/admin/users`);
    const row = page.locator(`tr[data-email="${SECOND.email}"]`);
    await row.getByText('Two-factor sign-in on').waitFor();
    // One's own row offers neither a password reset (Profile, with the current one) nor a second-factor reset.
    const own = page.locator(`tr[data-email="${ADMIN.email}"]`);
    expect(await own.getByRole('button', { name: /Reset/ }).count()).toBe(0);
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: `Reset the two-factor sign-in of ${SECOND.email}` }).click();
    await page.getByText(`The two-factor sign-in of ${SECOND.email} was reset.`).waitFor();
    await checkA11y(page, 'users after a second-factor reset');

    const second = await newPage(false);
    await open(second, `${running.url}/login`);
    await submitPassword(second, SECOND.email, SECOND.password);
    await second.waitForURL((u) => u.pathname === '/login/two-factor');
    await second.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
  }, 120_000);
});
