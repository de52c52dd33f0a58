/**
 * Every public page with JavaScript off (issue 31: "every public page works with JavaScript off and with it on … in
 * both languages"), on a 375 px phone, in English and Hindi side by side: the page answers, is in its language, has its
 * one heading, shows no catalogue key, fits the width and passes axe (on its twin: support/browser.ts); it offers no
 * control that only JavaScript could work (a visible `type="button"`), keeps its forms submittable (a method and, for a
 * post with a file, multipart) and reaches the menu through its Menu link. The same pages with JavaScript on are the
 * display sweep's (support/display-sweep.ts: at 375 px, with the high contrast and the largest text, the same heading,
 * key and language checks, the scripts starting without a console error or a failed request, and the Menu button
 * opening and closing the menu). The pages are support/public-pages.ts's; the flows (slider, search, forms, session
 * warning) have their own tests with JavaScript on and off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, launchBrowser, newContext, open, sideways } from './support/browser.ts';
import { allowOwnStatus, describePage, pageFailures } from './support/page-sweep.ts';
import { UNKNOWN_PATH, sweepPages } from './support/public-pages.ts';

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

async function sweep(lang: Lang): Promise<string[]> {
  const started = Date.now();
  const failures: string[] = [];
  const context = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 375, height: 740 }, baseURL: running.url });
  await context.addCookies([{ name: 'lang', value: lang, url: running.url }]);
  const page = await context.newPage();
  const watcher = new PageWatcher(page);
  for (const path of pages) {
    const where = `${path} (${lang}, JavaScript off)`;
    allowOwnStatus(watcher, running.url + path);
    const status = await open(page, path);
    // A page without its query (/leaving, /tender-details) answers 400 or 404 by design; nothing may fail.
    if (path === UNKNOWN_PATH ? status !== 404 : !status || status >= 500) failures.push(`${where}: status ${status}`);
    const shown = await describePage(page);
    failures.push(...pageFailures(shown, where, lang));
    if (shown.deadButtons.length) failures.push(`${where}: buttons that need JavaScript shown: ${shown.deadButtons.join(' | ')}`);
    if (shown.badForms.length) failures.push(`${where}: forms that cannot be sent without JavaScript: ${shown.badForms.join(', ')}`);
    if (shown.menuLink !== 1) failures.push(`${where}: no Menu link to the main menu`);
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
  console.log(`sweep ${lang}, JavaScript off: ${pages.length} pages at 375 px in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failures;
}

describe('every public page in English and Hindi with JavaScript off (375 px)', () => {
  it('in its language, one heading, no catalogue key, no dead button, plain forms, the Menu link; fits; axe clean', async () => {
    expect(pages.length).toBeGreaterThan(40);
    // The two languages side by side: half the wall time on this shared machine.
    const failures = (await Promise.all(LANGS.map((lang) => sweep(lang)))).flat();
    expect(failures, failures.join('\n')).toEqual([]);
  }, 900_000);
});
