/**
 * Issue 27, Find my ward, in the browser: "ward 4" (JavaScript on, English, 1280 px) and a locality's Hindi name
 * (JavaScript off, Hindi, 375 px) find Ward 4 with its Ward Parshad's phone as a tel: link, its officer and the
 * council office's phone; the page is in the About Us menu and the sitemap; the site search finds the ward, the
 * officer by designation and Contact Us by "phone"; an admin adds a locality choosing its ward from a select, moves
 * it to another ward, and checks a CSV file whose bad line is named. Every page passes axe, in both languages at
 * both widths.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WARD4_OFFICER, WARD4_PARSHAD } from '../apps/server/src/test/ward-four.ts';
import { ADMIN } from './support/app.ts';
import { browserSuite } from './support/suite.ts';
import { checkA11y, open, screenshot, scrollWidth, signIn } from './support/browser.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const suite = browserSuite();
const none = { files: {}, remove: new Set<string>() };

beforeAll(async () => {
  const s = suite.running.app.services;
  const ward = (name: string, nameHi: string) => s.resource('ward').create({ values: { name, nameHi }, ...none });
  const w3 = await ward('Ward 3 – Station Road', 'वार्ड 3 – स्टेशन रोड');
  const w4 = await ward('Ward 4 – Ram Nagar', 'वार्ड 4 – राम नगर');
  await ward('Ward 14 – Talab Ward', 'वार्ड 14 – तालाब वार्ड');
  const place = (name: string, nameHi: string, wardId: number, pincode: string) =>
    s.resource('locality').create({ values: { name, nameHi, wardId: String(wardId), pincode }, ...none });
  await place('Hanuman Tekri', 'हनुमान टेकरी', w4.id, '464002');
  await place('Krishna Colony', 'कृष्णा कॉलोनी', w4.id, '464002');
  await place('Railway Colony', 'रेलवे कॉलोनी', w3.id, '464002');
  const official = (values: Record<string, string>) => s.resource('official').create({ values, ...none });
  await official({ ...WARD4_PARSHAD, postRemarksHi: 'वार्ड क्र. 4 (राम नगर)', wardId: String(w4.id) });
  await official({ ...WARD4_OFFICER, nameHi: 'श्री कैलाश पटेल', postRemarksHi: 'वार्ड अधिकारी, ज़ोन 1', wardId: String(w4.id) });
  await s.settings.update(null, { values: { phone: '07562-220100' } });
});

/** A control of the admin form by its label (a required field's label ends in a hidden '*'). */
const control = (p: Page, label: string) =>
  p.locator('form.admin-form').getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

/** The page's wards as their headings, and every tel: link's address. */
const headings = (p: Page) => p.locator('main h2').allInnerTexts();
const telLinks = (p: Page) => p.locator('main a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

describe('Find my ward', () => {
  it('JavaScript on (English, 1280 px): in the About Us menu; "ward 4" shows the ward, its Parshad’s phone as a tel: link, the officer', async () => {
    const p = await suite.page({ viewport: WIDE });
    expect(await open(p, `${suite.url}/`)).toBe(200);
    await p.locator('header summary', { hasText: 'About Us' }).click();
    await p.getByRole('link', { name: 'Find my ward' }).click();
    await p.waitForURL(`${suite.url}/findmyward`);
    await p.getByRole('heading', { level: 1, name: 'Find my ward' }).waitFor();
    await checkA11y(p, 'find my ward en 1280');
    await screenshot(p, 'findmyward-en');

    await p.getByLabel('Locality, landmark, pincode or ward number').fill('ward 4');
    await p.getByRole('button', { name: 'Find', exact: true }).click();
    await p.waitForURL(/\/findmyward\?q=ward\+4$/);
    await expect.poll(() => p.locator('main [role="status"]').innerText()).toBe('One ward found for “ward 4”.');
    expect(await headings(p)).toEqual(['Ward 4 – Ram Nagar']);
    const main = await p.locator('main').innerText();
    expect(main).toContain('Smt. Savitri Bai Ahirwar');
    expect(main).toContain('Hanuman Tekri');
    expect(main).toContain('Ward Officer, Zone 1');
    expect(await telLinks(p)).toEqual(['tel:9000000204', 'tel:07562220140', 'tel:07562220100']);
    await checkA11y(p, 'find my ward en 1280 ward 4');
    await screenshot(p, 'findmyward-ward4-en', { fullPage: true });
  });

  it('JavaScript off (Hindi, 375 px): a locality’s Hindi name finds its ward and the member’s phone; nothing found says whom to call', async () => {
    const p = await suite.page({ viewport: NARROW, javaScriptEnabled: false, lang: 'hi' });
    expect(await open(p, `${suite.url}/findmyward`)).toBe(200);
    await p.getByLabel('मोहल्ला, प्रमुख स्थान, पिन कोड या वार्ड नंबर').fill('टेकरी');
    await Promise.all([p.waitForNavigation(), p.getByRole('button', { name: 'खोजें', exact: true }).click()]);
    expect(decodeURIComponent(new URL(p.url()).search)).toBe('?q=टेकरी');
    expect(await headings(p)).toEqual(['वार्ड 4 – राम नगर']);
    const main = await p.locator('main').innerText();
    expect(main).toContain('श्रीमती सावित्री बाई अहिरवार');
    expect(main).toContain('हनुमान टेकरी');
    expect(await telLinks(p)).toContain('tel:9000000204');
    expect(await scrollWidth(p)).toBeLessThanOrEqual(NARROW.width);
    await checkA11y(p, 'find my ward hi 375');
    await screenshot(p, 'findmyward-tekri-hi', { fullPage: true });

    expect(await open(p, `${suite.url}/findmyward?q=${encodeURIComponent('अटलांटिस')}`)).toBe(200);
    expect(await p.locator('main [role="status"]').innerText()).toContain('कोई वार्ड नहीं मिला');
    expect(await telLinks(p)).toEqual(['tel:07562220100']);
    await checkA11y(p, 'find my ward hi 375 none');
  });

  it('the other language at each width: English at 375 px (a pincode), Hindi at 1280 px ("वार्ड ४")', async () => {
    const narrow = await suite.page({ viewport: NARROW });
    expect(await open(narrow, `${suite.url}/findmyward?q=464002`)).toBe(200);
    expect((await headings(narrow)).sort()).toEqual(['Ward 3 – Station Road', 'Ward 4 – Ram Nagar']);
    expect(await scrollWidth(narrow)).toBeLessThanOrEqual(NARROW.width);
    await checkA11y(narrow, 'find my ward en 375');
    await screenshot(narrow, 'findmyward-pincode-en', { fullPage: true });
    const wide = await suite.page({ viewport: WIDE, lang: 'hi' });
    expect(await open(wide, `${suite.url}/findmyward?q=${encodeURIComponent('वार्ड ४')}`)).toBe(200);
    expect(await headings(wide)).toEqual(['वार्ड 4 – राम नगर']);
    await checkA11y(wide, 'find my ward hi 1280');
    await screenshot(wide, 'findmyward-ward4-hi');
  });

  it('is in the sitemap; the site search finds the ward, the officer by designation and Contact Us by "phone"', async () => {
    const p = await suite.page({ viewport: WIDE });
    const sitemap = await p.request.get(`${suite.url}/sitemap.xml`);
    expect(await sitemap.text()).toContain('/findmyward</loc>');
    expect(await open(p, `${suite.url}/search?q=${encodeURIComponent('ward 4')}`)).toBe(200);
    const first = p.locator('.search-results li').first();
    expect(await first.innerText()).toContain('Ward 4 – Ram Nagar');
    expect(await first.getByRole('link').getAttribute('href')).toBe('/findmyward?q=ward%204');
    await checkA11y(p, 'search ward 4');
    await screenshot(p, 'search-ward4-en');
    expect(await open(p, `${suite.url}/search?q=${encodeURIComponent('ward officer')}`)).toBe(200);
    const results = await p.locator('.search-results').innerText();
    expect(results).toContain('Find my ward');
    expect(results).toContain('Shri Kailash Patel');
    expect(await open(p, `${suite.url}/search?q=phone`)).toBe(200);
    expect(await p.locator('.search-results').innerText()).toContain('Contact Us');
  });

  it('an admin adds a locality choosing its ward, moves it to another ward, and checks a CSV file with a bad line', async () => {
    const p = await suite.page({ viewport: WIDE });
    await open(p, `${suite.url}/login?next=${encodeURIComponent('/admin/localities')}`);
    await signIn(p, ADMIN, '/admin/localities');
    await p.getByRole('heading', { level: 1, name: 'Localities' }).waitFor();
    await p.getByRole('main').getByRole('button', { name: 'Create New', exact: true }).click();
    await control(p, 'Name').fill('Sai Baba Colony');
    await control(p, 'Name (Hindi)').fill('साईं बाबा कॉलोनी');
    await control(p, 'Ward').selectOption({ label: 'Ward 14 – Talab Ward' });
    await control(p, 'Pincode').fill('464003');
    await checkA11y(p, 'locality form');
    await p.getByRole('button', { name: 'Create Locality' }).click();
    await p.getByRole('dialog').getByText('Locality created successfully!').waitFor();
    await p.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const row = p.locator('tbody tr', { hasText: 'Sai Baba Colony' });
    await expect.poll(() => row.innerText()).toContain('Ward 14 – Talab Ward');

    await p.getByRole('button', { name: 'Edit Sai Baba Colony' }).click();
    expect(await control(p, 'Ward').inputValue()).not.toBe('');
    await control(p, 'Ward').selectOption({ label: 'Ward 4 – Ram Nagar' });
    await p.getByRole('button', { name: 'Update Locality' }).click();
    await p.getByRole('dialog').getByText('Locality updated successfully!').waitFor();
    await p.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => row.innerText()).toContain('Ward 4 – Ram Nagar');
    await screenshot(p, 'admin-localities-en');

    const csv = 'name,name_hi,ward,pincode\r\nBus Stand,बस स्टैंड,Ward 3 – Station Road,464002\r\nLost Colony,,Ward 77,\r\n';
    await p.locator('#locality-import-file').setInputFiles({ name: 'localities.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await p.getByRole('button', { name: 'Check the file' }).click();
    await expect
      .poll(() => p.locator('#locality-import-title ~ div[role="status"]').innerText())
      .toBe('Checked 2 lines: 1 wrong line. Nothing was imported.');
    expect(await p.locator('.resource-screen table').last().innerText()).toContain('Ward "Ward 77" is not in the Wards list.');
    await checkA11y(p, 'locality import checked');

    const found = await suite.page({ viewport: NARROW });
    expect(await open(found, `${suite.url}/findmyward?q=${encodeURIComponent('sai baba')}`)).toBe(200);
    expect(await headings(found)).toEqual(['Ward 4 – Ram Nagar']);
  });

  it('the localities screen in Hindi at 375 px', async () => {
    const p = await suite.page({ viewport: NARROW });
    await open(p, `${suite.url}/login?next=${encodeURIComponent('/admin/localities')}`);
    await signIn(p, ADMIN, '/admin/localities');
    await p.context().addCookies([{ name: 'lang', value: 'hi', url: suite.url }]);
    await open(p, `${suite.url}/admin/localities`);
    await expect.poll(() => p.locator('tbody').innerText()).toContain('वार्ड 4 – राम नगर');
    await checkA11y(p, 'localities hi 375');
    await screenshot(p, 'admin-localities-hi');
  });
});
