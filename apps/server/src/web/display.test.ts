import { describe, expect, it } from 'vitest';
import { webBuilt, webTestApp } from '../test/app.ts';
import { siteLastUpdated } from '../content/last-updated.ts';

/**
 * The GIGW controls' server side (issue 29), on the web build: /display sets the text-size and contrast cookies
 * and returns to a path on this site (unknown values leave a choice as it was; a return path elsewhere goes
 * home); the page shows the choice on <html>; the anonymous page cache keeps each choice's page apart; the
 * leaving page offers http(s) addresses only and never forwards; the footer's date follows the newest change.
 */
const web = webTestApp();

const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });
const cookiesOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return Object.fromEntries(list.map((c) => c.split(';', 1)[0]!.split('=') as [string, string]));
};

describe.skipIf(!webBuilt)('/display', () => {
  it('sets both cookies for a year and comes back to the page', async () => {
    const res = await get('/display?size=xl&contrast=high&to=%2Fnotice%3Fpage%3D2');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/notice?page=2');
    expect(cookiesOf(res)).toEqual({ text_size: 'xl', contrast: 'high' });
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=31536000');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ignores values it does not know: each choice stays as it was', async () => {
    const res = await get('/display?size=huge&contrast=%3Cscript%3E&to=/', { cookie: 'text_size=lg; contrast=high' });
    expect(res.statusCode).toBe(303);
    expect(cookiesOf(res)).toEqual({ text_size: 'lg', contrast: 'high' });
    const fresh = await get('/display?size=0&to=/');
    expect(cookiesOf(fresh)).toEqual({ text_size: 'md', contrast: 'normal' });
    // One choice at a time: the other is kept.
    const one = await get('/display?contrast=normal&to=/', { cookie: 'text_size=sm; contrast=high' });
    expect(cookiesOf(one)).toEqual({ text_size: 'sm', contrast: 'normal' });
  });

  it('never returns to another site', async () => {
    for (const to of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '%2F%2Fevil.example', 'javascript:alert(1)', '']) {
      const res = await get(`/display?size=lg&to=${encodeURIComponent(to)}`);
      expect(res.statusCode, to).toBe(303);
      expect(res.headers.location, to).toBe('/');
    }
  });

  it('the page shows the choice on <html>; a bad cookie value is the default', async () => {
    const page = await get('/about', { cookie: 'text_size=xl; contrast=high' });
    expect(page.body).toMatch(/<html lang="en" data-text-size="xl" data-contrast="high"/);
    const odd = await get('/about', { cookie: 'text_size=%22%3E%3Cb%3E; contrast=yes' });
    expect(odd.body).toMatch(/<html lang="en" data-text-size="md" data-contrast="normal"/);
  });
});

describe.skipIf(!webBuilt)('the page cache and the display cookies', () => {
  it('keeps each choice its own page: a plain visitor never gets the high-contrast page, nor the reverse', async () => {
    const plain = await get('/circulars');
    expect(plain.body).toContain('data-contrast="normal"');
    const high = await get('/circulars', { cookie: 'lang=en; contrast=high; text_size=xl' });
    expect(high.headers['x-cache']).toBe('miss');
    expect(high.body).toContain('data-contrast="high"');
    expect((await get('/circulars', { cookie: 'contrast=high; text_size=xl; lang=en' })).headers['x-cache']).toBe('hit');
    const again = await get('/circulars');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toContain('data-contrast="normal"');
    // An unknown value shares the default's page (it is rendered as the default).
    const odd = await get('/circulars', { cookie: 'contrast=purple' });
    expect(odd.headers['x-cache']).toBe('hit');
    expect(odd.body).toContain('data-contrast="normal"');
  });
});

describe.skipIf(!webBuilt)('/leaving', () => {
  it('names the other website and offers to go on or back; it never forwards by itself', async () => {
    const res = await get('/leaving?to=https%3A%2F%2Fsbmurban.org%2Fabout%3Fa%3D1&from=%2Fnotice');
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).not.toMatch(/http-equiv="refresh"/i);
    expect(res.body).toContain('href="https://sbmurban.org/about?a=1"');
    expect(res.body).toContain('href="/notice"');
    expect(res.body).toContain('You are leaving this website');
  });

  it('refuses what is not an http(s) address, and a way back off the site', async () => {
    for (const to of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example/', '//evil.example', 'https://user:pw@x.example/', '']) {
      const res = await get(`/leaving?to=${encodeURIComponent(to)}`);
      expect(res.statusCode, to).toBe(400);
      expect(res.body, to).toContain('This link cannot be followed');
      expect(res.body, to).not.toContain('Continue to the other website');
    }
    const back = await get('/leaving?to=https%3A%2F%2Fx.example%2F&from=%2F%2Fevil.example');
    expect(back.body).not.toMatch(/href="\/\/evil\.example"/);
    expect(back.body).toMatch(/<a class="align-self-center" href="\/"[^>]*>Go back</);
  });
});

describe.skipIf(!webBuilt)('the last update', () => {
  it('is the newest content change, shown in the footer in both languages', async () => {
    await web.app.services.settings.read();
    const before = await siteLastUpdated(web.app.services);
    await new Promise((r) => setTimeout(r, 20));
    await web.app.services.resource('latestNews').create({
      values: { title: 'Road closed on Tuesday', description: 'Station road.' },
      files: {},
      remove: new Set(),
    });
    const after = await siteLastUpdated(web.app.services);
    expect(after).not.toBeNull();
    expect(Date.parse(after!)).toBeGreaterThan(before ? Date.parse(before) : 0);
    const day = new Date(after!).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
    expect((await get('/about')).body).toContain(`Last updated: ${day}`);
    expect((await get('/about', { cookie: 'lang=hi' })).body).toContain('अंतिम अद्यतन:');
  });
});
