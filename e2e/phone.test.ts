/**
 * The citizen's first minute on a phone (issue 14), on the demo content: the header's height at 375 and 320 px
 * in both languages (≤ 160 px; the page's h1 on the first 320 × 640 screen), the home page's tasks (≥ 48 px
 * tall), the public tables' acting columns at 375 px, officials' tel:/mailto: links, document lists by title
 * and date, tap targets of 24 × 24 px (axe's target-size), one spelling per menu label, the grievance form's
 * error summary, and the grievance receipt (details, tracking address, its QR code as SVG, one printed A4
 * page), with JavaScript on and off. Axe at 375 and 1280 px on each page; screenshots in e2e/artifacts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, checkA11y, open, runAxe, screenshot, scrollWidth } from './support/browser.ts';
import { browserSuite } from './support/suite.ts';
import { submitGrievance } from './support/grievance.ts';

const suite = browserSuite({ demo: true }, 240_000);

const phone = (width = 375, height = 812) => ({ viewport: { width, height } });

/** Sets the page's language through the header's link (a cookie), as a visitor would. */
async function inLanguage(p: Page, lang: 'en' | 'hi') {
  await p.context().addCookies([{ name: 'lang', value: lang, url: suite.url }]);
}

/** The header's height: where <main> begins on the unscrolled page (top bar, brand row, menu, ticker). */
const headerHeight = (p: Page) =>
  p.evaluate(() => Math.round(document.querySelector('main')!.getBoundingClientRect().top + window.scrollY));
const h1Bottom = (p: Page) =>
  p.evaluate(() => Math.round(document.querySelector('main h1')!.getBoundingClientRect().bottom + window.scrollY));

/** Whether an element is shown and lies wholly inside the viewport's width (no sideways scroll needed). */
async function inView(p: Page, selector: string): Promise<boolean> {
  return p.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= document.documentElement.clientWidth;
  }, selector);
}

/** axe's WCAG 2.2 target-size rule (24 × 24 px, or spaced so). */
async function checkTargetSize(p: Page, state: string) {
  const results = await runAxe(p, { runOnly: { type: 'rule', values: ['target-size'] } });
  const lines = results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 160)}`));
  expect(lines, `target-size on ${state}`).toEqual([]);
}

const LANGS = ['en', 'hi'] as const;
const PAGES = ['/', '/notice', '/viewgrievance', '/currenttender', '/postgrievance', '/wardparsad'];

describe('the phone header', () => {
  for (const lang of LANGS) {
    it(`${lang}: at 375 px and 320 px the header is at most 160 px tall; at 320 × 640 the h1 is on the first screen`, async () => {
      const heights: string[] = [];
      for (const [width, height] of [
        [375, 812],
        [320, 640],
      ] as const) {
        const p = await suite.page({ ...phone(width, height), lang });
        for (const route of PAGES) {
          await open(p, `${suite.url}${route}`);
          const h = await headerHeight(p);
          heights.push(`${width} ${route}: ${h}`);
          expect(h, `header at ${width} px on ${route} (${lang})`).toBeLessThanOrEqual(160);
          if (width === 320) expect(await h1Bottom(p), `h1 at 320 × 640 on ${route} (${lang})`).toBeLessThanOrEqual(640);
          expect(await scrollWidth(p)).toBeLessThanOrEqual(width);
        }
        // The search is a button-like link to the search page; the language stays one tap away.
        expect(
          await p
            .locator('header')
            .getByRole('link', { name: lang === 'en' ? 'Search' : 'खोजें' })
            .getAttribute('href'),
        ).toBe('/search');
        expect(await p.locator('header .topbar').isVisible()).toBe(false);
        await p.context().close();
      }
      console.log(`header heights (${lang}): ${heights.join(', ')}`);
    });
  }

  it('without JavaScript the phone header stays short too: a Menu link opens the list in place, an item leads on', async () => {
    const p = await suite.page({ ...phone(), javaScriptEnabled: false });
    for (const lang of LANGS) {
      await inLanguage(p, lang);
      await open(p, `${suite.url}/notice`);
      expect(await headerHeight(p), `no-JS header at 375 px (${lang})`).toBeLessThanOrEqual(160);
      expect(await p.locator('#main-menu').isVisible()).toBe(false);
    }
    const menu = p.locator('header').getByRole('link', { name: 'मेनू', exact: true });
    expect(await p.locator('header').getByRole('button', { name: 'मेनू' }).isVisible()).toBe(false);
    await menu.click();
    await p.waitForURL(/#main-menu$/);
    await p.locator('#main-menu').waitFor();
    await checkA11y(p, 'no-JS phone menu open');
    await screenshot(p, 'phone-nojs-menu-open');
    await p.locator('#main-menu summary').first().click();
    const item = p.locator('#main-menu details[open] a').first();
    const href = (await item.getAttribute('href'))!;
    await Promise.all([p.waitForURL((u) => u.pathname === href), item.click()]);
    expect(await p.locator('#main-menu').isVisible()).toBe(false);
  });

  it('1280 px keeps the top bar, the toll-free number and the search box', async () => {
    const p = await suite.page();
    await open(p, `${suite.url}/`);
    expect(await p.locator('header .topbar').isVisible()).toBe(true);
    expect(await p.locator('header .tollfree').isVisible()).toBe(true);
    expect(await p.locator('#header-q').isVisible()).toBe(true);
  });

  it('phones find the toll-free number and the campaign link in the footer', async () => {
    const p = await suite.page(phone());
    await open(p, `${suite.url}/`);
    const footer = p.locator('footer');
    expect(await footer.locator('a[href^="tel:1800"]').isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: /Swachh Bharat/ }).isVisible()).toBe(true);
  });
});

describe('the home page', () => {
  it('offers the tasks right under the heading, each at least 48 px tall; the carousel comes after them on a phone', async () => {
    for (const width of [375, 1280]) {
      const p = await suite.page(phone(width, 900));
      await open(p, `${suite.url}/`);
      const tasks = p.getByTestId('home-tasks').getByRole('link');
      expect(await tasks.count()).toBe(8);
      const hrefs = await tasks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        '/postgrievance',
        '/trackgrievance',
        '/paypropertytax',
        '/tradelicense',
        '/birth-death-certificate',
        '/currenttender',
        '/notice',
        '/contactus',
      ]);
      for (const box of await tasks.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect)))
        expect(box.height).toBeGreaterThanOrEqual(48);
      const tasksTop = await p.getByTestId('home-tasks').evaluate((n) => n.getBoundingClientRect().top);
      const heroTop = await p.locator('main .hero').evaluate((n) => n.getBoundingClientRect().top);
      if (width === 375) {
        expect(heroTop).toBeGreaterThan(tasksTop);
        // The first tasks are on the first screen of a 375 × 812 phone.
        expect(tasksTop).toBeLessThan(400);
      } else expect(heroTop).toBeLessThan(tasksTop);
      await checkA11y(p, `home at ${width}`);
      await checkTargetSize(p, `home at ${width}`);
      await screenshot(p, 'phone-home-en');
      await inLanguage(p, 'hi');
      await open(p, `${suite.url}/`);
      expect(await p.getByTestId('home-tasks').getByRole('link').first().innerText()).toBe('शिकायत दर्ज करें');
      await checkA11y(p, `home in Hindi at ${width}`);
      await screenshot(p, 'phone-home-hi');
    }
  });
});

describe('public tables at 375 px', () => {
  /** A public table page on the phone (in `lang`, else the default language): it must not scroll sideways. */
  async function phoneTable(path: string, lang?: 'en' | 'hi'): Promise<Page> {
    const p = await suite.page({ ...phone(), lang });
    await open(p, `${suite.url}${path}`);
    expect(await scrollWidth(p)).toBeLessThanOrEqual(375);
    return p;
  }

  it('All Complaints: the number (the link), the type and the status are in view; the number opens the details', async () => {
    for (const lang of LANGS) {
      const p = await phoneTable('/viewgrievance', lang);
      const row = 'main table tbody tr:first-child';
      expect(await inView(p, `${row} td:nth-child(1) a`)).toBe(true);
      expect(await p.locator(`${row} td:nth-child(1) a`).innerText()).toMatch(/^GRV-\d{4}-\d{6}$/);
      expect(await inView(p, `${row} td:nth-child(4)`)).toBe(true);
      expect(await inView(p, `${row} .status-badge`)).toBe(true);
      await checkA11y(p, `All Complaints at 375 (${lang})`);
      await checkTargetSize(p, `All Complaints at 375 (${lang})`);
      await screenshot(p, `phone-viewgrievance-${lang}`);
      if (lang === 'en') {
        await p.locator(`${row} td:nth-child(1) a`).click();
        await p.getByRole('dialog').waitFor();
        expect(await p.getByRole('dialog').locator('.status-badge').count()).toBe(1);
      }
      const wide = await suite.page({ lang });
      await open(wide, `${suite.url}/viewgrievance`);
      await checkA11y(wide, `All Complaints at 1280 (${lang})`);
      await screenshot(wide, `phone-viewgrievance-${lang}`);
    }
  });

  it('tenders: the title and the last date are in view', async () => {
    for (const lang of LANGS) {
      const p = await phoneTable('/currenttender', lang);
      const lastCol = await p
        .locator('main table thead th')
        .evaluateAll((ths) => ths.filter((th) => (th as HTMLElement).offsetWidth > 0).length);
      const row = 'main table tbody tr:first-child';
      expect(await inView(p, `${row} a[data-opens^="tender:"]`)).toBe(true);
      expect(await inView(p, `${row} td:nth-child(4)`)).toBe(true);
      expect(await p.locator(`${row} td:nth-child(4)`).innerText()).toMatch(/\d/);
      expect(lastCol).toBe(2);
      await checkA11y(p, `tenders at 375 (${lang})`);
      await checkTargetSize(p, `tenders at 375 (${lang})`);
      await screenshot(p, `phone-currenttender-${lang}`);
      const wide = await suite.page({ lang });
      await open(wide, `${suite.url}/currenttender`);
      await checkA11y(wide, `tenders at 1280 (${lang})`);
      await screenshot(wide, `phone-currenttender-${lang}`);
    }
  });

  it('documents lead with title and date, no database ID; the download is in view; the rest is in the row’s details', async () => {
    const p = await phoneTable('/notice');
    const row = 'main table tbody tr:first-child';
    const labels = await p.locator(`${row} > td`).evaluateAll((tds) => tds.map((td) => td.getAttribute('data-label')));
    expect(labels.slice(0, 3)).toEqual(['Title', 'Issue Date', 'Document']);
    expect(labels).not.toContain('ID');
    expect(await inView(p, `${row} a[download]`)).toBe(true);
    expect(await p.locator(`${row} td[data-label="Description"]`).isVisible()).toBe(false);
    await p.locator(`${row} details summary`).click();
    expect(await p.locator(`${row} details dd`).first().isVisible()).toBe(true);
    await checkA11y(p, 'notice at 375');
    await checkTargetSize(p, 'notice at 375');
    const wide = await suite.page();
    await open(wide, `${suite.url}/notice`);
    expect(await wide.locator('main table thead th').allInnerTexts()).not.toContain('ID');
    expect(await wide.locator(`${row} details`).isVisible()).toBe(false);
    await checkA11y(wide, 'notice at 1280');
  });

  it('Latest News shows its date', async () => {
    const p = await suite.page();
    await open(p, `${suite.url}/latestnews`);
    const headers = await p.locator('main table thead th').allInnerTexts();
    expect(headers.slice(0, 2)).toEqual(['Title', 'Date']);
    expect(await p.locator('main table tbody tr:first-child td:nth-child(2)').innerText()).toMatch(/\d{4}/);
  });

  it("officials' mobiles and e-mails are tel: and mailto: links", async () => {
    const wide = await suite.page();
    await open(wide, `${suite.url}/wardparsad`);
    expect(await wide.locator('main table a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await wide.locator('main table a[href^="mailto:"]').count()).toBeGreaterThan(0);
    const p = await suite.page(phone());
    await open(p, `${suite.url}/wardparsad`);
    expect(await p.locator('main table tbody tr:first-child .officials-compact a[href^="tel:"]').isVisible()).toBe(true);
    await checkTargetSize(p, 'ward parshad at 375');
  });
});

describe('labels', () => {
  it('the menu and the pages spell Ward Parshad and Trade Licence one way; citizens are told they need no account', async () => {
    const p = await suite.page();
    await open(p, `${suite.url}/`);
    const menu = (await p.locator('#main-menu').textContent())!;
    expect(menu).toContain('Ward Parshad');
    expect(menu).not.toContain('Ward Parsad');
    expect(menu).toContain('Trade Licence');
    expect(menu).not.toContain('Trade License');
    expect(menu).not.toContain("Citizen's Login");
    await open(p, `${suite.url}/login`);
    expect(await p.getByTestId('citizen-note').innerText()).toMatch(/Citizens need no account/);
    await checkA11y(p, 'login with the citizen note');
  });
});

describe('the grievance form and its receipt', () => {
  it('a refused form shows an error summary that takes the focus and links each field', async () => {
    const p = await suite.page(phone());
    await open(p, `${suite.url}/postgrievance`);
    suite.watcher().allow(/HTTP 400: POST \S+\/postgrievance|status of 400/);
    await p.locator('main').getByRole('button', { name: 'Submit Grievance' }).click();
    const summary = p.getByTestId('error-summary');
    await summary.waitFor();
    await expect.poll(() => p.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('error-summary');
    const hrefs = await summary.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining(['#g-district', '#g-ward', '#g-grivance', '#g-additional_Information', '#g-name', '#g-mobile']),
    );
    expect(hrefs[0]).toBe('#g-district');
    await summary.locator('a[href="#g-mobile"]').click();
    await expect.poll(() => p.evaluate(() => document.activeElement?.id)).toBe('g-mobile');
    await checkA11y(p, 'error summary');
  });

  async function fill(p: Page, details: string) {
    const district = p.locator('#g-district');
    await district.selectOption({ index: 1 });
    await p.locator('#g-ward').selectOption({ index: 2 });
    await p.locator('#g-grivance').selectOption({ index: 1 });
    await p.locator('#g-additional_Information').fill(details);
    await p.locator('#g-name').fill('Sunita Citizen');
    await p.locator('#g-mobile').fill('9000066666');
    await p.locator('#g-consent').check();
    return {
      district: await district.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text),
      ward: await p.locator('#g-ward').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text),
      type: await p.locator('#g-grivance').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text),
    };
  }

  for (const js of [true, false]) {
    it(`the receipt (JavaScript ${js ? 'on' : 'off'}) names the council and carries the details, the tracking address, its QR code and the helpline; it prints on one A4 page`, async () => {
      const p = await suite.page({ ...phone(), javaScriptEnabled: js });
      await open(p, `${suite.url}/postgrievance`);
      const details = `Streetlight pole ${js ? 'A' : 'B'} near the school has been dark for a week.`;
      const chosen = await fill(p, details);
      await submitGrievance(p);
      const receipt = p.getByTestId('receipt');
      await receipt.waitFor();
      const no = (await p.getByTestId('complaint-no').innerText()).trim();
      const text = await receipt.innerText();
      expect(await p.getByTestId('receipt-council').innerText()).toMatch(/Nagar Parishad Sundarpur[\s\S]*Station Road/);
      for (const part of [chosen.district, chosen.ward, chosen.type, details, '1800 233 0101']) expect(text).toContain(part);
      expect(await p.getByTestId('receipt-filed-at').innerText()).toMatch(
        /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}, \d{2}:\d{2} IST$/,
      );
      const url = `${suite.url}/trackgrievance?no=${no}`;
      // The filing browser's receipt carries the tracking token: the link opens the complaint without the mobile.
      const tokenUrl = await p.getByTestId('receipt-track-url').innerText();
      expect(tokenUrl).toMatch(new RegExp(`^${url.replace(/[.?]/g, '\\$&')}&t=[A-Za-z0-9_-]{32}$`));
      expect(await p.getByTestId('receipt-note').innerText()).toMatch(/open this complaint without the mobile number/);
      expect(await p.getByTestId('receipt-qr').locator('svg path').count()).toBeGreaterThan(0);
      expect(await p.getByTestId('receipt-qr').getAttribute('aria-label')).toBe('QR code of the tracking address');
      expect(await scrollWidth(p)).toBeLessThanOrEqual(375);
      await checkA11y(p, `receipt, JavaScript ${js ? 'on' : 'off'}`);
      await screenshot(p, `phone-receipt-${js ? 'js' : 'nojs'}`);
      if (js) {
        // The printout: one A4 page (printed first: a full-page screenshot leaves the page laid out taller),
        // no site header, the council's name on top.
        const pdf = await p.pdf({ format: 'A4', printBackground: true });
        fs.mkdirSync(ARTIFACTS, { recursive: true });
        fs.writeFileSync(path.join(ARTIFACTS, 'phone-receipt.pdf'), pdf);
        expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
        await p.emulateMedia({ media: 'print' });
        expect(await p.locator('header.site-header').isVisible()).toBe(false);
        expect(await p.getByTestId('receipt-council').isVisible()).toBe(true);
        await screenshot(p, 'phone-receipt-print');
        await p.emulateMedia({ media: 'screen' });
        // In Hindi too.
        await inLanguage(p, 'hi');
        await open(p, p.url());
        expect(await p.getByTestId('receipt').innerText()).toContain('शिकायत संख्या');
        await checkA11y(p, 'receipt in Hindi');
        await screenshot(p, 'phone-receipt-hi');
        const wide = await suite.page();
        await wide.context().addCookies(await p.context().cookies());
        await open(wide, p.url());
        await checkA11y(wide, 'receipt at 1280');
        await screenshot(wide, 'phone-receipt-hi');
        // Another browser (no filing cookie) gets the number, the address and the code, but not the details.
        const holder = await suite.page(phone());
        await open(holder, tokenUrl);
        expect(await holder.locator('main').innerText()).toContain(details);
        await checkA11y(holder, 'tracking from the receipt link');
        const other = await suite.page(phone());
        await open(other, `${suite.url}/postgrievance?filed=${no}`);
        expect(await other.getByTestId('receipt-track-url').innerText()).toBe(url);
        expect(await other.getByTestId('receipt').innerText()).not.toContain(details);
        expect(await other.getByTestId('receipt-note').innerText()).toBe(
          'To track it you need this number and the mobile number you gave.',
        );
      }
    });
  }
});
