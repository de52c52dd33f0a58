/**
 * Issue 10's corrections, in the browser on the demo content: error pages in the page's own words (both
 * languages), a title on every route and error state, staff's paragraphs, the compact officials view at
 * 768 px, tender status, the location link and the on-request map, result plurals, one source for office
 * hours, the links, and no officials heading without officials. Every page opened passes axe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAP_ORIGIN, mapSearchUrl, resources } from '@nagar/contract';
import { demoSite } from '@nagar/demo/site.ts';
import routeConfig from '../apps/web/app/routes.ts';
import { ADMIN } from './support/app.ts';
import { PageWatcher, checkA11y, hydrated, leavingTarget, newContext, open, screenshot } from './support/browser.ts';
import { pageSuite } from './support/suite.ts';
import { RAW_KEY } from './support/texts.ts';

const COUNCIL = { en: 'Nagar Parishad Sundarpur', hi: 'नगर परिषद सुंदरपुर' } as const;

const suite = pageSuite({ demo: true });
let token: string;

/** A fresh API session each minute: sessions last SESSION_TTL_MINUTES (5) and this file runs longer. */
let tokenAt = 0;
async function apiToken(): Promise<string> {
  if (Date.now() - tokenAt < 60_000) return token;
  const login = await fetch(`${suite.running.url}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
  tokenAt = Date.now();
  return token;
}

async function api(method: string, path: string, body?: FormData | object): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${await apiToken()}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return fetch(`${suite.running.url}${path}`, { method, headers, body: payload });
}

/** A tender through the admin API; its id. */
async function createTender(fields: Record<string, string>): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(`Tender.${k}`, v);
  const res = await api('POST', '/api/Admin/tender', form);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Lets the 404 of a deliberate error state pass the watcher. */
function allow404(path: string) {
  const at = path.replace(/[/.?*+()[\]^$|\\]/g, '\\$&');
  suite.watcher.allow(new RegExp(`^HTTP 404: GET http://127\\.0\\.0\\.1:\\d+${at}$`));
  suite.watcher.allow(new RegExp(`^console error: Failed to load resource: the server responded with a status of 404 .*${at}\\)$`));
}

/** The few entities React escapes in text. */
const decodeEntities = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[e]!);

async function visibleText(p: Page) {
  return (await p.locator('body').innerText()).replace(/\s+/g, ' ');
}

beforeAll(async () => {
  suite.context.setDefaultTimeout(20_000);
});

/** Failing states of the public routes: a page past the end, ids that do not exist, an unknown path. */
const ERROR_STATES: Array<{ path: string; status: number; h1?: string; text?: string }> = [
  { path: '/viewgrievance?page=999', status: 404, h1: 'All Complaints', text: 'There was an error fetching the complaints data.' },
  { path: '/viewgrievance?complaint=99999999', status: 200, h1: 'All Complaints' },
  { path: '/currenttender?page=999', status: 404, h1: 'Active Tenders', text: 'Tender data not found (404)' },
  { path: '/pasttender?page=999', status: 404, h1: 'Un-Active Tenders', text: 'Tender data not found (404)' },
  { path: '/currenttender?tender=99999999', status: 200, h1: 'Active Tenders' },
  { path: '/tender-details?id=99999999', status: 404, h1: 'Tender Details', text: 'This tender does not exist.' },
  { path: '/tender-details?id=abc', status: 404, h1: 'Tender Details' },
  { path: '/notice?page=999', status: 404, h1: 'Notice', text: 'Notice data not found (404).' },
  { path: '/circulars?page=999', status: 404, h1: 'Circulars', text: 'Circular data not found (404).' },
  { path: '/officeorder?page=999', status: 404, h1: 'Office Order', text: 'Office Order data not found (404).' },
  { path: '/latestnews?page=999', status: 404, h1: 'Latest News' },
  { path: '/wardparsad?details=99999999', status: 200, h1: 'Ward Parshad' },
  { path: '/photogallery?photo=99999999', status: 200, h1: 'Photo Gallery' },
  { path: '/pressrelease?photo=99999999', status: 200, h1: 'Press Release' },
  { path: '/search?q=x', status: 200, h1: 'Search' },
  { path: '/no-such-page-here', status: 404, h1: 'Page Not Found' },
];

describe('item 1: error states show the page’s own texts, never a catalogue key', () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`every public route's failing state in ${lang === 'en' ? 'English' : 'Hindi'}`, async () => {
      await suite.context.clearCookies();
      await suite.context.addCookies([{ name: 'lang', value: lang, url: suite.running.url }]);
      for (const state of ERROR_STATES) {
        if (state.status === 404) allow404(state.path);
        const status = await open(suite.page, `${suite.running.url}${state.path}`);
        expect(status, state.path).toBe(state.status);
        const text = await visibleText(suite.page);
        expect(text.match(RAW_KEY), `${state.path} (${lang}): catalogue keys shown as text`).toBeNull();
        const h1 = (await suite.page.locator('main h1').innerText()).trim();
        expect(h1, `${state.path}: a heading`).not.toBe('');
        if (lang === 'en' && state.h1) expect(h1, state.path).toBe(state.h1);
        if (lang === 'en' && state.text) expect(text, state.path).toContain(state.text);
        const title = await suite.page.title();
        expect(title, `${state.path} (${lang}): <title>`).toMatch(new RegExp(`^\\S.* \\| ${COUNCIL[lang]}$`));
        await checkA11y(suite.page, `${state.path} ${lang}`);
        if (state.path === '/viewgrievance?page=999') await screenshot(suite.page, `audit-viewgrievance-error-${lang}`);
      }
      await suite.context.clearCookies();
    });
  }
});

/** Every path of apps/web/app/routes.ts (the route config itself), with a value for its parameters. */
function configuredPaths(): string[] {
  type Entry = { path?: string; index?: boolean; children?: Entry[] };
  const out: string[] = [];
  const walk = (entries: Entry[], prefix: string) => {
    for (const e of entries) {
      const here = e.path ? `${prefix}/${e.path}` : prefix;
      if (e.index || (e.path && !e.children)) out.push(here || '/');
      if (e.children) walk(e.children, here);
    }
  };
  walk(routeConfig as Entry[], '');
  return [...new Set(out)];
}

describe('item 9: every route and error state has a non-empty, page-specific <title>', () => {
  it('public routes, admin routes (signed in) and their error states', async () => {
    const currentTender = /data-opens="tender:(\d+)"/.exec(await (await fetch(`${suite.running.url}/currenttender`)).text())![1];
    const [complaint] = (await (await api('GET', '/api/Admin/complaint?pageSize=1')).json()) as Array<{ id: number }>;
    const params: Record<string, string> = {
      '/*': '/no-such-page-here',
      '/tender-details': `/tender-details?id=${currentTender}`,
      '/services/*': '/services/water-connection',
      '/admin/:screen': `/admin/${resources[0]!.adminPath}`,
      '/admin/complaints/:id': `/admin/complaints/${complaint?.id ?? 1}`,
    };
    // Not pages: a language switch, the catalogues, sign-out, and the spec's admin paths (redirects).
    const skip = (p: string) =>
      /^\/(language|i18n|logout)\b/.test(p) || (!p.startsWith('/admin') && routeConfig.some((r) => r.id === `spec-${p.slice(1)}`));
    const publicPaths = configuredPaths()
      .filter((p) => !skip(p) && !p.startsWith('/admin'))
      .map((p) => params[p] ?? p);
    const adminPaths = [
      ...configuredPaths()
        .filter((p) => p.startsWith('/admin'))
        .map((p) => params[p] ?? p),
      ...resources.map((r) => `/admin/${r.adminPath}`),
      '/admin/nosuch',
    ];
    const errorStates = ERROR_STATES.map((s) => s.path);
    expect(publicPaths.length).toBeGreaterThan(30);

    // The <title> is rendered on the server (React Router's meta): read off each page's HTML, signed in for the
    // admin pages. No browser opens these pages (each one the browser opens is axe-scanned in its own test).
    const titles = new Map<string, string>();
    const check = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${suite.running.url}${path}`, { headers });
      // The leaving page without its address answers 400 (it names no site to leave for), with its own title.
      expect(path.startsWith('/leaving') && !path.includes('to=') ? [400] : [200, 404], `${path}: status`).toContain(res.status);
      const html = await res.text();
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(title, `${path}: <title>`).toMatch(new RegExp(`^\\S.* \\| ${COUNCIL.en}$`));
      titles.set(path, title);
    };
    for (const path of [...publicPaths.filter((p) => p !== '/user/dashboard'), ...errorStates]) await check(path);
    const signedIn = { authorization: `Bearer ${await apiToken()}` };
    for (const path of [...new Set(adminPaths)]) await check(path, signedIn);
    // Page-specific: the error states and the admin pages named in the issue say what they are.
    expect(titles.get('/currenttender?page=999')).toBe(`Active Tenders | ${COUNCIL.en}`);
    expect(titles.get('/pasttender?page=999')).toBe(`Un-Active Tenders | ${COUNCIL.en}`);
    expect(titles.get('/admin/nosuch')).toBe(`Page Not Found | ${COUNCIL.en}`);
    expect(titles.get('/admin/profile')).toBe(`Profile | ${COUNCIL.en}`);
    expect(titles.get('/admin/settings')).toBe(`Site settings | ${COUNCIL.en}`);
  }, 600_000);
});

describe('item 2: paragraphs and line breaks typed by staff (never HTML)', () => {
  it('About, latest news and a tender description show paragraphs and line breaks; markup stays text', async () => {
    await open(suite.page, `${suite.running.url}/about`);
    // The demo's first About text has three paragraphs separated by blank lines.
    expect(await suite.page.locator('.about-block article').first().locator('p.about-text').count()).toBe(3);
    await checkA11y(suite.page, 'about');
    await screenshot(suite.page, 'audit-about');

    const news = await api('POST', '/api/Admin/latest-news', {
      id: 0,
      title: 'Zebracrossing painted at Mandi Chowk',
      description: 'First line <b>not bold</b>\nsecond line\n\nA new paragraph.',
    });
    expect(news.status).toBe(201);
    await open(suite.page, `${suite.running.url}/latestnews`);
    const cell = suite.page.locator('main td.public-secondary', { hasText: 'First line' });
    expect(await cell.locator('p').count()).toBe(2);
    expect(await cell.locator('p').first().locator('br').count()).toBe(1);
    expect(await cell.locator('b').count()).toBe(0);
    expect(await cell.innerText()).toContain('<b>not bold</b>');
    await checkA11y(suite.page, 'latestnews');

    const id = await createTender({
      tender_no: 'NPS/AUDIT/1',
      tender_title: 'Audit tender with paragraphs',
      tender_discreption: 'Scope of work.\nSecond line.\n\nEligibility.',
      publish_date: '2026-01-01',
      last_date_of_submission: '2099-01-01',
      status: 'Open',
    });
    await open(suite.page, `${suite.running.url}/tender-details?id=${id}`);
    expect(await suite.page.locator('main p', { hasText: 'Scope of work.' }).locator('br').count()).toBe(1);
    expect(await suite.page.locator('main p', { hasText: 'Eligibility.' }).count()).toBe(1);
    await checkA11y(suite.page, 'tender-details');
  });
});

describe('item 3: the compact officials view at 768 px or less', () => {
  it('768 px: name, remarks, mobile and View More; 769 px: the full table', async () => {
    const narrow = await newContext(suite.browser, { viewport: { width: 768, height: 900 } });
    try {
      const p = await narrow.newPage();
      const w = new PageWatcher(p);
      await open(p, `${suite.running.url}/wardparsad`);
      expect(await p.locator('main tbody tr').first().locator('a[data-opens^="details:"]').isVisible()).toBe(true);
      expect(await p.locator('main th', { hasText: 'From Date' }).isVisible()).toBe(false);
      await checkA11y(p, '768 px');
      await screenshot(p, 'audit-officials');
      await p.setViewportSize({ width: 769, height: 900 });
      expect(await p.locator('main th', { hasText: 'From Date' }).isVisible()).toBe(true);
      expect(await p.locator('main tbody tr').first().locator('a[data-opens^="details:"]').isVisible()).toBe(false);
      w.assertClean();
    } finally {
      await narrow.close();
    }
  });
});

describe('item 7: tender status on the public pages', () => {
  it('a cancelled tender is marked in both lists, the dialog and its page; other statuses show as typed', async () => {
    const id = await createTender({
      tender_no: 'NPS/AUDIT/2',
      tender_title: 'Audit tender withdrawn',
      publish_date: '2026-01-01',
      last_date_of_submission: '2099-01-01',
      status: 'Cancelled',
    });
    for (const list of ['/currenttender', '/pasttender']) {
      await open(suite.page, `${suite.running.url}${list}`);
      const cancelled = suite.page.locator('main tbody tr').filter({ has: suite.page.locator('.tender-status[data-cancelled]') });
      expect(await cancelled.count(), list).toBeGreaterThan(0);
      expect(await cancelled.first().locator('.tender-status').innerText()).toBe('Cancelled');
      expect(await suite.page.locator('main .tender-status').count(), `${list}: every row shows a status`).toBe(
        await suite.page.locator('main tbody tr').count(),
      );
      await checkA11y(suite.page, list);
    }
    await open(suite.page, `${suite.running.url}/currenttender?tender=${id}`);
    const dialog = suite.page.getByRole('dialog');
    expect(await dialog.locator('.tender-status').innerText()).toBe('Cancelled');
    await checkA11y(suite.page, 'tender dialog');
    await open(suite.page, `${suite.running.url}/tender-details?id=${id}`);
    expect(await suite.page.locator('main .tender-status').innerText()).toBe('Cancelled');
  });
});

describe('item 10: the location link and the map on request', () => {
  it('top-bar location link to the address on the map; no request to the map origin before the click, the map after', async () => {
    const mapRequests: string[] = [];
    suite.page.on('request', (r) => {
      if (r.url().startsWith(MAP_ORIGIN)) mapRequests.push(r.url());
    });
    // No network here: the map service answers from the test.
    await suite.page.route(`${MAP_ORIGIN}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>map</p></html>' }),
    );
    const response = await suite.page.goto(`${suite.running.url}/contactus`);
    await hydrated(suite.page);
    expect(response?.headers()['content-security-policy']).toContain(`frame-src ${MAP_ORIGIN} https://www.youtube-nocookie.com;`);
    const location = suite.page.locator('.topbar').getByRole('link', { name: /^Location/ });
    expect(leavingTarget(await location.getAttribute('href'))).toBe(mapSearchUrl(demoSite.address));
    const map = suite.page.locator('section', { has: suite.page.locator('#map-heading') });
    expect(await map.locator('address').innerText()).toBe(demoSite.address);
    expect(await map.locator('iframe').count()).toBe(0);
    await checkA11y(suite.page, 'map closed');
    await screenshot(suite.page, 'audit-contact-map-closed');
    expect(mapRequests).toEqual([]);

    await map.getByRole('button', { name: 'Show the map' }).click();
    await map.locator('iframe').waitFor({ state: 'attached' });
    expect(await map.locator('iframe').getAttribute('src')).toMatch(
      new RegExp(`^${MAP_ORIGIN.replace(/[.]/g, '\\.')}/export/embed\\.html\\?`),
    );
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(await map.locator('address').innerText()).toBe(demoSite.address);
    await checkA11y(suite.page, 'map open');
    await screenshot(suite.page, 'audit-contact-map-open');
    await suite.page.unroute(`${MAP_ORIGIN}/**`);
  });
});

describe('item 11: the search results line in singular and plural', () => {
  it('“1 result for” and “2 results for”; Hindi shows its text, not a key', async () => {
    await open(suite.page, `${suite.running.url}/search?q=Zebracrossing`);
    expect(await suite.page.locator('main [role=status]').innerText()).toBe('1 result for “Zebracrossing”');
    await open(suite.page, `${suite.running.url}/search?q=budget`);
    expect(await suite.page.locator('main [role=status]').innerText()).toMatch(/^\d+ results for “budget”$/);
    await checkA11y(suite.page, 'search');
    await suite.context.addCookies([{ name: 'lang', value: 'hi', url: suite.running.url }]);
    await open(suite.page, `${suite.running.url}/search?q=Zebracrossing`);
    expect(await suite.page.locator('main [role=status]').innerText()).toBe('“Zebracrossing” के लिए 1 परिणाम');
    await suite.context.clearCookies();
  });
});

describe('item 12: one source for office hours; demo news that matches what the portal offers', () => {
  it('About and Contact show the same office hours; no news promises online payment while payment is coming soon', async () => {
    for (const path of ['/about', '/contactus']) {
      await open(suite.page, `${suite.running.url}${path}`);
      const text = await visibleText(suite.page);
      expect(text, path).toContain(demoSite.officeHours);
      expect(text, path).not.toMatch(/Monday to Friday|10:00 to 17:30/);
    }
    // The former 'Coming soon' page is the service page (issue 14), which names the office and its hours.
    await open(suite.page, `${suite.running.url}/paypropertytax`);
    expect(await suite.page.locator('main h1').innerText()).toBe('Pay property tax');
    await open(suite.page, `${suite.running.url}/latestnews`);
    expect(await visibleText(suite.page)).not.toMatch(/online/i);
  });
});

describe('item 13: links that name and reach their target', () => {
  it('clean-India goes to the urban mission; the Complaint Status card says “View all complaints”', async () => {
    await open(suite.page, `${suite.running.url}/`);
    expect(
      leavingTarget(
        await suite.page
          .locator('header')
          .getByRole('link', { name: /Swachh Bharat/ })
          .getAttribute('href'),
      ),
    ).toBe('https://sbmurban.org/');
    const card = suite.page.locator('section', { has: suite.page.locator('#status-heading') });
    const link = card.getByRole('link', { name: 'View all complaints' });
    expect(await link.getAttribute('href')).toBe('/viewgrievance');
    await checkA11y(suite.page, 'home');
  });
});

describe('item 14: no officials, no officials heading', () => {
  it('Home and About hide the officials block when there are none', async () => {
    const list = (await (await api('GET', '/api/Admin/minister-officer-employee')).json()) as Array<{ id: number }>;
    for (const o of list) expect((await api('DELETE', `/api/Admin/minister-officer-employee/${o.id}`)).status).toBe(204);
    for (const path of ['/', '/about']) {
      await open(suite.page, `${suite.running.url}${path}`);
      expect(await suite.page.locator('#officials-heading').count(), path).toBe(0);
      await checkA11y(suite.page, path);
    }
  });
});
