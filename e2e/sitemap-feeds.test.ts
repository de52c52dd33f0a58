/**
 * GIGW 3.0 (issue 29): the HTML sitemap (/sitemap, linked from the footer) lists every page of the main menu by
 * section, in English and Hindi, with JavaScript off and on, axe-clean at 375 and 1280 px; the lists with a feed
 * (notices, latest news, tenders, press releases) name it in the head (<link rel="alternate"
 * type="application/rss+xml">, both languages) and show a visible "RSS feed" link that leads to the feed in the
 * page's language. Screenshots: e2e/artifacts/sitemap-<lang>-<width>.png, notice-feed-<lang>-375.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITE_MENU, feedPath, type FeedName } from '@nagar/contract';
import { PageWatcher, checkA11y, newContext, open, screenshot, scrollWidth } from './support/browser.ts';
import { browserFrame } from './support/suite.ts';
import { en } from '../apps/web/app/i18n/en.ts';
import { hi } from '../apps/web/app/i18n/hi.ts';

const frame = browserFrame({ demo: true }, 120_000);

const catalogue = { en, hi } as const;
/** A label of the shared catalogue by its dotted key ('nav.notice'). */
const label = (lang: 'en' | 'hi', key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], catalogue[lang]) as string;

async function pageIn(lang: 'en' | 'hi', width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await newContext(frame.browser, { viewport: { width, height: 800 }, javaScriptEnabled });
  await context.addCookies([{ name: 'lang', value: lang, url: frame.url }]);
  return context.newPage();
}

describe('HTML sitemap', () => {
  for (const lang of ['en', 'hi'] as const)
    for (const width of [375, 1280])
      for (const js of [false, true])
        it(`${lang}, ${width} px, JavaScript ${js ? 'on' : 'off'}: reached from the footer, every menu page by section, axe-clean`, async () => {
          const page = await pageIn(lang, width, js);
          const watcher = new PageWatcher(page);
          try {
            await open(page, `${frame.url}/contactus`);
            await page
              .locator('footer')
              .getByRole('link', { name: lang === 'hi' ? 'साइटमैप' : 'Sitemap', exact: true })
              .click();
            await page.waitForURL(/\/sitemap$/);
            // The page's own content (the breadcrumbs beside it link home too).
            const main = page.locator('main article.sitemap-page');
            await main.getByRole('heading', { level: 1, name: lang === 'hi' ? 'साइटमैप' : 'Sitemap', exact: true }).waitFor();
            for (const menu of SITE_MENU) {
              if (menu.items) {
                const section = main.locator('section', { has: page.getByRole('heading', { name: label(lang, menu.label), exact: true }) });
                for (const item of menu.items)
                  expect(await section.locator(`a[href="${item.to}"]`).textContent(), item.to).toBe(label(lang, item.label));
              } else {
                expect(await main.locator(`a[href="${menu.to}"]`).count(), menu.to).toBe(1);
              }
            }
            expect(await main.locator(`a[href="${feedPath('notice', lang)}"]`).count()).toBe(1);
            expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
            await checkA11y(page, `sitemap ${lang} ${width}`);
            if (js) await screenshot(page, `sitemap-${lang}`);
            watcher.assertClean();
          } finally {
            await page.context().close();
          }
        }, 60_000);
});

describe('RSS feed links on the lists', () => {
  const LISTS: Array<{ path: string; feed: FeedName }> = [
    { path: '/notice', feed: 'notice' },
    { path: '/latestnews', feed: 'latestNews' },
    { path: '/currenttender', feed: 'tender' },
    { path: '/pasttender', feed: 'tender' },
    { path: '/pressrelease', feed: 'pressRelease' },
  ];
  for (const lang of ['en', 'hi'] as const)
    it(`${lang}: each list names its feed in the head (both languages) and links to it visibly (JavaScript off)`, async () => {
      const page = await pageIn(lang, 375, false);
      try {
        for (const { path, feed } of LISTS) {
          await open(page, `${frame.url}${path}`);
          const alternates = await page
            .locator('head link[rel="alternate"][type="application/rss+xml"]')
            .evaluateAll((links) =>
              links.map((l) => ({ href: l.getAttribute('href'), hreflang: l.getAttribute('hreflang'), title: l.getAttribute('title') })),
            );
          expect(
            alternates.map((a) => a.href),
            path,
          ).toEqual(lang === 'hi' ? [feedPath(feed, 'hi'), feedPath(feed, 'en')] : [feedPath(feed, 'en'), feedPath(feed, 'hi')]);
          // Their language is in their titles; a head link's hreflang would claim a translation of the page.
          expect(alternates.map((a) => a.hreflang)).toEqual([null, null]);
          for (const a of alternates) expect(a.title).toMatch(lang === 'hi' ? /आरएसएस/ : /RSS/);
          const visible = page.locator('main').getByRole('link', { name: lang === 'hi' ? 'आरएसएस फ़ीड' : 'RSS feed', exact: true });
          expect(await visible.getAttribute('href'), path).toBe(feedPath(feed, lang));
          if (path === '/notice') await screenshot(page, `notice-feed-${lang}`);
          const res = await page.request.get(`${frame.url}${feedPath(feed, lang)}`);
          expect(res.status()).toBe(200);
          expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
          expect(await res.text()).toContain(`<language>${lang}-IN</language>`);
        }
      } finally {
        await page.context().close();
      }
    }, 90_000);
});
