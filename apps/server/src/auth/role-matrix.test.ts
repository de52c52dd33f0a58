/**
 * The permission matrix on every route the server registers (read from the server itself, as the fuzzer
 * does): each route declares its area (`config: { area }`), and anonymous visitors and each of the four roles
 * get exactly the answer the matrix (contract PERMISSIONS) says: 401 without a session, 403 for a role
 * without the area, and for a role with it an answer that shows the guard let the request through (2xx, or a
 * 400/404/409/415 from validation of the deliberately empty request). A new route without an area fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, adminAreaOf, can, formatMessage, type Area } from '@nagar/contract';
import { bindings } from '../resources/bindings.ts';
import { createTestApp, countRows, loginAs, type TestApp } from '../test/app.ts';
import { auditLog } from '../db/schema.ts';
import { VISIBLE, WARD_NAMES, WHO, visibleIds, wardWorld, type WardWorld } from '../test/ward-world.ts';
import { portalApi } from '../web/portal-api.ts';

type Who = (typeof ROLES)[number] | 'anonymous';

interface DeclaredRoute {
  method: string;
  url: string;
  area: 'public' | Area | undefined;
}

function declaredRoutes(t: TestApp): DeclaredRoute[] {
  const seen = new Set<string>();
  const out: DeclaredRoute[] = [];
  for (const route of t.app.registeredRoutes) {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ method, url: route.url, area: (route.config as { area?: DeclaredRoute['area'] } | undefined)?.area });
    }
  }
  return out;
}

/** A concrete path for a route: ids that name nothing, so that no allowed request changes a record. */
const concrete = (url: string) =>
  url
    .replace(/:(\w+)/g, (_m, name: string) => (name === 'complaintNo' ? 'GRV-2026-999999' : name === 'name' ? 'x.pdf' : '999999'))
    .replace('*', 'x');

describe('role matrix: every route, every role', () => {
  let t: TestApp;
  const auth = {} as Record<Exclude<Who, 'anonymous'>, string>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) auth[role] = (await loginAs(t.app, role)).authorization;
  });
  afterAll(() => t?.close());

  it('every registered route declares its area (public or one of the matrix)', () => {
    const routes = declaredRoutes(t);
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((r) => r.area === undefined || (r.area !== 'public' && !can('admin', r.area)));
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('the pages agree with the API: the screen of each content type has the area of its API routes', () => {
    for (const binding of bindings) {
      expect(adminAreaOf(`/admin/${binding.def.adminPath}`), binding.def.name).toBe(binding.area ?? 'content');
    }
    // The policy pages' screens are the admin's, as their API (PUT /api/Admin/policy/:slug, area settings).
    expect(adminAreaOf('/admin/policies')).toBe('settings');
    expect(adminAreaOf('/admin/policies/terms')).toBe('settings');
    expect(
      declaredRoutes(t)
        .filter((r) => r.url.startsWith('/api/Admin/policy'))
        .map((r) => r.area),
    ).toEqual(['settings', 'settings', 'settings', 'settings']);
  });

  it('answers each route for anonymous and each role exactly as the matrix says', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of declaredRoutes(t)) {
      if (route.area === undefined) continue;
      for (const who of ['anonymous', ...ROLES] as Who[]) {
        const headers: Record<string, string> = {};
        if (who !== 'anonymous') {
          // Signing out ends the session it is sent with: a session of its own for that request.
          headers.authorization = route.url === '/api/Account/logout' ? (await loginAs(t.app, who)).authorization : auth[who];
        }
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        checked++;
        const status = res.statusCode;
        const expected = route.area === 'public' ? 'through' : who === 'anonymous' ? 401 : can(who, route.area) ? 'through' : 403;
        const ok = expected === 'through' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        if (!ok) problems.push(`${route.method} ${route.url} as ${who} [${route.area}]: ${status}, expected ${expected}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('a refusal of a signed-in person is one access-refused audit row with the route; an anonymous 401 writes none', async () => {
    // A fresh editor: the matrix above used up its editor's refusal rows of this minute (audit/refusals.ts).
    const editor = (await loginAs(t.app, 'editor')).authorization;
    const before = await countRows(t.app, auditLog);
    const anon = await t.app.inject({ method: 'GET', url: '/api/Admin/users' });
    expect(anon.statusCode).toBe(401);
    expect(await countRows(t.app, auditLog)).toBe(before);
    const refused = await t.app.inject({ method: 'GET', url: '/api/Admin/users', headers: { authorization: editor } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are not allowed to do this.');
    const rows = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access-refused'), eq(auditLog.entityId, 'GET /api/Admin/users'), eq(auditLog.actorRole, 'editor')));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(await countRows(t.app, auditLog)).toBe(before + 1);
  });
});

/**
 * Role × ward set × every complaint route and page loader: admin, an officer with every ward, one ward, no ward,
 * an editor and a user, on every registered route that reads or changes complaints (found from the server, so a
 * new one fails here until it is covered), and on the page loaders' path (the in-process PortalApi). Each sees
 * exactly the complaints of its wards (ward-world.ts VISIBLE): the rest are 404 by id, absent from lists and counts.
 */
describe('role matrix: every complaint route and page loader, by role and ward set', () => {
  let t: TestApp;
  let world: WardWorld;
  const all = () => Object.values(world.complaintIds).flat();
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp();
    world = await wardWorld(t.app, 'matrix');
  });
  afterAll(() => t?.close());

  it('each person reaches exactly the complaints of their wards on every complaint route', async () => {
    const routes = declaredRoutes(t).filter(
      (r) => r.area === 'complaints' || (r.url.startsWith('/api/Admin/complaint') && r.area !== undefined),
    );
    const covered = new Set([
      'GET /api/Admin/complaint',
      'GET /api/Admin/complaint/:id',
      'POST /api/Admin/complaint/:id/action',
      'GET /api/Admin/complaint-count',
      'GET /api/Admin/complaint-options',
      'GET /api/Admin/reports/complaints',
      'GET /api/Admin/complaints.csv',
      // Issue 28: reassignment (to the admin, who may see every ward) and the accounts it offers.
      'POST /api/Admin/complaint/:id/assign',
      'GET /api/Admin/complaint/:id/assignable',
      // Checked below in a test of its own (a filing adds a complaint to every list after it).
      'POST /api/Admin/complaint',
    ]);
    expect(routes.map((r) => `${r.method} ${r.url}`).filter((k) => !covered.has(k))).toEqual([]);
    const problems: string[] = [];
    let checked = 0;
    for (const who of WHO) {
      const headers = { authorization: world.people[who].authorization };
      const visible = visibleIds(world, who);
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const expectThat = (ok: boolean, what: string) => {
          checked++;
          if (!ok) problems.push(`${key} as ${who}: ${what}`);
        };
        if (key === 'GET /api/Admin/complaint') {
          for (const query of [
            '',
            '?type=Street%20light',
            '?search=GRV-',
            `?ward=${encodeURIComponent(WARD_NAMES.B)}`,
            '?overdue=1',
            '?assigned=me',
          ]) {
            const res = await t.app.inject({ url: `/api/Admin/complaint${query}${query ? '&' : '?'}pageSize=100`, headers });
            if (visible === null) {
              expectThat(res.statusCode === 403, `${query} ${res.statusCode}, expected 403`);
              continue;
            }
            const ids = sorted((res.json() as Array<{ id: number }>).map((c) => c.id));
            const expected = query.includes('ward=')
              ? visible.filter((id) => world.complaintIds.B.includes(id))
              : query.includes('overdue') || query.includes('assigned')
                ? []
                : visible;
            expectThat(JSON.stringify(ids) === JSON.stringify(expected), `${query} saw ${ids.join(',')}, expected ${expected.join(',')}`);
            expectThat(res.headers['x-total-count'] === String(expected.length), `${query} total ${String(res.headers['x-total-count'])}`);
          }
        } else if (key === 'GET /api/Admin/complaint-options') {
          // The queue's ward filter offers exactly the person's wards (of this world's three; the demo's others
          // are there for those with every ward).
          const res = await t.app.inject({ url: route.url, headers });
          const wardsSeen = VISIBLE[who];
          if (wardsSeen === null) expectThat(res.statusCode === 403, `${res.statusCode}, expected 403`);
          else {
            const offered = ((res.json() as { wards: string[] }).wards ?? []).filter((w) => Object.values(WARD_NAMES).includes(w as never));
            const expected = wardsSeen.map((k) => WARD_NAMES[k]);
            expectThat(JSON.stringify([...offered].sort()) === JSON.stringify([...expected].sort()), `wards ${offered.join(', ')}`);
            const answer = res.json() as { wards: string[]; wardsHi: string[] };
            expectThat(answer.wardsHi.length === answer.wards.length, 'a Hindi name for each ward');
            if (who === 'officerOne' || who === 'officerNone')
              expectThat(answer.wards.length === wardsSeen.length, `offers other wards: ${res.body}`);
          }
        } else if (key === 'GET /api/Admin/complaints.csv') {
          // The export holds the complaints of the person's wards only (one line each: these texts have no line break).
          const res = await t.app.inject({ url: route.url, headers });
          if (visible === null) expectThat(res.statusCode === 403, `${res.statusCode}, expected 403`);
          else {
            const numbers = res.body
              .split('\r\n')
              .slice(1, -1)
              .map((line) => line.split(',')[0]);
            const expected = visible.map(
              (id) => `GRV-${new Date(Date.now() + 330 * 60_000).getUTCFullYear()}-${String(id).padStart(6, '0')}`,
            );
            expectThat(JSON.stringify([...numbers].sort()) === JSON.stringify(expected.sort()), `CSV ${numbers.join(' ')}`);
          }
        } else if (key === 'POST /api/Admin/complaint') {
          continue;
        } else if (key === 'GET /api/Admin/reports/complaints') {
          // The report counts the complaints of the person's wards only.
          const res = await t.app.inject({ url: route.url, headers });
          if (visible === null) expectThat(res.statusCode === 403, `${res.statusCode}, expected 403`);
          else expectThat((res.json() as { total: { filed: number } }).total.filed === visible.length, `${res.body} ≠ ${visible.length}`);
        } else if (key === 'GET /api/Admin/complaint-count') {
          const res = await t.app.inject({ url: route.url, headers });
          // Counts are the dashboard's: an editor sees the council's counts (no complaint), a user no dashboard.
          const expected = who === 'user' ? null : who === 'editor' ? all().length : visible!.length;
          if (expected === null) expectThat(res.statusCode === 403, `${res.statusCode}, expected 403`);
          else
            expectThat((res.json() as Array<{ count: number }>).reduce((n, c) => n + c.count, 0) === expected, `${res.body} ≠ ${expected}`);
        } else {
          for (const id of all()) {
            const url = route.url.replace(':id', String(id));
            const res = await t.app.inject({
              method: route.method as 'GET' | 'POST',
              url,
              headers,
              ...(route.method === 'POST'
                ? { payload: { status: 'In Progress', remarks: `Seen by ${who}`, officerId: world.people.admin.user.id } }
                : {}),
            });
            const expected = visible === null ? 403 : visible.includes(id) ? 200 : 404;
            expectThat(res.statusCode === expected, `${url} ${res.statusCode}, expected ${expected}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(120);
  });

  it('each person files for a citizen only in their wards (201), elsewhere 400; without the queue 403', async () => {
    const filed: number[] = [];
    for (const who of WHO) {
      const headers = { authorization: world.people[who].authorization };
      for (const key of Object.keys(WARD_NAMES) as Array<keyof typeof WARD_NAMES>) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Admin/complaint',
          headers,
          payload: {
            district: 'Sundarpur',
            ward: WARD_NAMES[key],
            grivance: 'Street light',
            additional_Information: `Filed at the counter by ${who}.`,
            name: 'Counter Citizen',
            mobile: '9000055555',
            consent: true,
            channel: 'counter',
          },
        });
        const seen = VISIBLE[who];
        const expected = seen === null ? 403 : seen.includes(key) ? 201 : 400;
        expect(res.statusCode, `${who} in ward ${key}: ${res.body}`).toBe(expected);
        if (res.statusCode === 201) filed.push(Number((res.json() as { complaintNo: string }).complaintNo.slice(-6)));
      }
    }
    expect(filed).toHaveLength(3 + 3 + 1);
    for (const id of filed) await t.app.services.complaints.remove(id);
  });

  it('the page loaders (PortalApi) show each person only the complaints of their wards', async () => {
    const portal = portalApi(t.app.services);
    for (const who of WHO) {
      const visible = visibleIds(world, who);
      const summary = await portal.complaintSummary(world.people[who].user, 50);
      const total = summary.counts.reduce((n, c) => n + c.count, 0);
      // Editors' and users' pages never get complaints (the dashboard loader drops them, the layout refuses users):
      // their summary is the council's, as every role without a limit.
      expect(total, who).toBe(visible === null ? all().length : visible.length);
      expect(sorted(summary.newest.map((c) => c.id)), who).toEqual(visible === null ? sorted(all()) : visible);
    }
  });

  it("wards (master lists) and their merge are the admin's only, whatever the ward set", async () => {
    for (const who of WHO) {
      const headers = { authorization: world.people[who].authorization };
      const expected = who === 'admin' ? 409 : 403;
      const del = await t.app.inject({ method: 'DELETE', url: `/api/Admin/ward/${world.wardIds.A}`, headers });
      expect(del.statusCode, who).toBe(expected);
      const merge = await t.app.inject({
        method: 'POST',
        url: `/api/Admin/ward/${world.wardIds.A}/merge`,
        headers,
        payload: { into: world.wardIds.A },
      });
      expect(merge.statusCode, who).toBe(who === 'admin' ? 400 : 403);
    }
  });
});

describe('role matrix: restricted sessions (an admin still to enrol, a one-time password)', () => {
  let t: TestApp;
  const sessions = {} as Record<'enrol' | 'password', string>;

  beforeAll(async () => {
    t = await createTestApp({ config: { admin2fa: 'required' } });
    // An admin without a second factor while ADMIN_2FA=required.
    sessions.enrol = (await loginAs(t.app, 'admin')).authorization;
    // A one-time password (as an admin's "create" with a generated one, or `npm run user -- --generate`).
    await t.app.services.accounts.upsert({
      email: 'one-time@test.example',
      password: 'quartz-lantern-5811',
      role: 'editor',
      oneTime: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'one-time@test.example', password: 'quartz-lantern-5811' },
    });
    sessions.password = `Bearer ${res.json().token as string}`;
  });
  afterAll(() => t?.close());

  it('reach only me, sign-out, refresh, the password change and the two-factor set-up: 403 with the duty elsewhere', async () => {
    const problems: string[] = [];
    const reachable = new Set<string>();
    for (const route of t.app.registeredRoutes) {
      const config = route.config as { area?: string; allowRestricted?: boolean } | undefined;
      if (!config?.area || config.area === 'public') continue;
      for (const method of (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        if (route.url === '/api/Account/logout') continue; // would end the session the other requests use
        for (const duty of ['enrol', 'password'] as const) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: concrete(route.url),
            headers: { authorization: sessions[duty] },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          if (config.allowRestricted) {
            reachable.add(`${method} ${route.url}`);
            if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
              problems.push(`${method} ${route.url} (${duty}): ${res.statusCode}`);
          } else {
            const message = duty === 'enrol' ? formatMessage('twoFactorEnrolFirst') : formatMessage('passwordChangeFirst');
            if (res.statusCode !== 403 || res.json().message !== message)
              problems.push(`${method} ${route.url} (${duty}): ${res.statusCode} ${res.body.slice(0, 80)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect([...reachable].sort()).toEqual([
      'GET /api/Account/me',
      'POST /api/Account/password',
      'POST /api/Account/refresh',
      'POST /api/Account/two-factor/confirm',
      'POST /api/Account/two-factor/setup',
    ]);
    // Sign-out works too.
    const out = await t.app.inject({ method: 'POST', url: '/api/Account/logout', headers: { authorization: sessions.enrol } });
    expect(out.statusCode).toBe(204);
  });
});
