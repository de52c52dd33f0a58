/**
 * Sessions end (spec §9, 5 minutes by default) without losing typed work: a warning a minute before the
 * end with 'Stay signed in', a trip to /login?expired=1 at the end, and the draft back after signing in.
 * The server's clock is moved through the sessions table; the browser's through Playwright's clock.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { notices } from '../apps/server/src/db/schema.ts';
import { countRows } from '../apps/server/src/test/app.ts';
import { ADMIN, sessionExpiries, setSessionExpiry } from './support/app.ts';
import { PageWatcher, checkA11y, hydrated, newContext, open, signIn } from './support/browser.ts';
import { browserFrame } from './support/suite.ts';
import { tempDir, writePdf } from './support/files.ts';

const portal = browserFrame();
let context: BrowserContext;
let page: Page;
const watchers: PageWatcher[] = [];
let watcher: PageWatcher;
const tmp = tempDir();

const WARNING = 'Your session is about to end';
const RESTORED = 'Your unsaved notice was restored.';
const EXPIRED = 'Your session has ended. Please sign in again.';

const noticeCount = () => countRows(portal.running.app, notices);
const titleField = (p: Page) => p.locator('.admin-form').getByLabel(/^Title( \*)?$/);
const descriptionField = (p: Page) => p.locator('.admin-form').getByLabel('Description', { exact: true });
/** Opens the notice form's panel beside the list (Create New), unless it is open already (a restored draft). */
async function openForm(p: Page) {
  const panel = p.getByRole('dialog', { name: 'Create New Notice', exact: true });
  if (!(await panel.isVisible())) await p.getByRole('main').getByRole('button', { name: 'Create New', exact: true }).click();
  await panel.waitFor();
}
/** "Leave site?" prompts the browser showed when the page sent the person to sign in by itself. */
let promptsAtAutoSignOut: number | null = null;
const inSeconds = (s: number) => new Date(Date.now() + s * 1000);

/** Every way out of the admin area at expiry must land on the login page saying why, with the way back. */
async function expectExpiredLogin(p: Page) {
  const url = new URL(p.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('expired')).toBe('1');
  expect(url.searchParams.get('next')).toBe('/admin/editnotice');
  await p.getByRole('status').filter({ hasText: EXPIRED }).waitFor();
  await checkA11y(p, 'login after the session expired');
}

/**
 * Ends the session on the server, then saves the notice form with `button`: the save (`method`) is refused with 401
 * and the page lands on the login page saying why.
 */
async function saveAfterExpiry(method: 'POST' | 'PUT', button: string) {
  expect(await setSessionExpiry(portal.running.app, inSeconds(-5))).toBe(1);
  watcher.allow(new RegExp(`HTTP 401: ${method} .*/api/Admin/notice$`));
  watcher.allow(/console error: Failed to load resource: the server responded with a status of 401/);
  await Promise.all([page.waitForURL((u) => u.pathname === '/login'), page.getByRole('button', { name: button, exact: true }).click()]);
  await expectExpiredLogin(page);
}

beforeAll(async () => {
  context = await newContext(portal.browser);
  page = await context.newPage();
  watcher = new PageWatcher(page);
  watchers.push(watcher);
});

afterEach(() => {
  for (const w of watchers) w.assertClean();
});

afterAll(() => tmp.cleanup());

describe('session expiry', () => {
  it('sends a signed-out visitor to the login page and back to the screen they asked for', async () => {
    await open(page, `${portal.running.url}/admin/editnotice`);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/editnotice');
    await checkA11y(page, 'login with a return path');
    await signIn(page, ADMIN, '/admin/editnotice');
    await page.getByRole('heading', { level: 1, name: 'Notice' }).waitFor();
    await openForm(page);
    // Nothing to restore yet.
    expect(await page.getByText(RESTORED).count()).toBe(0);
  });

  it('warns a minute before the end; Stay signed in extends the session', async () => {
    // 61 s: the warning (60 s before the end) is due about a second after the page loads.
    expect(await setSessionExpiry(portal.running.app, inSeconds(61))).toBe(1);
    await page.reload();
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: WARNING });
    await dialog.waitFor();
    const text = await dialog.innerText();
    const seconds = Number(/signed out in (\d+) seconds/.exec(text)?.[1]);
    expect(seconds).toBeGreaterThan(45);
    expect(seconds).toBeLessThanOrEqual(60);
    await checkA11y(page, 'session warning open');

    const before = Date.now();
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The server extended the session by its whole lifetime (5 minutes by default)...
    const [expiry] = await sessionExpiries(portal.running.app);
    expect(expiry!.getTime()).toBeGreaterThanOrEqual(before + 5 * 60_000 - 2_000);
    // (The page closes the warning only once it knows the new end: the dialog is hidden above.)
    await openForm(page);
    await titleField(page).fill('still signed in');
    await titleField(page).fill('');
  });

  it('on an action after the end goes to /login?expired=1; the typed work is back after signing in', async () => {
    const title = 'Budget hearing moved to 14 December';
    const description = 'Typed just before the session ended.';
    await page.reload();
    await hydrated(page);
    await openForm(page);
    await titleField(page).fill(title);
    await descriptionField(page).fill(description);
    const pdf = await writePdf(tmp.dir, 'hearing.pdf', title);
    await page
      .locator('.admin-form')
      .getByLabel(/^Document/)
      .setInputFiles(pdf.file);

    // The save is refused (401) and the page sends the person to sign in again.
    await saveAfterExpiry('POST', 'Create Notice');
    expect(await noticeCount()).toBe(0);

    await signIn(page, ADMIN, '/admin/editnotice');
    await page.getByRole('status').filter({ hasText: RESTORED }).waitFor();
    expect(await titleField(page).inputValue()).toBe(title);
    expect(await descriptionField(page).inputValue()).toBe(description);
    await checkA11y(page, 'restored draft');

    // The file cannot be kept by a browser; chosen again, the notice is saved and the draft is done with.
    await page
      .locator('.admin-form')
      .getByLabel(/^Document/)
      .setInputFiles(pdf.file);
    await page.getByRole('button', { name: 'Create Notice', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await success.waitFor();
    await success.getByRole('button', { name: 'OK' }).click();
    expect(await noticeCount()).toBe(1);
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).waitFor();
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).waitFor();
    expect(await page.getByText(RESTORED).count()).toBe(0);
    // No draft left: the form's panel stays closed.
    expect(await page.getByRole('dialog', { name: 'Create New Notice' }).count()).toBe(0);
  });

  it('an edit cut short by the end of the session comes back, its panel open, after signing in again', async () => {
    const oldTitle = 'Budget hearing moved to 14 December';
    const newTitle = 'Budget hearing moved to 15 December';
    await page.getByRole('button', { name: `Edit ${oldTitle}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Edit Notice' }).waitFor();
    await titleField(page).fill(newTitle);

    await saveAfterExpiry('PUT', 'Update Notice');
    await signIn(page, ADMIN, '/admin/editnotice');
    // Nothing was saved while signed out.
    const [before] = await portal.running.app.services.db.select({ title: notices.title }).from(notices);
    expect(before?.title).toBe(oldTitle);
    await hydrated(page);
    await page.getByRole('dialog', { name: 'Edit Notice' }).getByRole('status').filter({ hasText: RESTORED }).waitFor();
    expect(await titleField(page).inputValue()).toBe(newTitle);
    await checkA11y(page, 'restored edit');
    await page.getByRole('button', { name: 'Update Notice', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await success.waitFor();
    expect(await success.innerText()).toContain('Notice updated successfully!');
    await success.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: `Edit ${newTitle}`, exact: true }).waitFor();
    const [row] = await portal.running.app.services.db.select({ title: notices.title }).from(notices);
    expect(row?.title).toBe(newTitle);
  });

  it('reloading an admin page after the end leads to the login page, which says why', async () => {
    expect(await setSessionExpiry(portal.running.app, inSeconds(-1))).toBe(1);
    await page.reload();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/editnotice');
    expect(new URL(page.url()).searchParams.get('expired')).toBe('1');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' }).waitFor();
    await checkA11y(page, 'login after reloading with an ended session');
  });

  it('when the time runs out while the person types, the page itself goes to /login?expired=1 and the draft survives', async () => {
    // A tab of its own: its clock is moved forward.
    const tab = await context.newPage();
    const tabWatcher = new PageWatcher(tab);
    watchers.push(tabWatcher);
    await open(tab, `${portal.running.url}/login?next=${encodeURIComponent('/admin/editnotice')}`);
    await signIn(tab, ADMIN, '/admin/editnotice');
    const expiry = inSeconds(5 * 60);
    await setSessionExpiry(portal.running.app, expiry);
    await tab.clock.install();
    await tab.reload();
    await hydrated(tab);
    await openForm(tab);
    const title = 'Tax camp on Saturday';
    await titleField(tab).fill(title);
    const promptsBefore = tabWatcher.leavePrompts.length;

    // Four minutes of typing later: the warning (the form's content is untouched underneath).
    await tab.clock.fastForward('04:05');
    const dialog = tab.getByRole('dialog', { name: WARNING });
    await dialog.waitFor();
    await checkA11y(tab, 'session warning over a filled form');

    // Nobody answers; the session ends on the server and the page goes to sign in.
    await setSessionExpiry(portal.running.app, inSeconds(-1));
    await Promise.all([tab.waitForURL((u) => u.pathname === '/login'), tab.clock.fastForward('01:00')]);
    await expectExpiredLogin(tab);
    promptsAtAutoSignOut = tabWatcher.leavePrompts.length - promptsBefore;

    await tab.clock.setSystemTime(new Date());
    await signIn(tab, ADMIN, '/admin/editnotice');
    await tab.getByRole('status').filter({ hasText: RESTORED }).waitFor();
    expect(await titleField(tab).inputValue()).toBe(title);
    await checkA11y(tab, 'restored draft');
    expect(await tab.getByRole('dialog', { name: WARNING }).isVisible()).toBe(false);
    await tab.close();
  });

  // The form's "Leave site?" guard stands down when the page itself goes to sign in: the draft is kept.
  it('going to sign in at the end of the session does not ask "Leave site?"', () => {
    expect(promptsAtAutoSignOut).not.toBeNull();
    expect(promptsAtAutoSignOut).toBe(0);
  });
});
