import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { NOT_INDEXED_PATHS, RSS_FEEDS, publicPagePaths, resources, settingText, type FeedName } from '@nagar/contract';
import { httpError } from '../lib/errors.ts';
import { zodRoutes } from '../lib/openapi.ts';
import { CONTENT_TYPES, contentItems, type ContentTypeName } from './content.ts';
import { SITEMAP_MAX_URLS, rssXml, sitemapFiles, sitemapIndexXml, sitemapXml, type FeedItem, type SitemapEntry } from './xml.ts';

/** Items per feed: the newest by their own date. */
export const FEED_ITEMS = 50;
/** A feed item's description is cut to this many characters (the page or document holds the whole text). */
const FEED_DESCRIPTION_MAX = 1000;

const FEED_BY_FILE = new Map(Object.entries(RSS_FEEDS).map(([feed, file]) => [`${file}.xml`, feed as FeedName]));
const FeedParams = z.object({ file: z.string().max(40) });
const FeedQuery = z.object({ lang: z.enum(['en', 'hi']).optional() });
const SitemapParams = z.object({ file: z.string().regex(/^[1-9]\d{0,3}\.xml$/) });

/** Browsers and feed readers may keep an answer this long; the server's own copy is cleared by every write. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * /sitemap.xml, /robots.txt and the RSS feeds (/rss/<type>.xml, ?lang=hi for Hindi): XML and text, not JSON,
 * so they are outside /api and the API document (as /files is). Each answer is built once and kept in the
 * public cache, which every content or settings write clears (with several processes, it expires after
 * PUBLIC_CACHE_SECONDS).
 */
export async function feedRoutes(app: FastifyInstance, opts: { sitemapMaxUrls?: number } = {}) {
  const { services } = app;
  const base = services.config.publicUrl;
  const abs = (path: string) => `${base}${path}`;
  const maxUrls = opts.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const api = zodRoutes(app);
  const config = { area: 'public' as const, invalid: { params: { status: 404, key: 'notFound' as const } } };

  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.header('cache-control', CACHE_CONTROL).type(`${type}; charset=utf-8`).send(body);

  /** Every address of the sitemap: the public pages (lists dated by their newest change), then each item's own. */
  async function sitemapEntries(): Promise<SitemapEntry[]> {
    const byLoc = new Map<string, SitemapEntry>();
    const add = (path: string, lastmod?: Date) => {
      const entry = byLoc.get(path);
      if (!entry) byLoc.set(path, { loc: abs(path), lastmod });
      else if (lastmod && (!entry.lastmod || lastmod > entry.lastmod)) entry.lastmod = lastmod;
    };
    for (const path of publicPagePaths()) add(path);
    for (const name of Object.keys(CONTENT_TYPES) as ContentTypeName[]) {
      const items = await contentItems(services, name);
      for (const item of items) {
        // The list shows every item: its date is the newest change of any of them.
        add(CONTENT_TYPES[name].listPath, item.updatedAt);
        if (name === 'tender') add('/pasttender', item.updatedAt);
        if (item.own) add(item.path, item.updatedAt);
      }
    }
    return [...byLoc.values()];
  }

  /** The sitemap's files (one unless there are more than maxUrls addresses), each as its XML text. */
  const sitemap = () =>
    services.cache.get('feeds:sitemap', async () => {
      const files = sitemapFiles(await sitemapEntries(), maxUrls);
      if (files.length === 1) return { root: sitemapXml(files[0]!), files: [] as string[] };
      const index = files.map((entries, i) => ({
        loc: abs(`/sitemaps/${i + 1}.xml`),
        lastmod: entries.reduce<Date | undefined>((a, e) => (e.lastmod && (!a || e.lastmod > a) ? e.lastmod : a), undefined),
      }));
      return { root: sitemapIndexXml(index), files: files.map(sitemapXml) };
    });

  api.get('/sitemap.xml', { config }, async (_request, reply) => send(reply, 'application/xml', (await sitemap()).root));

  // The numbered files of a sitemap index (only when the site has more than 50,000 addresses).
  api.get('/sitemaps/:file', { config, schema: { params: SitemapParams } }, async (request, reply) => {
    const body = (await sitemap()).files[parseInt(request.params.file, 10) - 1];
    if (body === undefined) throw httpError(404, 'notFound');
    return send(reply, 'application/xml', body);
  });

  api.get('/robots.txt', { config }, async (_request, reply) => {
    // Under a path prefix (PUBLIC_URL https://example.gov.in/portal) the rules name the prefixed paths.
    const prefix = new URL(base).pathname.replace(/\/$/, '');
    const lines = ['User-agent: *', ...NOT_INDEXED_PATHS.map((p) => `Disallow: ${prefix}${p}`), '', `Sitemap: ${abs('/sitemap.xml')}`, ''];
    return send(reply, 'text/plain', lines.join('\n'));
  });

  api.get('/rss/:file', { config, schema: { params: FeedParams, querystring: FeedQuery } }, async (request, reply) => {
    const feed = FEED_BY_FILE.get(request.params.file);
    if (!feed) throw httpError(404, 'notFound');
    const lang = request.query.lang ?? 'en';
    const xml = await services.cache.get(`feeds:rss:${feed}:${lang}`, () => feedXml(feed, lang));
    return send(reply, 'application/rss+xml', xml);
  });

  async function feedXml(feed: FeedName, lang: 'en' | 'hi'): Promise<string> {
    const type = CONTENT_TYPES[feed];
    const def = resources.find((r) => r.name === type.resource)!;
    const [site, items] = await Promise.all([services.settings.read(), contentItems(services, feed, FEED_ITEMS)]);
    const council = settingText(site, 'councilName', lang);
    const heading = def.texts.publicTitle?.[lang] || def.texts.heading[lang];
    // A page of the site in Hindi: through /language/hi, which remembers the choice and opens the page.
    const pageUrl = (path: string) =>
      lang === 'hi' && !path.startsWith('/files/') ? abs(`/language/hi?to=${encodeURIComponent(path)}`) : abs(path);
    const host = new URL(base).host;
    const feedItems: FeedItem[] = items.map((item) => {
      const title = (lang === 'hi' && item.titleHi.trim()) || item.title;
      const description = ((lang === 'hi' && item.descriptionHi.trim()) || item.description).trim();
      return {
        title,
        link: pageUrl(item.path),
        description: description.length > FEED_DESCRIPTION_MAX ? `${description.slice(0, FEED_DESCRIPTION_MAX - 1)}…` : description,
        pubDate: item.date ?? item.createdAt,
        guid: `${host}:${type.resource}:${item.id}`,
      };
    });
    return rssXml({
      title: `${heading} — ${council}`,
      link: pageUrl(type.listPath),
      self: abs(`/rss/${RSS_FEEDS[feed]}.xml${lang === 'hi' ? '?lang=hi' : ''}`),
      description: `${council}: ${heading}`,
      language: lang,
      items: feedItems,
    });
  }
}
