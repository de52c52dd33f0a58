/**
 * The display sweep (issue 29, GIGW 3.0): every public page (support/public-pages.ts) with the high contrast and
 * the largest text, at 1280 and 375 px, in one language, with JavaScript on: no axe violation, no sideways scrolling,
 * every download with its format and size. axe runs at 375 px on every page, and at 1280 px on every page whose own
 * content the stylesheets lay out differently there (tables, the officials, home and about: `wideLayout` in
 * support/page-sweep.ts reads it from the width media queries) and on the first page of each state of the header and
 * footer at 1280 px (the menu with its current page): on 2026-12-07, 23 of the 68 pages in English. At 375 px it is
 * also the JavaScript-on half of the script sweep (issue 31;
 * the JavaScript-off half is script-sweep.test.ts): the page is in its language, has its one visible heading, shows
 * no catalogue key, its scripts start (islands ready or React hydrated) with no console error and no failed request
 * from the load on, and the Menu button opens and closes the menu (support/page-sweep.ts). One file per language
 * (display-sweep-en/hi.test.ts), so that the two run side by side (the e2e project starts them first: vitest.config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONTRAST_COOKIE, TEXT_SIZE_COOKIE, TEXT_SIZES } from '@nagar/contract';
import { startApp, type RunningApp } from './app.ts';
import { PageWatcher, checkA11y, launchBrowser, newContext, open, sideways } from './browser.ts';
import { allowOwnStatus, describePage, menuButtonFailures, pageFailures, wideLayout } from './page-sweep.ts';
import { UNKNOWN_PATH, sweepPages } from './public-pages.ts';

const LARGEST = TEXT_SIZES.at(-1)!;

export function describeDisplaySweep(lang: 'en' | 'hi') {
  let running: RunningApp;
  let browser: Browser;
  let pages: string[] = [];
  beforeAll(async () => {
    running = await startApp({ demo: true });
    browser = await launchBrowser();
    pages = await sweepPages(running.url);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  describe(`every public page with high contrast and the largest text (${lang})`, () => {
    // Each page is loaded once, at 1280 px, checked, then narrowed to 375 px and checked again: the same checks as
    // two loads, for half the navigations (the stylesheets' media queries apply on the resize). At 375 px, after axe,
    // the script sweep's checks with JavaScript on; the Menu button last, as it closes a dialog the address opened.
    // axe at 1280 px only where that layout is not the one axe sees at 375 px (wideLayout): the page's own content
    // under a width query, or a header and footer not yet scanned at 1280 px. Measured alone on 2026-12-07 (English,
    // load average 4-6): axe 33.5 s in place of 47 s, the sweep 85-90 s in place of 101 s.
    it(`${lang} at 1280 and 375 px: no axe violation (at 1280 px where the layout differs), no sideways scrolling, every download with its format and size; at 375 px in its language, one heading, no catalogue key, scripts start without an error, the Menu button works`, async () => {
      const started = Date.now();
      const failures: string[] = [];
      const wide = { width: 1280, height: 900 };
      const narrow = { width: 375, height: 740 };
      const context = await newContext(browser, { viewport: wide, baseURL: running.url });
      await context.addCookies([
        { name: 'lang', value: lang, url: running.url },
        { name: CONTRAST_COOKIE, value: 'high', url: running.url },
        { name: TEXT_SIZE_COOKIE, value: LARGEST, url: running.url },
      ]);
      const page = await context.newPage();
      const watcher = new PageWatcher(page);
      const chromes = new Set<string>();
      let wideScans = 0;
      for (const path of pages) {
        allowOwnStatus(watcher, running.url + path);
        await page.setViewportSize(wide);
        const status = await open(page, path);
        // A page without its query (/leaving, /tender-details) answers 400 or 404 by design; nothing may fail.
        if (path === UNKNOWN_PATH ? status !== 404 : !status || status >= 500) failures.push(`${path} (${lang}): status ${status}`);
        // One round trip for what the page says of itself: its display settings, and every download without its format
        // and size (the link or the text beside it).
        const shown = await page.evaluate(() => ({
          contrast: document.documentElement.getAttribute('data-contrast'),
          textSize: document.documentElement.getAttribute('data-text-size'),
          unstated: [...document.querySelectorAll('main a[download], main a[href^="/files/"][href$=".pdf"]')]
            .filter((a) => !/PDF, [\d.]+ [KMG]?B/.test(a.parentElement?.textContent ?? ''))
            .map((a) => a.getAttribute('href')),
        }));
        if (shown.contrast !== 'high' || shown.textSize !== LARGEST)
          failures.push(`${path} (${lang}): not shown with the high contrast and the largest text`);
        if (shown.unstated.length) failures.push(`${path} (${lang}): downloads without format and size: ${shown.unstated.join(', ')}`);
        const layout = await wideLayout(page);
        const wideScan = layout.own.length > 0 || !chromes.has(layout.chrome);
        chromes.add(layout.chrome);
        for (const viewport of [wide, narrow]) {
          const where = `${path} (${lang}, ${viewport.width} px)`;
          if (viewport === narrow) {
            await page.setViewportSize(narrow);
            // The new layout is in place once a frame has been drawn at the new width.
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          }
          const over = await sideways(page);
          if (over > 0) failures.push(`${where}: scrolls sideways by ${over} px`);
          if (viewport === wide && !wideScan) continue;
          if (viewport === wide) wideScans++;
          try {
            await checkA11y(page, where);
          } catch (err) {
            failures.push((err as Error).message);
          }
        }
        // The sweep's language really is the page's (a broken language cookie would sweep English twice).
        const where = `${path} (${lang}, ${narrow.width} px)`;
        const described = await describePage(page);
        failures.push(...pageFailures(described, where, lang), ...(await menuButtonFailures(page, described, where)));
        try {
          watcher.assertClean();
        } catch (err) {
          failures.push(`${where}: ${(err as Error).message}`);
        }
      }
      await context.close();
      console.log(
        `display sweep ${lang}: ${pages.length} pages at 375 px, ${wideScans} of them (${chromes.size} headers) at 1280 px too, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(failures, failures.join('\n')).toEqual([]);
    }, 900_000);
  });
}
