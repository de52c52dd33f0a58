import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, clearedSessionCookie, secureCookiesFor, sessionCookie, sessionCookieName } from '@nagar/contract';
import { readCookie } from './plugin.ts';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../test/app.ts';
import { portalApi } from '../web/portal-api.ts';

describe('the session cookie', () => {
  it('reads one cookie among others, whatever the spacing', () => {
    expect(readCookie(`lang=hi; ${SESSION_COOKIE}=abc%2Bdef; other=1`, SESSION_COOKIE)).toBe('abc+def');
    expect(readCookie(`${SESSION_COOKIE}=x`, SESSION_COOKIE)).toBe('x');
    expect(readCookie(`x${SESSION_COOKIE}=nope; lang=en`, SESSION_COOKIE)).toBe('');
    expect(readCookie(undefined, SESSION_COOKIE)).toBe('');
    expect(readCookie(`${SESSION_COOKIE}=%E0%A4`, SESSION_COOKIE)).toBe('');
    expect(readCookie(`__Host-${SESSION_COOKIE}=h; ${SESSION_COOKIE}=p`, SESSION_COOKIE)).toBe('p');
  });

  it('is HttpOnly, SameSite=Lax, Path=/ without Domain; over https named __Host- and Secure', () => {
    const plain = sessionCookie('t/k+n=', false);
    expect(plain).toMatch(/^nagar_session=.*; Path=\/; HttpOnly; SameSite=Lax$/);
    const secure = sessionCookie('t', true);
    expect(secure).toBe('__Host-nagar_session=t; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(secure).not.toMatch(/Domain/i);
    expect(readCookie(plain.split(';')[0], SESSION_COOKIE)).toBe('t/k+n=');
    expect(clearedSessionCookie(false)).toMatch(/^nagar_session=; .*Max-Age=0/);
    expect(clearedSessionCookie(true)).toMatch(/^__Host-nagar_session=; Path=\/; .*Max-Age=0.*; Secure$/);
    expect(secureCookiesFor('https://nagarparishad.example.gov.in')).toBe(true);
    expect(secureCookiesFor('http://localhost:3000')).toBe(false);
    expect(sessionCookieName(true)).toBe(`__Host-${SESSION_COOKIE}`);
  });
});

/** Sign-in and sign-out on an app whose PUBLIC_URL is the given one; the requests themselves come over plain http. */
describe.each([
  ['https', 'https://nagarparishad.example.gov.in', `__Host-${SESSION_COOKIE}`, true],
  ['http', 'http://localhost:3000', SESSION_COOKIE, false],
] as const)('with an %s PUBLIC_URL', (_scheme, publicUrl, name, secure) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl, publicUrlSet: true } });
  });
  afterAll(() => t?.close());

  const setCookie = (res: LightMyRequestResponse) => String(res.headers['set-cookie'] ?? '');

  it(`sets ${name}${secure ? ' with Secure' : ' without Secure'} whatever the request's scheme, and reads only that name`, async () => {
    const email = `cookie-${secure}@council.example`;
    await t.app.services.accounts.upsert({ email, password: TEST_PASSWORD, role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email, password: TEST_PASSWORD },
      // A plain-http request (e.g. from the proxy that ended TLS): the flag does not depend on it.
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
    const header = setCookie(res);
    expect(header.startsWith(`${name}=`)).toBe(true);
    expect(header).toMatch(/; Path=\/;/);
    expect(header).not.toMatch(/Domain=/i);
    expect(/; Secure(;|$)/.test(header)).toBe(secure);
    const token = res.json().token as string;

    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/Account/me', headers: { cookie } });
    expect((await me(`${name}=${token}`)).statusCode).toBe(200);
    if (secure) {
      // A plain nagar_session (which a sibling sub-domain or an http page could plant) signs no one in.
      expect((await me(`${SESSION_COOKIE}=${token}`)).statusCode).toBe(401);
    }
    // The pages set the same cookie (the web app asks the portal API for it).
    const portal = portalApi(t.app.services);
    expect(portal.sessionCookie(token)).toBe(sessionCookie(token, secure));
    expect(portal.sessionCookie(null)).toBe(clearedSessionCookie(secure));

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Account/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(setCookie(out)).toBe(clearedSessionCookie(secure));
  });
});
