import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { webBuilt, webTestApp } from '../test/app.ts';

/**
 * Anonymous visitors' pages are rendered once until the next write (web/page-cache.ts), on the web build: a
 * second visit is a hit with the same bytes (the policy names the inline scripts by hash), the
 * languages are kept apart, a write is seen at once, and nothing personal, signed in or sent with another
 * cookie is served from it.
 */
const web = webTestApp();

const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const news = () => web.app.services.resource('latestNews');

describe.skipIf(!webBuilt)('the anonymous page cache', () => {
  it('renders a page once: the second visit is a hit, the same bytes, its inline scripts named by hash', async () => {
    const first = await get('/latestnews');
    const second = await get('/latestnews');
    expect(first.statusCode).toBe(200);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(first.body);
    const csp = String(second.headers['content-security-policy']);
    expect(csp).toBe(first.headers['content-security-policy']);
    // No nonce in the policy: the inline scripts by their hashes, every one of them and only those.
    expect(nonceOf(csp)).toBeUndefined();
    const named = [...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
    const inline = [...second.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1]!));
    // At least the `js` marker in the head (a public page served without React has only that one).
    expect(inline.length).toBeGreaterThanOrEqual(1);
    for (const [, , text] of inline) expect(named).toContain(crypto.createHash('sha256').update(text!).digest('base64'));
    expect(new Set(named).size).toBe(new Set(inline.map((m) => m[2])).size);
  });

  it('sends a kept page compressed as the visitor asks, compressed once', async () => {
    await get('/latestnews');
    const br = await get('/latestnews', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/latestnews');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/latestnews', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('a write is seen on the next visit', async () => {
    await get('/latestnews');
    expect((await get('/latestnews')).headers['x-cache']).toBe('hit');
    await news().create({
      values: { title: 'Water tank cleaning on Monday', description: 'Ward 4, from 10 am.' },
      files: {},
      remove: new Set(),
    });
    const after = await get('/latestnews');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('Water tank cleaning on Monday');
  });

  it('keeps the languages apart: the lang cookie and a Hindi Accept-Language each have their own page', async () => {
    await get('/latestnews');
    const hi = await get('/latestnews', { cookie: 'lang=hi' });
    expect(hi.headers['x-cache']).toBe('miss');
    expect(hi.body).toContain('<html lang="hi"');
    expect((await get('/latestnews', { cookie: 'lang=hi' })).body).toContain('<html lang="hi"');
    const browserHi = await get('/latestnews', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(browserHi.headers['x-cache']).toBe('miss');
    expect(browserHi.body).toContain('<html lang="hi"');
    expect((await get('/latestnews')).body).toContain('<html lang="en"');
  });

  it('serves nothing from it to a request with another cookie, to other methods, or on personal and data paths', async () => {
    await get('/latestnews');
    for (const [url, headers] of [
      ['/latestnews', { cookie: 'lang=en; nagar_session=abc' }],
      ['/latestnews', { cookie: 'nagar_receipt=9876543210' }],
      ['/latestnews', { 'if-none-match': '"x"' }],
      ['/trackgrievance?no=NP-2026-000001&mobile=9876543210', {}],
      ['/login', {}],
      ['/postgrievance?filed=NP-2026-000001', {}],
      ['/latestnews.data', {}],
    ] as const) {
      const res = await get(url, headers);
      expect(res.headers['x-cache'], url).toBeUndefined();
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const head = await web.app.inject({ method: 'HEAD', url: '/latestnews' });
    expect(head.headers['x-cache']).toBeUndefined();
  });

  it('does not keep what is not a plain page: a not-found page is rendered each time', async () => {
    const a = await get('/no-such-page-here');
    const b = await get('/no-such-page-here');
    expect(a.statusCode).toBe(404);
    expect([a.headers['x-cache'], b.headers['x-cache']]).toEqual(['miss', 'miss']);
  });
});
