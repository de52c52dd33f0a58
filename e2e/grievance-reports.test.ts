/**
 * Issue 28, reports in the browser: the public record "How we are doing" (/grievancestats, linked from the menu and
 * All Complaints) shows each ward's figures of the last twelve months as a chart and a table equal to the API's, in
 * both languages and at both widths; Admin › Reports shows a chosen period by ward, type and channel, and says
 * plainly when the period is not one. Every page passes axe.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ComplaintReport } from '@nagar/contract';
import { ADMIN } from './support/app.ts';
import { checkA11y, open, sideways, signIn } from './support/browser.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite({ demo: true });

describe('how the council performs', () => {
  it('the public record: every ward with complaints, the same figures as the API, in both languages and at both widths', async () => {
    const stats = (await (await fetch(`${suite.url}/api/Public/grievance-stats`)).json()) as ComplaintReport;
    expect(stats.byWard.length).toBeGreaterThan(5);
    for (const [lang, width] of [
      ['en', 1280],
      ['hi', 375],
    ] as const) {
      const p = await suite.page({ viewport: { width, height: 900 } });
      await p.context().addCookies([{ name: 'lang', value: lang, url: suite.url }]);
      await open(p, `${suite.url}/viewgrievance`);
      await p
        .getByRole('link', { name: lang === 'en' ? 'How we are doing' : 'हमारा प्रदर्शन' })
        .first()
        .click();
      await p.waitForURL(/\/grievancestats$/);
      await p.getByTestId('by-ward-table').waitFor();
      const rows = p.getByTestId('by-ward-table').locator('tbody tr');
      expect(await rows.count()).toBe(stats.byWard.length);
      const first = await rows.first().locator('th, td').allInnerTexts();
      const ward = stats.byWard[0]!;
      expect(first[0]).toBe(lang === 'en' ? ward.ward : ward.wardHi || ward.ward);
      expect(first[1]).toBe(ward.filed.toLocaleString(lang === 'en' ? 'en-IN' : 'hi-IN'));
      expect(await p.locator('svg.figures-chart[role=img]').count()).toBe(1);
      expect(await sideways(p)).toBe(0);
      await checkA11y(p, `grievancestats (${lang}, ${width})`);
    }
  });

  it('Admin › Reports: a period by ward, type and channel; a period that is not one is refused with its reason', async () => {
    const p = await suite.page();
    await open(p, `${suite.url}/login`);
    await signIn(p, ADMIN, '/admin/dashboard');
    await p.locator('#admin-sidebar').getByRole('link', { name: 'Reports', exact: true }).click();
    await p.getByRole('heading', { level: 1, name: 'Complaint reports' }).waitFor();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 330 * 60_000 - 200 * 86_400_000).toISOString().slice(0, 10);
    await p.getByLabel('Filed from').fill(from);
    await p.getByLabel('Filed to').fill(today);
    await p.getByRole('button', { name: 'Show' }).click();
    await p.waitForURL(new RegExp(`from=${from}`));
    await p.getByTestId('by-channel-table').waitFor();
    const api = await suite.running.app.inject({
      url: `/api/Admin/reports/complaints?from=${from}&to=${today}`,
      headers: {
        authorization: `Bearer ${(await suite.running.app.inject({ method: 'POST', url: '/api/Account/login', payload: ADMIN })).json().token}`,
      },
    });
    const report = api.json() as ComplaintReport;
    expect(await p.getByTestId('by-type-table').locator('tbody tr').count()).toBe(report.byType.length);
    expect(await p.getByTestId('figures-summary').locator('dd').first().innerText()).toBe(String(report.total.filed));
    await checkA11y(p, 'admin reports');

    suite.watcher().allow(/HTTP 400: GET \S+\/api\/Admin\/reports|status of 400/);
    await p.getByLabel('Filed from').fill(today);
    await p.getByLabel('Filed to').fill(from);
    await p.getByRole('button', { name: 'Show' }).click();
    await expect
      .poll(() => p.getByRole('alert').innerText())
      .toBe('Choose a range whose end is not before its start, of at most 731 days.');
    await checkA11y(p, 'admin reports, a refused period');
  });

  it("the queue's view downloads as CSV with its filters", async () => {
    const p = await suite.page({ acceptDownloads: true });
    await open(p, `${suite.url}/login`);
    await signIn(p, ADMIN, '/admin/dashboard');
    await open(p, `${suite.url}/admin/complaints?status=Rejected`);
    const link = p.getByTestId('queue-csv');
    expect(await link.innerText()).toBe('Download these complaints (CSV, for a spreadsheet)');
    const [download] = await Promise.all([p.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^complaints-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]!.startsWith('Complaint No,')).toBe(true);
    const rejected = Number((await p.getByRole('status').first().innerText()).match(/\d+/)![0]);
    // One line per complaint (the demo's texts have no line break), every one Rejected.
    expect(lines.length - 1).toBe(rejected);
    expect(lines.slice(1).every((l) => l.split(',')[3] === 'Rejected')).toBe(true);
  });
});
