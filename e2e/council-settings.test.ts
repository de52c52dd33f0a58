/**
 * Issue 29, content that is always right: every sentence naming the council, its state, its district or its
 * office comes from Admin › Settings (and the master lists), never from the code or the translations.
 *
 * An install set up as the demo council (Sundarpur, Government of Madhya Pradesh) shows those names; then the
 * admin sets another council, state, address and district, and every public page (each route of the public
 * layout in apps/web/app/routes.ts and every same-site page they link to, with a complaint filed and acted on)
 * is fetched in English and Hindi: none names the old council, state, district or office any more.
 *
 * Then in the browser, at 320 px in Hindi: the receipt's number stays on one line, and the receipt and the
 * tracking page write the filing time alike, with full month names (screenshots in e2e/artifacts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { settingText, type SiteSettings } from '@nagar/contract';
import { demoSite } from '../packages/demo/src/site.ts';
import routes from '../apps/web/app/routes.ts';
import { complaints, districts, grievanceTypes, wards } from '../apps/server/src/db/schema.ts';
import { loginAs } from '../apps/server/src/test/app.ts';
import { startApp, type RunningApp } from './support/app.ts';
import { PageWatcher, checkA11y, launchBrowser, newContext, open, screenshot } from './support/browser.ts';

const OLD_DISTRICT = { name: 'Sundarpur', nameHi: 'सुंदरपुर' };
const NEW_DISTRICT = { name: 'Rampur', nameHi: 'रामपुर' };

/** Another council in another state. */
const NEW_SITE: SiteSettings = {
  ...demoSite,
  councilName: 'Nagar Palika Parishad Rampur',
  councilNameHi: 'नगर पालिका परिषद रामपुर',
  stateName: 'Government of Uttar Pradesh',
  stateNameHi: 'उत्तर प्रदेश शासन',
  address: 'Palika Bhawan, Civil Lines, Rampur 244901',
  addressHi: 'पालिका भवन, सिविल लाइंस, रामपुर 244901',
  email: 'info@rampur.example',
  rtiUrl: 'https://upsic.up.gov.in/',
  importantLinks: [{ label: 'National Portal of India', labelHi: 'भारत का राष्ट्रीय पोर्टल', url: 'https://www.india.gov.in/' }],
};

/**
 * What must not be on any page once the council is Rampur: the old settings' texts, the old district, and the
 * state and town however spelt (a translation that wrote them in would show here).
 */
const OLD_NAMES = [
  demoSite.councilName,
  demoSite.councilNameHi,
  demoSite.stateName,
  demoSite.stateNameHi,
  demoSite.address,
  demoSite.addressHi,
  OLD_DISTRICT.name,
  OLD_DISTRICT.nameHi,
  'Madhya Pradesh',
  'मध्य प्रदेश',
  'सुन्दरपुर',
  // The new name has neither: the old one, or the generic name of an empty install, written in by the code.
  'Nagar Parishad',
  'नगर परिषद',
];

const WARDS = [
  { name: 'Ward 10 – Civil Lines', nameHi: 'वार्ड 10 – सिविल लाइंस' },
  { name: 'Ward 2 – Station Road', nameHi: 'वार्ड 2 – स्टेशन रोड' },
];
const TYPES = [
  { name: 'Other', nameHi: 'अन्य' },
  { name: 'Street light not working', nameHi: 'स्ट्रीट लाइट बंद' },
  { name: 'Drain blockage', nameHi: 'नाली जाम' },
];
const MOBILE = '9000029029';

let running: RunningApp;
let complaintNo = '';
let trackingToken = '';
let complaintId = 0;

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every route of the public layout without a variable part (the variable ones are reached by links). */
function publicPaths(): string[] {
  const layout = (routes as RouteEntry[]).find((r) => r.file === 'routes/site/layout.tsx');
  if (!layout?.children) throw new Error('no public layout in apps/web/app/routes.ts');
  return layout.children.map((r) => (r.index ? '/' : `/${r.path ?? ''}`)).filter((p) => !/[:*]/.test(p));
}

const get = (path: string, lang: 'en' | 'hi') =>
  fetch(`${running.url}${path}`, { headers: { cookie: `lang=${lang}` }, redirect: 'manual' });

/** Same-site page links of a page: no back office, stored files, API or feeds' XML. */
function links(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&').replace(/#.*$/, ''))
    .filter((h) => h.startsWith('/') && !h.startsWith('//'))
    .filter((h) => !/^\/(admin|files|api|assets)(\/|$|\?)/.test(h) && !/\.(xml|css|js|png|svg|ico|webmanifest|pdf)(\?|$)/.test(h));
}

/**
 * Fetches the public pages in a language: the seeds, then every link found, at most three addresses with a
 * query per path (page 2 of a list is like page 3) and 400 in all.
 */
async function crawl(lang: 'en' | 'hi', seeds: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const queue = [...new Set(seeds)];
  const perPath = new Map<string, number>();
  while (queue.length && pages.size < 400) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const res = await get(path, lang);
    expect(res.status, `${lang} ${path}`).toBeLessThan(500);
    const html = res.status >= 300 && res.status < 400 ? '' : await res.text();
    pages.set(path, html);
    for (const link of links(html)) {
      if (pages.has(link) || queue.includes(link)) continue;
      const [pathname, query] = link.split('?');
      if (query) {
        const n = perPath.get(pathname!) ?? 0;
        if (n >= 3) continue;
        perPath.set(pathname!, n + 1);
      }
      queue.push(link);
    }
  }
  return pages;
}

/** The old names a page still shows (Latin ones whatever their case), with a little of their context. */
function oldNamesIn(html: string): string[] {
  const found: string[] = [];
  const lower = html.toLowerCase();
  for (const name of OLD_NAMES) {
    const at = lower.indexOf(name.toLowerCase());
    if (at >= 0) found.push(`${name}: …${html.slice(Math.max(0, at - 80), at + name.length + 40)}…`);
  }
  return found;
}

beforeAll(async () => {
  running = await startApp();
  const { app } = running;
  const db = app.services.db;
  await app.services.settings.update(null, { values: demoSite });
  await db.insert(districts).values(OLD_DISTRICT);
  await db.insert(wards).values(WARDS);
  await db.insert(grievanceTypes).values(TYPES);
  app.services.cache.invalidate();
}, 120_000);

afterAll(async () => {
  await running?.close();
});

describe('the council, its state and district come from the settings', () => {
  it('shows the demo council while it is set', async () => {
    for (const lang of ['en', 'hi'] as const) {
      const holidays = await (await get('/listofholiday', lang)).text();
      expect(holidays).toContain(settingText(demoSite, 'stateName', lang));
      const form = await (await get('/postgrievance', lang)).text();
      expect(form).toContain(lang === 'en' ? OLD_DISTRICT.name : OLD_DISTRICT.nameHi);
      expect(await (await get('/', lang)).text()).toContain(settingText(demoSite, 'councilName', lang));
    }
  });

  it('names none of the old council, state, district or office on any public page in either language after a change', async () => {
    const { app } = running;
    // Admin › Settings, and the district renamed in its master list.
    await app.services.settings.update(null, { values: NEW_SITE });
    await app.services.db.update(districts).set(NEW_DISTRICT).where(eq(districts.name, OLD_DISTRICT.name));
    app.services.cache.invalidate();
    // A complaint, acted on by the council (its history names who acted).
    const filed = await app.services.complaints.file(
      {
        district: NEW_DISTRICT.name,
        ward: WARDS[0]!.name,
        grivance: TYPES[1]!.name,
        additional_Information: 'The light at the corner of Civil Lines is out.',
        name: 'Asha Devi',
        mobile: MOBILE,
        consent: true,
        photos: [],
      },
      '10.29.8.1',
    );
    ({ complaintNo, trackingToken } = filed);
    const [row] = await app.services.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.complaintNo, complaintNo));
    complaintId = row!.id;
    const login = await loginAs(app, 'admin', 'council-settings@test.example');
    const session = (await app.services.accounts.authenticate(login.token))!;
    await app.services.complaints.act(complaintId, { status: 'In Progress', remarks: 'The lineman is on his way.', images: [] }, session);

    const seeds = [
      ...publicPaths(),
      '/no-such-page-here',
      `/trackgrievance?no=${complaintNo}&t=${trackingToken}`,
      `/postgrievance?filed=${complaintNo}`,
      `/viewgrievance?complaint=${complaintId}`,
      '/search?q=water',
    ];
    for (const lang of ['en', 'hi'] as const) {
      const pages = await crawl(lang, seeds);
      expect(pages.size, `${lang}: pages fetched`).toBeGreaterThan(25);
      const stale = [...pages].flatMap(([path, html]) => oldNamesIn(html).map((hit) => `${path} (${lang}) ${hit}`));
      expect(stale).toEqual([]);
      // And the new names are there: the state's government on the holiday list, the council as the actor.
      expect(pages.get('/listofholiday')).toContain(settingText(NEW_SITE, 'stateName', lang));
      const tracked = pages.get(`/trackgrievance?no=${complaintNo}&t=${trackingToken}`)!;
      expect(tracked).toContain(settingText(NEW_SITE, 'councilName', lang));
      expect(pages.get('/postgrievance')).toContain(NEW_DISTRICT[lang === 'en' ? 'name' : 'nameHi']);
    }
  }, 600_000);
});

describe('the receipt at 320 px, in Hindi', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the number on one line and writes the time as the tracking page does, in full Hindi months', async () => {
    const context = await newContext(browser, { viewport: { width: 320, height: 720 } });
    await context.addCookies([{ name: 'lang', value: 'hi', url: running.url }]);
    const p = await context.newPage();
    const watcher = new PageWatcher(p);
    expect(await open(p, `${running.url}/postgrievance`)).toBe(200);
    // The lists in Hindi order, अन्य last; wards by number.
    const labels = (id: string) =>
      p.locator(`${id} option`).evaluateAll((els) => els.filter((e) => (e as HTMLOptionElement).value).map((e) => e.textContent));
    expect(await labels('#g-grivance')).toEqual(['नाली जाम', 'स्ट्रीट लाइट बंद', 'अन्य']);
    expect(await labels('#g-ward')).toEqual([WARDS[1]!.nameHi, WARDS[0]!.nameHi]);
    // The one district (renamed by the test above, or not when this test runs alone).
    await p.locator('#g-district').selectOption({ index: 1 });
    await p.locator('#g-ward').selectOption({ label: WARDS[1]!.nameHi });
    await p.locator('#g-grivance').selectOption({ label: 'नाली जाम' });
    await p.locator('#g-additional_Information').fill('स्टेशन रोड की नाली जाम है।');
    await p.locator('#g-name').fill('आशा देवी');
    await p.locator('#g-mobile').fill('9000029030');
    await p.locator('#g-consent').check();
    await Promise.all([p.waitForURL(/\/postgrievance\?filed=GRV-\d{4}-\d{6}$/), p.locator('main button[type="submit"]').click()]);
    const number = p.getByTestId('complaint-no');
    await number.waitFor();
    // One line: the text's boxes share one top, and the element is no wider than the page.
    const lines = await number.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const filedAt = (await p.getByTestId('receipt-filed-at').innerText()).trim();
    expect(filedAt).toMatch(/^\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}, \d{2}:\d{2} भारतीय समय$/);
    await checkA11y(p, 'Hindi receipt at 320 px');
    await screenshot(p, 'council-receipt-hi-320');

    // The receipt's link opens the tracking page (this browser filed it): the same time, written alike.
    await p.getByRole('link', { name: 'यह शिकायत ट्रैक करें' }).click();
    const filedOn = p.getByTestId('track-filed-on');
    await filedOn.waitFor();
    expect((await filedOn.innerText()).trim()).toBe(filedAt);
    await checkA11y(p, 'Hindi tracked complaint at 320 px');
    await screenshot(p, 'council-track-hi-320');
    watcher.assertClean();
    await context.close();
  }, 120_000);
});
