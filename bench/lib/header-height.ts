import type { Browser } from 'playwright-core';

/** Issue 14: the public header on a phone is at most this tall (20 % of a 375 × 812 screen). */
export const TARGET_HEADER_PX = 160;

export interface HeaderHeight {
  lang: 'en' | 'hi';
  width: number;
  height: number;
  /** Where <main> begins on the unscrolled page: top bar, brand row, menu and ticker. */
  headerPx: number;
  /** The bottom of the page's h1 (on the first screen when ≤ height). */
  h1BottomPx: number;
}

/** The header's height and the h1's place on the page at 375 × 812 and 320 × 640, in English and Hindi (layout, not timing). */
export async function headerHeights(browser: Browser, origin: string, path = '/'): Promise<HeaderHeight[]> {
  const out: HeaderHeight[] = [];
  for (const lang of ['en', 'hi'] as const)
    for (const [width, height] of [
      [375, 812],
      [320, 640],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
      try {
        await context.addCookies([{ name: 'lang', value: lang, url: origin }]);
        const page = await context.newPage();
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        const [headerPx, h1BottomPx] = await page.evaluate(() => [
          Math.round(document.querySelector('main')!.getBoundingClientRect().top + window.scrollY),
          Math.round(document.querySelector('main h1')!.getBoundingClientRect().bottom + window.scrollY),
        ]);
        out.push({ lang, width, height, headerPx: headerPx!, h1BottomPx: h1BottomPx! });
      } finally {
        await context.close();
      }
    }
  return out;
}
