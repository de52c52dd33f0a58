/**
 * The site search in both languages (issue 13, Build 4), in a browser: a Hindi query finds a Hindi title and the
 * Hindi page shows it; an item without Hindi shows its English title and snippet marked lang="en"; the English
 * page shows English titles; a service is found and linked. axe at 375 and 1280 px; screenshots in Hindi
 * (e2e/artifacts/search-hi-*.png).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PageWatcher, checkWidths, newContext, open } from './support/browser.ts';
import { browserFrame } from './support/suite.ts';
import { notices, services } from '../apps/server/src/db/schema.ts';

const portal = browserFrame({}, 240_000);
let context: BrowserContext;
let page: Page;
let watcher: PageWatcher;

const hits = () => page.locator('main ol.search-results > li');

/** The search page for `q` in `lang` (the language by its cookie), once it shows `count` hits. */
async function searchPage(lang: 'en' | 'hi', q: string, count: number) {
  await context.addCookies([{ name: 'lang', value: lang, url: portal.running.url }]);
  expect(await open(page, `${portal.running.url}/search?q=${encodeURIComponent(q)}`)).toBe(200);
  await expect.poll(() => hits().count()).toBe(count);
}

beforeAll(async () => {
  const { db } = portal.running.app.services;
  await db.insert(notices).values([
    {
      title: 'Water supply to stay off in ward 3',
      titleHi: 'वार्ड 3 में पानी की आपूर्ति बंद रहेगी',
      description: 'The pipeline will be repaired on Sunday.',
      descriptionHi: 'रविवार को पाइपलाइन की मरम्मत होगी, इसलिए पानी नहीं आएगा।',
      issueDate: '2026-11-20',
    },
    // No Hindi: the Hindi page shows it in English, marked as such.
    { title: 'Water tanker timings', description: 'Tankers reach ward 5 at 7 am.', issueDate: '2026-11-10' },
  ]);
  await db.insert(services).values({
    title: 'New water connection',
    titleHi: 'नया पानी कनेक्शन',
    slug: 'water-connection',
    category: 'Water',
    summary: 'Apply for a tap at home.',
    summaryHi: 'घर पर नल के लिए आवेदन करें।',
    office: 'Water works office',
    hours: '10 am to 5 pm',
    phone: '07552700000',
  });
  context = await newContext(portal.browser);
  page = await context.newPage();
  watcher = new PageWatcher(page);
}, 240_000);

describe('site search in Hindi and English', () => {
  it('in Hindi, "पानी" finds the Hindi titles (title matches first) and shows them in Hindi', async () => {
    await searchPage('hi', 'पानी', 2);
    await page.getByRole('heading', { level: 1, name: 'खोज' }).waitFor();
    const first = hits().nth(0).getByRole('link');
    expect(await first.innerText()).toBe('वार्ड 3 में पानी की आपूर्ति बंद रहेगी');
    expect(await first.getAttribute('href')).toBe('/notice');
    expect(await first.getAttribute('lang')).toBeNull();
    expect(await hits().nth(0).locator('p').innerText()).toContain('रविवार को पाइपलाइन की मरम्मत होगी');
    const service = hits().nth(1).getByRole('link');
    expect(await service.innerText()).toBe('नया पानी कनेक्शन');
    expect(await service.getAttribute('href')).toBe('/services/water-connection');
    expect(await hits().nth(1).innerText()).toContain('सेवा');
    await checkWidths(page, 'search in Hindi', 'search-hi');
    watcher.assertClean();
  });

  it('in Hindi, an item without Hindi text shows its English title and snippet marked lang="en"', async () => {
    await searchPage('hi', 'tanker', 1);
    const link = hits().nth(0).getByRole('link');
    expect(await link.innerText()).toBe('Water tanker timings');
    expect(await link.getAttribute('lang')).toBe('en');
    const snippet = hits().nth(0).locator('p');
    expect(await snippet.innerText()).toBe('Tankers reach ward 5 at 7 am. English only');
    expect(await snippet.getAttribute('lang')).toBe('en');
    await checkWidths(page, 'English fallback on the Hindi search page', 'search-hi-fallback');
    watcher.assertClean();
  });

  it('in English, "water" finds all three and shows the English titles, title matches newest first', async () => {
    await searchPage('en', 'water', 3);
    const titles = await hits().getByRole('link').allInnerTexts();
    expect(titles).toEqual(['Water supply to stay off in ward 3', 'Water tanker timings', 'New water connection']);
    for (const link of await hits().getByRole('link').all()) expect(await link.getAttribute('lang')).toBeNull();
    await checkWidths(page, 'search in English');
    watcher.assertClean();
  });
});
