/** The public grievance form's steps that browser tests repeat. */
import type { Page } from 'playwright-core';

/** The citizen's part of the grievance form in English: their name, mobile number and consent to be contacted. */
export async function fillCitizen(p: Page, mobile: string, name = 'Sunita Citizen'): Promise<void> {
  await p.getByLabel(/^Your name/).fill(name);
  await p.getByLabel(/^Mobile number/).fill(mobile);
  await p.getByLabel(/I agree to be contacted/).check();
}

/** Submits the grievance form and waits for the acknowledgement's address (?filed=GRV-YYYY-NNNNNN). */
export async function submitGrievance(p: Page): Promise<void> {
  await Promise.all([
    p.waitForURL(/\/postgrievance\?filed=GRV-\d{4}-\d{6}$/),
    p.locator('main').getByRole('button', { name: 'Submit Grievance' }).click(),
  ]);
}
