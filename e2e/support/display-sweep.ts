/**
 * The display sweep (issue 29, GIGW 3.0): every public page (support/public-pages.ts) with the high contrast and
 * the largest text, at 375 and 1280 px, in one language: no axe violation, no sideways scrolling, every download
 * with its format and size. One file per language (display-sweep-en/hi.test.ts), so that the two run side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONTRAST_COOKIE, TEXT_SIZE_COOKIE, TEXT_SIZES } from '@nagar/contract';
import { startApp, type RunningApp } from './app.ts';
import { checkA11y, launchBrowser, newContext, open, sideways } from './browser.ts';
import { UNKNOWN_PATH, discoveredPages, seedPages } from './public-pages.ts';

const LARGEST = TEXT_SIZES.at(-1)!;

export function describeDisplaySweep(lang: 'en' | 'hi') {
  let running: RunningApp;
  let browser: Browser;
  let pages: string[] = [];
  beforeAll(async () => {
    running = await startApp({ demo: true });
    browser = await launchBrowser();
    const seeds = seedPages();
    const crawled = new Map<string, string>();
    for (const path of seeds) crawled.set(path, await (await fetch(`${running.url}${path}`, { headers: { cookie: 'lang=en' } })).text());
    pages = [...seeds, ...discoveredPages(crawled)];
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  describe(`every public page with high contrast and the largest text (${lang})`, () => {
    // One test (and one context) per width, so that each reports its own pages and time.
    for (const width of [375, 1280])
      it(`${lang} at ${width} px: no axe violation, no sideways scrolling, every download with its format and size`, async () => {
        const started = Date.now();
        const failures: string[] = [];
        const context = await newContext(browser, {
          viewport: { width, height: width < 992 ? 740 : 900 },
          baseURL: running.url,
        });
        await context.addCookies([
          { name: 'lang', value: lang, url: running.url },
          { name: CONTRAST_COOKIE, value: 'high', url: running.url },
          { name: TEXT_SIZE_COOKIE, value: LARGEST, url: running.url },
        ]);
        const page = await context.newPage();
        const html = page.locator('html');
        for (const path of pages) {
          const status = await open(page, path);
          const where = `${path} (${lang}, ${width} px)`;
          // A page without its query (/leaving, /tender-details) answers 400 or 404 by design; nothing may fail.
          if (path === UNKNOWN_PATH ? status !== 404 : !status || status >= 500) failures.push(`${where}: status ${status}`);
          if ((await html.getAttribute('data-contrast')) !== 'high' || (await html.getAttribute('data-text-size')) !== LARGEST)
            failures.push(`${where}: not shown with the high contrast and the largest text`);
          // Every download says its format and size (the link or the text beside it).
          const unstated = await page.$$eval('main a[download], main a[href^="/files/"][href$=".pdf"]', (links) =>
            links.filter((a) => !/PDF, [\d.]+ [KMG]?B/.test(a.parentElement?.textContent ?? '')).map((a) => a.getAttribute('href')),
          );
          if (unstated.length) failures.push(`${where}: downloads without format and size: ${unstated.join(', ')}`);
          const over = await sideways(page);
          if (over > 0) failures.push(`${where}: scrolls sideways by ${over} px`);
          try {
            await checkA11y(page, where);
          } catch (err) {
            failures.push((err as Error).message);
          }
        }
        await context.close();
        console.log(`display sweep ${lang} ${width} px: ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        expect(failures, failures.join('\n')).toEqual([]);
      }, 600_000);
  });
}
