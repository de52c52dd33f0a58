import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PublicCache } from '../cache/public-cache.ts';
import { readCookie } from '../auth/plugin.ts';
import { encodedForms, type Encoding } from '../lib/compression.ts';
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
 *
 * A kept page is sent the same way to every visitor (`fixedPage`): its policy names its inline scripts by their
 * SHA-256 hashes instead of a per-answer nonce — as strict (an inline script runs only if it is one of those, to
 * the byte), and it lets the page be compressed once (per encoding asked for) instead of on every answer, and be answered
 * again before Fastify (lib/answer-replay.ts). The nonce it was rendered with stays in its markup, inert: the
 * policy does not name it.
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

/** A kept page as every visitor gets it: its policy (inline scripts by hash) and its compressed forms, each made once. */
export interface FixedPage {
  status: number;
  headers: [string, string][];
  /** The script sources of its policy: `'sha256-…'` for each inline script. */
  scriptHashes: string;
  body: Buffer;
  /** The body in an encoding, made the first time a visitor asks for it. */
  encoded(encoding: Encoding): Buffer;
}

/** Every inline script of a page (a `<script>` without `src`), as a CSP hash source of its text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(match[1]!)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const fixedPages = new WeakMap<RenderedPage, FixedPage>();

/**
 * The kept page's fixed form, made the first time it is sent. Each compressed form is made when first asked for, at
 * the portal's one setting (lib/compression.ts).
 */
export function fixedPage(page: RenderedPage): FixedPage {
  let fixed = fixedPages.get(page);
  if (!fixed) {
    const body = Buffer.from(page.body);
    fixed = {
      status: page.status,
      headers: page.headers.filter(([name]) => name !== 'set-cookie' && name !== 'content-length'),
      scriptHashes: inlineScriptHashes(page.body).join(' '),
      body,
      encoded: encodedForms(body),
    };
    fixedPages.set(page, fixed);
  }
  return fixed;
}

/** The page with a fresh nonce in place of the one it was rendered with (a render that is not kept). */
export const withNonce = (page: RenderedPage, nonce: string): RenderedPage =>
  page.nonce === nonce || !page.nonce ? page : { ...page, body: page.body.split(page.nonce).join(nonce), nonce };

export function pageCache(reads: PublicCache, ttlSeconds: number): PublicCache {
  const ttl = ttlSeconds > 0 ? Math.min(ttlSeconds, PAGE_TTL_SECONDS) : PAGE_TTL_SECONDS;
  const pages = new PublicCache(ttl, { maxEntries: 200, maxBytes: 8 * 1024 * 1024 });
  reads.onInvalidate(() => pages.invalidate());
  return pages;
}
