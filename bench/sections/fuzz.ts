/**
 * The fuzz suite at full size (issue 9, Build 3): BENCH_FUZZ_PER_ROUTE (default 1,000) generated requests on
 * every route the server registers, through app.inject on the API (no web build needed), on PGlite and — when
 * TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server — on a scratch database there (created and
 * dropped again; the named database itself is never written). Prints per route the 5xx count (target 0),
 * refused writes that changed rows, and database errors that reached the error handler's safety net.
 * The engine and the seed are the test's (apps/server/src/fuzz/engine.ts); only the sample size differs.
 * BENCH_FUZZ_PER_ROUTE sets the sample; BENCH_FUZZ_DATABASES=pglite or =postgres runs one database only.
 */
import crypto from 'node:crypto';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import {
  fuzzRoutes,
  malformedMultipart,
  runRequests,
  sampleRequests,
  seedFuzzData,
  type FuzzSession,
  type RouteResult,
} from '../../apps/server/src/fuzz/engine.ts';
import type { Check, Section, Table } from '../lib/section.ts';
import { scratchPostgres } from '../lib/scratch-postgres.ts';

const SEED = 20261123;
const PASSWORD = 'marigold-fuzz-river-1';

async function fuzzOn(
  kind: 'pglite' | 'postgres',
  databaseUrl: string,
  perRoute: number,
): Promise<{ results: RouteResult[]; seconds: number }> {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_CONTENT: 'false', ADMIN_2FA: 'optional' }), databaseUrl };
  const app = await buildApp(config, { web: false });
  await app.ready();
  try {
    const email = `fuzz-admin@bench.example`;
    await app.services.accounts.upsert({ email, password: PASSWORD, role: 'admin' });
    const login = () => app.services.accounts.login(email, PASSWORD, '192.0.2.250');
    let token = (await login()).token;
    const session: FuzzSession = {
      authorization: `Bearer ${token}`,
      async renew() {
        if (await app.services.accounts.authenticate(token)) return;
        token = (await login()).token;
        session.authorization = `Bearer ${token}`;
      },
    };
    await seedFuzzData(app);
    const started = performance.now();
    const results: RouteResult[] = [];
    for (const route of fuzzRoutes(app)) {
      const generated = sampleRequests(route, perRoute, SEED);
      // Malformed multipart on every write route too (no boundary, nameless part, cut short).
      if (route.method === 'POST' || route.method === 'PUT')
        generated.push(...sampleRequests(route, Math.ceil(perRoute / 20), SEED, malformedMultipart));
      const result = await runRequests(app, route, generated, session);
      results.push(result);
      if (result.status5xx || result.failures.length)
        console.log(`  [${kind}] ${result.route}: ${result.status5xx} × 5xx, ${result.failures.length} failures`);
    }
    return { results, seconds: (performance.now() - started) / 1000 };
  } finally {
    await app.close();
  }
}

export const fuzzSection: Section = {
  name: 'fuzz',
  title: 'Fuzzing every registered route (no 5xx; refused writes change nothing)',
  async run() {
    const perRoute = Number(process.env.BENCH_FUZZ_PER_ROUTE ?? 1000);
    const server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
    const targets: Array<{ kind: 'pglite' | 'postgres'; url: () => Promise<{ url: string; drop(): Promise<void> }> }> = [
      { kind: 'pglite', url: async () => ({ url: 'memory://', drop: async () => {} }) },
    ];
    if (server && /^postgres(ql)?:\/\//.test(server))
      targets.push({ kind: 'postgres', url: () => scratchPostgres(server, `bench_fuzz_${crypto.randomBytes(4).toString('hex')}`) });
    // BENCH_FUZZ_DATABASES=postgres (or pglite) runs one of the two only.
    const only = process.env.BENCH_FUZZ_DATABASES?.split(',').map((d) => d.trim());
    if (only?.length) targets.splice(0, targets.length, ...targets.filter((t) => only.includes(t.kind)));

    const tables: Table[] = [];
    const checks: Check[] = [];
    const data: Record<string, unknown> = { perRoute, seed: SEED };
    for (const target of targets) {
      console.log(`  ${target.kind}: ${perRoute} requests per route…`);
      const db = await target.url();
      let outcome: Awaited<ReturnType<typeof fuzzOn>>;
      try {
        outcome = await fuzzOn(target.kind, db.url, perRoute);
      } finally {
        await db.drop();
      }
      const { results, seconds } = outcome;
      const total = results.reduce((n, r) => n + r.requests, 0);
      const fivexx = results.reduce((n, r) => n + r.status5xx, 0);
      // Malformed multipart is the multipart parser's (helper `input`'s change): counted apart until merged.
      const multipart5xx = results.reduce((n, r) => n + (r.status5xxByBody['malformed-multipart'] ?? 0), 0);
      const leaked = results.reduce((n, r) => n + r.writesLeaked, 0);
      const unchecked = results.reduce((n, r) => n + r.failures.filter((f) => f.problem.startsWith('reached the database')).length, 0);
      tables.push({
        head: [
          `${target.kind}: route`,
          'requests',
          '5xx',
          'of which malformed multipart',
          'leaked writes',
          'unchecked db errors',
          'statuses',
        ],
        rows: results.map((r) => [
          r.route,
          String(r.requests),
          String(r.status5xx),
          String(r.status5xxByBody['malformed-multipart'] ?? 0),
          String(r.writesLeaked),
          String(r.failures.filter((f) => f.problem.startsWith('reached the database')).length),
          Object.entries(r.statuses)
            .map(([code, n]) => `${code}×${n}`)
            .join(' '),
        ]),
      });
      tables.push({
        head: [
          `${target.kind}: total`,
          'routes',
          'requests',
          '5xx',
          'of which malformed multipart',
          'leaked writes',
          'unchecked db errors',
          'req/s',
        ],
        rows: [
          [
            'all',
            String(results.length),
            String(total),
            String(fivexx),
            String(multipart5xx),
            String(leaked),
            String(unchecked),
            (total / seconds).toFixed(0),
          ],
        ],
      });
      checks.push({ name: `fuzz/${target.kind} 5xx`, target: '= 0', actual: String(fivexx), met: fivexx === 0 });
      checks.push({
        name: `fuzz/${target.kind} 5xx other than malformed multipart`,
        target: '= 0',
        actual: String(fivexx - multipart5xx),
        met: fivexx === multipart5xx,
      });
      checks.push({
        name: `fuzz/${target.kind} refused writes that changed rows`,
        target: '= 0',
        actual: String(leaked),
        met: leaked === 0,
      });
      data[target.kind] = {
        routes: results.length,
        requests: total,
        status5xx: fivexx,
        status5xxMalformedMultipart: multipart5xx,
        writesLeaked: leaked,
        uncheckedDatabaseErrors: unchecked,
        seconds: Math.round(seconds),
        failures: results.flatMap((r) => r.failures.slice(0, 3).map((f) => ({ route: r.route, ...f }))),
      };
    }
    if (targets.length === 1) console.log('  (PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to fuzz it too)');
    return { tables, checks, data };
  },
};
