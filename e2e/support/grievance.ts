/** The grievance steps that browser tests repeat: the citizen's form, and the staff's action on a complaint. */
import type { Page } from 'playwright-core';

/** The citizen's part of the grievance form in English: their name, mobile number and consent to be contacted. */
export async function fillCitizen(p: Page, mobile: string, name = 'Sunita Citizen'): Promise<void> {
  await p.getByLabel(/^Your name/).fill(name);
  await p.getByLabel(/^Mobile number/).fill(mobile);
  await p.getByLabel(/I agree to be contacted/).check();
}

/**
 * The grievance form on the Hindi page, by its fields' ids: the district Sundarpur (सुंदरपुर), the ward and the type
 * by their Hindi names, the details, the citizen's name and mobile number (and e-mail, when given), and consent.
 */
export async function fillGrievanceHi(
  p: Page,
  g: { ward: string; type: string; details: string; name: string; mobile: string; email?: string },
): Promise<void> {
  await p.locator('#g-district').selectOption({ label: 'सुंदरपुर' });
  await p.locator('#g-ward').selectOption({ label: g.ward });
  await p.locator('#g-grivance').selectOption({ label: g.type });
  await p.locator('#g-additional_Information').fill(g.details);
  await p.locator('#g-name').fill(g.name);
  await p.locator('#g-mobile').fill(g.mobile);
  if (g.email) await p.locator('#g-email').fill(g.email);
  await p.locator('#g-consent').check();
}

/**
 * Submits the grievance form (its button named `button`: 'शिकायत दर्ज करें' on the Hindi page) and waits for the
 * acknowledgement's address (?filed=GRV-YYYY-NNNNNN).
 */
export async function submitGrievance(p: Page, button = 'Submit Grievance'): Promise<void> {
  await Promise.all([
    p.waitForURL(/\/postgrievance\?filed=GRV-\d{4}-\d{6}$/),
    p.locator('main').getByRole('button', { name: button }).click(),
  ]);
}

/** The complaint screen's action form and its confirmation, by their names in each language of the back office. */
const ACTION_FORM = {
  en: { status: 'New status', save: 'Save action', saved: 'Success' },
  hi: { status: 'नई स्थिति', save: 'कार्रवाई सहेजें', saved: 'सफल' },
};

/**
 * On a complaint's staff screen (in `lang`): sets the new status and the remarks, saves the action, waits for the
 * success dialog and closes it.
 */
export async function saveComplaintAction(p: Page, lang: 'en' | 'hi', status: string, remarks: string): Promise<void> {
  const names = ACTION_FORM[lang];
  await p.getByLabel(names.status).selectOption(status);
  await p.locator('#a-remarks').fill(remarks);
  await p.getByRole('button', { name: names.save }).click();
  const ok = p.getByRole('dialog', { name: names.saved });
  await ok.waitFor();
  await ok.getByRole('button').first().click();
}
