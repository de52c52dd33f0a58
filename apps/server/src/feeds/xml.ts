/**
 * The XML texts of the sitemap (sitemaps.org protocol 0.9), its index, the RSS 2.0 feeds and robots.txt.
 * Absolute addresses are built from PUBLIC_URL (config.publicUrl) by the caller, never from the request.
 */
import { indiaClock } from '../lib/india-time.ts';

/** The protocol's limit of addresses in one sitemap file; more go into numbered files under a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Text and attribute values: the five XML entities, and no character XML 1.0 forbids (control characters). */
export function xmlEscape(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing the characters XML 1.0 forbids is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

export interface SitemapEntry {
  /** The absolute address. */
  loc: string;
  lastmod?: Date;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A W3C datetime to the second, in UTC (the protocol's lastmod). */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(files: SitemapEntry[]): string {
  const maps = files.map(
    (e) => `<sitemap><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

/** The entries split into files of at most `max` addresses each (at least one file, perhaps empty). */
export function sitemapFiles(entries: SitemapEntry[], max = SITEMAP_MAX_URLS): SitemapEntry[][] {
  const out: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += max) out.push(entries.slice(i, i + max));
  return out.length ? out : [[]];
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An RFC 822 date (RSS 2.0's pubDate) in Indian time: `Fri, 27 Nov 2026 00:00:00 +0530`. The council's dates are
 * Indian calendar days, so an issue date of 27 November is the start of that day in India, not in Greenwich.
 */
export function rfc822(date: Date): string {
  const ist = indiaClock(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${DAYS[ist.getUTCDay()]}, ${two(ist.getUTCDate())} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()} ${two(ist.getUTCHours())}:${two(ist.getUTCMinutes())}:${two(ist.getUTCSeconds())} +0530`;
}

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  pubDate: Date;
  guid: string;
}

export interface Feed {
  title: string;
  link: string;
  /** The feed's own address (atom:link rel="self"). */
  self: string;
  description: string;
  language: 'en' | 'hi';
  items: FeedItem[];
}

export function rssXml(feed: Feed): string {
  const newest = feed.items.reduce<Date | undefined>((a, i) => (!a || i.pubDate > a ? i.pubDate : a), undefined);
  const items = feed.items.map((i) =>
    [
      '<item>',
      `<title>${xmlEscape(i.title)}</title>`,
      `<link>${xmlEscape(i.link)}</link>`,
      i.description ? `<description>${xmlEscape(i.description)}</description>` : '',
      `<pubDate>${rfc822(i.pubDate)}</pubDate>`,
      `<guid isPermaLink="false">${xmlEscape(i.guid)}</guid>`,
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlEscape(feed.title)}</title>`,
    `<link>${xmlEscape(feed.link)}</link>`,
    `<description>${xmlEscape(feed.description)}</description>`,
    `<language>${feed.language === 'hi' ? 'hi-IN' : 'en-IN'}</language>`,
    newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>` : '',
    `<atom:link href="${xmlEscape(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
