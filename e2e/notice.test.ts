/**
 * A staff member manages notices in the back office and a citizen sees them on the public Notice page:
 * sign in, validation, create with a PDF, download it byte for byte, edit, delete (with confirmation),
 * sign out. Every page and state opened passes axe (WCAG 2.1 A/AA).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { notices } from '../apps/server/src/db/schema.ts';
import { countRows } from '../apps/server/src/test/app.ts';
import { ADMIN, sessionExpiries } from './support/app.ts';
import { PageWatcher, checkA11y, newContext, open, signIn } from './support/browser.ts';
import { browserFrame } from './support/suite.ts';
import { downloadedBytes, tempDir, writePdf } from './support/files.ts';

const portal = browserFrame({ config: { sessionTtlMinutes: 30 } });
let staff: BrowserContext;
let citizen: BrowserContext;
let admin: Page;
let pub: Page;
const watchers: PageWatcher[] = [];
const tmp = tempDir();
let pdf: { file: string; bytes: Buffer };

const TITLE = 'Road repair on Nehru Marg';
const DESCRIPTION = 'Nehru Marg stays closed to traffic from 2 to 6 March for resurfacing.';
const NEW_TITLE = 'Road repair on Nehru Marg: dates changed';

const noticeCount = () => countRows(portal.running.app, notices);

async function dismissibleDialog(page: Page, title: string, message: string) {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  expect(await dialog.getByRole(title === 'Error' ? 'alert' : 'status').textContent()).toBe(message);
  await checkA11y(page, `'${title}' dialog open`);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The create/edit panel beside the list (a dialog named by its heading). */
const form = (page: Page, heading: 'Create New Notice' | 'Edit Notice') => page.getByRole('dialog', { name: heading, exact: true });
const createNew = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Create New', exact: true }).click();
/** A form control by its label's text (a required field's label ends with a '*' hidden from screen readers). */
const field = (page: Page, label: string) => page.locator('.admin-form').getByLabel(new RegExp(`^${label}( \\*)?$`));

async function openPublicNotices() {
  const res = await open(pub, `${portal.running.url}/notice`);
  expect(res).toBe(200);
  await pub.getByRole('heading', { level: 1, name: 'Notice' }).waitFor();
}

async function downloadFromPublicRow(title: string) {
  const row = pub.getByRole('row').filter({ hasText: title });
  expect(await row.count()).toBe(1);
  const link = row.getByRole('link', { name: /^Download Document/ });
  expect(await link.getAttribute('download')).not.toBeNull();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/files\/[0-9a-f-]{36}\/[^/]+\.pdf$/);
  const [download] = await Promise.all([pub.waitForEvent('download'), link.click()]);
  return { href, download, bytes: await downloadedBytes(download) };
}

beforeAll(async () => {
  staff = await newContext(portal.browser);
  citizen = await newContext(portal.browser, { acceptDownloads: true });
  admin = await staff.newPage();
  pub = await citizen.newPage();
  watchers.push(new PageWatcher(admin), new PageWatcher(pub));
  pdf = await writePdf(tmp.dir, 'road-repair.pdf', TITLE);
});

afterEach(() => {
  for (const w of watchers) w.assertClean();
});

afterAll(() => tmp.cleanup());

describe('notice management', () => {
  it('signs in through the login page and reaches the Notice screen', async () => {
    await open(admin, `${portal.running.url}/login`);
    await admin.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await checkA11y(admin, 'login form');
    await signIn(admin, ADMIN, '/admin/dashboard');
    await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await checkA11y(admin, 'dashboard');

    // The spec's path leads to the back office screen.
    await open(admin, `${portal.running.url}/editnotice`);
    expect(new URL(admin.url()).pathname).toBe('/admin/editnotice');
    await admin.getByRole('heading', { level: 1, name: 'Notice' }).waitFor();
    await admin.getByText('No Notice found.', { exact: true }).waitFor();
    await checkA11y(admin, 'empty Notice screen');
    await createNew(admin);
    await form(admin, 'Create New Notice').waitFor();
    await checkA11y(admin, 'empty Notice screen, form open');
  });

  it('refuses an empty form and a form without a document, creating nothing', async () => {
    await form(admin, 'Create New Notice').getByRole('button', { name: 'Create Notice', exact: true }).click();
    await dismissibleDialog(admin, 'Error', 'Title is a required field!');
    expect(await field(admin, 'Title').getAttribute('aria-invalid')).toBe('true');
    await checkA11y(admin, 'form showing the title error');

    await field(admin, 'Title').fill(TITLE);
    expect(await field(admin, 'Title').getAttribute('aria-invalid')).toBeNull();
    await form(admin, 'Create New Notice').getByRole('button', { name: 'Create Notice', exact: true }).click();
    await dismissibleDialog(admin, 'Error', 'Document file is required!');
    expect(await field(admin, 'Document').getAttribute('aria-invalid')).toBe('true');

    expect(await noticeCount()).toBe(0);
    expect(await admin.getByText('No Notice found.', { exact: true }).isVisible()).toBe(true);
  });

  it('creates a notice with a PDF; the citizen sees it and downloads the same bytes', async () => {
    await field(admin, 'Title').fill(TITLE);
    await field(admin, 'Description').fill(DESCRIPTION);
    await field(admin, 'Issue Date').fill('2026-03-01');
    await field(admin, 'Document').setInputFiles(pdf.file);
    await admin.getByText('Chosen file: road-repair.pdf').waitFor();
    await form(admin, 'Create New Notice').getByRole('button', { name: 'Create Notice', exact: true }).click();
    await dismissibleDialog(admin, 'Success', 'Notice created successfully!');
    await form(admin, 'Create New Notice').waitFor({ state: 'hidden' });

    const row = admin.getByRole('row').filter({ has: admin.getByRole('button', { name: `Edit ${TITLE}`, exact: true }) });
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain(DESCRIPTION);
    expect(rowText).toContain('1 March 2026');
    expect(await row.getByRole('link', { name: /^Download Document/ }).count()).toBe(1);
    // The form is empty again for the next notice.
    await createNew(admin);
    expect(await field(admin, 'Title').inputValue()).toBe('');
    await form(admin, 'Create New Notice').getByRole('button', { name: 'Cancel', exact: true }).click();
    await form(admin, 'Create New Notice').waitFor({ state: 'hidden' });
    expect(await noticeCount()).toBe(1);
    await checkA11y(admin, 'Notice screen with one row');

    await openPublicNotices();
    const publicRow = pub.getByRole('row').filter({ hasText: TITLE });
    expect(await publicRow.innerText()).toContain(DESCRIPTION);
    await checkA11y(pub, 'public Notice page with one notice');
    const { download, bytes } = await downloadFromPublicRow(TITLE);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(bytes.length).toBe(pdf.bytes.length);
    expect(bytes.equals(pdf.bytes)).toBe(true);
  });

  it('edits the title without a new file; the public page follows and the download is unchanged', async () => {
    await admin.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).click();
    const editForm = form(admin, 'Edit Notice');
    await editForm.waitFor();
    expect(await field(admin, 'Title').inputValue()).toBe(TITLE);
    expect(await field(admin, 'Description').inputValue()).toBe(DESCRIPTION);
    expect(await field(admin, 'Issue Date').inputValue()).toBe('2026-03-01');
    await editForm.getByRole('link', { name: /Current file/ }).waitFor();
    await checkA11y(admin, 'edit form');

    await field(admin, 'Title').fill(NEW_TITLE);
    await editForm.getByRole('button', { name: 'Update Notice', exact: true }).click();
    await dismissibleDialog(admin, 'Success', 'Notice updated successfully!');
    await editForm.waitFor({ state: 'hidden' });
    await admin.getByRole('button', { name: `Edit ${NEW_TITLE}`, exact: true }).waitFor();
    expect(await admin.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).count()).toBe(0);
    expect(await noticeCount()).toBe(1);

    await openPublicNotices();
    expect(await pub.getByRole('cell', { name: TITLE, exact: true }).count()).toBe(0);
    await pub.getByRole('cell', { name: NEW_TITLE, exact: true }).waitFor();
    await checkA11y(pub, 'public Notice page after the edit');
    const { bytes } = await downloadFromPublicRow(NEW_TITLE);
    expect(bytes.equals(pdf.bytes)).toBe(true);
  });

  it('asks before deleting in a dialog that names the notice; cancelling keeps it, confirming removes it everywhere', async () => {
    const deleteButton = admin.getByRole('button', { name: `Delete ${NEW_TITLE}`, exact: true });
    const confirm = admin.getByRole('alertdialog', { name: `Delete ${NEW_TITLE}?`, exact: true });
    await deleteButton.click();
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Are you sure you want to delete this notice?');
    expect(await confirm.textContent()).toContain(`“${NEW_TITLE}”`);
    await checkA11y(admin, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    // Nothing was deleted and no dialog claims otherwise.
    expect(await noticeCount()).toBe(1);
    expect(await admin.getByRole('dialog').count()).toBe(0);
    expect(await deleteButton.count()).toBe(1);

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await dismissibleDialog(admin, 'Deleted', 'Notice deleted successfully!');
    await admin.getByText('No Notice found.', { exact: true }).waitFor();
    expect(await deleteButton.count()).toBe(0);
    expect(await noticeCount()).toBe(0);
    await checkA11y(admin, 'Notice screen after the delete');

    await openPublicNotices();
    await pub.getByText('No notice entries found.', { exact: true }).waitFor();
    expect(await pub.getByRole('cell', { name: NEW_TITLE }).count()).toBe(0);
    await checkA11y(pub, 'empty public Notice page');
  });

  it('signs out through the Admin menu and lands on the login page', async () => {
    const menu = admin.locator('details.admin-menu');
    await menu.locator('summary', { hasText: 'Admin' }).click();
    await menu.getByRole('link', { name: 'Profile', exact: true }).waitFor();
    await menu.getByRole('link', { name: 'Settings', exact: true }).waitFor();
    await checkA11y(admin, 'Admin menu open');
    await Promise.all([
      admin.waitForURL((u) => u.pathname === '/login'),
      menu.getByRole('button', { name: 'Logout', exact: true }).click(),
    ]);
    await admin.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await admin.getByText('You have signed out.', { exact: true }).waitFor();
    await checkA11y(admin, 'login page after signing out');
    // The session is gone on the server, not just in the browser.
    expect(await sessionExpiries(portal.running.app)).toEqual([]);
    await open(admin, `${portal.running.url}/admin/editnotice`);
    expect(new URL(admin.url()).pathname).toBe('/login');
    expect(new URL(admin.url()).searchParams.get('next')).toBe('/admin/editnotice');
    await checkA11y(admin, 'login asked for by the admin area');
  });
});
