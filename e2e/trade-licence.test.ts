/**
 * Issue 27, trade licence applications, in the browser, with JavaScript on (English, 1280 px) and off (Hindi, 375 px):
 * apply with a document → the number and the acknowledgement → staff return it (Admin › Trade licences) → the
 * applicant corrects it on the tracking page → staff record the fee receipt and approve → the applicant downloads the
 * certificate (a PDF whose text holds the licence number and the Devanagari trade name, conjuncts intact) → the
 * verification page the certificate names shows the licence valid → staff cancel it with the reason (Admin › Trade
 * licences) → the verification page shows it cancelled, tracking the reason and no certificate. Every page passes axe.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/app.ts';
import { browserSuite } from './support/suite.ts';
import { checkA11y, open, screenshot, scrollWidth, signIn } from './support/browser.ts';
import { downloadedBytes, tempDir, writePdf } from './support/files.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const MOBILE = '9812345670';
const suite = browserSuite();
const files = tempDir();
afterAll(() => files.cleanup());

/** The form as an applicant fills it (the trade name in Devanagari, with conjuncts: र्म, ष्ठ, न्न). */
async function fillForm(p: Page, tradeName: string, mobile: string) {
  await p.selectOption('#financialYear', '2026-2027');
  await p.check('#licenceType-annual');
  await p.fill('#tradeName', tradeName);
  await p.selectOption('#structureType', 'immovable');
  await p.selectOption('#structureSubType', 'pucca');
  await p.fill('#commencementDate', '2021-05-01');
  await p.fill('#operationArea', '150');
  await p.selectOption('#tradeCategory', 'retail');
  await p.fill('#tradeType', 'Sweet shop');
  await p.selectOption('#cantonment', 'no');
  await p.fill('#doorNo', '14');
  await p.fill('#locality', 'Station Road');
  await p.fill('#ownerName', 'Ramesh Sharma');
  await p.fill('#guardianName', 'Mohan Sharma');
  await p.check('#relationship-father');
  await p.check('#gender-male');
  await p.fill('#dob', '1980-02-03');
  await p.fill('#mobile', mobile);
  await p.fill('#pan', 'QWERT6789K');
  await p.fill('#address', 'House 12, Kuberpur');
  const { file } = await writePdf(files.dir, 'identity.pdf', 'Identity proof');
  await p.setInputFiles('#identityDocument', file);
}

const submitButton = (p: Page) => p.locator('form[action="/tradelicense"] button[type=submit]');

/** Staff take a step on the application's page (Admin › Trade licences). */
async function staffStep(p: Page, applicationNo: string, action: string, fields: Record<string, string>, expectStatus: string) {
  await open(p, `${suite.url}/admin/licences?q=${applicationNo}`);
  await p.getByRole('link', { name: applicationNo }).click();
  await p.locator(`#la-action-${action}`).check();
  for (const [id, value] of Object.entries(fields)) await p.locator(`#${id}`).fill(value);
  await p.getByRole('button', { name: 'Take this step' }).click();
  await expect.poll(() => p.getByTestId('licence-status').innerText()).toBe(expectStatus);
}

/** Tracks the application on /tradelicense/track (number and mobile in a POST). */
async function track(p: Page, applicationNo: string, mobile: string) {
  await open(p, `${suite.url}/tradelicense/track?no=${applicationNo}`);
  await p.fill('#tl-mobile', mobile);
  await p.locator('main form button[type=submit]').click();
  await p.getByTestId('tl-tracked').waitFor();
}

async function flow(options: { js: boolean; lang: 'en' | 'hi'; viewport: { width: number; height: number }; tradeName: string }) {
  const { js, lang, viewport, tradeName } = options;
  const hi = lang === 'hi';
  const applicant = await suite.page({ viewport, javaScriptEnabled: js, acceptDownloads: true });
  const watcher = suite.watcher();
  // The certificate's POST becomes a download (the browser reports the navigation it replaced as aborted).
  watcher.allow(/POST \S+\/tradelicense\/certificate: net::ERR_ABORTED/);
  await applicant.context().addCookies([{ name: 'lang', value: lang, url: suite.url }]);
  expect(await open(applicant, `${suite.url}/tradelicense`)).toBe(200);
  expect(await scrollWidth(applicant)).toBeLessThanOrEqual(viewport.width);
  await checkA11y(applicant, `trade licence form ${lang}`);

  // Refused first (a mobile that is no mobile): the page keeps what was typed.
  await fillForm(applicant, tradeName, '12345');
  if (!js) watcher.allow(/400.*\/tradelicense/);
  await submitButton(applicant).click();
  await expect.poll(() => applicant.locator('#mobile-error').innerText()).toContain(hi ? 'मोबाइल नंबर' : 'Mobile Number');
  expect(await applicant.locator('#tradeName').inputValue()).toBe(tradeName);
  await checkA11y(applicant, `trade licence refused ${lang}`);

  await applicant.fill('#mobile', MOBILE);
  const { file } = await writePdf(files.dir, 'identity.pdf', 'Identity proof');
  await applicant.setInputFiles('#identityDocument', file);
  await submitButton(applicant).click();
  await applicant.waitForURL(/\/tradelicense\?submitted=TL-\d{4}-\d{6}$/);
  const applicationNo = (await applicant.getByTestId('application-no').innerText()).trim();
  expect(applicationNo).toMatch(/^TL-\d{4}-\d{6}$/);
  expect(await applicant.getByTestId('ack-trade').innerText()).toBe(tradeName);
  expect(await applicant.getByTestId('ack-documents').innerText()).toContain(hi ? 'पहचान का प्रमाण' : 'Identity proof');
  expect(await applicant.getByTestId('ack-track-url').innerText()).toContain(`/tradelicense/track?no=${applicationNo}`);
  expect(await applicant.getByTestId('ack-qr').locator('svg').count()).toBe(1);
  expect(applicant.url()).not.toContain(MOBILE);
  // A new install without the council's telephone and e-mail: no help line with blanks in it ("call  or write to .").
  expect(await applicant.getByTestId('licence-ack').innerText()).not.toMatch(hi ? /सहायता के लिए/ : /For help/);
  await checkA11y(applicant, `trade licence acknowledgement ${lang}`);
  await screenshot(applicant, `trade-licence-ack-${lang}`);

  // Staff return it for correction (the back office runs with JavaScript).
  const staff = await suite.page({ viewport: WIDE });
  await open(staff, `${suite.url}/login`);
  await signIn(staff, ADMIN, /^\/admin/);
  await staffStep(
    staff,
    applicationNo,
    'return',
    { 'la-remarks': 'The identity proof is unreadable; attach a clearer copy.' },
    'Returned for correction',
  );
  await checkA11y(staff, 'licence returned');

  // The applicant sees the remarks and corrects it; it goes back to scrutiny.
  await track(applicant, applicationNo, MOBILE);
  expect(await applicant.getByTestId('tl-status').innerText()).toBe(hi ? 'सुधार हेतु लौटाया गया' : 'Returned for correction');
  expect(await applicant.getByTestId('tl-history').innerText()).toContain('unreadable');
  expect(await applicant.locator('main').innerText()).not.toContain('QWERT6789K');
  await checkA11y(applicant, `trade licence returned ${lang}`);
  await applicant.fill('#tradeType', 'Sweets and snacks');
  await applicant.setInputFiles('#identityDocument', file);
  await applicant.locator('form[enctype="multipart/form-data"] button[type=submit]').click();
  await expect.poll(() => applicant.getByTestId('tl-status').innerText()).toBe(hi ? 'जाँच में' : 'Under scrutiny');
  await checkA11y(applicant, `trade licence corrected ${lang}`);

  // Staff record the counter receipt and approve.
  await staffStep(
    staff,
    applicationNo,
    'recordFee',
    { 'la-receiptNo': 'CR/2026/0099', 'la-receiptDate': '2026-11-20', 'la-receiptAmount': '500' },
    'Under scrutiny',
  );
  await expect.poll(() => staff.getByTestId('licence-receipt').innerText()).toContain('CR/2026/0099');
  await staffStep(staff, applicationNo, 'approve', { 'la-remarks': 'All in order.' }, 'Approved');
  const issued = await staff.getByTestId('licence-issued').innerText();
  const licenceNo = /LIC-\d{4}-\d{6}/.exec(issued)![0];
  await checkA11y(staff, 'licence approved');
  await screenshot(staff, `admin-licence-approved-${lang}`);

  // The applicant downloads the certificate: a PDF that opens, with the licence number and the trade name intact.
  await track(applicant, applicationNo, MOBILE);
  expect(await applicant.getByTestId('tl-licence').innerText()).toContain(licenceNo);
  const [download] = await Promise.all([
    applicant.waitForEvent('download'),
    applicant.getByRole('button', { name: hi ? 'लाइसेंस प्रमाण-पत्र डाउनलोड करें (PDF)' : 'Download the licence certificate (PDF)' }).click(),
  ]);
  const pdf = await downloadedBytes(download);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().normalize('NFC');
  expect(text).toContain(licenceNo);
  expect(text).toContain(tradeName.normalize('NFC'));
  // The certificate names its verification page (its QR code's address).
  const verify = /https?:\/\/\S+\/verify\/licence\/LIC-\d{4}-\d{6}/.exec(text)![0];
  expect(new URL(verify).pathname).toBe(`/verify/licence/${licenceNo}`);
  expect(await open(applicant, `${suite.url}${new URL(verify).pathname}`)).toBe(200);
  expect(await applicant.getByTestId('licence-status').innerText()).toBe(hi ? 'वैध' : 'Valid');
  expect(await applicant.getByTestId('licence-trade').innerText()).toBe(tradeName);
  for (const secret of ['Ramesh', MOBILE, 'Kuberpur']) expect(await applicant.locator('main').innerText()).not.toContain(secret);
  await checkA11y(applicant, `licence verification ${lang}`);
  await screenshot(applicant, `licence-verify-${lang}`);

  // Staff cancel the licence with the reason: verification shows it cancelled, tracking the reason and no certificate.
  await open(staff, `${suite.url}/admin/licences?q=${applicationNo}`);
  await staff.getByRole('link', { name: applicationNo }).click();
  await staff.getByLabel('Cancel licence').check();
  await staff.locator('#la-remarks').fill('Premises sealed on inspection.');
  await staff.getByRole('button', { name: 'Take this step' }).click();
  await expect.poll(() => staff.getByTestId('licence-issued').innerText()).toContain('Cancelled');
  expect(await staff.getByTestId('licence-history').innerText()).toContain('Premises sealed on inspection.');
  await checkA11y(staff, 'licence cancelled');
  expect(await open(applicant, `${suite.url}/verify/licence/${licenceNo}`)).toBe(200);
  expect(await applicant.getByTestId('licence-status').innerText()).toBe(hi ? 'रद्द' : 'Cancelled');
  await track(applicant, applicationNo, MOBILE);
  expect(await applicant.getByTestId('tl-history').innerText()).toContain('Premises sealed on inspection.');
  expect(await applicant.locator('form[action="/tradelicense/certificate"]').count()).toBe(0);
  await checkA11y(applicant, `trade licence cancelled ${lang}`);
}

describe('trade licence: apply → return → correct → fee and approval → certificate → verification → cancellation', () => {
  // Each flow is a dozen pages by two people with axe on each: 120 s was passed once under a loaded clean CI run (2026-12-06).
  const FLOW_TIMEOUT = 300_000;
  it('with JavaScript (English, 1280 px)', { timeout: FLOW_TIMEOUT }, async () => {
    await flow({ js: true, lang: 'en', viewport: WIDE, tradeName: 'शर्मा मिष्ठान्न भंडार' });
  });

  it('without JavaScript (Hindi, 375 px)', { timeout: FLOW_TIMEOUT }, async () => {
    await flow({ js: false, lang: 'hi', viewport: NARROW, tradeName: 'गुप्ता क्षत्रिय वस्त्रालय' });
  });
});
