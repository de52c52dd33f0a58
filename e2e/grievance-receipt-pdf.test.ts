/**
 * Issue 27, the grievance receipt as a PDF in the browser: after filing (JavaScript on, English, 1280 px) the receipt
 * offers "Download receipt (PDF)", and the tracking page opened from its link offers it too; after tracking by the
 * mobile (JavaScript off, Hindi, 375 px) the page's button downloads it with the mobile in the form's body, never in
 * an address. Each download is a PDF whose text holds the complaint's number and its Hindi ward and type names with
 * their conjuncts. Every page passes axe; screenshots in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { districts, grievanceTypes, wards } from '../apps/server/src/db/schema.ts';
import { pdfText } from '../apps/server/src/test/pdf-tools.ts';
import { browserSuite } from './support/suite.ts';
import { checkA11y, open, screenshot } from './support/browser.ts';
import { downloadedBytes } from './support/files.ts';
import { fillCitizen, submitGrievance } from './support/grievance.ts';

const suite = browserSuite();
const MOBILE = '9000027271';
const WARD = { name: 'Ward 7 – Kshetrapal Nagar', nameHi: 'वार्ड 7 – क्षेत्रपाल नगर' };
const TYPE = { name: 'Streetlight not working', nameHi: 'स्ट्रीट लाइट बंद' };

/** Clicks what starts the download; answers the PDF's text after checking it is one. */
async function downloadPdf(p: Page, start: () => Promise<unknown>, no: string): Promise<string> {
  const [download] = await Promise.all([p.waitForEvent('download'), start()]);
  expect(download.suggestedFilename()).toBe(`grievance-receipt-${no}.pdf`);
  const bytes = await downloadedBytes(download);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  for (const expected of [no, WARD.nameHi, TYPE.nameHi, 'शिकायत पावती', 'GRIEVANCE RECEIPT']) expect(text).toContain(expected);
  expect(text).not.toContain(MOBILE);
  return text;
}

describe('the grievance receipt as a PDF', () => {
  it('JavaScript on (English, 1280 px): the receipt after filing and the tracking page from its link download it', async () => {
    const db = suite.running.app.services.db;
    await db.insert(districts).values({ name: 'Sundarpur' });
    await db.insert(wards).values(WARD);
    await db.insert(grievanceTypes).values(TYPE);
    const p = await suite.page({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    expect(await open(p, `${suite.url}/postgrievance`)).toBe(200);
    await p.getByLabel(/^District/).selectOption('Sundarpur');
    await p.getByLabel(/^Ward/).selectOption(WARD.name);
    await p.getByLabel(/^Grievance Type/).selectOption(TYPE.name);
    await p.getByLabel(/^Additional Information/).fill('The street light at the Kshetrapal temple has been out for a week.');
    await fillCitizen(p, MOBILE);
    await submitGrievance(p);
    const no = (await p.getByTestId('complaint-no').innerText()).trim();
    const link = p.getByRole('link', { name: 'Download receipt (PDF)' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/trackgrievance/receipt\\.pdf\\?no=${no}&t=[A-Za-z0-9_-]{32}$`));
    await checkA11y(p, 'receipt with its PDF link');
    await screenshot(p, 'receipt-pdf-link-en');
    const text = await downloadPdf(p, () => link.click(), no);
    expect(text).toContain('/trackgrievance?no=');

    await p.getByRole('link', { name: 'Track this complaint' }).click();
    await p.waitForURL(/\/trackgrievance\?no=GRV-\d{4}-\d{6}&t=/);
    await p.getByRole('heading', { level: 2, name: no }).waitFor();
    await checkA11y(p, 'tracking from the receipt link');
    suite.watcher().allow(/POST \S+\/trackgrievance\/receipt\.pdf: net::ERR_ABORTED/);
    await downloadPdf(p, () => p.getByRole('button', { name: 'Download receipt (PDF)' }).click(), no);
    // The page stays where it was.
    expect(p.url()).toMatch(/\/trackgrievance\?no=/);
  });

  it('JavaScript off (Hindi, 375 px): tracked by the mobile, the button downloads it with no mobile in any address', async () => {
    const res = await suite.running.app.inject({
      method: 'POST',
      url: '/api/Public/complaint',
      payload: {
        district: 'Sundarpur',
        ward: WARD.name,
        grivance: TYPE.name,
        additional_Information: 'क्षेत्रपाल नगर में स्ट्रीट लाइट बंद है।',
        name: 'Ramesh Kumar',
        mobile: MOBILE,
        consent: 'on',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const no = (res.json() as { complaintNo: string }).complaintNo;
    const p = await suite.page({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false, acceptDownloads: true, lang: 'hi' });
    // A form's answer that is a download ends the navigation it started: the browser reports that as aborted.
    suite.watcher().allow(/POST \S+\/trackgrievance\/receipt\.pdf: net::ERR_ABORTED/);
    const addresses: string[] = [];
    p.on('request', (r) => addresses.push(r.url()));
    expect(await open(p, `${suite.url}/trackgrievance`)).toBe(200);
    await p.locator('#t-no').fill(no);
    await p.locator('#t-mobile').fill(MOBILE);
    await p.locator('main form').first().locator('button[type=submit]').click();
    await p.getByRole('heading', { level: 2, name: no }).waitFor();
    const button = p.getByRole('button', { name: 'पावती डाउनलोड करें (PDF)' });
    await checkA11y(p, 'tracked by mobile, hi');
    await screenshot(p, 'track-receipt-pdf-hi');
    await downloadPdf(p, () => button.click(), no);
    expect(addresses.filter((a) => a.includes(MOBILE))).toEqual([]);
  });
});
