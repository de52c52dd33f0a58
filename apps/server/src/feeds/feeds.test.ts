/**
 * Issue 29 (GIGW 3.0), sitemap, robots and feeds: /sitemap.xml validates against the sitemaps.org 0.9 schema
 * (sitemap-0.9.xsd, with xmllint from Debian's libxml2-utils) and lists every public page and every published
 * item's own address with its last change, nothing of complaints or the back office; past 50,000 addresses it
 * is a sitemap index; /robots.txt names it and keeps the private paths out; a feed parser reads each RSS feed
 * in English and Hindi. Every absolute address comes from PUBLIC_URL, whatever Host the request names.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { sql } from 'drizzle-orm';
import { NOT_INDEXED_PATHS, RSS_FEEDS, publicPagePaths, type DraftValues, type FeedName, type ResourceName } from '@nagar/contract';
import * as tables from '../db/schema.ts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, testImage, testPdf, type TestApp } from '../test/app.ts';
import { FEED_ITEMS } from './routes.ts';
import { SITEMAP_MAX_URLS, rfc822 } from './xml.ts';

const PUBLIC_URL = 'https://sundarpur.example.gov.in';
const XSD = path.join(import.meta.dirname, 'sitemap-0.9.xsd');
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'item', 'sitemap'].includes(name),
});

/** xmllint's verdict on a document against the sitemap schema ('' when valid). */
function schemaProblems(xml: string): string {
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, '-'], { input: xml, stdio: ['pipe', 'pipe', 'pipe'] });
    return '';
  } catch (err) {
    return String((err as { stderr?: Buffer }).stderr ?? err).slice(0, 2000);
  }
}

const locsOf = (xml: string): Array<{ loc: string; lastmod?: string }> => parser.parse(xml).urlset?.url ?? [];

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The file id of a stored file's address (/files/<id>/<name>). */
const fileIdOf = (url: string) => /\/files\/([0-9a-f-]{36})\//.exec(url)?.[1];

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  const s = t.app.services;
  await s.settings.update(null, { values: { councilName: 'Sundarpur Nagar Parishad', councilNameHi: 'सुंदरपुर नगर परिषद' } });
  const pdf = await testPdf('Water tax notice');
  const jpeg = await testImage();
  const create = (name: ResourceName, values: DraftValues, files: Record<string, { filename: string; data: Buffer }> = {}) =>
    s.resource(name).create({ values, files, remove: new Set() });
  await create(
    'notice',
    { title: 'Water tax due', titleHi: 'जल कर देय', description: 'Pay by March', issueDate: '2026-11-20' },
    { filePath: { filename: 'n.pdf', data: pdf } },
  );
  // A notice of before documents were required (straight into its table): it has no address of its own.
  await s.db.insert(tables.notices).values({ title: 'Ward meeting', description: 'No document', issueDate: '2026-11-21' });
  await create('circular', { title: 'Office hours circular', issueDate: '2026-10-01' }, { filePath: { filename: 'c.pdf', data: pdf } });
  await create('officeOrder', { title: 'Transfer order', issueDate: '2026-09-01' }, { filePath: { filename: 'o.pdf', data: pdf } });
  await create('latestNews', { title: 'Cleanliness drive <Sunday> & more', titleHi: 'स्वच्छता अभियान', description: 'All wards' });
  await create('tender', {
    tender_no: 'T/2026/1',
    tender_title: 'Road repair',
    tender_titleHi: 'सड़क मरम्मत',
    publish_date: '2026-11-01',
    last_date_of_submission: '2026-12-31',
    status: 'Open',
  });
  await create(
    'pressRelease',
    {
      title: 'Budget passed',
      description: 'The council passed the budget',
      releaseNewsPaperName: 'Dainik',
      releasesPageNo: '3',
      releaseDate: '2026-11-10',
    },
    { photoPath: { filename: 'p.jpg', data: jpeg } },
  );
  // A complaint with a photo: its stored file must never be listed.
  await create('district', { name: 'Sundarpur' });
  await create('ward', { name: 'Ward 1' });
  await create('grievanceType', { name: 'Water supply' });
  await s.complaints.file(
    {
      district: 'Sundarpur',
      ward: 'Ward 1',
      grivance: 'Water supply',
      additional_Information: 'Leak',
      name: 'Citizen',
      mobile: '9876543210',
      consent: true,
      photos: [{ filename: 'leak.jpg', data: jpeg }],
    } as never,
    '192.0.2.1',
  );
}, 120_000);
afterAll(() => t?.close());

describe('/sitemap.xml', () => {
  it('is application/xml, valid against the sitemaps.org 0.9 schema, with PUBLIC_URL addresses even for Host: evil.example', async () => {
    const res = await get('/sitemap.xml', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(schemaProblems(res.body)).toBe('');
    const locs = locsOf(res.body);
    expect(locs.length).toBeGreaterThan(30);
    for (const { loc } of locs) expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
    expect(res.body).not.toContain('evil.example');
  });

  it('lists every public page of the menu and every published item with its own address and last change', async () => {
    const locs = locsOf((await get('/sitemap.xml')).body);
    const byLoc = new Map(locs.map((l) => [l.loc, l.lastmod]));
    for (const page of publicPagePaths()) expect(byLoc.has(`${PUBLIC_URL}${page}`), page).toBe(true);

    // Straight from the database: each document-bearing item by its document, each tender by its page.
    const db = t.app.services.db;
    const expected: Array<{ loc: string; updatedAt: Date }> = [];
    for (const table of ['notices', 'circulars', 'office_orders']) {
      const rows = await rowsOf<{ id: string; name: string; updated_at: Date | string }>(
        db,
        sql.raw(`select f.id, f.name, t.updated_at from ${table} t join files f on f.id = t.file_id`),
      );
      for (const r of rows)
        expected.push({ loc: `${PUBLIC_URL}/files/${r.id}/${encodeURIComponent(r.name)}`, updatedAt: new Date(r.updated_at) });
    }
    for (const r of await db.select({ id: tables.tenders.id, updatedAt: tables.tenders.updatedAt }).from(tables.tenders))
      expected.push({ loc: `${PUBLIC_URL}/tender-details?id=${r.id}`, updatedAt: r.updatedAt });
    expect(expected.length).toBe(4);
    for (const e of expected) {
      expect(byLoc.has(e.loc), e.loc).toBe(true);
      expect(byLoc.get(e.loc)).toBe(e.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    }
    // A list page is dated by its newest item (the latest news has no page of its own: its list carries the date).
    const [news] = await db.select({ updatedAt: tables.latestNews.updatedAt }).from(tables.latestNews);
    expect(byLoc.get(`${PUBLIC_URL}/latestnews`)).toBe(news!.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });

  it('lists nothing private: no back office, sign-in, tracking or complaint list page, and no file that is not a published document', async () => {
    const locs = locsOf((await get('/sitemap.xml')).body).map((l) => l.loc.slice(PUBLIC_URL.length));
    for (const p of NOT_INDEXED_PATHS)
      expect(
        locs.filter((l) => l === p || l.startsWith(`${p}/`) || l.startsWith(`${p}?`)),
        p,
      ).toEqual([]);
    const db = t.app.services.db;
    const published = new Set(
      (
        await rowsOf<{ id: string }>(
          db,
          sql`select file_id as id from notices union select file_id from circulars union select file_id from office_orders
            union select photo_id from press_releases`,
        )
      ).map((r) => r.id),
    );
    const listedFiles = locs.map(fileIdOf).filter((id): id is string => !!id);
    expect(listedFiles.length).toBe(4);
    for (const id of listedFiles) expect(published.has(id), id).toBe(true);
    const [complaint] = await db.select({ photo: tables.complaints.pub_Image_1 }).from(tables.complaints);
    expect(complaint?.photo).toBeTruthy();
    expect(listedFiles).not.toContain(complaint!.photo);
  });

  it('is kept until a write: a new notice appears at once', async () => {
    const before = (await get('/sitemap.xml')).body;
    expect((await get('/sitemap.xml')).body).toBe(before);
    await t.app.services.resource('tender').create({
      values: {
        tender_no: 'T/2026/2',
        tender_title: 'Street lights',
        publish_date: '2026-11-02',
        last_date_of_submission: '2027-01-31',
        status: 'Open',
      },
      files: {},
      remove: new Set(),
    });
    const after = locsOf((await get('/sitemap.xml')).body);
    expect(after.length).toBe(locsOf(before).length + 1);
  });
});

describe('/robots.txt', () => {
  it('names the sitemap by PUBLIC_URL and disallows the back office, sign-in, a person’s pages, tracking and the complaint list', async () => {
    const res = await get('/robots.txt', { host: 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api/Admin',
        'Disallow: /login',
        'Disallow: /logout',
        'Disallow: /user',
        'Disallow: /trackgrievance',
        'Disallow: /viewgrievance',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('RSS feeds', () => {
  const FEEDS = Object.keys(RSS_FEEDS) as FeedName[];
  const RFC822 =
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/;

  for (const feed of FEEDS)
    for (const lang of ['en', 'hi'] as const)
      it(`${feed} (${lang}): RSS 2.0 that a parser reads, titled with the council, absolute links, RFC 822 dates, guids`, async () => {
        const url = `/rss/${RSS_FEEDS[feed]}.xml${lang === 'hi' ? '?lang=hi' : ''}`;
        const res = await get(url, { host: 'evil.example' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
        const doc = parser.parse(res.body);
        expect(doc.rss['@version']).toBe('2.0');
        const channel = doc.rss.channel;
        expect(channel.title).toContain(lang === 'hi' ? 'सुंदरपुर नगर परिषद' : 'Sundarpur Nagar Parishad');
        expect(channel.language).toBe(lang === 'hi' ? 'hi-IN' : 'en-IN');
        expect(String(channel.link).startsWith(`${PUBLIC_URL}/`)).toBe(true);
        expect(channel['atom:link']['@href']).toBe(`${PUBLIC_URL}${url}`);
        const items: Array<Record<string, unknown>> = channel.item ?? [];
        expect(items.length).toBeGreaterThan(0);
        expect(items.length).toBeLessThanOrEqual(FEED_ITEMS);
        for (const item of items) {
          expect(String(item.link).startsWith(`${PUBLIC_URL}/`), String(item.link)).toBe(true);
          expect(String(item.pubDate)).toMatch(RFC822);
          expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false);
          expect((item.guid as Record<string, string>)['#text']).toMatch(/^sundarpur\.example\.gov\.in:\w+:\d+$/);
          expect(item.title).toBeTruthy();
        }
        expect(res.body).not.toContain('evil.example');
      });

  it('Hindi feeds show the Hindi title where one was written and lead to the Hindi page; escaped text stays text', async () => {
    const hi = parser.parse((await get('/rss/latestnews.xml?lang=hi')).body).rss.channel;
    expect(hi.item[0].title).toBe('स्वच्छता अभियान');
    expect(hi.item[0].link).toBe(`${PUBLIC_URL}/language/hi?to=%2Flatestnews`);
    const enBody = (await get('/rss/latestnews.xml')).body;
    expect(enBody).toContain('<title>Cleanliness drive &lt;Sunday&gt; &amp; more</title>');
    expect(parser.parse(enBody).rss.channel.item[0].title).toBe('Cleanliness drive <Sunday> & more');
    const notices = parser.parse((await get('/rss/notice.xml')).body).rss.channel.item as Array<{
      title: string;
      link: string;
      pubDate: string;
    }>;
    expect(notices.map((i) => i.title)).toEqual(['Ward meeting', 'Water tax due']);
    expect(notices[1]!.link).toMatch(new RegExp(`^${PUBLIC_URL}/files/[0-9a-f-]{36}/`));
    expect(notices[0]!.pubDate).toBe('Sat, 21 Nov 2026 00:00:00 +0530');
  });

  it('an unknown feed is 404 and an unknown language 400, as JSON messages', async () => {
    expect((await get('/rss/complaints.xml')).statusCode).toBe(404);
    expect((await get('/rss/notice.xml?lang=fr')).statusCode).toBe(400);
  });

  it('RFC 822 dates are in Indian time', () => {
    expect(rfc822(new Date('2026-11-27T18:30:00Z'))).toBe('Sat, 28 Nov 2026 00:00:00 +0530');
  });
});

describe('more than 50,000 addresses', () => {
  it('makes /sitemap.xml an index of numbered files, each valid and within the limit, together listing every address', async () => {
    const db = t.app.services.db;
    await db.execute(sql`insert into tenders (tender_no, tender_title, publish_date, last_date_of_submission, status)
      select 'S/' || g, 'Scale tender ' || g, date '2026-01-01', date '2026-02-01', 'Closed' from generate_series(1, ${SITEMAP_MAX_URLS}) g`);
    t.app.services.cache.invalidate();
    const index = (await get('/sitemap.xml')).body;
    expect(schemaProblems(index)).toBe('');
    const maps: Array<{ loc: string; lastmod?: string }> = parser.parse(index).sitemapindex.sitemap;
    expect(maps.map((m) => m.loc)).toEqual([`${PUBLIC_URL}/sitemaps/1.xml`, `${PUBLIC_URL}/sitemaps/2.xml`]);
    let total = 0;
    for (const m of maps) {
      const res = await get(m.loc.slice(PUBLIC_URL.length));
      expect(res.statusCode).toBe(200);
      expect(schemaProblems(res.body)).toBe('');
      const n = locsOf(res.body).length;
      expect(n).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      total += n;
    }
    const [count] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n from tenders`);
    const tenders = Number(count!.n);
    expect(total).toBeGreaterThan(tenders);
    expect((await get('/sitemaps/3.xml')).statusCode).toBe(404);
  }, 180_000);
});
