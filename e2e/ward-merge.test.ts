/**
 * Wards in use are merged, not deleted (issue 26): on the wards screen the delete of a ward with a complaint is
 * refused with the reason, and "Merge a ward into another" moves its complaints after a confirmation naming both
 * wards. On the Users screen an officer gets "All wards" explicitly (no ward chosen: no complaints).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { complaints, districts, grievanceTypes, users, wards } from '../apps/server/src/db/schema.ts';
import { ADMIN, fileComplaint } from './support/app.ts';
import { checkA11y, open, signIn } from './support/browser.ts';
import { pageSuite } from './support/suite.ts';

const OLD = 'Ward 9 – Old Market';
const KEPT = 'Ward 1 – Gandhi Chowk';

const suite = pageSuite();

beforeAll(async () => {
  const { db } = suite.running.app.services;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values([{ name: KEPT }, { name: OLD }]);
  await db.insert(grievanceTypes).values({ name: 'Streetlight' });
  suite.running.app.services.cache.invalidate();
  await fileComplaint(suite.running.app, { ward: OLD, text: 'Light out.', mobile: '9000061000', ip: '10.8.1.1' });
  await open(suite.page, `${suite.running.url}/login?next=${encodeURIComponent('/admin/wards')}`);
  await signIn(suite.page, ADMIN, '/admin/wards');
});

describe('wards in use', () => {
  it('refuses to delete a ward with a complaint and says to merge it instead', async () => {
    // The refusal itself (409) is what this test expects.
    suite.watcher.allow(/^HTTP 409: DELETE http:\/\/127\.0\.0\.1:\d+\/api\/Admin\/ward\/\d+$/);
    suite.watcher.allow(/^console error: Failed to load resource: the server responded with a status of 409 .*\/api\/Admin\/ward\/\d+\)$/);
    await suite.page.getByRole('button', { name: `Delete ${OLD}` }).click();
    await suite.page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = suite.page.getByRole('dialog');
    await dialog.getByText('so it cannot be deleted. Merge it into another ward instead').waitFor();
    await checkA11y(suite.page, 'ward in use');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await suite.running.app.services.db.select().from(wards).where(eq(wards.name, OLD))).toHaveLength(1);
  });

  it('merges it into another ward after a confirmation that names both: the complaint moves, the ward is gone', async () => {
    await suite.page.getByLabel('Ward to merge').selectOption({ label: OLD });
    await suite.page.getByLabel('Merge into').selectOption({ label: KEPT });
    await suite.page.getByRole('button', { name: 'Merge…' }).click();
    const confirm = suite.page.getByRole('alertdialog');
    await confirm.getByText(`Merge ${OLD} into ${KEPT}?`).waitFor();
    await checkA11y(suite.page, 'merge confirmation');
    await confirm.getByRole('button', { name: 'Merge', exact: true }).click();
    await suite.page.getByRole('dialog').getByText(`${OLD} was merged into ${KEPT}: 1 complaints and 0 officers moved.`).waitFor();
    await suite.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const { db } = suite.running.app.services;
    expect(await db.select().from(wards).where(eq(wards.name, OLD))).toEqual([]);
    const [moved] = await db.select({ ward: complaints.ward }).from(complaints);
    expect(moved!.ward).toBe(KEPT);
    await suite.page.getByRole('cell', { name: OLD }).waitFor({ state: 'detached' });
  });
});

describe('an officer’s wards on the Users screen', () => {
  it('creates an officer with "All wards"; the list says so', async () => {
    await open(suite.page, `${suite.running.url}/admin/users`);
    await suite.page.locator('#new-email').fill('all.wards@council.example');
    await suite.page.locator('#new-role').selectOption('officer');
    await suite.page.getByLabel('All wards (every complaint, also of wards added later)').check();
    await expect(suite.page.getByLabel(KEPT).isVisible()).resolves.toBe(false);
    await checkA11y(suite.page, 'officer with all wards');
    await suite.page.getByRole('button', { name: 'Create account' }).click();
    await suite.page
      .getByRole('row', { name: /all\.wards@council\.example/ })
      .getByText('Wards: Every ward')
      .waitFor();
    const [row] = await suite.running.app.services.db.select().from(users).where(eq(users.email, 'all.wards@council.example'));
    expect(row!.allWards).toBe(true);
  });
});
