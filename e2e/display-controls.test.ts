/**
 * GIGW 3.0 controls on the public site (issue 29): text size (A− A A+) and high contrast in the header, with
 * JavaScript off (a form to /display that sets the cookies and comes back) and on (in place, announced), the
 * choice holding on the next page; the "English only" mark on a Hindi page; the leaving page before another
 * website (JavaScript off); breadcrumbs and the footer's "Last updated". The sweep of every public page with the
 * high contrast and the largest text is in display-sweep-en/hi.test.ts (support/display-sweep.ts).
 *
 * One app and one browser for the file.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { CONTRAST_COOKIE, TEXT_SIZE_COOKIE, TEXT_SIZES } from '@nagar/contract';
import { ADMIN } from './support/app.ts';
import { PageWatcher, checkA11y, hydrated, newContext, open, screenshot, sideways, signIn } from './support/browser.ts';
import { browserFrame } from './support/suite.ts';

// As phone's: the start may wait for the demo dump another file is making (it took more than 120 s under load).
const frame = browserFrame({ demo: true }, 240_000);
const LARGEST = TEXT_SIZES.at(-1)!;

const html = (page: Page) => page.locator('html');
/** The visible set of controls (the header has one for wide screens and one in the phone's menu bar). */
const control = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Text size and contrast' }).getByRole('button', { name, exact: true });

async function contextWith(options: { width: number; js: boolean; lang?: 'en' | 'hi'; display?: boolean }): Promise<BrowserContext> {
  const context = await newContext(frame.browser, {
    viewport: { width: options.width, height: options.width < 992 ? 740 : 900 },
    javaScriptEnabled: options.js,
    baseURL: frame.url,
  });
  const cookies: Array<{ name: string; value: string; url: string }> = [{ name: 'lang', value: options.lang ?? 'en', url: frame.url }];
  if (options.display)
    cookies.push({ name: CONTRAST_COOKIE, value: 'high', url: frame.url }, { name: TEXT_SIZE_COOKIE, value: LARGEST, url: frame.url });
  await context.addCookies(cookies);
  return context;
}

describe('text size and contrast', () => {
  it('without JavaScript: each button comes back to the same page with the choice, which holds on the next page', async () => {
    for (const width of [375, 1280]) {
      const context = await contextWith({ width, js: false });
      const page = await context.newPage();
      const watcher = new PageWatcher(page);
      await open(page, '/notice');
      await expect.poll(() => html(page).getAttribute('data-text-size')).toBe('md');
      await expect.poll(() => html(page).getAttribute('data-contrast')).toBe('normal');
      for (const size of ['lg', 'xl']) {
        await Promise.all([page.waitForURL(`${frame.url}/notice`), control(page, 'Larger text').click()]);
        expect(await html(page).getAttribute('data-text-size')).toBe(size);
      }
      // At the largest size A+ says so and does nothing more.
      expect(await control(page, 'Larger text').getAttribute('aria-disabled')).toBe('true');
      await Promise.all([page.waitForURL(`${frame.url}/notice`), control(page, 'High contrast').click()]);
      expect(await html(page).getAttribute('data-contrast')).toBe('high');
      expect(await control(page, 'High contrast').getAttribute('aria-pressed')).toBe('true');
      await checkA11y(page, `no JavaScript, ${width} px, high contrast, largest text`);
      // The next page (a plain link: the breadcrumb's Home) is served with the choice.
      await Promise.all([
        page.waitForURL(`${frame.url}/`),
        page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Home' }).click(),
      ]);
      expect(await html(page).getAttribute('data-text-size')).toBe('xl');
      expect(await html(page).getAttribute('data-contrast')).toBe('high');
      expect(await sideways(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      // A− and A step back; contrast off.
      await open(page, '/circulars');
      await Promise.all([page.waitForURL(`${frame.url}/circulars`), control(page, 'Smaller text').click()]);
      expect(await html(page).getAttribute('data-text-size')).toBe('lg');
      await Promise.all([page.waitForURL(`${frame.url}/circulars`), control(page, 'Normal text size').click()]);
      expect(await html(page).getAttribute('data-text-size')).toBe('md');
      await Promise.all([page.waitForURL(`${frame.url}/circulars`), control(page, 'High contrast').click()]);
      expect(await html(page).getAttribute('data-contrast')).toBe('normal');
      watcher.assertClean();
      await context.close();
    }
  });

  it('with JavaScript: the page changes in place, the change is announced, and it holds across navigation and a reload', async () => {
    for (const [width, lang] of [
      [375, 'hi'],
      [1280, 'en'],
    ] as const) {
      const context = await contextWith({ width, js: true, lang });
      const page = await context.newPage();
      const watcher = new PageWatcher(page);
      await open(page, '/notice');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const larger = lang === 'hi' ? 'बड़े अक्षर' : 'Larger text';
      const contrast = lang === 'hi' ? 'उच्च कंट्रास्ट' : 'High contrast';
      const group = page.getByRole('group', { name: lang === 'hi' ? 'अक्षर का आकार और कंट्रास्ट' : 'Text size and contrast' });
      await group.getByRole('button', { name: larger, exact: true }).click();
      await expect.poll(() => html(page).getAttribute('data-text-size')).toBe('lg');
      await expect.poll(() => group.getByRole('status').textContent()).toBe(lang === 'hi' ? 'अक्षर का आकार: बड़ा' : 'Text size: large');
      await group.getByRole('button', { name: contrast, exact: true }).click();
      await expect.poll(() => html(page).getAttribute('data-contrast')).toBe('high');
      await expect.poll(() => group.getByRole('status').textContent()).toBe(lang === 'hi' ? 'उच्च कंट्रास्ट चालू' : 'High contrast on');
      expect(await group.getByRole('button', { name: contrast, exact: true }).getAttribute('aria-pressed')).toBe('true');
      // No page load: the same document.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
      expect([cookies[TEXT_SIZE_COOKIE], cookies[CONTRAST_COOKIE]]).toEqual(['lg', 'high']);
      // The next page keeps it (a page load: public pages are served without React, the server reads the cookies) ...
      await page
        .getByRole('navigation', { name: lang === 'hi' ? 'आप यहाँ हैं' : 'You are here' })
        .getByRole('link', { name: lang === 'hi' ? 'मुख पृष्ठ' : 'Home' })
        .click();
      await page.waitForURL(`${frame.url}/`);
      await hydrated(page);
      expect(await html(page).getAttribute('data-text-size')).toBe('lg');
      expect(await html(page).getAttribute('data-contrast')).toBe('high');
      await checkA11y(page, `JavaScript, ${width} px, ${lang}, high contrast`);
      // ... and so does a reload.
      await page.reload();
      await hydrated(page);
      expect(await html(page).getAttribute('data-text-size')).toBe('lg');
      expect(await html(page).getAttribute('data-contrast')).toBe('high');
      watcher.assertClean();
      await context.close();
    }
  });

  it('screenshots of the header controls: both languages, 375 and 1280 px, normal and high contrast', async () => {
    for (const lang of ['en', 'hi'] as const)
      for (const display of [false, true])
        for (const width of [375, 1280]) {
          const context = await contextWith({ width, js: true, lang, display });
          const page = await context.newPage();
          await open(page, '/notice');
          await page.locator('header').screenshot({ path: `e2e/artifacts/display-header-${lang}${display ? '-hc-xl' : ''}-${width}.png` });
          if (display) await screenshot(page, `display-notice-${lang}-hc-xl`);
          await context.close();
        }
  });
});

describe('language marking, the leaving page, breadcrumbs and the last update', () => {
  it('marks an English-only item on a Hindi page "English only", in English', async () => {
    await frame.running.app.services.resource('latestNews').create({
      values: { title: 'Ward 9 water supply off on Friday', description: 'Only written in English.' },
      files: {},
      remove: new Set(),
    });
    const context = await contextWith({ width: 1280, js: false, lang: 'hi' });
    const page = await context.newPage();
    await open(page, '/latestnews');
    const title = page.locator('main [lang="en"]', { hasText: 'Ward 9 water supply off on Friday' }).first();
    await expect.poll(() => title.count()).toBe(1);
    expect(await title.locator('.lang-mark').textContent()).toBe('English only');
    expect(await title.locator('.lang-mark').isVisible()).toBe(true);
    // An item with its Hindi title has no mark.
    expect(await page.locator('main .lang-mark').count()).toBeGreaterThan(0);
    await checkA11y(page, 'Hindi page with an English-only item');
    await context.close();
  });

  it('sends a link to another website through the leaving page, which never forwards by itself (no JavaScript)', async () => {
    const context = await contextWith({ width: 375, js: false });
    const page = await context.newPage();
    const watcher = new PageWatcher(page);
    await open(page, '/');
    const rti = page.locator('main a[href^="/leaving?to="]').first();
    const href = (await rti.getAttribute('href'))!;
    const target = new URL(href, frame.url).searchParams.get('to')!;
    expect(target).toMatch(/^https:\/\//);
    // Opened in the same tab for the test (the link itself opens a new window).
    await open(page, href);
    expect(page.url()).toBe(`${frame.url}${href}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('You are leaving this website');
    expect(await page.locator('main').textContent()).toContain(target);
    expect(await page.getByRole('link', { name: 'Continue to the other website' }).getAttribute('href')).toBe(target);
    expect(await page.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/');
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
    await checkA11y(page, 'leaving page');
    // Not a web address: refused, nothing to follow.
    watcher.allow(/HTTP 400/);
    watcher.allow(/status of 400 \(Bad Request\)/);
    expect(await open(page, '/leaving?to=javascript%3Aalert(1)')).toBe(400);
    expect(await page.getByRole('link', { name: 'Continue to the other website' }).count()).toBe(0);
    watcher.assertClean();
    await context.close();
  });

  it('shows the breadcrumbs of an inner page and the last update in the footer, in both languages', async () => {
    for (const lang of ['en', 'hi'] as const) {
      const context = await contextWith({ width: 1280, js: false, lang });
      const page = await context.newPage();
      await open(page, '/notice');
      const trail = page.getByRole('navigation', { name: lang === 'hi' ? 'आप यहाँ हैं' : 'You are here' });
      const items = (await trail.locator('li').allTextContents()).map((s) => s.trim());
      expect(items).toEqual(lang === 'hi' ? ['मुख पृष्ठ', 'दस्तावेज़', 'सूचना'] : ['Home', 'Documents', 'Notice']);
      expect(await trail.locator('[aria-current="page"]').textContent()).toBe(items.at(-1));
      const updated = await page.locator('footer .site-updated').textContent();
      expect(updated).toMatch(lang === 'hi' ? /^अंतिम अद्यतन: \d{1,2} \S+ \d{4}$/ : /^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/);
      await context.close();
    }
  });

  it("the back-office form warns beside a bilingual field with one side empty; saving still works, with the spec's message", async () => {
    const context = await contextWith({ width: 1280, js: true });
    const page = await context.newPage();
    await open(page, '/login');
    await signIn(page, ADMIN, '/admin/dashboard');
    await open(page, '/admin/editlatestnews');
    await page.getByRole('button', { name: 'Create New', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Create New Latest News', exact: true });
    await panel.waitFor();
    const hindi = panel.getByLabel('Title (Hindi)', { exact: true });
    await panel.getByLabel(/^Title( \*)?$/).fill('Tax camp in ward 3');
    await panel.getByLabel(/^Description( \*)?$/).fill('Saturday, 10 am.');
    // The warning is under the empty Hindi field and part of its description.
    const warning = 'The Hindi text is empty: Hindi pages will show the English text, marked “English only”.';
    await expect.poll(async () => (await hindi.evaluate((el) => el.getAttribute('aria-describedby'))) ?? '').toMatch(/hint/);
    const describedBy = (await hindi.getAttribute('aria-describedby'))!;
    expect((await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent())?.trim()).toContain(warning);
    await checkA11y(page, 'form with a one-language field');
    await screenshot(page, 'display-admin-one-language-warning');
    // Filled in: the warning goes.
    await hindi.fill('वार्ड 3 में कर शिविर');
    await expect.poll(() => hindi.getAttribute('aria-describedby')).toBeNull();
    await hindi.fill('');
    await panel.getByRole('button', { name: 'Create Latest News', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'Success', exact: true });
    await success.waitFor();
    // The spec's success message, unchanged: the warning was given beside the field.
    expect((await success.textContent())?.trim()).toContain('Latest News created successfully!');
    expect(await success.textContent()).not.toContain('Hindi text is empty');
    await success.getByRole('button', { name: 'OK', exact: true }).click();
    await context.close();
  });
});
