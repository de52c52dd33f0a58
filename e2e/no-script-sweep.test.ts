/**
 * Every public page with JavaScript off (issue 31: "every public page works with JavaScript off and with it on … in both
 * languages"), on a 375 px phone, in English and Hindi side by side: the page answers, is in its language, has its one
 * heading, shows no catalogue key, fits the width, offers no control that only JavaScript could work (a visible
 * `type="button"`), keeps its forms submittable (a method and, for a post, no file without multipart), reaches the
 * menu through its Menu link, and passes axe. The pages are the display sweep's (support/public-pages.ts); with
 * JavaScript on, the display sweeps (display-sweep-en/hi) check every one of them in both languages, and the flows
 * (menu, slider, search, forms, session warning) have their own tests with it on and off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app.ts';
import { checkA11y, launchBrowser, newContext, open, sideways } from './support/browser.ts';
import { UNKNOWN_PATH, discoveredPages, seedPages } from './support/public-pages.ts';
import { RAW_KEY } from './support/texts.ts';

const LANGS = ['en', 'hi'] as const;
type Lang = (typeof LANGS)[number];

let running: RunningApp;
let browser: Browser;
let pages: string[] = [];

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp({ demo: true }), launchBrowser()]);
  const seeds = seedPages();
  const crawled = new Map<string, string>();
  for (const path of seeds) crawled.set(path, await (await fetch(`${running.url}${path}`, { headers: { cookie: 'lang=en' } })).text());
  pages = [...seeds, ...discoveredPages(crawled, { dialogs: 'per kind' })];
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
      menu: !!document.getElementById('main-menu'),
    };
  });
}

async function sweep(lang: Lang): Promise<string[]> {
  const started = Date.now();
  const failures: string[] = [];
  const context = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 375, height: 740 }, baseURL: running.url });
  await context.addCookies([{ name: 'lang', value: lang, url: running.url }]);
  const page = await context.newPage();
  for (const path of pages) {
    const where = `${path} (${lang}, JavaScript off)`;
    const status = await open(page, path);
    // A page without its query (/leaving, /tender-details) answers 400 or 404 by design; nothing may fail.
    if (path === UNKNOWN_PATH ? status !== 404 : !status || status >= 500) failures.push(`${where}: status ${status}`);
    const shown = await describePage(page);
    if (shown.lang !== lang) failures.push(`${where}: shown in '${shown.lang}'`);
    if (shown.headings !== 1) failures.push(`${where}: ${shown.headings} visible <h1> in <main>`);
    const keys = shown.text.match(RAW_KEY);
    if (keys) failures.push(`${where}: catalogue keys shown as text: ${keys.join(', ')}`);
    if (shown.deadButtons.length) failures.push(`${where}: buttons that need JavaScript shown: ${shown.deadButtons.join(' | ')}`);
    if (shown.badForms.length) failures.push(`${where}: forms that cannot be sent without JavaScript: ${shown.badForms.join(', ')}`);
    if (shown.menuLink !== 1 || !shown.menu) failures.push(`${where}: no Menu link to the main menu`);
    const over = await sideways(page);
    if (over > 0) failures.push(`${where}: scrolls sideways by ${over} px`);
    try {
      await checkA11y(page, where);
    } catch (err) {
      failures.push((err as Error).message);
    }
  }
  await context.close();
  console.log(`no-script sweep ${lang}: ${pages.length} pages at 375 px in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failures;
}

describe('every public page with JavaScript off, in English and Hindi (375 px)', () => {
  it('answers in its language with one heading, no catalogue key, no dead button, plain forms, the Menu link; fits; axe clean', async () => {
    expect(pages.length).toBeGreaterThan(40);
    // The two languages side by side: half the wall time on this shared machine.
    const failures = (await Promise.all(LANGS.map(sweep))).flat();
    expect(failures, failures.join('\n')).toEqual([]);
  }, 900_000);
});
