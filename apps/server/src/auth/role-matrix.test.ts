/**
 * The permission matrix on every route the server registers (read from the server itself, as the fuzzer
 * does): each route declares its area (`config: { area }`), and anonymous visitors and each of the four roles
 * get exactly the answer the matrix (contract PERMISSIONS) says: 401 without a session, 403 for a role
 * without the area, and for a role with it an answer that shows the guard let the request through (2xx, or a
 * 400/404/409/415 from validation of the deliberately empty request). A new route without an area fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, adminAreaOf, can, type Area } from '@nagar/contract';
import { bindings } from '../resources/bindings.ts';
import { createTestApp, countRows, loginAs, type TestApp } from '../test/app.ts';
import { auditLog } from '../db/schema.ts';

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
    const before = await countRows(t.app, auditLog);
    const anon = await t.app.inject({ method: 'GET', url: '/api/Admin/users' });
    expect(anon.statusCode).toBe(401);
    expect(await countRows(t.app, auditLog)).toBe(before);
    const refused = await t.app.inject({ method: 'GET', url: '/api/Admin/users', headers: { authorization: auth.editor } });
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
