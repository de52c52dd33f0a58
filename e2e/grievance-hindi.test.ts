/**
 * The grievance loop in Hindi (issue 13), on a phone: with lists that have Hindi names, a citizen in Hindi mode
 * picks the ward and type by their Hindi names, and sees those names on the receipt, on All Complaints and on
 * Track; staff with the back office in Hindi see them in the queue and on the complaint's screen, and the
 * history names the actor in Hindi (नागरिक, not Citizen). A name the list has no Hindi for shows in English,
 * marked lang="en". Every page passes axe; screenshots at 375 px in e2e/artifacts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { districts, grievanceTypes, wards } from '../apps/server/src/db/schema.ts';
import { ADMIN } from './support/app.ts';
import { checkA11y, open, screenshot, signIn } from './support/browser.ts';
import { fillGrievanceHi, saveComplaintAction, submitGrievance } from './support/grievance.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();
const MOBILE = '9000013131';
const PHONE = { viewport: { width: 375, height: 812 } };

const DISTRICT = { name: 'Sundarpur', nameHi: 'सुंदरपुर' };
const WARD = { name: 'Ward 3 – Station Road', nameHi: 'वार्ड 3 – स्टेशन रोड' };
/** A ward the list has no Hindi name for: shown in English, marked as English. */
const WARD_EN = { name: 'Ward 4 – Ram Nagar', nameHi: '' };
const TYPE = { name: 'Drain blockage', nameHi: 'नाली जाम' };
const OTHER_TYPE = { name: 'Streetlight not working', nameHi: 'स्ट्रीट लाइट बंद' };
let complaintNo = '';
let otherNo = '';

const page = (lang: 'en' | 'hi') => suite.page({ ...PHONE, lang });

/** The visible labels of a select's options (after the "choose" one), each with its lang attribute. */
const optionsOf = (p: Page, selector: string) =>
  p
    .locator(`${selector} option`)
    .evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLOptionElement).value)
        .map((el) => [(el as HTMLOptionElement).value, el.textContent, el.getAttribute('lang')]),
    );

beforeAll(async () => {
  const db = suite.running.app.services.db;
  await db.insert(districts).values(DISTRICT);
  await db.insert(wards).values([WARD, WARD_EN]);
  await db.insert(grievanceTypes).values([TYPE, OTHER_TYPE]);
  // A second complaint, in the ward without a Hindi name (filed through the API like any client).
  const res = await suite.running.app.inject({
    method: 'POST',
    url: '/api/Public/complaint',
    payload: {
      district: DISTRICT.name,
      ward: WARD_EN.name,
      grivance: OTHER_TYPE.name,
      additional_Information: 'राम नगर में स्ट्रीट लाइट एक सप्ताह से बंद है।',
      name: 'Ramesh Kumar',
      mobile: '9000013132',
      consent: 'on',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  otherNo = (res.json() as { complaintNo: string }).complaintNo;
});

describe('the grievance loop in Hindi', () => {
  it('the form lists the wards and types by their Hindi names; the receipt shows them', async () => {
    const p = await page('hi');
    expect(await open(p, `${suite.url}/postgrievance`)).toBe(200);
    await p.getByRole('heading', { level: 1, name: 'शिकायत दर्ज करें' }).waitFor();
    // The value stays the English name (what the complaint stores); the label follows the page.
    expect(await optionsOf(p, '#g-district')).toEqual([['Sundarpur', 'सुंदरपुर', null]]);
    expect(await optionsOf(p, '#g-ward')).toEqual([
      [WARD.name, WARD.nameHi, null],
      [WARD_EN.name, WARD_EN.name, 'en'],
    ]);
    expect(await optionsOf(p, '#g-grivance')).toEqual([
      [TYPE.name, TYPE.nameHi, null],
      [OTHER_TYPE.name, OTHER_TYPE.nameHi, null],
    ]);
    await checkA11y(p, 'Hindi grievance form');
    // No UTF-16 maxlength on the fields a citizen types Hindi into: the browser would stop a Hindi text short of
    // its limit (the shared check counts letters as seen, 'क्षि' is one); only the mobile number keeps one.
    for (const id of ['#g-landmark', '#g-additional_Information', '#g-your_Suggestion', '#g-name']) {
      expect(await p.locator(id).getAttribute('maxlength'), id).toBeNull();
    }
    // As long as the longest way of writing a number the API takes ('+91 90000-12345' and the like), on both forms.
    expect(await p.locator('#g-mobile').getAttribute('maxlength')).toBe('20');

    await fillGrievanceHi(p, {
      ward: WARD.nameHi,
      type: TYPE.nameHi,
      details: 'बस स्टैंड के पीछे की नाली जाम है और पानी सड़क पर बह रहा है।',
      name: 'सुनीता देवी',
      mobile: MOBILE,
    });
    await screenshot(p, 'grievance-hindi-form');
    await submitGrievance(p, 'शिकायत दर्ज करें');
    await p.getByRole('heading', { name: 'आपकी शिकायत दर्ज हो गई है' }).waitFor();
    complaintNo = (await p.getByTestId('complaint-no').innerText()).trim();
    expect(await p.getByTestId('receipt-ward').innerText()).toBe(WARD.nameHi);
    expect(await p.getByTestId('receipt-type').innerText()).toBe(TYPE.nameHi);
    expect(await p.getByTestId('receipt').getByText('सुंदरपुर', { exact: true }).count()).toBe(1);
    expect(await p.getByTestId('receipt').locator('[lang="en"]').count()).toBe(0);
    await checkA11y(p, 'Hindi receipt');
    await screenshot(p, 'grievance-hindi-receipt');
  });

  it('All Complaints names the ward and type in Hindi, filters by the Hindi names, and marks an English fallback', async () => {
    const p = await page('hi');
    expect(await open(p, `${suite.url}/viewgrievance`)).toBe(200);
    const row = (no: string) => p.locator('tbody tr').filter({ hasText: no });
    const cells = (no: string) =>
      row(no)
        .locator('td')
        .evaluateAll((tds) => tds.slice(1, 4).map((td) => [td.textContent, td.getAttribute('lang')]));
    expect(await cells(complaintNo)).toEqual([
      ['सुंदरपुर', null],
      [WARD.nameHi, null],
      [TYPE.nameHi, null],
    ]);
    expect(await cells(otherNo)).toEqual([
      ['सुंदरपुर', null],
      // The English name on a Hindi page, with its visible mark (GIGW 3.0 language marking).
      [`${WARD_EN.name} English only`, 'en'],
      [OTHER_TYPE.nameHi, null],
    ]);
    expect(await optionsOf(p, '#v-ward')).toEqual([
      [WARD.name, WARD.nameHi, null],
      [WARD_EN.name, WARD_EN.name, 'en'],
    ]);
    await checkA11y(p, 'Hindi All Complaints');

    // The filter sends the English name (what complaints store) and finds the complaint.
    await p.locator('#v-ward').selectOption({ label: WARD.nameHi });
    await Promise.all([p.waitForURL(/ward=/), p.locator('main form button[type="submit"]').click()]);
    expect(new URL(p.url()).searchParams.get('ward')).toBe(WARD.name);
    await expect.poll(() => p.locator('tbody tr').count()).toBe(1);
    await row(complaintNo).getByRole('link').click();
    const dialog = p.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByText(WARD.nameHi, { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(TYPE.nameHi, { exact: true }).count()).toBe(1);
    await checkA11y(p, 'Hindi complaint details');
  });

  it('staff with the back office in Hindi see the Hindi names in the queue and on the complaint, and नागरिक in its history', async () => {
    const p = await page('en');
    await open(p, `${suite.url}/login`);
    await signIn(p, ADMIN, '/admin/dashboard');
    await p.context().addCookies([{ name: 'lang', value: 'hi', url: suite.url }]);
    expect(await open(p, `${suite.url}/admin/complaints`)).toBe(200);
    await p.getByRole('heading', { level: 1, name: 'शिकायत कतार' }).waitFor();
    const row = p.locator('tbody tr').filter({ has: p.getByRole('link', { name: complaintNo, exact: true }) });
    await row.waitFor();
    expect(await row.locator('td').evaluateAll((tds) => tds.slice(4, 6).map((td) => td.textContent))).toEqual([WARD.nameHi, TYPE.nameHi]);
    const other = p.locator('tbody tr').filter({ has: p.getByRole('link', { name: otherNo, exact: true }) });
    expect(await other.locator('td[lang="en"]').innerText()).toBe(`${WARD_EN.name} English only`);
    expect(await optionsOf(p, '#q-type')).toEqual([
      [TYPE.name, TYPE.nameHi, null],
      [OTHER_TYPE.name, OTHER_TYPE.nameHi, null],
    ]);
    await checkA11y(p, 'Hindi staff queue');

    // Search by words (issue 28): two Hindi words of the citizen's description find this complaint only. On a
    // phone the filters sit behind one button (issue 30).
    await p.locator('main details.filter-bar > summary').click();
    await p.getByLabel('संख्या या शब्द').fill('नाली सड़क');
    await Promise.all([p.waitForURL(/search=/), p.getByRole('button', { name: 'लागू करें' }).click()]);
    await expect.poll(() => p.locator('tbody tr').count()).toBe(1);
    await row.waitFor();
    await p.getByText('1 शिकायत', { exact: true }).waitFor();
    await checkA11y(p, 'Hindi staff queue searched by words');

    await row.getByRole('link').click();
    await p.getByRole('heading', { level: 1, name: new RegExp(complaintNo) }).waitFor();
    const details = p.locator('#c-details').locator('..');
    for (const name of ['सुंदरपुर', WARD.nameHi, TYPE.nameHi]) expect(await details.getByText(name, { exact: true }).count()).toBe(1);
    expect(await p.getByTestId('history-actor').allInnerTexts()).toEqual(['नागरिक']);

    await saveComplaintAction(p, 'hi', 'In Progress', 'सफ़ाई दल को भेजा गया है।');
    // The staff view names the person who acted, with their role (issue 30); the citizen by role.
    await expect.poll(() => p.getByTestId('history-actor').allInnerTexts()).toEqual(['नागरिक', 'Administrator (व्यवस्थापक)']);
    expect(await p.content()).not.toMatch(/\bCitizen\b/);
    await checkA11y(p, 'Hindi staff complaint');
    await screenshot(p, 'grievance-hindi-staff-complaint');
  });

  it('Track shows the Hindi names, and the history in Hindi: नागरिक द्वारा, नगर परिषद द्वारा', async () => {
    const p = await page('hi');
    expect(await open(p, `${suite.url}/trackgrievance?no=${complaintNo}`)).toBe(200);
    await p.locator('#t-mobile').fill(MOBILE);
    await p.locator('main form button[type="submit"]').first().click();
    const card = p.getByRole('region', { name: complaintNo });
    await card.waitFor();
    expect(await card.getByText(WARD.nameHi, { exact: true }).count()).toBe(1);
    expect(await card.getByText(TYPE.nameHi, { exact: true }).count()).toBe(1);
    expect(await card.getByTestId('history-actor').allInnerTexts()).toEqual(['नागरिक द्वारा', 'नगर परिषद द्वारा']);
    expect(await card.locator('.status-badge').first().innerText()).toBe('प्रगति पर');
    expect(await card.innerText()).not.toMatch(/Citizen|Nagar Parishad/);
    await checkA11y(p, 'Hindi tracked complaint');
    await screenshot(p, 'grievance-hindi-tracked');
  });

  it('in English the same pages name the lists and the actor in English', async () => {
    const p = await page('en');
    await open(p, `${suite.url}/trackgrievance?no=${complaintNo}`);
    await p.locator('#t-mobile').fill(MOBILE);
    await p.locator('main').getByRole('button', { name: 'Track' }).click();
    const card = p.getByRole('region', { name: complaintNo });
    await card.waitFor();
    expect(await card.getByText(WARD.name, { exact: true }).count()).toBe(1);
    expect(await card.getByTestId('history-actor').allInnerTexts()).toEqual(['By Citizen', 'By Nagar Parishad']);
    expect(await card.locator('[lang="en"]').count()).toBe(0);
    await checkA11y(p, 'English tracked complaint');
  });
});
