/**
 * Staff accounts and roles in the browser: the admin creates an editor (typed password) and a grievance
 * officer limited to two wards (a generated one-time password, shown once); each signs in and sees only their
 * screens in the sidebar, and is refused another screen's URL; the officer's queue shows only those two wards, and
 * the master lists (wards, districts, grievance types) are the admin's, not the officer's (issue 26);
 * disabling the editor signs them out on their next request. axe on every page; the Users screen is
 * photographed at 375 and 1280 px in English and Hindi (e2e/artifacts/staff-users-*.png).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { complaints, districts, grievanceTypes, wards } from '../apps/server/src/db/schema.ts';
import { ADMIN, fileComplaint, startApp, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, hydrated, launchBrowser, newContext, open, screenshot, scrollWidth, signIn } from './support/browser.ts';

const WARDS = ['Ward 1 – Gandhi Chowk', 'Ward 2 – Subhash Ward', 'Ward 3 – Nehru Nagar'];
/** A ward with a two-digit number, created first: lists put it after Ward 3 (numbers by value), not after Ward 1. */
const WARD_10 = 'Ward 10 – Station Road';
const EDITOR = { email: 'editor@e2e.example', password: 'editor-e2e-password-7' };
const OFFICER = { email: 'officer@e2e.example', password: '' };

let running: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
const watchers: PageWatcher[] = [];
let admin: Page;
let editor: Page;
let officer: Page;

async function newPage(): Promise<Page> {
  const context = await newContext(browser);
  contexts.push(context);
  const page = await context.newPage();
  watchers.push(new PageWatcher(page));
  return page;
}
const watcherOf = (page: Page) => watchers.find((w) => w.page === page)!;
const sidebar = async (page: Page) => {
  const links = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link');
  await links.first().waitFor();
  return (await links.allTextContents()).map((s) => s.trim());
};

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp(), launchBrowser()]);
  const { db } = running.app.services;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values([WARD_10, ...WARDS].map((name) => ({ name })));
  await db.insert(grievanceTypes).values({ name: 'Streetlight' });
  for (const [i, ward] of WARDS.entries()) {
    await fileComplaint(running.app, { ward, text: `Light out (${i}).`, mobile: `900005000${i}`, ip: `10.7.0.${i}` });
  }
  [admin, editor, officer] = [await newPage(), await newPage(), await newPage()];
});

afterEach(() => {
  for (const w of watchers) w.assertClean();
});

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

describe('staff roles', () => {
  it('the admin creates an editor with a typed password and an officer for two wards with a one-time password', async () => {
    await open(admin, `${running.url}/admin/users`);
    await signIn(admin, ADMIN, '/admin/users');
    await admin.locator(`tr[data-email="${ADMIN.email}"]`).waitFor();
    await checkA11y(admin, 'users list');

    const form = admin.getByRole('region', { name: 'Create an account' });
    // Bad input: a clear message on the field, nothing created.
    watcherOf(admin).allow(/(HTTP 400: POST|status of 400).*\/api\/Admin\/users/);
    await form.getByLabel(/^E-mail/).fill('not-an-address');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('Enter a valid e-mail address.').waitFor();
    await checkA11y(admin, 'create form with an error');

    await form.getByLabel(/^E-mail/).fill(EDITOR.email);
    await form.getByLabel(/^Name/).fill('Asha Editor');
    await form.getByLabel(/^Role/).selectOption('editor');
    await form.getByLabel('Type a password').check();
    await form.getByLabel(/^Password/).fill(EDITOR.password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await admin.getByText(`Account ${EDITOR.email} created.`).waitFor();
    expect(await admin.getByTestId('one-time-password').count()).toBe(0);

    await form.getByLabel(/^E-mail/).fill(OFFICER.email);
    await form.getByLabel(/^Role/).selectOption('officer');
    await form.getByLabel('Generate a one-time password').check();
    // The ward picker in ward order, Ward 10 after Ward 3 (issue 30: not 'Ward 1, 10, 2').
    const picker = form.getByRole('group', { name: /^Wards/ });
    expect(
      (
        await picker
          .getByRole('checkbox')
          .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''))
      ).filter((l) => l.startsWith('Ward')),
    ).toEqual([...WARDS, WARD_10]);
    await form.getByLabel(WARD_10).check();
    await form.getByLabel(WARDS[0]!).check();
    await form.getByLabel(WARDS[1]!).check();
    await checkA11y(admin, 'create form with the ward picker');
    await form.getByRole('button', { name: 'Create account' }).click();
    await admin.getByText(`Account ${OFFICER.email} created.`).waitFor();
    OFFICER.password = (await admin.getByTestId('one-time-password').textContent())!.trim();
    expect(OFFICER.password).toMatch(/^[a-zA-Z2-9]{16}$/);
    const row = admin.locator(`tr[data-email="${OFFICER.email}"]`);
    await row.getByText(`${WARDS[0]}, ${WARDS[1]}, ${WARD_10}`).waitFor();
    await checkA11y(admin, 'one-time password shown');

    for (const lang of ['en', 'hi'] as const) {
      if (lang === 'hi') await open(admin, `${running.url}/language/hi?to=/admin/users`);
      await admin.locator(`tr[data-email="${EDITOR.email}"]`).waitFor();
      for (const size of [
        { width: 1280, height: 900 },
        { width: 375, height: 812 },
      ]) {
        await admin.setViewportSize(size);
        expect(await scrollWidth(admin)).toBeLessThanOrEqual(size.width);
        await checkA11y(admin, `users ${lang} ${size.width}`);
        await screenshot(admin, `staff-users-${lang}`);
      }
    }
    await open(admin, `${running.url}/language/en?to=/admin/users`);
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  it('typed work on the Users screen survives a reload: the new account and an unsaved role change come back', async () => {
    const form = admin.getByRole('region', { name: 'Create an account' });
    await form.getByLabel(/^E-mail/).fill('draft@e2e.example');
    await form.getByLabel(/^Name/).fill('Draft Person');
    await form.getByLabel(/^Role/).selectOption('officer');
    await form.getByLabel(WARDS[2]!).check();
    const roleOf = admin.getByRole('region', { name: `Change the role of ${EDITOR.email}` });
    await admin.getByRole('button', { name: `Change the role of ${EDITOR.email}` }).click();
    await roleOf.getByLabel(/^Role/).selectOption('admin');

    // Leaving with unsaved work asks first ("Leave site?"; the watcher answers yes, as the person would).
    const prompts = watcherOf(admin).leavePrompts.length;
    await admin.reload();
    await hydrated(admin);
    expect(watcherOf(admin).leavePrompts.length).toBe(prompts + 1);
    await form.getByText('Your unsaved changes were restored.').waitFor();
    expect(await form.getByLabel(/^E-mail/).inputValue()).toBe('draft@e2e.example');
    expect(await form.getByLabel(/^Name/).inputValue()).toBe('Draft Person');
    expect(await form.getByLabel(/^Role/).inputValue()).toBe('officer');
    expect(await form.getByLabel(WARDS[2]!).isChecked()).toBe(true);
    expect(await form.getByLabel(WARDS[0]!).isChecked()).toBe(false);
    // The role change's form opens again, with its draft.
    await roleOf.getByText('Your unsaved changes were restored.').waitFor();
    expect(await roleOf.getByLabel(/^Role/).inputValue()).toBe('admin');
    await checkA11y(admin, 'users with restored drafts');
    await screenshot(admin, 'staff-users-drafts');
    await admin.setViewportSize({ width: 375, height: 812 });
    // On a phone each account is a card led by its whole e-mail address, its wards unclipped.
    for (const email of [EDITOR.email, OFFICER.email]) {
      const lead = (await admin.locator(`tr[data-email="${email}"] td`).first().boundingBox())!;
      expect(lead.x + lead.width, email).toBeLessThanOrEqual(375);
      expect(await admin.locator(`tr[data-email="${email}"] td`).first().innerText()).toContain(email);
    }
    const wardsLine = (await admin.locator(`tr[data-email="${OFFICER.email}"]`).getByText(WARD_10, { exact: false }).boundingBox())!;
    expect(wardsLine.x + wardsLine.width).toBeLessThanOrEqual(375);
    // The state has its own line on the card (the table hid its column on a phone).
    expect(await admin.locator(`tr[data-email="${EDITOR.email}"]`).getByText('Enabled', { exact: true }).isVisible()).toBe(true);
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(375);
    await checkA11y(admin, 'users with restored drafts at 375 px');
    await screenshot(admin, 'staff-users-drafts');
    await admin.setViewportSize({ width: 1280, height: 900 });

    // Cancel drops the role change; typing the new account back to blank leaves nothing to keep.
    await roleOf.getByRole('button', { name: 'Cancel', exact: true }).click();
    await roleOf.waitFor({ state: 'hidden' });
    await form.getByLabel(/^E-mail/).fill('');
    await form.getByLabel(/^Name/).fill('');
    await form.getByLabel(WARDS[2]!).uncheck();
    await form.getByLabel(/^Role/).selectOption('editor');
    await admin.reload();
    await hydrated(admin);
    await admin.locator(`tr[data-email="${EDITOR.email}"]`).waitFor();
    expect(watcherOf(admin).leavePrompts.length).toBe(prompts + 1);
    expect(await admin.getByText('Your unsaved changes were restored.').count()).toBe(0);
    expect(await roleOf.count()).toBe(0);
    expect(await admin.locator(`tr[data-email="${EDITOR.email}"]`).innerText()).toContain('Editor');
  });

  it('lists the accounts with their numbers by value: clerk2@ before clerk10@', async () => {
    for (const email of ['clerk10@e2e.example', 'clerk2@e2e.example']) {
      const res = await admin.request.post(`${running.url}/api/Admin/users`, {
        headers: { origin: running.url },
        data: { email, name: '', role: 'editor', wardIds: [], allWards: false, password: '' },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await open(admin, `${running.url}/admin/users`);
    await admin.locator('tr[data-email="clerk10@e2e.example"]').waitFor();
    const emails = await admin.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-email')));
    expect(emails.filter((e) => e?.startsWith('clerk'))).toEqual(['clerk2@e2e.example', 'clerk10@e2e.example']);
  });

  it('the editor sees only content screens and is refused the complaints', async () => {
    await open(editor, `${running.url}/login`);
    await signIn(editor, EDITOR, '/admin/dashboard');
    const links = await sidebar(editor);
    expect(links).toContain('Notice');
    for (const hidden of ['Complaints', 'Wards', 'Districts', 'Users']) expect(links).not.toContain(hidden);
    await checkA11y(editor, 'editor dashboard');
    watcherOf(editor).allow(/(HTTP 403: GET|status of 403).*\/admin\/complaints/);
    expect(await open(editor, `${running.url}/admin/complaints`)).toBe(403);
    await editor.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await checkA11y(editor, 'editor refused');
  });

  it('the officer sees complaints but not the master lists, and only the two wards in the queue', async () => {
    await open(officer, `${running.url}/login`);
    // The generated password is a one-time one: it signs in only to choose the officer's own password.
    await signIn(officer, OFFICER, '/login/new-password');
    await officer.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    await checkA11y(officer, 'choose your password after a one-time password');
    await officer.getByLabel(/^The password you were given/).fill(OFFICER.password);
    OFFICER.password = 'marigold-tunnel-5523';
    await officer.getByLabel(/^Your new password/).fill(OFFICER.password);
    await Promise.all([
      officer.waitForURL((u) => u.pathname === '/admin/dashboard'),
      officer.getByRole('button', { name: 'Save my password' }).click(),
    ]);
    const links = await sidebar(officer);
    expect(links).toContain('Complaints');
    for (const hidden of ['Notice', 'Tender', 'Users', 'Wards', 'Districts', 'Grievance Types']) expect(links).not.toContain(hidden);
    // The queue opens on what is assigned to the officer (nothing: no routing rules here); everyone's in their wards.
    await open(officer, `${running.url}/admin/complaints`);
    await officer.getByText('Nothing is assigned to you now.').waitFor();
    await officer.getByRole('link', { name: 'Everyone’s' }).click();
    await officer.getByText('2 complaints').waitFor();
    const wardsShown = await officer.locator('table tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    expect(wardsShown).toHaveLength(2);
    expect(wardsShown.some((r) => r.includes(WARDS[2]!))).toBe(false);
    // The ward filter offers the officer's two wards only (another could only give an empty list).
    const wardChoices = (await officer.locator('#q-ward option').allTextContents()).map((o) => o.trim());
    expect(wardChoices.filter((o) => o.startsWith('Ward'))).toEqual([WARDS[0], WARDS[1], WARD_10]);
    await checkA11y(officer, 'officer queue');
    // Another ward's complaint by its URL: the API's 404, said as such (not "Something went wrong").
    const [elsewhere] = await running.app.services.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.ward, WARDS[2]!));
    watcherOf(officer).allow(/(HTTP 404: GET|status of 404).*\/api\/Admin\/complaint\/\d+\b/);
    await open(officer, `${running.url}/admin/complaints/${elsewhere!.id}`);
    await officer.getByRole('heading', { level: 1, name: 'Complaint not found' }).waitFor();
    await officer.getByRole('link', { name: 'Back to the queue' }).waitFor();
    await checkA11y(officer, 'another ward’s complaint');
    await screenshot(officer, 'staff-complaint-not-found');
    watcherOf(officer).allow(/(HTTP 403: GET|status of 403).*\/admin\/users\b/);
    expect(await open(officer, `${running.url}/admin/users`)).toBe(403);
  });

  it('disabling the editor signs them out on their next request', async () => {
    await open(admin, `${running.url}/admin/users`);
    admin.once('dialog', (d) => void d.accept());
    await admin.getByRole('button', { name: `Disable ${EDITOR.email}` }).click();
    await admin.getByText(`${EDITOR.email} is disabled and signed out.`).waitFor();
    await admin.locator(`tr[data-email="${EDITOR.email}"]`).getByRole('cell', { name: 'Disabled', exact: true }).waitFor();
    await open(editor, `${running.url}/admin/editnotice`);
    expect(new URL(editor.url()).pathname).toBe('/login');
    await checkA11y(editor, 'editor signed out');
    // Signing in again is refused, with the reason.
    await editor.locator('#email').fill(EDITOR.email);
    await editor.locator('#password').fill(EDITOR.password);
    watcherOf(editor).allow(/(HTTP 403: POST|status of 403).*\/login/);
    await editor.getByRole('button', { name: 'Login', exact: true }).click();
    await editor.getByText('This account is disabled. Ask an administrator to enable it.').waitFor();
  });

  it('Admin › Audit shows each step: the accounts created (role, wards), the refused screen, the disable', async () => {
    await open(admin, `${running.url}/admin/audit?entity=user`);
    const rows = admin.locator('table.audit-table tbody tr');
    await rows.first().waitFor();
    const row = (email: string, action: string) => rows.filter({ hasText: action }).filter({ hasText: email });
    const line = (r: ReturnType<typeof row>, label: string) => r.locator('li').filter({ hasText: new RegExp(`^${label}:`) });
    // Newest first: the disable, then the two creations (this page lists user accounts by their e-mail in the changes).
    expect(await rows.first().innerText()).toContain('Account disabled');
    expect(await line(rows.first(), 'State').locator('.audit-after').innerText()).toBe('disabled');
    const officerCreated = row(OFFICER.email, 'Created');
    // The role by its label, not its key (issue 30).
    expect(await line(officerCreated, 'Role').locator('.audit-after').innerText()).toBe('Grievance officer');
    expect(await line(officerCreated, 'Wards').locator('.audit-after').innerText()).toContain(WARDS[0]);
    expect(await line(row(EDITOR.email, 'Created'), 'Role').locator('.audit-after').innerText()).toBe('Editor');
    await checkA11y(admin, 'audit of the accounts');
    // The officer's refused screen is on the trail too.
    await open(admin, `${running.url}/admin/audit?action=access-refused`);
    await rows.first().waitFor();
    expect((await rows.allInnerTexts()).join('\n')).toContain('/admin/users');
  });
});
