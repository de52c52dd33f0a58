/**
 * Issue 27, property tax dues, in the browser: the revenue clerk imports a register with one bad line (refused, the
 * line named, nothing imported), then a good one (previewed, then imported; the history names it); a citizen looks a
 * property up with JavaScript on (English, 1280 px: dues without the owner) and off (Hindi, 375 px: with the last
 * four digits, the owner's name and address; the digits never in the URL); Pay Property Tax links the look-up and
 * the state portal. Every page passes axe; screenshots in both languages at both widths.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { propertyTax, wards } from '@nagar/server/db/schema.ts';
import { browserSuite } from './support/suite.ts';
import { checkA11y, leavingTarget, open, screenshot, scrollWidth, signIn } from './support/browser.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const suite = browserSuite({ config: { admin2fa: 'optional' } });
const CLERK = { email: 'clerk@e2e.example', password: 'e2e-clerk-password-1' };

const HEADER = 'assessment_no,ward,owner_name,address,annual_rental_value,arrears,current_demand,amount_paid,due_date,mobile';
const GOOD = [
  HEADER,
  'PT-001,Ward One,रमेश कुमार शर्मा,"12, Gandhi Chowk",12000.50,1500,3600.25,1000,2027-03-31,9876543210',
  'PT-002,वार्ड दो,Sita Devi,"4 Station Road",8000,0,2400,2400,2027-03-31,',
].join('\r\n');
const BAD = GOOD.replace('PT-002,वार्ड दो', 'PT-002,Ward Nine');

/** A locator's text, or '' while it is not there yet (for expect.poll). */
const textOf = (locator: Locator) => locator.innerText().catch(() => '');

async function chooseFile(p: Page, name: string, csv: string) {
  await p.locator('#pt-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

async function signInClerk(p: Page) {
  await open(p, `${suite.url}/login`);
  await signIn(p, CLERK, /^\/admin/);
}

describe('the property tax register and its look-up', () => {
  it('the clerk’s bad file is refused with its line named and nothing imported; then the good one is previewed and imported', async () => {
    const { db, accounts } = suite.running.app.services;
    await db.insert(wards).values([
      { name: 'Ward One', nameHi: 'वार्ड एक' },
      { name: 'Ward Two', nameHi: 'वार्ड दो' },
    ]);
    await accounts.upsert({ ...CLERK, role: 'revenue' });
    const p = await suite.page({ viewport: WIDE });
    await signInClerk(p);
    await p.getByRole('link', { name: 'Property tax' }).first().click();
    await p.getByRole('heading', { name: 'Property tax register' }).waitFor();
    await checkA11y(p, 'register empty');

    await chooseFile(p, 'bad.csv', BAD);
    suite.watcher().allow(/400.*\/api\/Admin\/property-tax\/import/);
    await p.getByRole('button', { name: 'Import' }).click();
    const bad = p.getByTestId('pt-bad-lines');
    await bad.waitFor();
    expect(await bad.innerText()).toContain('No ward is named Ward Nine in the Wards list.');
    expect(await bad.locator('tbody td').first().innerText()).toBe('3');
    expect(await p.getByRole('alert').first().innerText()).toContain('1 bad line');
    expect(await db.select().from(propertyTax)).toEqual([]);
    await checkA11y(p, 'register refused');
    await screenshot(p, 'property-tax-refused-en');

    await chooseFile(p, 'register.csv', GOOD);
    await p.getByRole('button', { name: 'Preview' }).click();
    await p.getByTestId('pt-preview').waitFor();
    expect(await p.getByTestId('pt-preview-ok').innerText()).toBe('2 rows are ready to import. The first rows:');
    expect(await p.getByTestId('pt-preview').innerText()).toContain('₹4,100.25');
    expect(await db.select().from(propertyTax)).toEqual([]);
    await p.getByRole('button', { name: 'Import' }).click();
    await expect.poll(() => textOf(p.getByTestId('pt-imported'))).toBe('2 rows imported. The register now has 2 properties.');
    await expect.poll(() => textOf(p.getByTestId('pt-history-table'))).toContain('register.csv');
    expect(await p.getByTestId('pt-history-table').innerText()).toContain(CLERK.email);
    await expect.poll(() => p.getByTestId('pt-register-table').locator('tbody tr').count()).toBe(2);
    await checkA11y(p, 'register imported');
    await screenshot(p, 'property-tax-admin-en');
  });

  it('the register screen in Hindi at 375 px', async () => {
    const p = await suite.page({ viewport: NARROW });
    await signInClerk(p);
    await p.context().addCookies([{ name: 'lang', value: 'hi', url: suite.url }]);
    await open(p, `${suite.url}/admin/propertytax?q=${encodeURIComponent('रमेश')}`);
    await expect.poll(() => p.getByTestId('pt-register-table').locator('tbody tr').count()).toBe(1);
    expect(await p.locator('h1').innerText()).toBe('संपत्ति कर रजिस्टर');
    await checkA11y(p, 'register hi 375');
    await screenshot(p, 'property-tax-admin-hi');
  });

  it('JavaScript on (English, 1280 px): a number shows the ward and dues, not the owner; a wrong number is not found', async () => {
    const p = await suite.page({ viewport: WIDE });
    expect(await open(p, `${suite.url}/viewpropertytax`)).toBe(200);
    expect(await p.locator('h1').innerText()).toBe('View Property Tax');
    await checkA11y(p, 'look-up en');
    await p.locator('#pt-assessmentNo').fill('pt-001');
    await p.getByRole('button', { name: 'Look up' }).click();
    const card = p.locator('[aria-labelledby="pt-result"]');
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('Property tax of PT-001');
    expect(text).toContain('Ward One');
    expect(await p.getByTestId('pt-balance').innerText()).toBe('₹4,100.25');
    expect(text).toContain('31 March 2027');
    expect(text).not.toContain('रमेश');
    expect(await p.getByTestId('pt-owner-note').innerText()).toContain('only when you type the last four digits');
    expect(p.url()).toBe(`${suite.url}/viewpropertytax`);
    await checkA11y(p, 'look-up en found');
    await screenshot(p, 'property-tax-lookup-en');

    suite.watcher().allow(/404.*\/viewpropertytax/);
    await p.locator('#pt-assessmentNo').fill('PT-404');
    await p.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => textOf(p.getByRole('alert'))).toContain('No property with this assessment number is on the register.');
    await checkA11y(p, 'look-up en not found');
  });

  it('JavaScript off (Hindi, 375 px): with the last four digits the owner’s name and address show; wrong digits do not', async () => {
    const p = await suite.page({ viewport: NARROW, javaScriptEnabled: false, lang: 'hi' });
    expect(await open(p, `${suite.url}/viewpropertytax`)).toBe(200);
    expect(await p.locator('h1').innerText()).toBe('संपत्ति कर देखें');
    expect(await scrollWidth(p)).toBeLessThanOrEqual(NARROW.width);
    await p.locator('#pt-assessmentNo').fill('PT-001');
    await p.locator('#pt-mobileLast4').fill('3210');
    await Promise.all([p.waitForNavigation(), p.getByRole('button', { name: 'देखें' }).click()]);
    expect(await p.getByTestId('pt-owner').innerText()).toBe('रमेश कुमार शर्मा');
    expect(await p.locator('main').innerText()).toContain('12, Gandhi Chowk');
    expect(await p.locator('main').innerText()).toContain('वार्ड एक');
    expect(p.url()).not.toContain('3210');
    expect(await scrollWidth(p)).toBeLessThanOrEqual(NARROW.width);
    await checkA11y(p, 'look-up hi owner');
    await screenshot(p, 'property-tax-lookup-hi');

    await p.locator('#pt-assessmentNo').fill('PT-001');
    await p.locator('#pt-mobileLast4').fill('1111');
    await Promise.all([p.waitForNavigation(), p.getByRole('button', { name: 'देखें' }).click()]);
    expect(await p.getByTestId('pt-owner-note').innerText()).toContain('दर्ज मोबाइल नंबर के नहीं हैं');
    expect(await p.locator('main').innerText()).not.toContain('रमेश');
    await checkA11y(p, 'look-up hi mismatch');
  });

  it('every page of it passes axe in English and Hindi at 375 and 1280 px (a look-up answer on the public one)', async () => {
    for (const lang of ['en', 'hi'] as const) {
      for (const viewport of [NARROW, WIDE]) {
        const p = await suite.page({ viewport });
        await p.context().addCookies([{ name: 'lang', value: lang, url: suite.url }]);
        await open(p, `${suite.url}/viewpropertytax`);
        await p.locator('#pt-assessmentNo').fill('PT-002');
        await p.locator('#pt-mobileLast4').fill('1234');
        await p.locator('form button[type="submit"]').last().click();
        await p.getByTestId('pt-owner-note').waitFor();
        expect(await scrollWidth(p)).toBeLessThanOrEqual(viewport.width);
        await checkA11y(p, `look-up ${lang} ${viewport.width}`);
        await open(p, `${suite.url}/paypropertytax`);
        expect(await scrollWidth(p)).toBeLessThanOrEqual(viewport.width);
        await checkA11y(p, `pay ${lang} ${viewport.width}`);
        const staff = await suite.page({ viewport });
        await signInClerk(staff);
        await staff.context().addCookies([{ name: 'lang', value: lang, url: suite.url }]);
        await open(staff, `${suite.url}/admin/propertytax`);
        await staff.getByTestId('pt-register-table').waitFor();
        expect(await scrollWidth(staff)).toBeLessThanOrEqual(viewport.width);
        await checkA11y(staff, `register ${lang} ${viewport.width}`);
      }
    }
    // Twelve pages, each scanned, and four sign-ins: 229 s for the whole file in the clean CI run of 2026-12-07, where
    // this test alone went over the default 120 s at four files at once on two cores.
  }, 300_000);

  it('Pay Property Tax says how and where to pay and links the look-up and the state portal, in both languages', async () => {
    await suite.running.app.services.settings.update(null, { values: { propertyTaxUrl: 'https://www.mpenagarpalika.gov.in/' } });
    for (const [lang, viewport, js] of [
      ['en', WIDE, true],
      ['hi', NARROW, false],
    ] as const) {
      const p = await suite.page({ viewport, javaScriptEnabled: js });
      await p.context().addCookies([{ name: 'lang', value: lang, url: suite.url }]);
      expect(await open(p, `${suite.url}/paypropertytax`)).toBe(200);
      expect(await p.locator('h1').innerText()).toBe(lang === 'en' ? 'Pay Property Tax' : 'संपत्ति कर जमा करें');
      expect(await p.locator('main a[href="/viewpropertytax"]').count()).toBe(1);
      const portal = p.locator('main a[href^="/leaving"]');
      expect(leavingTarget(await portal.getAttribute('href'))).toBe('https://www.mpenagarpalika.gov.in/');
      await checkA11y(p, `pay ${lang}`);
      await screenshot(p, `property-tax-pay-${lang}`);
    }
  });
});
