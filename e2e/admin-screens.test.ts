/**
 * Every back-office content screen (the one generic ResourceScreen, driven by each type's contract), as a
 * member of staff uses it, on an app without demo content: the empty list, the spec's validation dialog for
 * an empty form (nothing stored), create with a real file (preview before submitting, thumbnail or download
 * afterwards), edit without a new file (the file is kept), delete after a confirmation dialog that names the
 * record. The form opens in a panel beside the list (Create New, Edit). Also:
 * a typed draft survives a reload; axe (WCAG 2.1 A/AA) passes on each screen empty, with its dialog open,
 * with a row and while editing; each screen with one row is photographed at 1280 and 375 px, where the page
 * must not scroll sideways and the sidebar toggle works.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, startApp, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, hydrated, launchBrowser, newContext, open, screenshot, scrollWidth } from './support/browser.ts';
import { tempDir, writePdf } from './support/files.ts';
import { ADMIN_SCREENS, type AdminScreen, type FieldFill, type FileFill } from './support/admin-screens.ts';
import { todayInIndia } from '../apps/server/src/resources/validity.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const FILE_URL = /^\/files\/[0-9a-f-]{36}\/[^/]+$/;

let running: RunningApp;
let browser: Browser;
let staff: BrowserContext;
let page: Page;
let watcher: PageWatcher;
const tmp = tempDir('nagar-admin-screens-');
/** The files the forms upload, by name: path on disk and bytes. */
const fixtures = new Map<string, { file: string; bytes: Buffer }>();

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form control by its label's text (a required field's label ends with a '*' hidden from screen readers). */
const control = (label: string) => page.locator('form.admin-form').getByLabel(new RegExp(`^${escapeRe(label)}( \\*)?$`));
const formRegion = (s: AdminScreen, mode: 'create' | 'edit') =>
  page.getByRole('dialog', { name: mode === 'create' ? `${s.createVerb ?? 'Create'} New ${s.form}` : `Edit ${s.form}`, exact: true });
const createNew = () => page.getByRole('main').getByRole('button', { name: 'Create New', exact: true });
const submitButton = (s: AdminScreen, mode: 'create' | 'edit') =>
  formRegion(s, mode).getByRole('button', {
    name: mode === 'create' ? `${s.createVerb ?? 'Create'} ${s.form}` : `Update ${s.form}`,
    exact: true,
  });
/** A row's Edit or Delete button; rows without a title or name (slider) are named '#<id>'. */
const rowButton = (action: 'Edit' | 'Delete', name: string | null) =>
  page.getByRole('button', name === null ? { name: new RegExp(`^${action} #\\d+$`) } : { name: `${action} ${name}`, exact: true });
/** The record's row with its details (the fields beyond the columns): the table's body, one record in these tests. */
const tableRow = (name: string | null) => page.locator('table.admin-table tbody').filter({ has: rowButton('Edit', name) });
/** Shows a row's details (the fields beyond the columns a clerk scans), where the type has any. */
async function showDetails(name: string | null) {
  const button = page.getByRole('button', { name: name === null ? /^Details of #\d+$/ : `Details of ${name}`, exact: name !== null });
  if ((await button.count()) && (await button.getAttribute('aria-expanded')) === 'false') await button.click();
}

async function writeImage(f: FileFill, shade: number) {
  const image = sharp({ create: { width: 480, height: 320, channels: 3, background: { r: shade, g: 120, b: 180 } } });
  const bytes = f.type === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  const file = path.join(tmp.dir, f.name);
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}

/** The records the API holds for the screen's type (the browser's session cookie). */
async function storedCount(s: AdminScreen): Promise<number> {
  const res = await page.request.get(`${running.url}/api/Admin/${s.api}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as unknown[]).length;
}

/** The spec's message dialog: its title and text, an axe scan while it is open, then OK closes it. */
/** Checks the dialog's message and closes it; answers the problems it lists under the message (several fields wrong). */
async function expectDialog(title: 'Error' | 'Success' | 'Deleted', message: string, a11yState?: string): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  expect(await dialog.getByRole(title === 'Error' ? 'alert' : 'status').textContent()).toBe(message);
  const problems = await dialog.getByTestId('dialog-problems').getByRole('listitem').allTextContents();
  if (a11yState) await checkA11y(page, a11yState);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return problems;
}

/** Waits until an image has really loaded (decoded pixels) and returns its rendered size. */
async function loadedImage(img: Locator): Promise<{ width: number; height: number; naturalWidth: number }> {
  await img.waitFor();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 10_000 })
    .toBeGreaterThan(0);
  const naturalWidth = await img.evaluate((el: HTMLImageElement) => el.naturalWidth);
  const box = (await img.boundingBox())!;
  return { width: box.width, height: box.height, naturalWidth };
}

/** Fills a control after checking it is the right kind: a select, a checkbox, a date or time input. */
async function fill(f: FieldFill) {
  const input = control(f.label);
  const kind = await input.evaluate((el) => (el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase()));
  const expected =
    f.kind === 'select'
      ? 'select'
      : f.kind === 'check'
        ? 'checkbox'
        : /^\d{4}-\d{2}-\d{2}$/.test(f.value)
          ? 'date'
          : /^\d{2}:\d{2}$/.test(f.value)
            ? 'time'
            : null;
  if (expected) expect(kind, f.label).toBe(expected);
  else expect(['text', 'email', 'tel', 'url', 'textarea'], f.label).toContain(kind);
  if (f.kind === 'select') await input.selectOption({ label: f.value });
  else if (f.kind === 'check') await input.check();
  else await input.fill(f.value);
}

/**
 * The ids of a row's stored files, from the thumbnail's or the download links' addresses (a document's
 * download name follows the record's title, so only the id says whether it is the same file).
 */
async function fileIds(s: AdminScreen, row: Locator): Promise<string[]> {
  return (await fileRefs(s, row)).map((href) => {
    expect(href).toMatch(FILE_URL);
    return href.split('/')[2]!;
  });
}

/** The addresses of a row's stored files: the thumbnail's or the download links'. */
async function fileRefs(s: AdminScreen, row: Locator): Promise<string[]> {
  const refs: string[] = [];
  for (const f of s.files) {
    if (f.type === 'pdf') {
      const link = row.getByRole('link', { name: new RegExp(`^${escapeRe(f.link!)}\\b`) });
      expect(await link.count(), `${f.link} link`).toBe(1);
      refs.push((await link.getAttribute('href'))!);
    } else refs.push((await row.locator('img.list-thumb').getAttribute('src'))!);
  }
  return refs;
}

async function deleteRow(s: AdminScreen, name: string | null) {
  const shown = name ?? (await rowButton('Delete', name).getAttribute('aria-label'))!.replace(/^Delete /, '');
  await rowButton('Delete', name).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${shown}?`, exact: true });
  await confirm.waitFor();
  expect(await confirm.textContent()).toContain(`Are you sure you want to delete this ${s.noun}?`);
  expect(await confirm.textContent()).toContain(`“${shown}”`);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectDialog('Deleted', `${s.entity} deleted successfully!`);
  await page.getByText(s.empty, { exact: true }).waitFor();
  expect(await page.locator('table.admin-table').count()).toBe(0);
  expect(await storedCount(s)).toBe(0);
}

beforeAll(async () => {
  // 30-minute sessions: the spec's 5 minutes would end the one sign-in part-way through a slow run.
  [running, browser] = await Promise.all([startApp({ config: { sessionTtlMinutes: 30 } }), launchBrowser()]);
  let shade = 40;
  for (const f of ADMIN_SCREENS.flatMap((s) => s.files)) {
    fixtures.set(
      f.name,
      f.type === 'pdf'
        ? await writePdf(tmp.dir, f.name, f.name.replace(/\.pdf$/, '').replace(/-/g, ' '))
        : await writeImage(f, (shade += 30)),
    );
  }
  staff = await newContext(browser, { viewport: WIDE });
  page = await staff.newPage();
  watcher = new PageWatcher(page);

  await open(page, `${running.url}/login`);
  const main = page.getByRole('main');
  await main.locator('#email').fill(ADMIN.email);
  await main.locator('#password').fill(ADMIN.password);
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/admin/dashboard'),
    main.getByRole('button', { name: 'Login', exact: true }).click(),
  ]);
  await hydrated(page);
});

afterEach(() => {
  watcher.assertClean();
});

afterAll(async () => {
  await browser?.close();
  await running?.close();
  tmp.cleanup();
});

for (const s of ADMIN_SCREENS) {
  describe(`/admin/${s.path}`, () => {
    /** The name the row goes by after the edit (changed when the edit changes the title or name). */
    const editedName =
      s.edit && s.rowName !== null && s.fields.find((f) => f.label === s.edit!.label)?.value === s.rowName ? s.edit.value : s.rowName;
    let idsAfterCreate: string[] = [];

    it("starts empty; an empty form gets the spec's answer and stores nothing", async () => {
      await open(page, `${running.url}/admin/${s.path}`);
      await page.getByRole('heading', { level: 1, name: s.heading, exact: true }).waitFor();
      await page.getByText(s.empty, { exact: true }).waitFor();
      expect(await page.locator('table.admin-table').count()).toBe(0);
      await createNew().click();
      await formRegion(s, 'create').waitFor();
      await checkA11y(page, 'empty screen');

      await submitButton(s, 'create').click();
      if (s.required) {
        const problems = await expectDialog('Error', s.required.message, "'Error' dialog open");
        expect(await control(s.required.label).getAttribute('aria-invalid')).toBe('true');
        // Every field shown as wrong is named in the dialog too (issue 30), when there are several.
        const invalid = await formRegion(s, 'create').locator('[aria-invalid="true"]').count();
        expect(problems.length, problems.join(' | ')).toBe(invalid > 1 ? invalid : 0);
        if (invalid > 1)
          expect(
            problems.some((p) => p.includes(s.required!.label)),
            problems.join(' | '),
          ).toBe(true);
        expect(await storedCount(s)).toBe(0);
        expect(await page.getByText(s.empty, { exact: true }).isVisible()).toBe(true);
      } else {
        // Spec §5: the slider has no checks; without a photo the row shows the placeholder.
        await expectDialog('Success', `${s.entity} created successfully!`, "'Success' dialog open");
        const row = tableRow(s.rowName);
        await row.waitFor();
        expect(await row.locator('.placeholder-thumb').textContent()).toBe('No photo');
        expect(await row.locator('img').count()).toBe(0);
        expect(await storedCount(s)).toBe(1);
        await checkA11y(page, 'row without a photo');
        await deleteRow(s, s.rowName);
      }
    });

    it(`creates one${s.files.length ? ' with its file' : ''}: success dialog, the row, the form empty again`, async () => {
      const form = formRegion(s, 'create');
      if (!(await form.isVisible())) await createNew().click();
      await form.waitFor();
      for (const f of s.fields) await fill(f);
      for (const f of s.files) {
        const input = control(f.label);
        expect(await input.getAttribute('type')).toBe('file');
        await input.setInputFiles(fixtures.get(f.name)!.file);
        if (f.type === 'pdf') await form.getByText(`Chosen file: ${f.name}`, { exact: true }).waitFor();
        else {
          // The chosen image previews in the form before anything is sent, at most 100x100 (spec §9).
          const preview = await loadedImage(form.getByRole('img', { name: `Preview: ${f.label}`, exact: true }));
          expect(preview.width).toBeGreaterThan(0);
          expect(preview.width).toBeLessThanOrEqual(100);
          expect(preview.height).toBeLessThanOrEqual(100);
        }
      }
      await submitButton(s, 'create').click();
      // Every screen's dialog is scanned open once (the Error one; the slider's Success one); the Success
      // tone is the same component on every screen, scanned here on the first.
      await expectDialog('Success', `${s.entity} created successfully!`, s === ADMIN_SCREENS[0] ? "'Success' dialog open" : undefined);

      const row = tableRow(s.rowName);
      await row.waitFor();
      await form.waitFor({ state: 'hidden' });
      await showDetails(s.rowName);
      const text = await row.innerText();
      for (const expected of s.rowTexts) expect(text).toContain(expected);
      for (const f of s.files) {
        if (f.type === 'pdf') {
          const link = row.getByRole('link', { name: new RegExp(`^${escapeRe(f.link!)}\\b`) });
          expect(await link.getAttribute('download')).not.toBeNull();
          const href = (await link.getAttribute('href'))!;
          expect(href).toMatch(FILE_URL);
          const res = await page.request.get(`${running.url}${href}`);
          expect(res.status()).toBe(200);
          expect((await res.body()).equals(fixtures.get(f.name)!.bytes), `${f.link} serves the uploaded PDF`).toBe(true);
        } else {
          const thumb = await loadedImage(row.locator('img.list-thumb'));
          expect(thumb).toMatchObject({ width: 50, height: 50 });
          const name = (await rowButton('Edit', s.rowName).getAttribute('aria-label'))!.replace(/^Edit /, '');
          expect(await row.locator('img.list-thumb').getAttribute('alt')).toBe(name);
        }
      }
      idsAfterCreate = await fileIds(s, row);

      await createNew().click();
      await formRegion(s, 'create').waitFor();
      for (const f of s.fields) {
        if (f.kind === 'check') expect(await control(f.label).isChecked()).toBe(false);
        else expect(await control(f.label).inputValue(), f.label).toBe(f.startsToday ? todayInIndia() : '');
      }
      expect(await storedCount(s)).toBe(1);
      await checkA11y(page, 'screen with one row');
      await formRegion(s, 'create').getByRole('button', { name: 'Cancel', exact: true }).click();
      await formRegion(s, 'create').waitFor({ state: 'hidden' });
    });

    it('with one row: screenshots at 1280 and 375 px; at 375 no sideways scroll and the sidebar toggle opens the menu', async () => {
      await screenshot(page, `admin-${s.path}-row`);
      await page.setViewportSize(NARROW);
      try {
        const toggle = page.locator('button[aria-controls="admin-sidebar"]');
        const sidebar = page.locator('#admin-sidebar');
        await toggle.waitFor();
        await sidebar.waitFor({ state: 'hidden' });
        await rowButton('Edit', s.rowName).waitFor();
        expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
        await screenshot(page, `admin-${s.path}-row`);

        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await toggle.click();
        await sidebar.waitFor();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        const current = sidebar.locator('a[aria-current="page"]');
        await current.waitFor();
        expect(await current.getAttribute('href')).toBe(`/admin/${s.path}`);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
        if (s === ADMIN_SCREENS[0]) await screenshot(page, `admin-${s.path}-menu-open`);
        await toggle.click();
        await sidebar.waitFor({ state: 'hidden' });
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      } finally {
        await page.setViewportSize(WIDE);
      }
    });

    it(`edits it without a new file: ${s.edit ? `${s.edit.label} changes, ` : ''}the stored file stays`, async () => {
      await rowButton('Edit', s.rowName).click();
      const form = formRegion(s, 'edit');
      await form.waitFor();
      expect(await formRegion(s, 'create').count()).toBe(0);
      // Focus moves to the form, so keyboard and screen-reader users land where the record now is.
      expect(await form.getByRole('heading', { level: 2 }).evaluate((el) => el === document.activeElement)).toBe(true);
      await submitButton(s, 'edit').waitFor();
      // Edit copies the row into the form (spec §4).
      for (const f of s.fields) {
        if (f.kind === 'check') expect(await control(f.label).isChecked(), f.label).toBe(true);
        else expect(await control(f.label).inputValue(), f.label).toBe(f.value);
      }
      for (const f of s.files) {
        if (f.type === 'pdf')
          await form
            .getByRole('link', { name: /^Current file: / })
            .first()
            .waitFor();
        else await loadedImage(form.getByRole('img', { name: `Preview: ${f.label}`, exact: true }));
      }
      expect(await form.getByRole('link', { name: /^Current file: / }).count()).toBe(s.files.filter((f) => f.type === 'pdf').length);
      await checkA11y(page, 'edit form');

      if (s.edit) await control(s.edit.label).fill(s.edit.value);
      await submitButton(s, 'edit').click();
      await expectDialog('Success', `${s.entity} updated successfully!`);
      await form.waitFor({ state: 'hidden' });

      const row = tableRow(editedName);
      await row.waitFor();
      await showDetails(editedName);
      if (s.edit && editedName !== s.rowName) expect(await rowButton('Edit', s.rowName).count()).toBe(0);
      else if (s.edit) {
        const text = await row.innerText();
        const before = s.fields.find((f) => f.label === s.edit!.label)!.value;
        expect(text).toContain(s.edit.value);
        expect(text).not.toContain(before);
      }
      expect(await fileIds(s, row)).toEqual(idsAfterCreate);
      const refs = await fileRefs(s, row);
      for (const [i, f] of s.files.entries()) {
        if (f.type !== 'pdf') await loadedImage(row.locator('img.list-thumb'));
        else {
          const res = await page.request.get(`${running.url}${refs[i]}`);
          expect((await res.body()).equals(fixtures.get(f.name)!.bytes), `${f.link} still serves the uploaded PDF`).toBe(true);
        }
      }
      expect(await storedCount(s)).toBe(1);
    });

    it('deletes it after the confirmation and shows the empty message again', async () => {
      await deleteRow(s, editedName);
    });
  });
}

describe('drafts', () => {
  it('typed work survives a reload: the values come back with a notice, the panel open; Create New discards them', async () => {
    const about = ADMIN_SCREENS.find((s) => s.path === 'editabout')!;
    await open(page, `${running.url}/admin/${about.path}`);
    await page.getByText(about.empty, { exact: true }).waitFor();
    await createNew().click();
    await control('Name').fill('Ward office, Gandhi Nagar');
    await control('Description').fill('Open on working days from 10 am.');

    // Leaving with unsaved work asks first ("Leave site?"; the watcher answers yes, as the person would).
    const prompts = watcher.leavePrompts.length;
    await page.reload();
    await hydrated(page);
    expect(watcher.leavePrompts.length).toBe(prompts + 1);
    await page.getByText('Your unsaved about was restored.', { exact: true }).waitFor();
    expect(await control('Name').inputValue()).toBe('Ward office, Gandhi Nagar');
    expect(await control('Description').inputValue()).toBe('Open on working days from 10 am.');
    await checkA11y(page, 'draft restored');

    // Cancel closes the panel and keeps the draft; Create New starts blank.
    await formRegion(about, 'create').getByRole('button', { name: 'Cancel', exact: true }).click();
    await formRegion(about, 'create').waitFor({ state: 'hidden' });
    await createNew().click();
    expect(await control('Name').inputValue()).toBe('');
    expect(await page.getByText('Your unsaved about was restored.', { exact: true }).count()).toBe(0);
    await page.reload();
    await hydrated(page);
    await page.getByText(about.empty, { exact: true }).waitFor();
    // No draft left: the panel stays closed.
    expect(await formRegion(about, 'create').count()).toBe(0);
    await createNew().click();
    expect(await control('Name').inputValue()).toBe('');
    expect(await page.getByText('Your unsaved about was restored.', { exact: true }).count()).toBe(0);
    // Nothing was left to lose, so nothing asked.
    expect(watcher.leavePrompts.length).toBe(prompts + 1);
    expect(await storedCount(about)).toBe(0);
  });
});
