import type { FastifyRequest } from 'fastify';
import { PublicCache } from '../cache/public-cache.ts';
import { readCookie } from '../auth/plugin.ts';
import { CONTRAST_COOKIE, TEXT_SIZE_COOKIE, displayFromCookie } from '@nagar/contract';

/**
 * Rendered public pages for visitors without an account, kept until the next write (the public reads' cache
 * clears this one with it) and at most `PAGE_TTL_SECONDS`, so that a page that depends on the clock (current
 * tenders, this year's holidays) is at most that late. Server rendering is what bounds the portal under many
 * connections (bench `soak`); a page that is the same for every anonymous visitor is rendered once.
 *
 * What a page depends on, and so what the key holds: the origin (the receipt's tracking link is absolute), the
 * URL, the language's inputs (the `lang` cookie, else whether Accept-Language starts with Hindi) and the display
 * choices (the text-size and contrast cookies, as the page reads them: an unknown value is the default). A request
 * with any other cookie (a session, the receipt's mobile), another method, a conditional or range header, or to
 * a path that is personal, rate-limited, a redirect or not a document gets no key and is rendered as before.
 * Each answer gets its own script nonce: the stored page's nonce is replaced, the policy names the new one.
 */
export const PAGE_TTL_SECONDS = 60;
const MAX_PAGE_BYTES = 512 * 1024;

/** Paths never served from the cache: personal, throttled, signing in or out, redirects, data and files. */
const UNCACHED = /^\/(api|files|admin|i18n|language|display|leaving|logout|login|trackgrievance|user|__)(\/|\.|$)/;

/** The cookies a page depends on, each a part of the key: any other cookie means no key. */
const KEYED_COOKIES = new Set(['lang', TEXT_SIZE_COOKIE, CONTRAST_COOKIE]);

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The script nonce the body was rendered with. */
  nonce: string;
}

export function pageCacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.user) return null;
  const h = request.headers;
  if (h['if-none-match'] || h['if-modified-since'] || h.range || h.authorization) return null;
  const [path = '/', query = ''] = request.url.split('?', 2);
  if (UNCACHED.test(path) || path.endsWith('.data') || /(^|&)filed=/.test(query)) return null;
  const cookie = h.cookie ?? '';
  const names = cookie.split(';').map((part) => part.split('=', 1)[0]!.trim());
  if (names.some((name) => name !== '' && !KEYED_COOKIES.has(name))) return null;
  const lang = readCookie(cookie, 'lang');
  const acceptHi = /^hi\b/i.test(h['accept-language'] ?? '') ? 'hi' : '';
  const display = displayFromCookie(cookie);
  return `${request.protocol}://${request.host} ${lang}|${acceptHi}|${display.size}|${display.contrast} ${request.url}`;
}

/** A page answer worth keeping: a complete HTML page that sets no cookie. */
export const keepable = (page: RenderedPage) =>
  page.status === 200 &&
  page.body.length <= MAX_PAGE_BYTES &&
  page.headers.some(([k, v]) => k === 'content-type' && v.startsWith('text/html')) &&
  !page.headers.some(([k]) => k === 'set-cookie');

/** The page with a fresh nonce in place of the one it was rendered with. */
export const withNonce = (page: RenderedPage, nonce: string): RenderedPage =>
  page.nonce === nonce || !page.nonce ? page : { ...page, body: page.body.split(page.nonce).join(nonce), nonce };

export function pageCache(reads: PublicCache, ttlSeconds: number): PublicCache {
  const ttl = ttlSeconds > 0 ? Math.min(ttlSeconds, PAGE_TTL_SECONDS) : PAGE_TTL_SECONDS;
  const pages = new PublicCache(ttl, { maxEntries: 200, maxBytes: 8 * 1024 * 1024 });
  reads.onInvalidate(() => pages.invalidate());
  return pages;
}
