/**
 * The grievance loop in the browser: a citizen files a complaint with a photo (JavaScript on, and once with
 * it off) and gets a number; staff find it in the queue and resolve it with remarks and an action photo;
 * the citizen tracks it and sees Resolved, the remarks and the photo; the home status block and the
 * dashboard counts move by one. Every page passes axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { districts, grievanceTypes, wards } from '../apps/server/src/db/schema.ts';
import { ADMIN } from './support/app.ts';
import { checkA11y, open, screenshot, signIn } from './support/browser.ts';
import { browserSuite } from './support/suite.ts';
import { tempDir, writePicture } from './support/files.ts';
import { fillCitizen, submitGrievance } from './support/grievance.ts';

const suite = browserSuite();
const tmp = tempDir();
let photo: string;
let actionPhoto: string;
const MOBILE = '9000077777';
const filed: string[] = [];

/** The status list beside a pie chart, as { status: count }. */
async function statusCounts(p: Page, scope: string): Promise<Record<string, number>> {
  const items = await p.locator(`${scope} .status-counts li`).allInnerTexts();
  return Object.fromEntries(
    items
      .map((t) => /^(.+): (\d+)$/.exec(t.trim()))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1]!, Number(m[2])]),
  );
}

async function fileComplaint(p: Page, details: string, withPhoto: boolean): Promise<string> {
  expect(await open(p, `${suite.url}/postgrievance`)).toBe(200);
  await p.getByRole('heading', { level: 1, name: 'Post Grievance' }).waitFor();
  await checkA11y(p, 'post grievance form');
  await p.getByLabel(/^District/).selectOption('Sundarpur');
  await p.getByLabel(/^Ward/).selectOption('Ward 3 – Station Road');
  await p.getByLabel(/^Grievance Type/).selectOption('Drain blockage');
  await p.getByLabel(/^Additional Information/).fill(details);
  await p.getByLabel(/^Landmark/).fill('Behind the bus stand');
  if (withPhoto) await p.getByLabel('Photo 1').setInputFiles(photo);
  await fillCitizen(p, MOBILE);
  await submitGrievance(p);
  await p.getByRole('heading', { name: 'Your grievance has been registered' }).waitFor();
  const no = (await p.getByTestId('complaint-no').innerText()).trim();
  expect(no).toMatch(/^GRV-\d{4}-\d{6}$/);
  await checkA11y(p, 'confirmation');
  return no;
}

beforeAll(async () => {
  const db = suite.running.app.services.db;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values([{ name: 'Ward 3 – Station Road' }, { name: 'Ward 4 – Ram Nagar' }]);
  await db.insert(grievanceTypes).values([{ name: 'Drain blockage' }, { name: 'Streetlight not working' }]);
  photo = await writePicture(tmp.dir, 'drain.jpg', '#6b8e23');
  actionPhoto = await writePicture(tmp.dir, 'cleared.png', '#4682b4');
});

afterAll(async () => {
  tmp.cleanup();
});

describe('a grievance from filing to resolution', () => {
  it('a citizen files with a photo and gets a number; a refused submission keeps what was typed', async () => {
    const p = await suite.page();
    // A wrong mobile number: the form comes back with the message and the typed text.
    await open(p, `${suite.url}/postgrievance`);
    await p.getByLabel(/^Additional Information/).fill('Water stands in the lane after every rain.');
    await p.getByLabel(/^Mobile number/).fill('12345');
    suite.watcher().allow(/HTTP 400: POST \S+\/postgrievance|status of 400/);
    await p.locator('main').getByRole('button', { name: 'Submit Grievance' }).click();
    await p.getByRole('alert').first().waitFor();
    expect(await p.getByLabel(/^Additional Information/).inputValue()).toBe('Water stands in the lane after every rain.');
    await expect
      .poll(() => p.locator('#g-mobile-error').textContent())
      .toBe('Mobile number: enter a 10-digit mobile number starting with 6, 7, 8 or 9.');
    await checkA11y(p, 'form with errors');

    filed.push(await fileComplaint(p, 'The drain behind the bus stand is blocked and overflowing.', true));
    await screenshot(p, 'grievance-filed');
  });

  it('works with JavaScript off too', async () => {
    const p = await suite.page({ javaScriptEnabled: false });
    filed.push(await fileComplaint(p, 'Second complaint, filed without JavaScript.', false));
  });

  it('staff find it in the queue and resolve it with remarks and an action photo; the counts move by one', async () => {
    const citizen = await suite.page();
    await open(citizen, `${suite.url}/`);
    const homeBefore = await statusCounts(citizen, 'main');
    expect(homeBefore.Open).toBe(2);

    const staff = await suite.page();
    await open(staff, `${suite.url}/login`);
    await signIn(staff, ADMIN, '/admin/dashboard');
    await staff.locator('.status-counts').waitFor();
    expect((await statusCounts(staff, 'main')).Open).toBe(2);

    const no = filed[0]!;
    await open(staff, `${suite.url}/admin/complaints?search=${no.slice(-3)}`);
    await staff.getByRole('link', { name: no }).click();
    await staff.getByRole('heading', { level: 1, name: new RegExp(no) }).waitFor();
    expect(await staff.getByText('Sunita Citizen').count()).toBe(1);
    await checkA11y(staff, 'complaint page');

    // Resolving needs remarks.
    await staff.getByLabel('New status').selectOption('Resolved');
    await staff.getByRole('button', { name: 'Save action' }).click();
    const error = staff.getByRole('dialog', { name: 'Error' });
    await error.waitFor();
    expect(await error.getByRole('alert').textContent()).toBe('Remarks are required when a complaint is resolved or rejected.');
    await error.getByRole('button', { name: 'OK' }).click();

    await staff.getByLabel(/^Remarks/).fill('Drain cleared by the sanitation team; silt removed.');
    await staff.getByLabel('Action photo 1').setInputFiles(actionPhoto);
    await staff.getByRole('button', { name: 'Save action' }).click();
    const ok = staff.getByRole('dialog', { name: 'Success' });
    await ok.waitFor();
    expect(await ok.getByRole('status').textContent()).toBe('The action was saved.');
    await ok.getByRole('button', { name: 'OK' }).click();
    await screenshot(staff, 'grievance-staff-resolved');

    await open(staff, `${suite.url}/admin/dashboard`);
    await staff.locator('.status-counts').waitFor();
    expect(await statusCounts(staff, 'main')).toMatchObject({ Open: 1, Resolved: 1 });

    await open(citizen, `${suite.url}/`);
    expect(await statusCounts(citizen, 'main')).toMatchObject({ Open: homeBefore.Open! - 1, Resolved: (homeBefore.Resolved ?? 0) + 1 });
  });

  it('the citizen tracks it and sees Resolved, the remarks and the action photo', async () => {
    const p = await suite.page();
    await open(p, `${suite.url}/trackgrievance?no=${filed[0]}`);
    await p.getByLabel('Mobile number').fill(MOBILE);
    await p.locator('main').getByRole('button', { name: 'Track' }).click();
    const card = p.getByRole('region', { name: filed[0] });
    await card.waitFor();
    expect(await card.locator('.status-badge').first().textContent()).toBe('Resolved');
    expect(await card.getByText('Drain cleared by the sanitation team; silt removed.').count()).toBe(1);
    const img = card.getByRole('img', { name: /Photo of the action taken 1/ });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    // Nothing personal on the public side.
    expect(await p.content()).not.toContain('Sunita Citizen');
    // A closed complaint takes no reminder.
    expect(await p.getByRole('button', { name: 'Send Reminder' }).isDisabled()).toBe(true);
    await checkA11y(p, 'tracked complaint');
    await screenshot(p, 'grievance-tracked');

    // A wrong mobile gets the one message that does not say which part was wrong.
    await p.getByLabel('Mobile number').fill('9000011111');
    suite.watcher().allow(/HTTP 404: POST \S+\/trackgrievance|status of 404/);
    await p.locator('main').getByRole('button', { name: 'Track' }).click();
    await expect
      .poll(() => p.getByRole('alert').first().textContent())
      .toBe('No complaint matches this complaint number and mobile number.');
  });
});
