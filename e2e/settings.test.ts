/**
 * Issue 11 (site settings, an honest empty install), in the browser on an EMPTY install (DEMO_CONTENT=false):
 * the public pages say nothing of a demo council and the grievance form says that online filing opens soon
 * (JavaScript on and off, the no-JS POST refused cleanly); the admin sees the dashboard checklist with links;
 * renames the council in both languages in Admin › Settings and adds an Important Link; the new name shows
 * in the header, the footer, the <title> and the printed grievance receipt without a restart; the checklist
 * items turn done as the master lists are filled. axe on every page opened; screenshots at 375 and 1280 px.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, startApp, type RunningApp } from './support/app.ts';
import { tempDir, writePicture } from './support/files.ts';
import { fillCitizen, submitGrievance } from './support/grievance.ts';
import {
  PageWatcher,
  checkA11y,
  launchBrowser,
  leavingTarget,
  newContext,
  open,
  screenshot,
  scrollWidth,
  signIn,
} from './support/browser.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const NAME = { en: 'Nagar Parishad Rampur', hi: 'नगर परिषद रामपुर' };
const LINK = { en: 'District Collectorate', hi: 'ज़िला कलेक्टोरेट', url: 'https://collectorate.example.org/' };
/** The setup checklist's first six links: the settings' three steps, then the complaint form's three lists. */
const FIRST_STEPS = ['/admin/settings', '/admin/settings', '/admin/settings', '/admin/districts', '/admin/wards', '/admin/grievancetypes'];

let running: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
const watchers: PageWatcher[] = [];
let admin: Page;
const tmp = tempDir('nagar-settings-');

async function page(options: Parameters<typeof newContext>[1] = {}): Promise<Page> {
  const context = await newContext(browser, options);
  contexts.push(context);
  const p = await context.newPage();
  watchers.push(new PageWatcher(p));
  return p;
}

/** A page in Hindi: the language link sets the visitor's choice (a cookie) for the context. */
async function hindiPage(options: Parameters<typeof newContext>[1] = {}): Promise<Page> {
  const p = await page(options);
  await p.goto(`${running.url}/language/hi?to=/`);
  return p;
}

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterEach(() => {
  for (const w of watchers) w.assertClean();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await running?.close();
  tmp.cleanup();
});

describe('an empty install', () => {
  it('the public pages name no demo council; the home page hides empty blocks', async () => {
    for (const viewport of [WIDE, NARROW]) {
      for (const lang of ['en', 'hi'] as const) {
        const p = lang === 'en' ? await page({ viewport }) : await hindiPage({ viewport });
        expect(await open(p, `${running.url}/`)).toBe(200);
        const html = (await p.content()).toLowerCase();
        expect(html).not.toContain('sundarpur');
        expect(html).not.toContain('सुंदरपुर');
        expect(await p.locator('.brand-name').innerText()).toBe(lang === 'en' ? 'Nagar Parishad' : 'नगर परिषद');
        // No testimonials, no links: their blocks are not there at all.
        expect(await p.locator('#voices-heading').count()).toBe(0);
        expect(await p.locator('#links-heading').count()).toBe(0);
        expect(await scrollWidth(p)).toBeLessThanOrEqual(viewport.width);
        await checkA11y(p, `empty home ${lang} ${viewport.width}`);
        await screenshot(p, `settings-empty-home-${lang}`);
      }
    }
  });

  it('the grievance form says online filing opens soon instead of an unusable form (JavaScript on)', async () => {
    for (const viewport of [WIDE, NARROW]) {
      for (const lang of ['en', 'hi'] as const) {
        const p = lang === 'en' ? await page({ viewport }) : await hindiPage({ viewport });
        expect(await open(p, `${running.url}/postgrievance`)).toBe(200);
        await p.getByTestId('filing-closed').waitFor();
        expect(await p.locator('main form').count()).toBe(0);
        await p
          .getByRole('heading', { name: lang === 'en' ? 'Online filing opens soon' : 'ऑनलाइन शिकायत दर्ज करने की सुविधा जल्द शुरू होगी' })
          .waitFor();
        await checkA11y(p, `closed grievance form ${lang} ${viewport.width}`);
        await screenshot(p, `settings-empty-grievance-${lang}`);
      }
    }
  });

  it('with JavaScript off too, and a POST of the form is refused cleanly (409) with the same page', async () => {
    const p = await page({ javaScriptEnabled: false });
    expect(await open(p, `${running.url}/postgrievance`)).toBe(200);
    await p.getByTestId('filing-closed').waitFor();
    await checkA11y(p, 'closed grievance form, no JavaScript');
    const res = await p.request.post(`${running.url}/postgrievance`, {
      headers: { origin: running.url },
      multipart: {
        district: 'Any',
        ward: 'Any',
        grivance: 'Any',
        additional_Information: 'A drain is blocked.',
        name: 'A Citizen',
        mobile: '9000011111',
        consent: 'on',
      },
    });
    expect(res.status()).toBe(409);
    expect(await res.text()).toContain('Online filing opens soon');
  });
});

describe('the admin sets the site up', () => {
  it('sees the dashboard checklist, every step not done, each with a link to its screen', async () => {
    admin = await page();
    await open(admin, `${running.url}/login`);
    await signIn(admin, ADMIN, '/admin/dashboard');
    const list = admin.getByTestId('setup-checklist');
    await list.waitFor();
    const items = list.locator('li');
    expect(await items.count()).toBe(10);
    expect(await list.locator('li[data-done="true"]').count()).toBe(0);
    const hrefs = await list.locator('li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      ...FIRST_STEPS,
      '/admin/editministerofficeremp',
      '/admin/editnotice',
      // Issue 28: who new complaints go to, and notices (no SMTP_URL or SMS gateway in this test: not done).
      '/admin/routing',
      '/admin/notifications',
    ]);
    await checkA11y(admin, 'dashboard with the checklist');
  });

  it('a bad value in Admin › Settings is refused with the field’s message; nothing is saved', async () => {
    await admin
      .getByTestId('setup-checklist')
      .getByRole('link', { name: /council’s name/ })
      .click();
    await admin.waitForURL(/\/admin\/settings$/);
    await admin.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    await checkA11y(admin, 'settings screen');
    await admin.getByLabel('RTI portal link').fill('javascript:alert(1)');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.waitFor();
    // One wrong field: the dialog names it.
    expect(await dialog.getByTestId('dialog-problems').getByRole('listitem').allTextContents()).toEqual([
      'RTI portal link: Enter a web address that starts with https:// or http://.',
    ]);
    await dialog.getByRole('button').first().click();
    // Three wrong fields: the dialog lists each of them by its label, as they are marked below.
    await admin.getByLabel('E-mail').fill('not-an-address');
    await admin.getByLabel('Council name (Hindi) *').fill('');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('alert').textContent()).toBe('Some fields need your attention: 3 found. The first one is marked below.');
    const problems = await dialog.getByTestId('dialog-problems').getByRole('listitem').allTextContents();
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['Council name (Hindi)', 'E-mail', 'RTI portal link']);
    expect(problems).toContain('RTI portal link: Enter a web address that starts with https:// or http://.');
    expect(await dialog.getByText('The 3 fields to correct:').count()).toBe(1);
    await checkA11y(admin, 'settings screen with the error dialog');
    await screenshot(admin, 'settings-dialog-problems', { fullPage: false });
    await admin.setViewportSize(NARROW);
    await checkA11y(admin, 'settings screen with the error dialog at 375 px');
    await screenshot(admin, 'settings-dialog-problems', { fullPage: false });
    await admin.setViewportSize(WIDE);
    await dialog.getByRole('button').first().click();
    for (const id of ['#s-email', '#s-councilName-hi', '#s-rtiUrl'])
      expect(await admin.locator(id).getAttribute('aria-invalid'), id).toBe('true');
    await admin.getByLabel('E-mail').fill('');
    await admin.getByLabel('Council name (Hindi) *').fill('नगर परिषद');
    await expect
      .poll(() => admin.locator('#s-rtiUrl-error').textContent())
      .toBe('Enter a web address that starts with https:// or http://.');
    expect(await admin.getByLabel('RTI portal link').getAttribute('aria-invalid')).toBe('true');
    await checkA11y(admin, 'settings screen with a field error');
    const stored = (await (await admin.request.get(`${running.url}/api/Admin/settings`)).json()) as { rtiUrl: string };
    expect(stored.rtiUrl).toBe('');
  });

  it('typed settings survive a reload (restored with a notice) until saved or discarded', async () => {
    await admin.getByLabel('State government line (English)').fill('Government of Nowhere');
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    await admin.getByText('Your unsaved settings were restored.').waitFor();
    expect(await admin.getByLabel('State government line (English)').inputValue()).toBe('Government of Nowhere');
    // The refused RTI link of the step before was typed work too.
    expect(await admin.getByLabel('RTI portal link').inputValue()).toBe('javascript:alert(1)');
    await checkA11y(admin, 'settings screen with a restored draft');
    await admin.getByRole('button', { name: 'Discard the unsaved changes' }).click();
    expect(await admin.getByLabel('State government line (English)').inputValue()).toBe('');
    expect(await admin.getByText('Your unsaved settings were restored.').count()).toBe(0);
  });

  it('renames the council in both languages, sets contacts, adds an Important Link, and saves', async () => {
    await admin.getByLabel('RTI portal link').fill('');
    await admin.getByLabel('Council name (English) *').fill(NAME.en);
    await admin.getByLabel('Council name (Hindi) *').fill(NAME.hi);
    await admin.getByLabel('Address (English)').fill('Council House, Main Road, Rampur');
    await admin.getByLabel('E-mail').fill('office@rampur.example.org');
    await admin.getByLabel('Telephone').fill('+91 7000 100 200');
    await admin.getByLabel('Office hours (English)').fill('Monday to Friday, 10 am to 5 pm.');
    await admin.getByRole('button', { name: 'Add a link' }).click();
    await admin.getByLabel('Label (English) *').fill(LINK.en);
    await admin.getByLabel('Label (Hindi)').fill(LINK.hi);
    await admin.getByLabel('Web address *').fill(LINK.url);
    await admin.getByRole('button', { name: 'Add a link' }).click();
    await admin.locator('#link-1-en').fill('Second link');
    await admin.locator('#link-1-url').fill('https://second.example.org/');
    // The second link goes first, then back: the order is the editor's.
    await admin.getByRole('button', { name: 'Move link 2 up' }).click();
    expect(await admin.locator('#link-0-en').inputValue()).toBe('Second link');
    await admin.getByRole('button', { name: 'Remove link 1' }).click();
    expect(await admin.locator('#link-0-en').inputValue()).toBe(LINK.en);
    // The logo: a preview before saving; afterwards the back office's and the site's header show it.
    const logo = await writePicture(tmp.dir, 'council-logo.png', '#0b3d6e', 240, 120);
    await admin.getByLabel('Logo').setInputFiles(logo);
    await admin.getByRole('img', { name: 'New logo (saved with the settings)' }).waitFor();
    await checkA11y(admin, 'settings screen filled in');
    await screenshot(admin, 'settings-screen-en');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    // The save sends the logo too (re-encoded on the server): longer than expect.poll's one second on a busy machine.
    await expect.poll(() => admin.getByRole('status').filter({ hasText: 'The settings were saved' }).count(), { timeout: 15_000 }).toBe(1);
    // The back office's own header reads the settings too: no reload, no restart.
    await expect.poll(() => admin.locator('.admin-title').innerText()).toBe(NAME.en);
    await admin.locator('.admin-header img.council-logo').waitFor();
    await admin.getByRole('img', { name: 'Current logo' }).waitFor();
  });

  it('the settings screen at 375 px and in Hindi passes axe', async () => {
    for (const viewport of [NARROW, WIDE]) {
      const p = await page({ viewport });
      await open(p, `${running.url}/login`);
      await signIn(p, ADMIN, '/admin/dashboard');
      // The dashboard's own read (the complaint counts) has finished before the page moves on.
      await p.getByText('No complaints yet.').waitFor();
      // Wide: in Hindi (the language link keeps the choice for the context).
      await open(p, viewport === WIDE ? `${running.url}/language/hi?to=/admin/settings` : `${running.url}/admin/settings`);
      await p.locator('#s-councilName-en').waitFor();
      expect(await p.locator('#s-councilName-hi').inputValue()).toBe(NAME.hi);
      expect(await scrollWidth(p)).toBeLessThanOrEqual(viewport.width);
      await checkA11y(p, `settings screen ${viewport.width}`);
      await screenshot(p, `settings-screen-${viewport === WIDE ? 'hi' : 'en'}`);
    }
  });

  it('while the lists are empty, the closed grievance form gives the telephone and office hours from the settings', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const p = await page({ javaScriptEnabled });
      await open(p, `${running.url}/postgrievance`);
      const closed = p.getByTestId('filing-closed');
      await closed.waitFor();
      expect(await closed.locator('a[href="tel:+917000100200"]').innerText()).toBe('+91 7000 100 200');
      expect(await closed.innerText()).toContain('Monday to Friday, 10 am to 5 pm.');
      await checkA11y(p, `closed grievance form with contacts (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`);
      await screenshot(p, `settings-closed-grievance-contacts${javaScriptEnabled ? '' : '-nojs'}`);
    }
  });

  it('the master lists filled, the checklist items turn done', async () => {
    for (const [api, name] of [
      ['district', 'Rampur'],
      ['ward', 'Ward 1 – Main Road'],
      ['grievance-type', 'Streetlight not working'],
    ]) {
      const res = await admin.request.post(`${running.url}/api/Admin/${api}`, { headers: { origin: running.url }, data: { name } });
      expect(res.status(), api).toBe(201);
    }
    await open(admin, `${running.url}/admin/dashboard`);
    const done = await admin
      .getByTestId('setup-checklist')
      .locator('li[data-done="true"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(done).toEqual(FIRST_STEPS);
    await checkA11y(admin, 'dashboard, checklist partly done');
  });
});

describe('every public page reads the new settings, without a restart', () => {
  it('header, footer, <title> and the Important Link, in English and Hindi', async () => {
    for (const lang of ['en', 'hi'] as const) {
      const p = lang === 'en' ? await page() : await hindiPage();
      await open(p, `${running.url}/`);
      expect(await p.locator('.brand-name').innerText()).toBe(NAME[lang]);
      expect(await p.locator('.brand img.council-logo').getAttribute('src')).toMatch(/^\/files\/[0-9a-f-]{36}\//);
      expect(await p.locator('footer h2').innerText()).toBe(NAME[lang]);
      expect(await p.title()).toContain(NAME[lang]);
      const link = p.locator('section[aria-labelledby="links-heading"] a', { hasText: LINK[lang] });
      expect(leavingTarget(await link.getAttribute('href'))).toBe(LINK.url);
      expect(await p.locator('footer').innerText()).toContain('office@rampur.example.org');
      await checkA11y(p, `home after the rename (${lang})`);
      await open(p, `${running.url}/contactus`);
      expect(await p.title()).toContain(NAME[lang]);
      await checkA11y(p, `contact after the rename (${lang})`);
    }
  });

  it('the grievance form is open now, and the printed receipt names the council', async () => {
    const p = await page();
    await open(p, `${running.url}/postgrievance`);
    expect(await p.getByTestId('filing-closed').count()).toBe(0);
    await p.getByLabel(/^District/).selectOption('Rampur');
    await p.getByLabel(/^Ward/).selectOption('Ward 1 – Main Road');
    await p.getByLabel(/^Grievance Type/).selectOption('Streetlight not working');
    await p.getByLabel(/^Additional Information/).fill('The streetlight at the bus stand is out.');
    await fillCitizen(p, '9000077777');
    await checkA11y(p, 'open grievance form');
    await submitGrievance(p);
    // The receipt names the council on screen and on paper (issue 14: a receipt worth keeping).
    const receipt = p.getByTestId('receipt-council');
    expect(await receipt.innerText()).toContain(NAME.en);
    await p.emulateMedia({ media: 'print' });
    // The media switch restyles the page asynchronously: wait for the print styles to apply.
    await expect.poll(() => receipt.isVisible()).toBe(true);
    expect(await receipt.innerText()).toContain(NAME.en);
    expect(await p.locator('.site-header').isVisible()).toBe(false);
    await screenshot(p, 'settings-printed-receipt');
    await p.emulateMedia({ media: 'screen' });
    await checkA11y(p, 'receipt');
  });

  it('Admin › Audit shows the rename and the new link, before → after', async () => {
    await open(admin, `${running.url}/admin/audit?entity=settings`);
    const row = admin.locator('table.audit-table tbody tr').first();
    await row.waitFor();
    expect(await row.innerText()).toContain('Site settings');
    const line = (label: string) => row.locator('li').filter({ hasText: new RegExp(`^${label}:`) });
    // The two halves of a bilingual setting, each on its line (the one bilingual shape: councilName, councilNameHi).
    expect(await line('Council name').locator('.audit-before').innerText()).toBe('Nagar Parishad');
    expect(await line('Council name').locator('.audit-after').innerText()).toBe(NAME.en);
    expect(await line('Council name \\(Hindi\\)').locator('.audit-before').innerText()).toBe('नगर परिषद');
    expect(await line('Council name \\(Hindi\\)').locator('.audit-after').innerText()).toBe(NAME.hi);
    expect(await line('Important Links').locator('.audit-after').innerText()).toContain(LINK.url);
    expect(await line('Logo').locator('.audit-after').innerText()).toMatch(/\.jpg \(\d+(\.\d)? K?B\)$/);
    await checkA11y(admin, 'audit of the settings');
  });
});
