import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@nagar/contract';
import { adminTestApp, injectForm, loginAs, testDbKind, testPdf, webBuilt } from '../test/app.ts';
import { NON_PAGE_CSP, PERMISSIONS_POLICY } from './security-headers.ts';

/**
 * Permissions-Policy on every answer; a CSP on every answer: pages their nonce policy, stored files their sandbox,
 * and everything else (JSON, redirects, route data, errors, built assets) `default-src 'none'; frame-ancestors 'none'`.
 */
describe(`security headers on every answer (${testDbKind()})`, () => {
  const s = adminTestApp({ web: webBuilt });

  const expectNonPage = (res: { headers: Record<string, unknown>; statusCode: number }, what: string) => {
    expect(res.headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
    expect(res.headers['content-security-policy'], what).toBe(NON_PAGE_CSP);
  };
  /** GET `url`: the status expected, and the headers of an answer that is not a page. */
  const expectNonPageAt = async (url: string, status: number, what: string, headers?: Record<string, string>) => {
    const res = await s.t.app.inject({ url, headers });
    expect(res.statusCode, what).toBe(status);
    expectNonPage(res, what);
  };

  it('the policy refuses camera, microphone, location, payment and USB', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    // The video gallery's player needs these.
    expect(PERMISSIONS_POLICY).not.toMatch(/fullscreen|autoplay|picture-in-picture/);
  });

  it('a JSON answer, a JSON error and an API 404', async () => {
    await expectNonPageAt('/api/health', 200, 'health');
    await expectNonPageAt('/api/Admin/users', 401, '401');
    await expectNonPageAt('/api/no-such-route', 404, 'api 404');
  });

  it('a stored file keeps its sandbox policy, with Permissions-Policy', async () => {
    const created = await injectForm(
      s.t.app,
      { url: '/api/Admin/notice', headers: s.auth },
      { 'Notice.title': 'Headers', 'Notice.issueDate': '2026-11-01' },
      { DocumentFile: { data: await testPdf('Headers'), filename: 'h.pdf', type: 'application/pdf' } },
    );
    expect(created.statusCode).toBe(201);
    expectNonPage(created, 'created');
    const file = await s.t.app.inject({ url: (created.json() as { filePath: string }).filePath });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(file.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  describe.skipIf(!webBuilt)('pages (web build)', () => {
    it("a page keeps its policy: a kept page's inline scripts by hash, another page's by nonce; a page 404 is a page", async () => {
      for (const [url, scripts] of [
        ['/', /script-src 'self' 'sha256-[^']+'( 'sha256-[^']+')*$/],
        ['/no-such-page', /script-src 'self' 'nonce-[^']+'$/],
      ] as const) {
        const res = await s.t.app.inject({ url });
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['content-security-policy'], url).toMatch(scripts);
        expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      }
    });

    it('a redirect, route data (.data), the catalogue and a built asset', async () => {
      await expectNonPageAt('/admin/dashboard', 302, 'redirect');
      const { token } = await loginAs(s.t.app, 'editor');
      await expectNonPageAt('/notice.data', 200, '.data', { cookie: `${SESSION_COOKIE}=${token}` });
      await expectNonPageAt('/i18n/en', 200, 'catalogue');
      await expectNonPageAt('/favicon.svg', 200, 'favicon');
    });
  });
});
