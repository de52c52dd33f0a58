import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, secureCookiesFor, sessionCookieName } from '@nagar/contract';
import type { Config } from '../config.ts';
import { notices } from '../db/schema.ts';
import { countRows, createTestApp, loginAs, multipart, testDbKind, testPdf, type TestApp } from '../test/app.ts';

/**
 * A cookie-authenticated write must come from a page of this very site: the Origin's (or, without one, the
 * Referer's) scheme, host and port equal the site's origin, which is PUBLIC_URL when set, and otherwise the
 * request's own scheme and Host (after TRUST_PROXY).
 */
function originCase(
  name: string,
  config: Partial<Config>,
  cases: { allowed: Array<Record<string, string>>; refused: Array<Record<string, string>> },
) {
  describe(`${name} (${testDbKind()})`, () => {
    let t: TestApp;
    let cookie = '';
    beforeAll(async () => {
      t = await createTestApp({ config });
      const { token } = await loginAs(t.app, 'editor');
      cookie = `${sessionCookieName(secureCookiesFor(t.app.services.config.publicUrl))}=${token}`;
    });
    afterAll(() => t?.close());

    const post = async (headers: Record<string, string>) => {
      const form = multipart(
        { 'Notice.title': 'Origin', 'Notice.issueDate': '2026-11-01' },
        { DocumentFile: { data: await testPdf('Origin'), filename: 'o.pdf', type: 'application/pdf' } },
      );
      const { payload, headers: formHeaders } = await form;
      return t.app.inject({
        method: 'POST',
        url: '/api/Admin/notice',
        payload,
        headers: { ...formHeaders, host: 'portal.test', cookie, ...headers },
      });
    };

    it('refuses a write from another scheme, port or host with 403, nothing written', async () => {
      const before = await countRows(t.app, notices);
      for (const headers of cases.refused) {
        const res = await post(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual({ message: formatMessage('badOrigin') });
      }
      expect(await countRows(t.app, notices)).toBe(before);
    });

    it('takes a write from the site itself, by Origin or by Referer', async () => {
      for (const headers of cases.allowed) expect((await post(headers)).statusCode, JSON.stringify(headers)).toBe(201);
    });
  });
}

// No PUBLIC_URL, a direct http request for portal.test.
originCase(
  'the request is the site (no PUBLIC_URL, no proxy)',
  {},
  {
    allowed: [{ origin: 'http://portal.test' }, { referer: 'http://portal.test/admin/editnotice' }, { origin: 'http://portal.test:80' }],
    refused: [
      { origin: 'https://portal.test' },
      { origin: 'http://portal.test:8080' },
      { origin: 'http://evil.test' },
      { origin: 'http://sub.portal.test' },
      { referer: 'https://portal.test/admin/editnotice' },
      { referer: 'http://portal.test:8080/admin/editnotice' },
      // An Origin decides even with a same-site Referer.
      { origin: 'https://portal.test', referer: 'http://portal.test/admin/editnotice' },
      { origin: 'null' },
    ],
  },
);

// Behind a trusted proxy that terminated TLS: the scheme is the one the proxy says.
originCase(
  'behind a trusted proxy (TRUST_PROXY=1, X-Forwarded-Proto: https)',
  { trustProxy: 1 },
  {
    allowed: [
      { 'x-forwarded-proto': 'https', origin: 'https://portal.test' },
      { 'x-forwarded-proto': 'https', referer: 'https://portal.test/admin/editnotice' },
    ],
    refused: [
      { 'x-forwarded-proto': 'https', origin: 'http://portal.test' },
      { 'x-forwarded-proto': 'https', origin: 'https://portal.test:8443' },
      { origin: 'https://portal.test' },
    ],
  },
);

// PUBLIC_URL is the site: the Host header and the proxy's headers are not believed.
originCase(
  'PUBLIC_URL set',
  { publicUrl: 'https://portal.example', publicUrlSet: true },
  {
    allowed: [
      { origin: 'https://portal.example' },
      { referer: 'https://portal.example/admin/editnotice' },
      { origin: 'https://portal.example:443' },
    ],
    refused: [
      { origin: 'http://portal.example' },
      { origin: 'https://portal.example:8443' },
      { origin: 'http://portal.test' },
      { origin: 'https://portal.test', 'x-forwarded-proto': 'https' },
      { referer: 'http://portal.example/admin/editnotice' },
    ],
  },
);
