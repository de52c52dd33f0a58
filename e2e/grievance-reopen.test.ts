/**
 * Issue 28 in the browser: a resolved complaint is reopened by the citizen from the tracking page (in Hindi, with a
 * photo; an empty reason is refused beside its field and nothing else is lost), staff resolve it again, and the
 * citizen rates the resolution without JavaScript (a missing rating is refused, the comment kept). The due date is
 * on the tracking page and in the staff queue; the staff page shows the reopening and the rating. Every page passes axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, grievanceTypes, wards } from '../apps/server/src/db/schema.ts';
import { ADMIN } from './support/app.ts';
import { checkA11y, open, screenshot, signIn } from './support/browser.ts';
import { browserSuite } from './support/suite.ts';
import { tempDir, writePicture } from './support/files.ts';

const suite = browserSuite();
const tmp = tempDir();
let photo: string;
let adminAuth: { authorization: string };
const MOBILE = '9000028028';
let complaint: { complaintNo: string; trackingToken: string; id: number };

async function resolve(remarks: string) {
  const res = await suite.running.app.inject({
    method: 'POST',
    url: `/api/Admin/complaint/${complaint.id}/action`,
    headers: adminAuth,
    payload: { Status: 'Resolved', Remarks: remarks },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  const db = suite.running.app.services.db;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values({ name: 'Ward 3 – Station Road', nameHi: 'वार्ड 3 – स्टेशन रोड' });
  await db.insert(grievanceTypes).values({ name: 'Streetlight not working', nameHi: 'स्ट्रीट लाइट खराब', resolutionDays: 3 });
  const filed = await suite.running.app.services.complaints.file(
    {
      district: 'Sundarpur',
      ward: 'Ward 3 – Station Road',
      grivance: 'Streetlight not working',
      additional_Information: 'स्कूल के सामने की स्ट्रीट लाइट एक हफ़्ते से बंद है।',
      name: 'सुनीता देवी',
      mobile: MOBILE,
      consent: 'on',
      photos: [],
    },
    '10.28.0.1',
  );
  complaint = { ...filed, id: Number(filed.complaintNo.slice(-6)) };
  const login = await suite.running.app.inject({ method: 'POST', url: '/api/Account/login', payload: ADMIN });
  adminAuth = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  await resolve('Bulb replaced by the electrical team.');
  photo = await writePicture(tmp.dir, 'still-dark.jpg', '#202040');
});

afterAll(() => tmp.cleanup());

describe('reopening and rating a complaint', () => {
  it('the citizen reopens it from the receipt link in Hindi, with a reason and a photo; an empty reason is refused', async () => {
    const p = await suite.page({ lang: 'hi' });
    const link = `${suite.url}/trackgrievance?no=${complaint.complaintNo}&t=${complaint.trackingToken}`;
    expect(await open(p, link)).toBe(200);
    await p.getByRole('heading', { name: 'समस्या हल नहीं हुई?' }).waitFor();
    await checkA11y(p, 'tracking a resolved complaint (hi)');
    // No reason: refused beside the field; the photo chosen is the person's to choose again, nothing is written.
    suite.watcher().allow(/HTTP 400: POST \S+\/trackgrievance|status of 400/);
    await p.getByRole('button', { name: 'शिकायत फिर से खोलें' }).click();
    await expect.poll(() => p.locator('#t-reason-error').textContent()).toBe('कृपया बताएँ कि शिकायत फिर से क्यों खोली जाए।');
    expect(await p.locator('#t-reason').getAttribute('aria-invalid')).toBe('true');
    await checkA11y(p, 'reopening refused (hi)');
    expect((await suite.running.app.services.complaints.getStaff(complaint.id)).status).toBe('Resolved');

    await p.locator('#t-reason').fill('लाइट दो दिन बाद फिर से बंद हो गई।');
    await p.locator('#t-reopen-photo').setInputFiles(photo);
    await p.getByRole('button', { name: 'शिकायत फिर से खोलें' }).click();
    await p.getByTestId('reopened-done').waitFor();
    expect(await p.getByTestId('reopened-done').innerText()).toBe('आपकी शिकायत फिर से खोल दी गई है और परिषद के पास वापस है।');
    // Open again, due again (three days for this type), and the history says who reopened it and why.
    await expect.poll(() => p.locator('#c-title ~ p .badge').innerText()).toBe('खुली');
    expect(await p.getByTestId('track-due').innerText()).toMatch(/\d{4}/);
    const reopened = p.getByTestId('history-reopened');
    expect(await reopened.innerText()).toBe('नागरिक ने फिर से खोली');
    const entry = p.locator('.complaint-history > li').last();
    expect(await entry.innerText()).toContain('लाइट दो दिन बाद फिर से बंद हो गई।');
    expect(await entry.locator('img').count()).toBe(1);
    // Open: neither form is offered any more.
    expect(await p.locator('#t-reason').count()).toBe(0);
    expect(await p.locator('input[name=rating]').count()).toBe(0);
    await checkA11y(p, 'reopened (hi)');
    await screenshot(p, 'grievance-reopened-hi');
    const staffView = await suite.running.app.services.complaints.getStaff(complaint.id);
    expect(staffView).toMatchObject({ status: 'Open', reopened: 1 });
    expect(new Date(staffView.dueDate).getTime()).toBeGreaterThan(Date.now() + 2.9 * 86_400_000);
  });

  it('staff see the due date in the queue and the reopening on the complaint, and resolve it again', async () => {
    const staff = await suite.page();
    await open(staff, `${suite.url}/login`);
    await signIn(staff, ADMIN, '/admin/dashboard');
    await open(staff, `${suite.url}/admin/complaints`);
    const row = staff.locator('tr', { has: staff.getByRole('link', { name: complaint.complaintNo }) });
    expect(await row.getByTestId('queue-due').innerText()).toMatch(/\d{4}/);
    await checkA11y(staff, 'queue with due dates');
    await open(staff, `${suite.url}/admin/complaints/${complaint.id}`);
    await staff.getByText('Reopened by the citizen once').waitFor();
    expect(await staff.getByTestId('staff-due').innerText()).toMatch(/\d{4}/);
    await checkA11y(staff, 'a reopened complaint, staff view');
    await resolve('Wiring repaired; the light stays on.');
  });

  it('the citizen rates the resolution without JavaScript: a missing rating is refused with the comment kept; then once', async () => {
    const p = await suite.page({ javaScriptEnabled: false });
    await open(p, `${suite.url}/trackgrievance`);
    await p.locator('#t-no').fill(complaint.complaintNo);
    await p.locator('#t-mobile').fill(MOBILE);
    await p.getByRole('button', { name: 'Track', exact: true }).click();
    await p.getByRole('heading', { name: 'How satisfied are you with the resolution?' }).waitFor();
    await checkA11y(p, 'rating form (no JavaScript)');
    await p.locator('#t-comment').fill('Fixed the second time.');
    suite.watcher().allow(/HTTP 400: POST \S+\/trackgrievance|status of 400/);
    await p.getByRole('button', { name: 'Send rating' }).click();
    await p.locator('#t-rating-error').waitFor();
    expect(await p.locator('#t-rating-error').innerText()).toBe('Choose a rating from 1 to 5.');
    expect(await p.locator('#t-comment').inputValue()).toBe('Fixed the second time.');
    await checkA11y(p, 'rating refused (no JavaScript)');

    await p.getByLabel('4 – Good').check();
    await p.getByRole('button', { name: 'Send rating' }).click();
    await p.getByTestId('rated-done').waitFor();
    expect(await p.getByTestId('track-rating').innerText()).toBe('4 of 5\nFixed the second time.');
    // Rated once: the form is gone; reopening stays possible within the council's days.
    expect(await p.locator('input[name=rating]').count()).toBe(0);
    expect(await p.locator('#t-reason').count()).toBe(1);
    await checkA11y(p, 'rated (no JavaScript)');
    expect((await suite.running.app.services.complaints.getStaff(complaint.id)).rating).toMatchObject({
      rating: 4,
      comment: 'Fixed the second time.',
    });
  });
});
