/**
 * Every public page with JavaScript off and with it on (issue 31: "every public page works with JavaScript off and with
 * it on … in both languages"), on a 375 px phone, in English and Hindi side by side. Both ways the page answers, is in
 * its language, has its one heading, shows no catalogue key, fits the width and passes axe. Without JavaScript it offers
 * no control that only JavaScript could work (a visible `type="button"`), keeps its forms submittable (a method and, for
 * a post with a file, multipart) and reaches the menu through its Menu link; with it, its scripts start (the islands or
 * React), nothing fails in the console or the network, and the Menu button opens and closes the menu. The pages are
 * the display sweep's (support/public-pages.ts), which also checks each one in both languages with the high contrast
 * and the largest text; the flows (slider, search, forms, session warning) have their own tests with it on and off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, launchBrowser, newContext, open, sideways } from './support/browser.ts';
import { UNKNOWN_PATH, sweepPages } from './support/public-pages.ts';
import { RAW_KEY } from './support/texts.ts';

const LANGS = ['en', 'hi'] as const;
type Lang = (typeof LANGS)[number];

let running: RunningApp;
let browser: Browser;
let pages: string[] = [];

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp({ demo: true }), launchBrowser()]);
  pages = await sweepPages(running.url);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

/** What a page served to a browser without JavaScript says of itself, in one round trip. */
function describePage(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      lang: document.documentElement.getAttribute('lang'),
      headings: [...document.querySelectorAll('main h1')].filter(shown).length,
      text: document.body.innerText,
      // A button that submits nothing does something only with JavaScript: without it, it must not be offered.
      deadButtons: [...document.querySelectorAll('button[type="button"]')].filter(shown).map(name),
      // Every form works as a plain request: a GET, or a POST (with multipart when it carries a file).
      badForms: [...document.querySelectorAll('form')]
        .filter((f) => {
          const method = (f.getAttribute('method') ?? 'get').toLowerCase();
          if (method !== 'get' && method !== 'post') return true;
          return !!f.querySelector('input[type="file"]') && f.enctype !== 'multipart/form-data';
        })
        .map((f) => f.getAttribute('action') ?? f.id ?? '(form)'),
      menuLink: [...document.querySelectorAll('header a[href="#main-menu"]')].filter(shown).length,
      menuButton: [...document.querySelectorAll('header button[aria-controls="main-menu"]')].filter(shown).length,
      menu: !!document.getElementById('main-menu'),
    };
  });
}

/**
 * The Menu button (JavaScript on) opens the main menu and closes it again. A page opened with a dialog in its address
 * shows it as a modal, with the page behind it inert: Escape closes it first.
 */
async function menuButtonWorks(page: Page): Promise<boolean> {
  const modal = page.locator('dialog:modal');
  if (await modal.count()) {
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
    if (await modal.count()) return false;
  }
  const button = page.locator('header button[aria-controls="main-menu"]');
  const list = page.locator('#main-menu');
  if (await list.isVisible()) return false;
  const toggled = async (state: 'visible' | 'hidden') => {
    await button.click({ timeout: 5_000 });
    return list.waitFor({ state, timeout: 5_000 }).then(
      () => true,
      () => false,
    );
  };
  try {
    const opened = (await toggled('visible')) && (await button.getAttribute('aria-expanded')) === 'true';
    return opened && (await toggled('hidden'));
  } catch {
    return false;
  }
}

async function sweep(lang: Lang, js: boolean): Promise<string[]> {
  const started = Date.now();
  const failures: string[] = [];
  const context = await newContext(browser, { javaScriptEnabled: js, viewport: { width: 375, height: 740 }, baseURL: running.url });
  await context.addCookies([{ name: 'lang', value: lang, url: running.url }]);
  const page = await context.newPage();
  const watcher = new PageWatcher(page);
  for (const path of pages) {
    const where = `${path} (${lang}, JavaScript ${js ? 'on' : 'off'})`;
    // The pages that answer 400 or 404 by design report their own status.
    watcher.allow(new RegExp(`^HTTP 40[04]: GET ${(running.url + path).replace(/[.?*+()[\]{}|^$\\]/g, '\\$&')}$`));
    watcher.allow(/^console error: Failed to load resource: the server responded with a status of 40[04] /);
    const status = await open(page, path);
    // A page without its query (/leaving, /tender-details) answers 400 or 404 by design; nothing may fail.
    if (path === UNKNOWN_PATH ? status !== 404 : !status || status >= 500) failures.push(`${where}: status ${status}`);
    const shown = await describePage(page);
    if (shown.lang !== lang) failures.push(`${where}: shown in '${shown.lang}'`);
    if (shown.headings !== 1) failures.push(`${where}: ${shown.headings} visible <h1> in <main>`);
    const keys = shown.text.match(RAW_KEY);
    if (keys) failures.push(`${where}: catalogue keys shown as text: ${keys.join(', ')}`);
    if (!shown.menu) failures.push(`${where}: no main menu`);
    if (!js) {
      if (shown.deadButtons.length) failures.push(`${where}: buttons that need JavaScript shown: ${shown.deadButtons.join(' | ')}`);
      if (shown.badForms.length) failures.push(`${where}: forms that cannot be sent without JavaScript: ${shown.badForms.join(', ')}`);
      if (shown.menuLink !== 1) failures.push(`${where}: no Menu link to the main menu`);
    } else if (shown.menuButton !== 1 || shown.menuLink !== 0 || !(await menuButtonWorks(page))) {
      failures.push(`${where}: the Menu button does not open and close the menu`);
    }
    const over = await sideways(page);
    if (over > 0) failures.push(`${where}: scrolls sideways by ${over} px`);
    try {
      await checkA11y(page, where);
      watcher.assertClean();
    } catch (err) {
      failures.push(`${where}: ${(err as Error).message}`);
    }
  }
  await context.close();
  console.log(
    `sweep ${lang}, JavaScript ${js ? 'on' : 'off'}: ${pages.length} pages at 375 px in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return failures;
}

describe('every public page in English and Hindi (375 px)', () => {
  it('JavaScript off: in its language, one heading, no catalogue key, no dead button, plain forms, the Menu link; fits; axe clean', async () => {
    expect(pages.length).toBeGreaterThan(40);
    // The two languages side by side: half the wall time on this shared machine.
    const failures = (await Promise.all(LANGS.map((lang) => sweep(lang, false)))).flat();
    expect(failures, failures.join('\n')).toEqual([]);
  }, 900_000);

  it('JavaScript on: in its language, one heading, no catalogue key, scripts start without an error, the Menu button works; fits; axe clean', async () => {
    expect(pages.length).toBeGreaterThan(40);
    const failures = (await Promise.all(LANGS.map((lang) => sweep(lang, true)))).flat();
    expect(failures, failures.join('\n')).toEqual([]);
  }, 900_000);
});
