/**
 * Every public route of spec §2 on the demo content, at 375 px and 1280 px: its own <h1> in <main>, its own
 * <title> and a meta description, no console error or failed request, no WCAG 2.1 A/AA violation (axe; at 1280 px
 * where that layout differs from the phone's: support/page-sweep.ts, wideLayout), no sideways scrolling, every image
 * loaded; a full-page screenshot of each (e2e/artifacts/routes-*-<width>.png).
 * Then the keyboard: header menus, the home carousel and the URL-driven dialogs (modal, Escape, focus back
 * to the opener); the pages that must work with JavaScript off; and the header search.
 *
 * One app and one browser for the whole file; one context per viewport width.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { startApp, type RunningApp } from './support/app.ts';
import { en } from '../apps/web/app/i18n/en.ts';
import { hi } from '../apps/web/app/i18n/hi.ts';
import { RAW_KEY } from './support/texts.ts';
import { PageWatcher, checkA11y, hydrated, launchBrowser, newContext, open, screenshot, scrollWidth } from './support/browser.ts';
import { wideLayout } from './support/page-sweep.ts';

const COUNCIL = 'Nagar Parishad Sundarpur';
const WIDTHS = [375, 1280] as const;
type Width = (typeof WIDTHS)[number];
const HEIGHT: Record<Width, number> = { 375: 740, 1280: 900 };
/** The deliberate 404. */
const UNKNOWN = '/no-such-page-here';

let running: RunningApp;
let browser: Browser;
const contexts = new Map<Width, BrowserContext>();
/** One page per width (JavaScript on), reused by the route checks. */
const pages = new Map<Width, Page>();
/** A phone with JavaScript off. */
let noJsContext: BrowserContext;
let noJs: Page;
const watchers = new Map<Page, PageWatcher>();
/** A tender that is open for submission (its id comes from the page, as a citizen would find it). */
let currentTenderId: number;

function watch(page: Page): Page {
  watchers.set(page, new PageWatcher(page));
  return page;
}
const watcherOf = (page: Page) => watchers.get(page)!;
const main = (page: Page) => page.locator('main');
const rows = (page: Page) => page.locator('main table tbody tr');

interface Route {
  path: string;
  /** Screenshot name (routes-<name>-<width>.png). */
  name: string;
  /** The <h1>'s accessible text. */
  h1: string | RegExp;
  /** The <title> before " | council". */
  title: string;
  status?: number;
  /** Something of the page's own content that must be visible (beyond the heading). */
  content: (page: Page) => Locator;
}

/** A route whose screenshot is named after its path and whose <title> is its heading, unless `title` says otherwise. */
const route = (path: string, h1: string, content: Route['content'], title = h1): Route => ({
  path,
  name: path.slice(1),
  h1,
  title,
  content,
});
const firstRow = (p: Page) => rows(p).first();
const firstForm = (p: Page) => main(p).locator('form').first();
const carousel = (p: Page) => p.locator('main section[aria-roledescription=carousel]').first();
const telLink = (p: Page) => main(p).locator('a[href^="tel:"]').first();
const gridImage = (p: Page) => main(p).locator('.image-grid img').first();

const ROUTES: Route[] = [
  { path: '/', name: 'home', h1: `Welcome to ${COUNCIL}`, title: 'Home', content: carousel },
  { path: '/home', name: 'home-alias', h1: `Welcome to ${COUNCIL}`, title: 'Home', content: carousel },
  route('/about', `Welcome to ${COUNCIL}`, (p) => p.locator('#officials-heading ~ ul li').first(), 'About'),
  route('/wardparsad', 'Ward Parshad', firstRow),
  route('/executiveofficer', 'Executive Officer', firstRow),
  route('/chairman', 'Chairman', firstRow),
  route('/standingcommitee', 'Standing Committee Members', firstRow),
  route('/employeelist', 'Employee List', firstRow),
  { ...route('/listofholiday', 'List of Holidays', (p) => main(p).locator('table, img').first()), h1: /List of Holidays$/ },
  route('/currenttender', 'Active Tenders', firstRow),
  route('/pasttender', 'Un-Active Tenders', firstRow),
  // path and heading (the tender's title) filled in once the app runs, from the tender list
  {
    path: '/tender-details?id=',
    name: 'tender-details',
    h1: '',
    // The tender's own title (set below, from the page's h1) before the page's name: the page is about that tender.
    title: '',
    content: (p) =>
      main(p)
        .getByRole('link', { name: /\.pdf|Document/i })
        .first(),
  },
  route('/notice', 'Notice', firstRow),
  route('/circulars', 'Circulars', firstRow),
  route('/latestnews', 'Latest News', firstRow),
  route('/officeorder', 'Office Order', firstRow),
  route('/postgrievance', 'Post Grievance', firstForm),
  route('/trackgrievance', 'Track Grievance', firstForm),
  route('/viewgrievance', 'All Complaints', (p) => rows(p).first().locator('.status-badge')),
  // Below the form (trade-licence.test.ts fills it), the help line from the demo council's settings (left out without them).
  route('/tradelicense', 'Trade Licence Application Form', (p) =>
    main(p).getByText('For help call +91 7562 220 100 or write to info@sundarpur.example.'),
  ),
  route('/viewpropertytax', 'View property tax dues', telLink, 'View property tax dues – Services'),
  route('/paypropertytax', 'Pay property tax', telLink, 'Pay property tax – Services'),
  route('/services', 'Services', (p) => main(p).locator('#service-q')),
  {
    ...route('/downloads/forms', 'Application forms', (p) => main(p).locator('a[download]').first(), 'Application forms – Services'),
    name: 'downloads-forms',
  },
  route('/photogallery', 'Photo Gallery', gridImage),
  route('/videogallery', 'Video Gallery', (p) => main(p).locator('.video-poster').first()),
  route('/pressrelease', 'Press Release', gridImage),
  route('/contactus', 'Contact Us', firstForm),
  route('/privacypolicy', 'Privacy Policy', (p) => main(p).getByRole('navigation').first()),
  { ...route('/search?q=water', 'Search', (p) => main(p).locator('ol.search-results li').first()), name: 'search' },
  route('/login', 'Login', (p) => p.locator('#email')),
  {
    path: UNKNOWN,
    name: 'not-found',
    h1: 'Page Not Found',
    title: 'Page Not Found',
    status: 404,
    content: (p) => main(p).getByRole('link', { name: 'Go Back To Home' }),
  },
];

/** Waits (auto-waiting, with the page's timeout) until the element has the focus. */
async function expectFocused(locator: Locator, what: string) {
  const handle = await locator.elementHandle();
  if (!handle) throw new Error(`${what}: no such element`);
  try {
    await locator.page().waitForFunction((el) => el === document.activeElement, handle, { timeout: 10_000 });
  } catch {
    const active = await locator.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
    throw new Error(`${what}: focus is on ${active}`);
  }
}

/** Lazy images get loaded (as a reader scrolling would) and every image must really have loaded. */
async function loadAllImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise(
              (resolve) => (img.addEventListener('load', resolve, { once: true }), img.addEventListener('error', resolve, { once: true })),
            ),
      ),
    );
    return images.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
  });
}

/**
 * What the screen shows now (not the full page: a full-page capture stretches the page under a fixed modal),
 * saved as e2e/artifacts/<name>-<viewport width>.png.
 */
async function viewportShot(page: Page, name: string) {
  await screenshot(page, name, { fullPage: false });
}

/** No sideways scrolling: the page is no wider than the viewport. */
async function fitsWidth(page: Page, state: string) {
  const width = page.viewportSize()!.width;
  expect(await scrollWidth(page), `${pathOf(page)} (${state}): page wider than the ${width} px viewport`).toBeLessThanOrEqual(width);
}

/** The visible text of the <h1> inside <main> (exactly one, and visible). */
async function mainHeading(page: Page): Promise<string> {
  const h1 = page.locator('main h1');
  await h1.first().waitFor({ state: 'visible' });
  expect(await h1.count(), 'one <h1> in <main>').toBe(1);
  return (await h1.innerText()).replace(/\s+/g, ' ').trim();
}

/** The "View more" link of the complaint list's row `n` (from 0), and the complaint number it names. */
async function complaintOpener(page: Page, n: number): Promise<{ opener: Locator; no: string }> {
  const opener = rows(page)
    .nth(n)
    .getByRole('link', { name: /^View more about complaint / });
  return { opener, no: (await opener.getAttribute('aria-label'))!.replace('View more about complaint ', '') };
}

const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

beforeAll(async () => {
  [running, browser] = await Promise.all([startApp({ demo: true }), launchBrowser()]);
  for (const width of WIDTHS) {
    const context = await newContext(browser, { viewport: { width, height: HEIGHT[width] } });
    // A shared 2-core machine: generous waits (still auto-waiting, never a sleep).
    context.setDefaultTimeout(20_000);
    contexts.set(width, context);
    pages.set(width, watch(await context.newPage()));
  }
  noJsContext = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 375, height: HEIGHT[375] } });
  noJsContext.setDefaultTimeout(20_000);
  noJs = watch(await noJsContext.newPage());

  const html = await (await fetch(`${running.url}/currenttender`)).text();
  const [, id, title] = /data-opens="tender:(\d+)"[^>]*>(?:<span[^>]*>)?([^<]+)</.exec(html) ?? [];
  if (!id || !title) throw new Error('the demo content has no current tender');
  currentTenderId = Number(id);
  const details = ROUTES.find((r) => r.name === 'tender-details')!;
  details.path = `/tender-details?id=${currentTenderId}`;
  details.h1 = title
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
  details.title = `${details.h1} – Tender Details`;
});

afterEach(() => {
  for (const w of watchers.values()) w.assertClean();
});

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

/** The states of the header and footer that axe has seen at 1280 px (support/page-sweep.ts, wideLayout). */
const wideChromes = new Set<string>();

/** Titles seen per route path, to check that each page has its own. */
const titles = new Map<string, string>();

/** All the checks of one route at one width; the screenshot is saved as routes-<name>-<width>.png. */
async function checkRoute(width: Width, route: Route) {
  const page = pages.get(width)!;
  if (route.status === 404) {
    const at = route.path.replace(/[/.?]/g, '\\$&');
    watcherOf(page).allow(new RegExp(`^HTTP 404: GET http://127\\.0\\.0\\.1:\\d+${at}$`));
    watcherOf(page).allow(
      new RegExp(
        `^console error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(http://127\\.0\\.0\\.1:\\d+${at}\\)$`,
      ),
    );
  }
  const status = await open(page, `${running.url}${route.path}`);
  expect(status, route.path).toBe(route.status ?? 200);
  expect(pathOf(page)).toBe(route.path);

  const h1 = await mainHeading(page);
  if (typeof route.h1 === 'string') expect(h1).toBe(route.h1);
  else expect(h1).toMatch(route.h1);
  await route.content(page).waitFor({ state: 'visible' });

  expect((await page.locator('body').innerText()).match(RAW_KEY), `${route.path}: catalogue keys shown as text`).toBeNull();
  const title = await page.title();
  expect(title).toBe(`${route.title} | ${COUNCIL}`);
  titles.set(route.path, title);
  const descriptions = await page
    .locator('head meta[name="description"]')
    .evaluateAll((ms) => ms.map((m) => m.getAttribute('content') ?? ''));
  expect(descriptions, `${route.path}: one meta description`).toHaveLength(1);
  expect(descriptions[0]!.length, `${route.path}: meta description text`).toBeGreaterThan(20);

  expect(await loadAllImages(page), `${route.path}: images that did not load`).toEqual([]);
  await fitsWidth(page, `${width} px`);
  // axe at 375 px on every route; at 1280 px where that layout is not the phone's (as the display sweeps do): the
  // route's own content under a width media query, or a header and footer state not yet scanned at 1280 px.
  let scan = width === 375;
  if (!scan) {
    const layout = await wideLayout(page);
    scan = layout.own.length > 0 || !wideChromes.has(layout.chrome);
    wideChromes.add(layout.chrome);
  }
  if (scan) await checkA11y(page, `${width} px`);
  await screenshot(page, `routes-${route.name}`);
}

// The two widths run side by side (one page each): half the wall time on this shared machine.
describe('every public route at 375 px and 1280 px', () => {
  it.each(ROUTES.map((r) => [r.path.replace(/\?id=$/, '?id=<id>'), r] as const))('%s', async (_path, route) => {
    const results = await Promise.allSettled(WIDTHS.map((width) => checkRoute(width, route)));
    const failures = results.flatMap((r, i) =>
      r.status === 'rejected' ? [`at ${WIDTHS[i]} px: ${(r.reason as Error).stack ?? String(r.reason)}`] : [],
    );
    if (failures.length) throw new Error(failures.join('\n\n'));
  });
});

describe('page titles', () => {
  it('each page has its own <title> (/ and /home are the same page)', () => {
    expect(titles.size).toBe(ROUTES.length);
    const byTitle = new Map<string, string[]>();
    for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    const shared = [...byTitle.entries()].filter(([, paths]) => paths.length > 1 && paths.join(' ') !== '/ /home');
    expect(shared).toEqual([]);
  });
});

describe('keyboard', () => {
  it('desktop header menus open with Enter and Space, close with Escape (focus back on the summary) and on choosing an item', async () => {
    const page = pages.get(1280)!;
    await open(page, `${running.url}/`);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const tendersMenu = nav.locator('details.nav-dropdown', { has: page.locator('summary', { hasText: 'Tenders' }) });
    const tenders = tendersMenu.locator('summary');
    const isOpen = (d: Locator) => d.evaluate((el) => (el as HTMLDetailsElement).open);
    const current = tendersMenu.getByRole('link', { name: 'Current', exact: true });

    expect(await current.isVisible()).toBe(false);
    await tenders.focus();
    await page.keyboard.press('Enter');
    await current.waitFor({ state: 'visible' });
    expect(await isOpen(tendersMenu)).toBe(true);
    await page.keyboard.press('Escape');
    await current.waitFor({ state: 'hidden' });
    await expectFocused(tenders, 'Escape on the summary');

    // Space opens it too; Escape from inside the list closes it and returns to the summary.
    await page.keyboard.press(' ');
    await current.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await expectFocused(current, 'Tab into the open menu');
    await page.keyboard.press('Escape');
    await current.waitFor({ state: 'hidden' });
    await expectFocused(tenders, 'Escape from a menu item');

    // Opening another menu closes the first.
    const documentsMenu = nav.locator('details.nav-dropdown', { has: page.locator('summary', { hasText: 'Documents' }) });
    await page.keyboard.press('Enter');
    await current.waitFor({ state: 'visible' });
    await documentsMenu.locator('summary').focus();
    await page.keyboard.press('Enter');
    await documentsMenu.getByRole('link', { name: 'Notice', exact: true }).waitFor({ state: 'visible' });
    expect(await isOpen(tendersMenu)).toBe(false);

    // Choosing an item (Enter) goes there and closes the menu.
    await page.keyboard.press('Tab');
    await expectFocused(documentsMenu.getByRole('link', { name: 'Notice', exact: true }), 'first item of Documents');
    await Promise.all([page.waitForURL((u) => u.pathname === '/notice'), page.keyboard.press('Enter')]);
    // The URL changes a moment before the new page is rendered: wait for its heading.
    await page.locator('main h1', { hasText: 'Notice' }).waitFor();
    expect(await mainHeading(page)).toBe('Notice');
    expect(await nav.locator('details[open]').count()).toBe(0);
  });

  it('at 375 px the Menu button toggles the list with Enter and Space; Escape closes it (focus back on Menu); choosing an item closes it', async () => {
    const page = pages.get(375)!;
    await open(page, `${running.url}/`);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    const list = nav.locator('#main-menu');
    await toggle.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press(' ');
    await list.waitFor({ state: 'visible' });

    // Escape inside the list closes the list and returns to the Menu button.
    await page.keyboard.press('Tab');
    await expectFocused(nav.getByRole('link', { name: 'Home', exact: true }), 'first menu entry');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await expectFocused(toggle, 'Escape in the open list');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // A dropdown inside the list: Escape closes only the dropdown first (focus on its summary), then the list.
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'visible' });
    const grievanceMenu = nav.locator('details.nav-dropdown', { has: page.locator('summary', { hasText: 'Grievance' }) });
    const grievance = grievanceMenu.locator('summary');
    const view = grievanceMenu.getByRole('link', { name: 'View', exact: true });
    await grievance.focus();
    await page.keyboard.press(' ');
    await view.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });
    await expectFocused(grievance, 'Escape on an open dropdown');
    expect(await list.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await expectFocused(toggle, 'second Escape');

    // Choosing an item closes the menu.
    await page.keyboard.press('Enter');
    await grievance.focus();
    await page.keyboard.press('Enter');
    await view.focus();
    await checkA11y(page, 'menu and dropdown open');
    await Promise.all([page.waitForURL((u) => u.pathname === '/viewgrievance'), page.keyboard.press('Enter')]);
    // The URL changes a moment before the new page is rendered: wait for its heading.
    await page.locator('main h1', { hasText: 'All Complaints' }).waitFor();
    expect(await mainHeading(page)).toBe('All Complaints');
    await list.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.locator('details[open]').count()).toBe(0);
  });

  it('the home carousel: Play/Pause, Previous/Next and the numbered indicators work from the keyboard', async () => {
    const page = pages.get(1280)!;
    await open(page, `${running.url}/`);
    const carousel = page.locator('section[aria-roledescription=carousel][aria-label="Photos of the town"]');
    await carousel.waitFor();
    const slides = carousel.locator('[aria-roledescription=slide]');
    const count = await slides.count();
    expect(count, 'demo slides').toBeGreaterThanOrEqual(3);
    const dot = (n: number) => carousel.getByRole('button', { name: `Show slide ${n}`, exact: true });
    const shownSlide = () => carousel.locator('.carousel-track').evaluate((t) => Math.round(t.scrollLeft / t.clientWidth) + 1);
    /** Waits until indicator n is current and slide n is the one in view. */
    const showing = async (n: number) => {
      await carousel.locator(`.carousel-dots button[aria-current="true"]`, { hasText: new RegExp(`^${n}$`) }).waitFor();
      expect(await carousel.locator('.carousel-dots button[aria-current="true"]').count()).toBe(1);
      await page.waitForFunction(
        ([el, want]) => Math.round((el as HTMLElement).scrollLeft / (el as HTMLElement).clientWidth) + 1 === want,
        [await carousel.locator('.carousel-track').elementHandle(), n] as const,
      );
      expect(await shownSlide()).toBe(n);
    };
    await showing(1);

    // Reduced motion (the test contexts ask for it): no autoplay until asked.
    const play = carousel.getByRole('button', { name: 'Play', exact: true });
    expect(await play.getAttribute('aria-pressed')).toBe('true');

    const next = carousel.getByRole('button', { name: 'Next', exact: true });
    const previous = carousel.getByRole('button', { name: 'Previous', exact: true });
    await next.focus();
    await page.keyboard.press('Enter');
    await showing(2);
    await page.keyboard.press(' ');
    await showing(3);
    await previous.focus();
    await page.keyboard.press('Enter');
    await showing(2);
    await page.keyboard.press('Enter');
    await showing(1);
    await page.keyboard.press('Enter');
    await showing(count); // wraps round
    await dot(2).focus();
    await page.keyboard.press('Enter');
    await showing(2);
    await dot(count).focus();
    await page.keyboard.press(' ');
    await showing(count);
    await dot(1).focus();
    await page.keyboard.press('Enter');
    await showing(1);
    await checkA11y(page, 'carousel moved');

    // Play: the slides move on by themselves once focus has left the carousel; Pause stops that.
    await play.focus();
    await page.keyboard.press('Enter');
    const pause = carousel.getByRole('button', { name: 'Pause', exact: true });
    await pause.waitFor();
    expect(await pause.getAttribute('aria-pressed')).toBe('false');
    await expectFocused(pause, 'the Play/Pause button after Enter');
    await page.getByRole('heading', { level: 1 }).click(); // focus and pointer leave the carousel
    await showing(2);
    await pause.focus();
    await page.keyboard.press(' ');
    await play.waitFor();
    expect(await play.getAttribute('aria-pressed')).toBe('true');
  });
});

/** Opens a URL dialog from its opener by keyboard; checks it is modal and accessible; Escape closes it. */
async function urlDialog(
  page: Page,
  opener: Locator,
  param: string,
  title: string | RegExp,
  inside?: (dialog: Locator) => Promise<void>,
  shot?: string,
) {
  // Served without React to an anonymous visitor: the island (islands/url-dialog.ts) makes the dialog a modal.
  expect(await page.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext)).toBe(
    'undefined',
  );
  const opens = await opener.getAttribute('data-opens');
  const id = opens?.split(':')[1];
  expect(opens).toMatch(new RegExp(`^${param}:\\d+$`));
  const before = pathOf(page);
  await opener.focus();
  await Promise.all([page.waitForURL((u) => u.searchParams.get(param) === id), page.keyboard.press('Enter')]);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor({ state: 'visible' });
  expect(await dialog.evaluate((d) => d.matches(':modal')), 'opened as a modal').toBe(true);
  await page.waitForFunction((d) => d.contains(document.activeElement), await dialog.elementHandle());
  await inside?.(dialog);
  await checkA11y(page, `dialog ?${param}=${id} open`);
  await fitsWidth(page, `dialog ?${param}=${id} open`);
  if (shot) await viewportShot(page, `routes-dialog-${shot}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL((u) => !u.searchParams.has(param));
  expect(pathOf(page)).toBe(before);
  await expectFocused(page.locator(`[data-opens="${opens}"]`), `focus back on the opener of ?${param}`);
  return id!;
}

describe('what a first visit fetches (phone, empty cache)', () => {
  it("no catalogue and one island script; the first slide's picture, the next one only as the carousel moves; no document headers on assets", async () => {
    const context = await newContext(browser, { viewport: { width: 375, height: HEIGHT[375] } });
    try {
      const page = watch(await context.newPage());
      const responses: Array<{ url: string; type: string; headers: Record<string, string> }> = [];
      page.on('response', (res) => responses.push({ url: res.url(), type: res.request().resourceType(), headers: res.headers() }));
      await open(page, `${running.url}/`);
      await hydrated(page);
      const carousel = page.locator('section[aria-roledescription=carousel][aria-label="Photos of the town"]');
      // Each slide's picture files: the JPEG and the WebP sizes of its <source>.
      const slidePictures = await carousel
        .locator('[aria-roledescription=slide]')
        .evaluateAll((slides) =>
          slides.map((slide) => [
            ...[...slide.querySelectorAll('img')].map((i) => new URL(i.src).pathname),
            ...[...slide.querySelectorAll('source')].flatMap((s) =>
              s.srcset.split(',').map((c) => new URL(c.trim().split(' ')[0]!, location.href).pathname),
            ),
          ]),
        );
      expect(slidePictures.length).toBeGreaterThanOrEqual(3);
      await page.waitForLoadState('networkidle');
      const fetched = (files: string[]) => responses.some((r) => files.includes(new URL(r.url).pathname));

      // Served without React: no catalogue and no router, one island script (its texts came in the HTML).
      expect(responses.filter((r) => new URL(r.url).pathname.startsWith('/i18n/'))).toEqual([]);
      const scripts = responses.filter((r) => r.type === 'script').map((r) => new URL(r.url).pathname);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/islands-[\w-]+\.js$/);

      // The about pictures sit beside their texts on a phone: the 320 px size, not the 800 px one.
      const aboutPictures = await page
        .locator('.about-block img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc).filter(Boolean));
      expect(aboutPictures.length).toBeGreaterThanOrEqual(1);
      for (const src of aboutPictures) expect(src).toMatch(/-thumb\.webp$/);

      // Pictures: the first slide now; the second one when the visitor moves on (its neighbour comes along).
      expect(fetched(slidePictures[0]!)).toBe(true);
      expect(slidePictures.slice(1).filter(fetched)).toEqual([]);
      await carousel.getByRole('button', { name: 'Next', exact: true }).click();
      await expect.poll(() => fetched(slidePictures[1]!)).toBe(true);
      await expect
        .poll(() =>
          carousel
            .locator('[aria-roledescription=slide]')
            .nth(1)
            .locator('img')
            .evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth),
        )
        .toBeGreaterThan(0);

      // Scripts and styles: compressed, cached for good, no framing/opener/referrer/HSTS headers (those are
      // the document's), and 'Vary: Accept-Encoding' for the caches in between. Since issue 26 every answer without
      // a policy of its own carries the short `default-src 'none'` one (a stylesheet or script ignores it).
      const assets = responses.filter((r) => new URL(r.url).pathname.startsWith('/assets/'));
      // The stylesheet (Bootstrap's subset and the site's rules in one) and the island script.
      expect(assets.length).toBe(2);
      for (const a of assets) {
        expect(a.headers['content-encoding'], a.url).toBe('br');
        expect(a.headers['vary'], a.url).toMatch(/accept-encoding/i);
        expect(a.headers['cache-control'], a.url).toContain('immutable');
        expect(a.headers['x-content-type-options'], a.url).toBe('nosniff');
        for (const name of ['x-frame-options', 'strict-transport-security', 'cross-origin-opener-policy', 'referrer-policy']) {
          expect(a.headers[name], `${name} on ${a.url}`).toBeUndefined();
        }
        expect(a.headers['content-security-policy'], a.url).toBe("default-src 'none'; frame-ancestors 'none'");
      }
      const document = responses.find((r) => r.type === 'document')!;
      expect(document.headers['x-frame-options']).toBe('SAMEORIGIN');
      // An anonymous visitor's page is a kept page: its inline scripts named by hash (the browser ran them all).
      expect(document.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      // One stylesheet: Bootstrap's, cut down to what the portal uses, then the site's own rules.
      const sheet = assets.find((a) => /\.css$/.test(new URL(a.url).pathname))!;
      const css = await page.evaluate(async (url) => (await fetch(url)).text(), sheet.url);
      expect(css.length).toBeLessThan(75_000);
      expect(css).toContain('.btn-primary');
      expect(css).not.toContain('.accordion');
      expect(css).not.toContain('@import');
      expect(css.indexOf('.btn-primary')).toBeLessThan(css.indexOf('.carousel-np'));
      await checkA11y(page, 'home, second slide');
    } finally {
      await context.close();
    }
  });

  it('the catalogue over HTTP: cached for good under its version, revalidated otherwise, 404 for other languages', async () => {
    // A page with a form is a React app (its route's handle): it names its catalogue.
    const html = await (await fetch(`${running.url}/contactus`)).text();
    const href = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" id="catalogue"/.exec(html)?.[1];
    expect(href).toMatch(/^\/i18n\/en\?v=[\w-]+$/);
    const current = await fetch(`${running.url}${href}`, { headers: { 'accept-encoding': 'br' } });
    expect(current.status).toBe(200);
    expect(current.headers.get('content-encoding')).toBe('br');
    expect(current.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(current.headers.get('vary')).toMatch(/accept-encoding/i);
    const texts = (await current.json()) as { nav: { home: string } };
    expect(texts.nav.home).toBe(en.nav.home);
    // The public catalogue: no back-office namespace (complaints.actors.admin, a history actor's name, is public text).
    expect(Object.keys(texts)).not.toContain('admin');
    expect(JSON.stringify(texts)).not.toContain('Create New');
    const etag = current.headers.get('etag')!;
    expect((await fetch(`${running.url}${href}`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })).status).toBe(304);

    const stale = await fetch(`${running.url}/i18n/hi?v=old`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    expect(((await stale.json()) as { nav: { home: string } }).nav.home).toBe(hi.nav.home);
    expect((await fetch(`${running.url}/i18n/fr`)).status).toBe(404);
  });

  it('a Hindi page fetches the Hindi catalogue only', async () => {
    const context = await newContext(browser, { viewport: { width: 375, height: HEIGHT[375] } });
    try {
      await context.addCookies([{ name: 'lang', value: 'hi', url: running.url }]);
      const page = watch(await context.newPage());
      const catalogues: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.startsWith('/i18n/')) catalogues.push(new URL(req.url()).pathname);
      });
      // A React page (Contact Us, with its form); the pages without React fetch no catalogue (above).
      await open(page, `${running.url}/contactus`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(catalogues).toEqual(['/i18n/hi']);
      await checkA11y(page, 'contact us in Hindi');
    } finally {
      await context.close();
    }
  });
});

describe('URL dialogs (JavaScript on)', () => {
  it("officials' View More at 375 px opens the Details dialog (?details=id)", async () => {
    const page = pages.get(375)!;
    await open(page, `${running.url}/wardparsad`);
    const opener = rows(page)
      .nth(1)
      .getByRole('link', { name: /^View more about / });
    const name = (await opener.getAttribute('aria-label'))!.replace('View more about ', '');
    await urlDialog(
      page,
      opener,
      'details',
      'Details',
      async (dialog) => {
        expect(await dialog.locator('dd').first().innerText()).toBe(name);
      },
      'details',
    );
  });

  it("tenders: the title opens 'Tender Details' (?tender=id), 'Documents' the documents dialog (?docs=id)", async () => {
    const page = pages.get(1280)!;
    await open(page, `${running.url}/currenttender`);
    const row = rows(page).first();
    const title = await row.locator('[data-opens^="tender:"]').innerText();
    await urlDialog(page, row.locator('[data-opens^="tender:"]'), 'tender', 'Tender Details', async (dialog) => {
      expect(await dialog.innerText()).toContain(title);
    });
    await urlDialog(page, row.getByRole('link', { name: /^Documents/ }), 'docs', title, async (dialog) => {
      const links = dialog.locator('a[download]');
      expect(await links.count()).toBeGreaterThanOrEqual(1);
      expect(await links.first().getAttribute('href')).toMatch(/^\/files\/[0-9a-f-]{36}\/[^/]+\.pdf$/);
    });
  });

  it('viewgrievance: View More opens the complaint (?complaint=id)', async () => {
    const page = pages.get(375)!;
    await open(page, `${running.url}/viewgrievance`);
    const { opener, no } = await complaintOpener(page, 2);
    await urlDialog(
      page,
      opener,
      'complaint',
      `Complaint ${no}`,
      async (dialog) => {
        expect(await dialog.locator('.status-badge').count()).toBe(1);
      },
      'complaint',
    );
  });

  it('a dialog in the address opens as a modal; Back closes a dialog the page opened, Forward opens it again', async () => {
    const page = pages.get(1280)!;
    await open(page, `${running.url}/viewgrievance`);
    const { opener } = await complaintOpener(page, 1);
    const [, id] = (await opener.getAttribute('data-opens'))!.split(':');
    const dialog = page.getByRole('dialog', { name: /^Complaint / });
    // Opened from the list, then Back and Forward.
    await Promise.all([page.waitForURL((u) => u.searchParams.get('complaint') === id), opener.click()]);
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('complaint')).toBe(false);
    await page.goForward();
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    // The address itself (a shared link): the server renders the dialog in the page; the island makes it a modal.
    await open(page, `${running.url}/viewgrievance?complaint=${id}`);
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    await checkA11y(page, 'viewgrievance with ?complaint= in the address');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('complaint')).toBe(false);
    await expectFocused(page.locator(`[data-opens="complaint:${id}"]`), 'focus on the opener after a dialog from the address');
  });

  for (const [listPath, prefix] of [
    ['/photogallery', 'Enlarge: '],
    ['/pressrelease', 'Enlarge the clipping: '],
  ] as const) {
    it(`${listPath}: a photo opens an overlay (?photo=id); the image does not close it, the dark backdrop does`, async () => {
      const page = pages.get(1280)!;
      await open(page, `${running.url}${listPath}`);
      const opener = main(page)
        .getByRole('link', { name: new RegExp(`^${prefix}`) })
        .nth(1);
      const title = (await opener.getAttribute('aria-label'))!.slice(prefix.length);
      await urlDialog(
        page,
        opener,
        'photo',
        title,
        async (dialog) => {
          const img = dialog.getByRole('img', { name: title });
          await img.waitFor();
          expect(await img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
        },
        listPath.slice(1),
      );

      // By mouse: a click on the image leaves the overlay open; a click on the backdrop closes it, asking the server
      // for nothing (the island removes the dialog and puts the address back).
      await Promise.all([page.waitForURL((u) => u.searchParams.has('photo')), opener.click()]);
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      const closings: string[] = [];
      const onRequest = (r: Request) => {
        if (r.url().includes(listPath)) closings.push(r.url());
      };
      page.on('request', onRequest);
      const img = dialog.getByRole('img', { name: title });
      await img.click();
      expect(await dialog.isVisible()).toBe(true);
      expect(new URL(page.url()).searchParams.has('photo')).toBe(true);
      const size = page.viewportSize()!;
      // The dark area below the image, well away from the heading and the close button.
      await dialog.click({ position: { x: 10, y: size.height - 10 } });
      await dialog.waitFor({ state: 'detached' });
      await page.waitForURL((u) => !u.searchParams.has('photo'));
      page.off('request', onRequest);
      expect(closings, 'requests that closed the overlay').toEqual([]);
      expect(await dialog.count()).toBe(0);
    });
  }
});

describe('JavaScript off (375 px phone)', () => {
  it('home shows the slides and the officials', async () => {
    await open(noJs, `${running.url}/`);
    expect(await noJs.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext)).toBe(
      'undefined',
    );
    const hero = noJs.locator('section[aria-roledescription=carousel][aria-label="Photos of the town"]');
    const slides = hero.locator('[aria-roledescription=slide]');
    expect(await slides.count()).toBeGreaterThanOrEqual(3);
    await slides.first().locator('img').waitFor({ state: 'visible' });
    expect(await slides.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 0).length)).toBe(
      0,
    );
    // The buttons need JavaScript, so they are not shown.
    expect(await hero.getByRole('button').count()).toBe(0);
    const officials = noJs.locator('#officials-heading ~ ul > li');
    expect(await officials.count()).toBeGreaterThanOrEqual(1);
    await officials.first().getByRole('heading', { level: 3 }).waitFor({ state: 'visible' });
    // Under the first screen the block is laid out when it comes near (content-visibility: auto, from the next frame
    // on): innerText reads the layout, so the card is brought into view as a reader scrolling to it would.
    await officials.first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await officials.first().innerText()).trim()).not.toBe('');
    expect(await noJs.getByText('Loading employees...').count()).toBe(0);
    await checkA11y(noJs, 'JavaScript off');
    await fitsWidth(noJs, 'JavaScript off');
  });

  it('/notice lists its rows with their documents', async () => {
    await open(noJs, `${running.url}/notice`);
    expect(await mainHeading(noJs)).toBe('Notice');
    expect(await rows(noJs).count()).toBeGreaterThanOrEqual(10);
    await rows(noJs)
      .first()
      .getByRole('link', { name: /^Download Document/ })
      .waitFor({ state: 'visible' });
  });

  it("/currenttender lists the tenders; 'Tender Details' and the documents still open, as pages (?tender=id, ?docs=id)", async () => {
    await open(noJs, `${running.url}/currenttender`);
    expect(await mainHeading(noJs)).toBe('Active Tenders');
    expect(await rows(noJs).count()).toBeGreaterThanOrEqual(1);
    const titleLink = noJs.locator(`[data-opens="tender:${currentTenderId}"]`);
    const title = await titleLink.innerText();
    expect(await noJs.getByRole('dialog').count()).toBe(0);

    await Promise.all([noJs.waitForURL((u) => u.searchParams.get('tender') === String(currentTenderId)), titleLink.click()]);
    const details = noJs.getByRole('dialog', { name: 'Tender Details' });
    await details.waitFor({ state: 'visible' });
    expect(await details.evaluate((d) => d.matches(':modal'))).toBe(false);
    expect(await details.innerText()).toContain(title);
    expect(await rows(noJs).count()).toBeGreaterThanOrEqual(1); // the list is still there behind it
    await checkA11y(noJs, 'JavaScript off, ?tender=id');
    await fitsWidth(noJs, 'JavaScript off, ?tender=id');
    await screenshot(noJs, 'routes-nojs-tender-dialog');
    const close = details.getByRole('link', { name: 'Close' });
    expect(await close.getAttribute('href')).toBe('/currenttender');
    await Promise.all([noJs.waitForURL((u) => u.pathname === '/currenttender' && u.search === ''), close.click()]);
    expect(await noJs.getByRole('dialog').count()).toBe(0);

    const docsLink = noJs.locator(`[data-opens="docs:${currentTenderId}"]`);
    await Promise.all([noJs.waitForURL((u) => u.searchParams.get('docs') === String(currentTenderId)), docsLink.click()]);
    const docs = noJs.getByRole('dialog', { name: title });
    await docs.waitFor({ state: 'visible' });
    await fitsWidth(noJs, 'JavaScript off, ?docs=id');
    expect(await docs.locator('a[download]').count()).toBeGreaterThanOrEqual(1);
    const pdf = await noJsContext.request.get(`${running.url}${await docs.locator('a[download]').first().getAttribute('href')}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });

  it('/viewgrievance lists 20 complaints a page with status badges; View More works as a page', async () => {
    await open(noJs, `${running.url}/viewgrievance`);
    expect(await mainHeading(noJs)).toBe('All Complaints');
    expect(await rows(noJs).count()).toBe(20);
    const badges = await rows(noJs).evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('.status-badge')].map((b) => (b as HTMLElement).innerText.trim())),
    );
    for (const b of badges) {
      expect(b).toHaveLength(1);
      expect(b[0]).toMatch(/\S/);
    }
    expect(await noJs.getByRole('navigation', { name: 'Pages' }).innerText()).toMatch(/Page 1 of ([2-9]|\d{2,})/);
    const { opener, no } = await complaintOpener(noJs, 0);
    await Promise.all([noJs.waitForURL((u) => u.searchParams.has('complaint')), opener.click()]);
    const dialog = noJs.getByRole('dialog', { name: `Complaint ${no}` });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.locator('.status-badge').count()).toBe(1);
    await checkA11y(noJs, 'JavaScript off, ?complaint=id');
    await fitsWidth(noJs, 'JavaScript off, ?complaint=id');
  });

  it("the top bar's 'हिन्दी' link returns the same page in Hindi, and 'English' back", async () => {
    await open(noJs, `${running.url}/currenttender?tender=${currentTenderId}`);
    const here = `/currenttender?tender=${currentTenderId}`;
    const toHindi = noJs.getByRole('banner').getByRole('link', { name: /हिन्दी/ });
    expect((await toHindi.innerText()).trim()).toBe('हिन्दी');
    expect(await toHindi.getAttribute('href')).toBe(`/language/hi?to=${encodeURIComponent(here)}`);
    await Promise.all([noJs.waitForURL((u) => u.pathname + u.search === here), toHindi.click()]);
    await noJs.locator('html[lang="hi"]').waitFor({ state: 'attached' });
    expect(await mainHeading(noJs)).toBe('सक्रिय निविदाएँ');
    expect((await noJs.locator('body').innerText()).match(RAW_KEY), 'catalogue keys shown as text (Hindi)').toBeNull();
    expect(await noJs.getByRole('dialog').count()).toBe(1);
    expect(await rows(noJs).count()).toBeGreaterThanOrEqual(1);
    await checkA11y(noJs, 'Hindi, JavaScript off');
    await fitsWidth(noJs, 'Hindi, JavaScript off');

    const toEnglish = noJs.getByRole('banner').getByRole('link', { name: /English/ });
    expect((await toEnglish.innerText()).trim()).toBe('English');
    await Promise.all([noJs.waitForResponse((r) => r.url().includes('/language/en')), toEnglish.click()]);
    await noJs.locator('html[lang="en"]').waitFor({ state: 'attached' });
    expect(pathOf(noJs)).toBe(here);
    expect(await mainHeading(noJs)).toBe('Active Tenders');
  });
});

describe('search', () => {
  it("the header search form (role=search) for 'water' lands on /search with results, with and without JavaScript", async () => {
    for (const page of [pages.get(1280)!, noJs]) {
      await open(page, `${running.url}/notice`);
      // A phone's header has a Search link to the search page instead of the box (issue 14).
      if (page === noJs) {
        await Promise.all([
          page.waitForURL((u) => u.pathname === '/search'),
          page.getByRole('banner').getByRole('link', { name: 'Search' }).click(),
        ]);
      }
      const form = page === noJs ? main(page).getByRole('search') : page.getByRole('banner').getByRole('search');
      const box = form.getByRole('searchbox');
      await box.fill('water');
      await Promise.all([page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'water'), box.press('Enter')]);
      await hydrated(page);
      await page.locator('main h1', { hasText: 'Search' }).waitFor();
      expect(await mainHeading(page)).toBe('Search');
      const results = main(page).locator('ol.search-results > li');
      await results.first().waitFor({ state: 'visible' });
      const texts = await results.allInnerTexts();
      expect(texts.length).toBeGreaterThanOrEqual(2);
      for (const text of texts) expect(text).toMatch(/water/i);
      expect(await main(page).getByRole('status').innerText()).toContain('water');
      expect(await main(page).getByRole('searchbox').inputValue()).toBe('water');
    }
  });
});
