/**
 * Issue 14's service pages, video gallery and holidays on the demo content, in a browser: the Services list
 * filters (GET form without JavaScript, as one types with it); every former "Coming soon" path opens its
 * service page with an office, hours and a phone link; the video poster asks nothing of YouTube until it is
 * clicked; the holidays page switches years. axe at 375 and 1280 px on each page; screenshots in English and
 * Hindi (e2e/artifacts/services-*.png).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { checkA11y, checkWidths, hydrated, leavingTarget, newContext, open } from './support/browser.ts';
import { browserFrame } from './support/suite.ts';
import { MENU_SERVICE_PATHS } from '../apps/web/app/lib/service-paths.ts';

const portal = browserFrame({ demo: true }, 240_000);
let context: BrowserContext;
let page: Page;
let noJsContext: BrowserContext;
let noJs: Page;

const setLanguage = (lang: 'en' | 'hi') => context.addCookies([{ name: 'lang', value: lang, url: portal.running.url }]);
const main = (p: Page) => p.locator('main');
const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();

beforeAll(async () => {
  context = await newContext(portal.browser);
  page = await context.newPage();
  noJsContext = await newContext(portal.browser, { javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  noJs = await noJsContext.newPage();
}, 240_000);

describe('service pages', () => {
  it('every former "Coming soon" path opens its service page: office, hours and a tel: link; no page says Coming soon', async () => {
    for (const path of MENU_SERVICE_PATHS) {
      const status = await open(page, `${portal.running.url}/${path}`);
      expect(status, path).toBe(200);
      const text = await main(page).innerText();
      expect(text, path).not.toMatch(/coming soon/i);
      expect(text, path).toContain('Office');
      expect(text, path).toContain('Hours');
      expect(text, path).toMatch(/10:30 am to 5:30 pm|6:00 am/);
      const tel = main(page).locator('a[href^="tel:"]');
      expect(await tel.count(), path).toBe(1);
      expect(await tel.getAttribute('href'), path).toMatch(/^tel:\+?\d{8,}$/);
    }
    const video = await open(page, `${portal.running.url}/videogallery`);
    expect(video).toBe(200);
    expect(await main(page).innerText()).not.toMatch(/coming soon/i);
  });

  it('a service page shows every field and passes axe at both widths, in English and Hindi', async () => {
    await open(page, `${portal.running.url}/birth-death-certificate`);
    expect(await main(page).locator('h1').innerText()).toBe('Birth and death certificates');
    for (const heading of ['Where and when to apply', 'Who can apply', 'Documents needed', 'Fee', 'Time limit', 'Application form']) {
      expect(await main(page).getByRole('heading', { name: heading }).count(), heading).toBe(1);
    }
    expect(await main(page).innerText()).toContain('Lok Sewaon ke Pradan ki Guarantee Adhiniyam, 2010');
    expect(await main(page).locator('a[download][href$=".pdf"]').count()).toBe(1);
    await checkWidths(page, 'service page', 'services-birth-death-en');
    await setLanguage('hi');
    await open(page, `${portal.running.url}/birth-death-certificate`);
    expect(await main(page).locator('h1').innerText()).toBe('जन्म और मृत्यु प्रमाण पत्र');
    expect(await main(page).innerText()).toContain('कार्यालय');
    await checkWidths(page, 'service page in Hindi', 'services-birth-death-hi');
    await setLanguage('en');
  });

  it('a service with an online link on this site links to it; /services/<slug> opens other services; an unknown one is 404', async () => {
    await open(page, `${portal.running.url}/gps-tracing`);
    expect(await main(page).getByRole('link', { name: 'Apply on this site' }).getAttribute('href')).toBe('/postgrievance');
    expect(await open(page, `${portal.running.url}/services/water-connection`)).toBe(200);
    expect(await main(page).locator('h1').innerText()).toBe('New water connection');
    expect(await open(page, `${portal.running.url}/services/no-such-service`)).toBe(404);
    expect(await main(page).getByRole('alert').innerText()).toContain('This service page is not there');
  });
});

describe('the Services list', () => {
  it('lists the services by category and filters as one types (JavaScript on)', async () => {
    await open(page, `${portal.running.url}/services`);
    // Served without React: the island filters (the services that do not match are hidden, not removed).
    expect(await page.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext)).toBe(
      'undefined',
    );
    const links = main(page).locator('.service-list li:not([hidden]) a');
    expect(await links.count()).toBe(10);
    for (const category of ['Taxes and fees', 'Certificates', 'Downloads']) {
      expect(await main(page).getByRole('heading', { level: 2, name: category }).count(), category).toBe(1);
    }
    await checkWidths(page, 'services list', 'services-list-en');
    await page.getByLabel('Find a service').fill('tax');
    await expect.poll(() => links.count()).toBe(2);
    expect(await main(page).getByRole('status').innerText()).toBe('2 services found.');
    await page.getByLabel('Find a service').fill('zzzz');
    await expect.poll(() => links.count()).toBe(0);
    expect(await main(page).getByRole('status').innerText()).toContain('No service matches “zzzz”');
    expect(await main(page).getByRole('heading', { level: 2 }).count(), 'no category left on show').toBe(0);
    await checkA11y(page, 'services list, nothing found');
    await page.getByLabel('Find a service').fill('');
    await expect.poll(() => links.count()).toBe(10);
    expect(await main(page).getByRole('link', { name: 'Show all' }).count()).toBe(0);
    await setLanguage('hi');
    await open(page, `${portal.running.url}/services`);
    await page.getByLabel('सेवा खोजें').fill('प्रमाण');
    await expect.poll(() => links.count()).toBe(1);
    await checkWidths(page, 'services list in Hindi', 'services-list-hi');
    await setLanguage('en');
  });

  it('filters with JavaScript off: a GET form (?q=)', async () => {
    expect(await open(noJs, `${portal.running.url}/services`)).toBe(200);
    await noJs.getByLabel('Find a service').fill('certificate');
    await Promise.all([noJs.waitForURL(/\/services\?q=certificate$/), noJs.getByRole('button', { name: 'Find' }).click()]);
    const links = main(noJs).locator('.service-list li:not([hidden]) a');
    expect(await links.count()).toBe(1);
    expect(await main(noJs).getByRole('link', { name: 'Show all' }).getAttribute('href')).toBe('/services');
    expect(await links.first().innerText()).toBe('Birth and death certificates');
    await checkA11y(noJs, 'services list filtered without JavaScript');
  });
});

describe('video gallery', () => {
  it('asks nothing of YouTube until a poster is clicked; then the privacy-enhanced player loads', async () => {
    const youtube: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(r.url()).hostname)) youtube.push(r.url());
    };
    page.on('request', onRequest);
    // No network in tests: the player answers from here.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Player</title><p>player</p></html>',
      }),
    );
    try {
      await open(page, `${portal.running.url}/videogallery`);
      // Served without React: the island (islands/video.ts) puts the player in the poster's place.
      expect(await page.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext)).toBe(
        'undefined',
      );
      const posters = main(page).locator('a.video-poster');
      expect(await posters.count()).toBe(3);
      expect(leavingTarget(await posters.first().getAttribute('href'))).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      expect(await main(page).locator('iframe').count()).toBe(0);
      await checkWidths(page, 'video gallery', 'services-videos-en');
      await page.waitForTimeout(300);
      expect(youtube).toEqual([]);
      await posters.first().click();
      const frame = main(page).locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
      await expect.poll(() => youtube.length).toBeGreaterThan(0);
      expect(youtube.every((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
      await checkA11y(page, 'video gallery, playing');
    } finally {
      page.off('request', onRequest);
      await page.unroute('https://www.youtube-nocookie.com/**');
    }
  });

  it('in Hindi: titles in Hindi; axe at both widths', async () => {
    await setLanguage('hi');
    await open(page, `${portal.running.url}/videogallery`);
    expect(await main(page).locator('h1').innerText()).toBe('वीडियो गैलरी');
    expect(await main(page).innerText()).toContain('गीला और सूखा कचरा');
    await checkWidths(page, 'video gallery in Hindi', 'services-videos-hi');
    await setLanguage('en');
  });
});

describe('holidays', () => {
  it(`shows ${year} by default and switches years with a GET form`, async () => {
    await open(page, `${portal.running.url}/listofholiday`);
    expect(await main(page).locator('caption').innerText()).toBe(`Public holidays ${year}`);
    expect(await main(page).locator('tbody tr').count()).toBeGreaterThan(10);
    expect(await main(page).innerText()).toContain('Restricted');
    await checkWidths(page, 'holidays', 'services-holidays-en');
    await page.getByLabel('Year').selectOption(String(year - 1));
    await Promise.all([page.waitForURL(new RegExp(`year=${year - 1}$`)), page.getByRole('button', { name: 'Show' }).click()]);
    await hydrated(page);
    await expect.poll(() => main(page).locator('caption').innerText()).toBe(`Public holidays ${year - 1}`);
    await expect.poll(() => main(page).locator('tbody tr').count()).toBe(4);
    await checkA11y(page, 'holidays, last year');
    expect(await open(noJs, `${portal.running.url}/listofholiday?year=${year - 1}`)).toBe(200);
    expect(await main(noJs).locator('caption').innerText()).toBe(`Public holidays ${year - 1}`);
    await setLanguage('hi');
    await open(page, `${portal.running.url}/listofholiday`);
    expect(await main(page).innerText()).toContain('गणतंत्र दिवस');
    await checkWidths(page, 'holidays in Hindi', 'services-holidays-hi');
    await setLanguage('en');
  });
});
