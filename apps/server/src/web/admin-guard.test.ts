import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE, mayOpenAdminPath } from '@nagar/contract';
import { auditLog } from '../db/schema.ts';
import { loginAs, TEST_PASSWORD, webBuilt, webTestApp } from '../test/app.ts';

/**
 * Over HTTP with the web build (npm run build): every admin route's `.data` request without a session is sent
 * to sign in and answers no data (the web plugin runs every loader of the match, the layout's guard among them), and
 * pages for a signed-in person, the back office, sign-in and tracking are never stored by a cache.
 */
const web = webTestApp();

// Every admin route module, with a URL that reaches it.
const adminRoutes: Array<[string, string]> = [
  ['routes/admin/layout', '/admin/dashboard'],
  ['routes/admin/index', '/admin'],
  ['routes/admin/dashboard', '/admin/dashboard'],
  ['routes/admin/profile', '/admin/profile'],
  ['routes/admin/settings', '/admin/settings'],
  ['routes/admin/complaints', '/admin/complaints'],
  ['routes/admin/complaint', '/admin/complaints/1'],
  ['routes/admin/screen', '/admin/editnotice'],
];

describe.skipIf(!webBuilt)('the back office over HTTP (web build)', () => {
  it.each(adminRoutes)('%s: a .data request without a session is redirected to sign in, with no data', async (routeId, url) => {
    const res = await web.app.inject({ url: `${url}.data?_routes=${routeId}` });
    // Single fetch answers a redirect as 202 with the target in the body (or a plain redirect status).
    expect([202, 204, 302, 401, 403]).toContain(res.statusCode);
    expect(res.body).toContain('/login');
    expect(res.body).not.toMatch(/"resource"|navKey|"notice"|"user"/);
  });

  it('the guard lets an admin through', async () => {
    const { token } = await loginAs(web.app, 'admin');
    const res = await web.app.inject({
      url: '/admin/editnotice.data?_routes=routes/admin/screen',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('notice');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('no-store on back-office, sign-in and tracking pages, and on any page for a signed-in person', async () => {
    const { token } = await loginAs(web.app, 'admin', 'pages@test.example');
    const cookie = { cookie: `${SESSION_COOKIE}=${token}` };
    for (const [url, headers] of [
      ['/admin/dashboard', cookie],
      ['/login', {}],
      ['/trackgrievance', {}],
      ['/', cookie],
      ['/notice', cookie],
    ] as Array<[string, Record<string, string>]>) {
      const res = await web.app.inject({ url, headers });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
  it('each role opens only its screens: page and .data answers follow the permission matrix', async () => {
    const cookieOf = async (role: 'editor' | 'officer' | 'user') => ({
      cookie: `${SESSION_COOKIE}=${(await loginAs(web.app, role)).token}`,
    });
    const editor = await cookieOf('editor');
    const officer = await cookieOf('officer');
    const user = await cookieOf('user');
    const page = (url: string, headers: Record<string, string>) => web.app.inject({ url, headers });
    expect((await page('/admin/editnotice', editor)).statusCode).toBe(200);
    expect((await page('/admin/complaints', officer)).statusCode).toBe(200);
    expect((await page('/admin/wards', officer)).statusCode).toBe(mayOpenAdminPath('officer', '/admin/wards') ? 200 : 403);
    for (const [url, who] of [
      ['/admin/complaints', editor],
      ['/admin/users', editor],
      ['/admin/wards', editor],
      ['/admin/editnotice', officer],
      ['/admin/users', officer],
    ] as Array<[string, Record<string, string>]>) {
      const res = await page(url, who);
      expect(res.statusCode, url).toBe(403);
      expect(res.body, url).toContain('Not allowed');
      // The screen's own loader is not run for a role that may not open it, whatever _routes asks for.
      const data = await web.app.inject({ url: `${url}.data?_routes=routes/admin/screen`, headers: who });
      expect(data.statusCode, url).toBe(403);
      expect(data.body, url).not.toMatch(/"resource"|navKey/);
    }
    // Each refused page request wrote one access-refused row (the layout's guard), with the path.
    const refusals = await web.app.services.db.select().from(auditLog).where(eq(auditLog.action, 'access-refused'));
    expect(refusals.filter((r) => r.entity === 'page').map((r) => `${r.actorRole} ${r.entityId}`)).toEqual(
      expect.arrayContaining(['editor /admin/complaints', 'officer /admin/users']),
    );
    expect(refusals.filter((r) => r.entity === 'page')).toHaveLength(mayOpenAdminPath('officer', '/admin/wards') ? 10 : 11);
    // The spec's user has no back office: to /user/dashboard, which says so.
    const res = await page('/admin/dashboard', user);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/user/dashboard');
    expect((await page('/user/dashboard', user)).body).toContain('no access to the back office');
    expect((await page('/user/dashboard', editor)).headers.location).toBe('/admin/dashboard');
  });

  it('signing in returns to the page the person was on when their role may open it, otherwise to their home', async () => {
    for (const [role, next, landing] of [
      ['editor', '/admin/editnotice', '/admin/editnotice'],
      ['editor', '/admin/users', '/admin/dashboard'],
      ['officer', '/admin/complaints', '/admin/complaints'],
      ['user', '/admin/dashboard', '/user/dashboard'],
      ['user', '//evil.example/', '/user/dashboard'],
    ] as const) {
      const { email } = await loginAs(web.app, role);
      const res = await web.app.inject({
        method: 'POST',
        url: `/login?next=${encodeURIComponent(next)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        payload: `email=${encodeURIComponent(email)}&password=${encodeURIComponent(TEST_PASSWORD)}`,
      });
      expect(res.statusCode, `${role} ${next}`).toBe(302);
      expect(res.headers.location, `${role} ${next}`).toBe(landing);
    }
  });

  // Every back-office screen with its route id, and spellings React Router matches to the same route: static
  // segments in any case, percent-encoded letters. A `:screen` segment is the screen's own name, kept as is.
  const screens: Array<[string, string, boolean]> = [
    ['/admin', 'routes/admin/index', true],
    ['/admin/dashboard', 'routes/admin/dashboard', true],
    ['/admin/profile', 'routes/admin/profile', true],
    ['/admin/settings', 'routes/admin/settings', true],
    ['/admin/complaints', 'routes/admin/complaints', true],
    ['/admin/complaints/1', 'routes/admin/complaint', true],
    ['/admin/users', 'routes/admin/users', true],
    ['/admin/audit', 'routes/admin/audit', true],
    ['/admin/api', 'routes/admin/api-reference', true],
    ['/admin/editnotice', 'routes/admin/screen', false],
    ['/admin/wards', 'routes/admin/screen', false],
  ];
  const spellings = (path: string, staticScreen: boolean): string[] => {
    const [, , screen = '', ...rest] = path.split('/');
    const tail = rest.length ? `/${rest.join('/')}` : '';
    const upper = staticScreen ? screen.toUpperCase() : screen;
    const mixed = staticScreen ? screen.replace(/^./, (c) => c.toUpperCase()) : screen;
    const encoded = staticScreen && screen ? `%${screen.charCodeAt(0).toString(16)}${screen.slice(1)}` : screen;
    const s = (head: string, name: string) => (path === '/admin' ? head : `${head}/${name}${tail}`);
    return [s('/ADMIN', upper), s('/AdMiN', mixed), s('/%61dmin', screen), s('/%41DMIN', encoded), s('/admin', encoded)];
  };

  it('the guard decides on the route the router matched: every screen, any case, any encoding, every role', async () => {
    const cookies = {
      none: {},
      user: { cookie: `${SESSION_COOKIE}=${(await loginAs(web.app, 'user')).token}` },
      editor: { cookie: `${SESSION_COOKIE}=${(await loginAs(web.app, 'editor')).token}` },
      officer: { cookie: `${SESSION_COOKIE}=${(await loginAs(web.app, 'officer')).token}` },
    } as const;
    const wrong: string[] = [];
    for (const [path, routeId, staticScreen] of screens) {
      for (const url of spellings(path, staticScreen)) {
        for (const [who, headers] of Object.entries(cookies) as Array<[keyof typeof cookies, Record<string, string>]>) {
          const doc = await web.app.inject({ url, headers });
          const data = await web.app.inject({ url: `${url}.data?_routes=${routeId}`, headers });
          const allowed = who !== 'none' && mayOpenAdminPath(who, path);
          const expected =
            who === 'none'
              ? doc.statusCode === 302 && doc.headers.location!.startsWith('/login') && data.body.includes('/login')
              : who === 'user'
                ? doc.statusCode === 302 && doc.headers.location === '/user/dashboard' && data.body.includes('/user/dashboard')
                : allowed
                  ? path === '/admin'
                    ? doc.headers.location === '/admin/dashboard' && data.body.includes('/admin/dashboard')
                    : doc.statusCode === 200 && data.statusCode === 200
                  : // The guard throws before any screen's loader answers (the root's site data aside).
                    doc.statusCode === 403 && data.statusCode === 403 && !/"resource"|navKey|"reference"|"checklist"/.test(data.body);
          if (!expected) wrong.push(`${who} ${url}: page ${doc.statusCode} ${doc.headers.location ?? ''}, data ${data.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('a path with an encoded slash is no back-office screen (the router does not match it), and shows none', async () => {
    const { token } = await loginAs(web.app, 'editor');
    for (const url of ['/admin%2Fsettings', '/admin%2fusers', '/%61dmin%2Fsettings']) {
      const res = await web.app.inject({ url, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      expect(res.statusCode, url).toBe(404);
      const data = await web.app.inject({
        url: `${url}.data?_routes=routes/admin/settings`,
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      expect(data.body, url).not.toContain('"site"');
    }
  });

  it('a refused page writes its audit row with the screen the router matched', async () => {
    const { token } = await loginAs(web.app, 'editor');
    const res = await web.app.inject({ url: '/%41DMIN/SETTINGS', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(res.statusCode).toBe(403);
    const refusals = await web.app.services.db.select().from(auditLog).where(eq(auditLog.action, 'access-refused'));
    expect(refusals.map((r) => r.entityId)).toContain('/admin/settings');
  });
});
