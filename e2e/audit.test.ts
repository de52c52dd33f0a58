/**
 * Admin › Audit (issue 11, item 4): an admin changes a notice's title, opens the Audit screen from the sidebar
 * and finds the change with its before → after; filters by record type, and the filter survives a reload (it
 * lives in the URL); pages on the server; a bad date range is refused with its message; nothing matching says
 * so. Every state passes axe at 1280 and 375 px in English and Hindi, the phone view never scrolls sideways,
 * and the screen is photographed at both widths in both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../apps/server/src/db/schema.ts';
import { makePdf } from '@nagar/demo/pdf.ts';
import { ADMIN } from './support/app.ts';
import { checkA11y, open, screenshot, scrollWidth, signIn } from './support/browser.ts';
import { pageSuite } from './support/suite.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const TITLE = 'Water tanker timetable for ward 7';
const NEW_TITLE = 'Water tanker timetable for wards 7 and 8';

const suite = pageSuite({ config: { sessionTtlMinutes: 30 } });
let noticeId: number;

/** axe at both widths, the phone view without sideways scroll; optionally photographed at both. */
async function checkBothWidths(state: string, shot?: string) {
  await checkA11y(suite.page, `${state} at 1280 px`);
  if (shot) await screenshot(suite.page, shot);
  await suite.page.setViewportSize(NARROW);
  try {
    await suite.page.locator('main h1').waitFor();
    expect(await scrollWidth(suite.page), `${state}: sideways scroll at 375 px`).toBeLessThanOrEqual(NARROW.width);
    await checkA11y(suite.page, `${state} at 375 px`);
    if (shot) await screenshot(suite.page, shot);
  } finally {
    await suite.page.setViewportSize(WIDE);
  }
}

const rows = () => suite.page.locator('table.audit-table tbody tr');
/** The text of the status line that matches `pattern` (the count of entries). */
const statusText = (pattern: RegExp) => suite.page.getByRole('status').filter({ hasText: pattern }).innerText();
const setLanguage = (lang: 'en' | 'hi') => suite.context.addCookies([{ name: 'lang', value: lang, url: suite.running.url }]);

beforeAll(async () => {
  const { services } = suite.running.app;
  // Laid down without a person (as demo content is): no audit row of its own.
  const pdf = await makePdf(TITLE, ['Tankers reach ward 7 at 7:00 and 17:00.']);
  noticeId = (
    await services.resource('notice').create({
      values: { title: TITLE, description: 'Tankers reach ward 7 at 7:00 and 17:00.' },
      files: { filePath: { filename: 'tanker.pdf', data: pdf } },
      remove: new Set(),
    })
  ).id;
  // Earlier entries of other staff, so that the trail has a second page and a mix of records.
  const day = (i: number) => new Date(Date.parse('2026-10-01T09:30:00+05:30') + i * 3_600_000);
  await services.db.insert(auditLog).values([
    ...Array.from({ length: 26 }, (_, i) => ({
      at: day(i),
      actorId: 9000,
      actorEmail: 'clerk@council.example',
      actorRole: 'editor',
      action: 'create',
      entity: 'ward',
      entityId: String(100 + i),
      changes: { name: [null, `Ward ${100 + i}`] },
      ip: '10.0.0.5',
    })),
    {
      at: day(27),
      actorId: 9001,
      actorEmail: 'officer@council.example',
      actorRole: 'officer',
      action: 'action',
      entity: 'complaint',
      entityId: '41',
      changes: {
        complaintNo: 'GRV-2026-000041',
        status: ['Open', 'In Progress'],
        remarks: 'Pipe replaced near the temple.',
        action_Image_1: [null, { name: 'action-photo.jpg', size: 48_213 }],
      },
      ip: '10.0.0.6',
    },
  ]);
});

describe('Admin › Audit', () => {
  it('the admin changes a notice title; the Audit screen (from the sidebar) shows it first, before → after', async () => {
    await setLanguage('en');
    await open(suite.page, `${suite.running.url}/login`);
    await signIn(suite.page, ADMIN, '/admin/dashboard');
    await open(suite.page, `${suite.running.url}/admin/editnotice`);
    await suite.page.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).click();
    const form = suite.page.getByRole('dialog', { name: 'Edit Notice', exact: true });
    await form.waitFor();
    await suite.page
      .locator('.admin-form')
      .getByLabel(/^Title( \*)?$/)
      .fill(NEW_TITLE);
    await form.getByRole('button', { name: 'Update Notice', exact: true }).click();
    const dialog = suite.page.getByRole('dialog', { name: 'Success', exact: true });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();

    await suite.page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Audit', exact: true }).click();
    await suite.page.waitForURL((u) => u.pathname === '/admin/audit');
    await suite.page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
    expect(await suite.page.title()).toMatch(/^Audit trail \| /);
    await rows().first().waitFor();
    // 26 wards and a complaint action laid down before, the admin's sign-in, the notice's update.
    expect(await statusText(/entries$/)).toBe('29 entries');

    const first = rows().first();
    const text = await first.innerText();
    expect(text).toContain(ADMIN.email);
    expect(text).toContain('Admin');
    expect(text).toContain('Changed');
    expect(text).toContain(`Notice #${noticeId}`);
    const title = first.locator('li').filter({ hasText: /^Title:/ });
    expect(await title.locator('.audit-before').innerText()).toBe(TITLE);
    expect(await title.locator('.audit-after').innerText()).toBe(NEW_TITLE);
    // The document follows its title: named and sized, never an id.
    const document = first.locator('li').filter({ hasText: /^Document:/ });
    expect(await document.locator('.audit-before').innerText()).toMatch(/^Water-tanker-timetable-for-ward-7\.pdf \(\d+\.\d KB\)$/);
    expect(await document.locator('.audit-after').innerText()).toMatch(/^Water-tanker-timetable-for-wards-7-and-8\.pdf \(\d+\.\d KB\)$/);
    // Read aloud: "Title: … changed to …" (the arrow is hidden from screen readers).
    expect((await title.textContent())!.replace(/\s+/g, ' ')).toBe(`Title: ${TITLE} → changed to ${NEW_TITLE}`);
    expect(await first.locator('li').count()).toBe(2);
    // A complaint action reads in words, its photo by name and size.
    const action = rows().filter({ hasText: 'GRV-2026-000041' });
    expect(await action.innerText()).toContain('Complaint action');
    const change = async (label: string) => {
      const line = action.locator('li').filter({ hasText: new RegExp(`^${label}:`) });
      return [await line.locator('.audit-before').innerText(), await line.locator('.audit-after').innerText()];
    };
    expect(await change('Status')).toEqual(['Open', 'In Progress']);
    expect(await change('Action photo 1')).toEqual(['(none)', 'action-photo.jpg (47.1 KB)']);
    expect(
      await action
        .locator('li')
        .filter({ hasText: /^Remarks:/ })
        .innerText(),
    ).toBe('Remarks: Pipe replaced near the temple.');
    await checkBothWidths('audit trail', 'admin-audit-en');
  });

  it('filters by record type; the filter is in the URL and survives a reload', async () => {
    await suite.page.getByLabel('Record type').selectOption({ label: 'Notice' });
    await suite.page.getByRole('button', { name: 'Apply', exact: true }).click();
    await suite.page.waitForURL((u) => u.searchParams.get('entity') === 'notice');
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().innerText()).toContain(`Notice #${noticeId}`);
    await checkBothWidths('filtered by record type');

    await suite.page.reload();
    await suite.page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
    await rows().first().waitFor();
    expect(new URL(suite.page.url()).searchParams.get('entity')).toBe('notice');
    expect(await suite.page.getByLabel('Record type').inputValue()).toBe('notice');
    expect(await rows().count()).toBe(1);
    expect(await statusText(/entry$/)).toBe('1 entry');
  });

  it('pages on the server, newest first', async () => {
    await open(suite.page, `${suite.running.url}/admin/audit`);
    await rows().first().waitFor();
    expect(await rows().count()).toBe(25);
    await suite.page.getByText('Page 1 of 2', { exact: true }).waitFor();
    await suite.page.getByRole('link', { name: 'Next', exact: true }).click();
    await suite.page.waitForURL((u) => u.searchParams.get('page') === '2');
    await suite.page.getByText('Page 2 of 2', { exact: true }).waitFor();
    await expect.poll(() => rows().count()).toBe(4);
    // The oldest entries: the first wards the clerk created.
    expect(await rows().last().innerText()).toContain('Ward #100');
    await checkA11y(suite.page, 'second page');
  });

  it('a bad date range is refused with its message; nothing matching says so', async () => {
    await open(suite.page, `${suite.running.url}/admin/audit?from=2026-10-10&to=2026-10-01`);
    await suite.page.getByRole('alert').filter({ hasText: 'Please correct the filters.' }).waitFor();
    expect(await suite.page.getByLabel('To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await suite.page.getByText('The end date cannot be before the start date.', { exact: true }).waitFor();
    expect(await rows().count()).toBe(0);
    await checkBothWidths('bad date range');

    await open(suite.page, `${suite.running.url}/admin/audit?entity=notice&entityId=999999`);
    await suite.page.getByText('No audit entries match these filters.', { exact: true }).waitFor();
    await checkBothWidths('nothing matches');
  });

  it('in Hindi: the same trail in Hindi texts, axe-clean at both widths', async () => {
    await setLanguage('hi');
    await open(suite.page, `${suite.running.url}/admin/audit`);
    await suite.page.getByRole('heading', { level: 1, name: 'ऑडिट ट्रेल' }).waitFor();
    await rows().first().waitFor();
    const first = await rows().first().innerText();
    expect(first).toContain('बदला');
    expect(first).toContain(`सूचना #${noticeId}`);
    expect(await statusText(/प्रविष्टियाँ$/)).toBe('29 प्रविष्टियाँ');
    await checkBothWidths('audit trail in Hindi', 'admin-audit-hi');

    await open(suite.page, `${suite.running.url}/admin/audit?from=2026-10-10&to=2026-10-01`);
    await suite.page.getByText('समाप्ति तिथि प्रारंभ तिथि से पहले नहीं हो सकती।', { exact: true }).waitFor();
    await checkBothWidths('bad date range in Hindi');
    await setLanguage('en');
  });
});
