/**
 * Issue 10 item 15 over real HTTP, pages included (no browser needed): odd input that answered 500 now
 * answers a 4xx with a clear message or a normal page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, formatMessage } from '@nagar/contract';
import { ADMIN, startApp, type RunningApp } from './support/app.ts';

let running: RunningApp;
let token: string;

beforeAll(async () => {
  running = await startApp();
  const res = await fetch(`${running.url}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(() => running?.close());

describe('odd input answers 4xx or a normal page, never 500', () => {
  it.each([
    '/viewgrievance?ward=%00',
    '/search?q=%00',
    '/search?q=ab%00cd',
    '/tender-details?id=99999999999999999999',
    '/viewgrievance?ward=a&ward=b',
    '/notice%00',
  ])('GET %s', async (path) => {
    const res = await fetch(`${running.url}${path}`);
    expect(res.status, path).toBeGreaterThanOrEqual(200);
    expect(res.status, path).toBeLessThan(500);
    if (res.status === 400) expect(((await res.json()) as { message: string }).message).toBe(formatMessage('controlChars'));
  });

  it('tender-details with an id above int4 is the not-found page', async () => {
    const res = await fetch(`${running.url}/tender-details?id=99999999999999999999`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('a NUL in the sign-in e-mail: the API answers 400, the no-JS form answers its sign-in page (401)', async () => {
    const api = await fetch(`${running.url}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin\u0000@e2e.example', password: ADMIN.password }),
    });
    expect(api.status).toBe(400);
    const form = await fetch(`${running.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'admin\u0000@e2e.example', password: ADMIN.password }).toString(),
      redirect: 'manual',
    });
    expect(form.status).toBeLessThan(500);
    expect(form.status).toBeGreaterThanOrEqual(400);
  });

  it('the staff complaint filters with ?from=9999-99-99 or year 0000: 400 (API), a page for the screen', async () => {
    for (const q of ['from=9999-99-99', 'to=0000-01-01']) {
      const api = await fetch(`${running.url}/api/Admin/complaint?${q}`, { headers: { authorization: `Bearer ${token}` } });
      expect(api.status, q).toBe(400);
      const page = await fetch(`${running.url}/admin/complaints?${q}`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      expect(page.status, q).toBeLessThan(500);
    }
  });
});
