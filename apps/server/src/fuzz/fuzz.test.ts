/**
 * The fuzz suite (issue 9, Build 3): every route the server registers, driven with seeded generated requests
 * (see engine.ts), with and without an admin session. No 5xx, no database error reaching the error handler's
 * safety net, and no refused write that changed a row or stored a file. `npm run bench` (section fuzz) runs
 * ≥ 1,000 requests per route; this is the small sample that runs in `npm test`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../test/app.ts';
import {
  fuzzRoutes,
  MALFORMED_VARIANTS,
  malformedMultipart,
  runRequests,
  sampleRequests,
  seedFuzzData,
  type FuzzRequest,
  type FuzzSession,
  type RouteResult,
} from './engine.ts';

const SEED = 20261123;
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 12);

let t: TestApp;
let session: FuzzSession;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAs(t.app, 'admin');
  session = {
    authorization: admin.authorization,
    async renew() {
      if (await t.app.services.accounts.authenticate(admin.token)) return;
      // Straight through the service, from an address of its own: the fuzzed sign-ins may have throttled 127.0.0.1.
      const s = await t.app.services.accounts.login(admin.email, TEST_PASSWORD, '192.0.2.250');
      admin.token = s.token;
      session.authorization = `Bearer ${s.token}`;
    },
  };
  await seedFuzzData(t.app);
});
afterAll(() => t?.close());

function report(results: RouteResult[]) {
  const failures = results.flatMap((r) => r.failures.map((f) => `${r.route}: ${f.status} ${f.problem}\n    ${f.request}`));
  return failures.slice(0, 20).join('\n') + (failures.length > 20 ? `\n… and ${failures.length - 20} more` : '');
}

describe('fuzz: every registered route', () => {
  it('enumerates the routes from the server itself (a new route is fuzzed without being listed)', () => {
    const routes = fuzzRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    for (const known of [
      'POST /api/Account/login',
      'POST /api/Account/two-factor/confirm',
      'POST /api/Admin/users/:id/reset-2fa',
      'DELETE /api/Admin/notice/:id',
      'POST /api/Admin/complaint/:id/action',
      'GET /files/:id/:name',
      'PUT /api/Admin/ward',
      'PUT /api/Admin/policy/:slug',
    ]) {
      expect(routes).toContain(known);
    }
    expect(routes.length).toBeGreaterThan(90);
  });

  it(`${PER_ROUTE} generated requests per route: no 5xx, no unchecked database error, refused writes change nothing`, async () => {
    const results: RouteResult[] = [];
    for (const route of fuzzRoutes(t.app)) {
      results.push(await runRequests(t.app, route, sampleRequests(route, PER_ROUTE, SEED), session));
    }
    const total = results.reduce((n, r) => n + r.requests, 0);
    expect(total).toBe(results.length * PER_ROUTE);
    expect(report(results)).toBe('');
  }, 300_000);

  // Malformed multipart: no boundary, a part without a name, a body cut short (each answered 500 once).
  it('malformed multipart on every write route: no 5xx, nothing written', async () => {
    const results: RouteResult[] = [];
    for (const route of fuzzRoutes(t.app).filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      const sampled = sampleRequests(route, 6, SEED, malformedMultipart);
      // Each variant signed in as well, so that every route's own body reader (behind its guard) gets each one: the
      // sample alone left the register import's nameless part untried, which ended the process (2026-12-07).
      const signedIn = MALFORMED_VARIANTS.map((variant): FuzzRequest => ({
        ...sampled[0]!,
        admin: true,
        body: { kind: 'malformed-multipart', variant },
      }));
      results.push(await runRequests(t.app, route, [...sampled, ...signedIn], session));
    }
    expect(report(results)).toBe('');
  }, 300_000);
});
