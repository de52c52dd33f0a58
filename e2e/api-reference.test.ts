/**
 * Admin › API reference (issue 12, Build 4): the admin opens it from the sidebar and reads an operation of the
 * server's own OpenAPI document (method, path, summary, parameters, the multipart body's fields); axe clean at
 * 1280 and 375 px, in English and Hindi, without sideways scroll on the phone.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN } from './support/app.ts';
import { checkA11y, open, scrollWidth, signIn } from './support/browser.ts';
import { pageSuite } from './support/suite.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };

const suite = pageSuite();

async function checkBothWidths(state: string) {
  await checkA11y(suite.page, `${state} at 1280 px`);
  await suite.page.setViewportSize(NARROW);
  try {
    await suite.page.locator('main h1').waitFor();
    expect(await scrollWidth(suite.page), `${state}: sideways scroll at 375 px`).toBeLessThanOrEqual(NARROW.width);
    await checkA11y(suite.page, `${state} at 375 px`);
  } finally {
    await suite.page.setViewportSize(WIDE);
  }
}

describe('Admin › API reference', () => {
  it('the admin opens it from the sidebar and reads an operation; axe clean at both widths, in both languages', async () => {
    await suite.context.addCookies([{ name: 'lang', value: 'en', url: suite.running.url }]);
    await open(suite.page, `${suite.running.url}/login`);
    await signIn(suite.page, ADMIN, '/admin/dashboard');
    await suite.page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'API reference', exact: true }).click();
    await suite.page.waitForURL((u) => u.pathname === '/admin/api');
    await suite.page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    expect(await suite.page.title()).toMatch(/^API reference \| /);

    // Each operation is one line (method, path, summary) until it is opened: the fields are not there before.
    const create = suite.page.getByRole('article', { name: 'POST /api/Admin/notice', exact: true });
    await create.waitFor();
    expect(await create.innerText()).toContain('Notice: create');
    const form = create.getByRole('region', { name: 'Request body: multipart/form-data' });
    expect(await form.isVisible()).toBe(false);
    await create.locator('summary').click();
    await form.waitFor();
    expect(await form.getByRole('cell', { name: 'title', exact: true }).count()).toBe(1);
    const track = suite.page.getByRole('article', { name: 'GET /api/Public/complaint/{complaintNo}', exact: true });
    await track.locator('summary').press('Enter');
    await track.getByRole('cell', { name: 'mobile', exact: true }).waitFor();
    expect(await track.getByRole('cell', { name: 'mobile', exact: true }).count()).toBe(1);
    await checkBothWidths('API reference (English)');

    await suite.context.addCookies([{ name: 'lang', value: 'hi', url: suite.running.url }]);
    await suite.page.reload();
    await suite.page.getByRole('heading', { level: 1, name: 'एपीआई संदर्भ' }).waitFor();
    await checkBothWidths('API reference (Hindi)');
  });
});
