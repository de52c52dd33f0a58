/**
 * Issue 28, counter filing in the browser: a clerk files a complaint for a citizen who phoned, from the queue's
 * button; a form sent with gaps names every gap in the page's language and keeps what was typed; the answer is the
 * number and due date, and the citizen's printable receipt (with its details and QR code) opens from it. Both
 * widths, and every page passes axe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { districts, grievanceTypes, wards } from '../apps/server/src/db/schema.ts';
import { ADMIN } from './support/app.ts';
import { checkA11y, open, screenshot, sideways, signIn } from './support/browser.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();

beforeAll(async () => {
  const db = suite.running.app.services.db;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values({ name: 'Ward 3 – Station Road', nameHi: 'वार्ड 3 – स्टेशन रोड' });
  await db.insert(grievanceTypes).values({ name: 'Water supply', nameHi: 'पानी की आपूर्ति', resolutionDays: 2 });
});

describe('a complaint filed at the counter', () => {
  for (const width of [1280, 375]) {
    it(`a clerk files it for a citizen who phoned, and opens the citizen's receipt (${width} px)`, async () => {
      const p = await suite.page({ viewport: { width, height: 900 } });
      await open(p, `${suite.url}/login`);
      await signIn(p, ADMIN, '/admin/dashboard');
      await open(p, `${suite.url}/admin/complaints`);
      await p.getByRole('link', { name: 'File a complaint for a citizen' }).click();
      await p.getByRole('heading', { level: 1, name: 'File a complaint for a citizen' }).waitFor();
      await checkA11y(p, `counter filing form (${width})`);
      expect(await sideways(p)).toBe(0);

      // Gaps: each named, in the page's language; what was typed stays.
      await p.getByLabel('How it came in').selectOption('phone');
      await p.getByLabel(/^Additional information/).fill('Phoned in: no water in the lane since yesterday.');
      await p.getByRole('button', { name: 'File complaint' }).click();
      const summary = p.getByTestId('counter-errors');
      await summary.waitFor();
      expect(await summary.locator('li').allInnerTexts()).toEqual(
        expect.arrayContaining(['Mobile number is required.', 'Please agree to be contacted about this complaint.']),
      );
      expect(await p.getByLabel(/^Additional information/).inputValue()).toBe('Phoned in: no water in the lane since yesterday.');
      await checkA11y(p, `counter filing with gaps (${width})`);

      await p.getByLabel(/^District/).selectOption('Sundarpur');
      await p.getByLabel(/^Ward/).selectOption('Ward 3 – Station Road');
      await p.getByLabel(/^Grievance type/).selectOption('Water supply');
      await p.getByLabel(/^Citizen’s name/).fill('Kamla Bai');
      await p.getByLabel(/^Mobile/).fill('9000031031');
      await p.getByLabel(/The citizen agrees to be contacted/).check();
      await p.getByRole('button', { name: 'File complaint' }).click();
      await p.getByTestId('counter-filed').waitFor();
      const no = (await p.getByTestId('counter-number').innerText()).trim();
      expect(no).toMatch(/^GRV-\d{4}-\d{6}$/);
      await checkA11y(p, `counter filed (${width})`);
      await screenshot(p, `counter-filed`);
      const id = Number(no.slice(-6));
      expect(await suite.running.app.services.complaints.getStaff(id)).toMatchObject({ channel: 'phone', citizenName: 'Kamla Bai' });

      // The receipt the citizen gets: its details and QR code, from the link with the token.
      const href = await p.getByRole('link', { name: /Print the receipt/ }).getAttribute('href');
      const receipt = await suite.page({ viewport: { width, height: 900 } });
      expect(await open(receipt, `${suite.url}${href}`)).toBe(200);
      await receipt.getByTestId('receipt').waitFor();
      expect((await receipt.getByTestId('complaint-no').innerText()).trim()).toBe(no);
      expect(await receipt.getByTestId('receipt-ward').innerText()).toBe('Ward 3 – Station Road');
      expect(await receipt.getByTestId('receipt-due').innerText()).toMatch(/\d{4}/);
      expect(await receipt.getByTestId('receipt-qr').locator('svg').count()).toBe(1);
      await checkA11y(receipt, `receipt of a counter filing (${width})`);
    });
  }
});
