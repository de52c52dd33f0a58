/**
 * `scale-http`: the lists and searches the `scale` section times in-process, asked of the real portal over HTTP
 * (issue 31, item 4): the same data set (100,000 complaints with their history, 10,000 notices) laid into an embedded
 * data directory and, when BENCH_DATABASE_URL (else TEST_DATABASE_URL) names a server, into a fresh PostgreSQL database
 * (dropped after); the compiled portal is started on it (no demo content) and a staff admin signs in through the API.
 * Each case is loaded with autocannon at 1 and 10 connections, its path drawn anew for every request (page, ward,
 * status, dates, search term as `scale` draws them), so that the portal's caches do not answer everything; p50/p95
 * of the responses, target p95 ≤ 50 ms. Beside each, a bare node:http server (bench/lib/bare-server.ts, its own
 * process) answering a body of the same bytes at the same connection count: what HTTP and the load generator cost.
 *
 * Settings as `scale` (bench/lib/scale-setup.ts): BENCH_SCALE_COMPLAINTS, BENCH_SCALE_NOTICES, BENCH_SCALE_SECONDS (3,
 * per case and connection count; the bare server gets 1 s), BENCH_SCALE_ONLY, BENCH_DATABASE_URL/TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import nodePath from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { SCALE_TYPES, SCALE_WARDS, SCALE_WORDS, SCALE_WORDS_HI } from '../../apps/server/src/test/scale-data.ts';
import { startPortal, type Portal } from '../lib/portal.ts';
import type { Child } from '../lib/processes.ts';
import {
  between,
  openBenchDatabase,
  pick,
  SCALE_CLIENTS,
  SCALE_TARGET_MS,
  scaleDraws,
  scaleSettings,
  seedScale,
} from '../lib/scale-setup.ts';
import type { BenchContext, Check, Section, Table } from '../lib/section.ts';
import { ms, percentile } from '../lib/timing.ts';

const ADMIN = { email: 'bench-scale@example.org', password: 'bench-scale-http-password-7' };
/** The portal vacuums its embedded database a minute after it starts (db/maintenance.ts): measure after that. */
const EMBEDDED_FIRST_VACUUM_MS = 60_000;

interface HttpCase {
  /** As the `scale` section names the same question. */
  name: string;
  /** A new path for every request. */
  path: () => string;
  /** Asked with the staff admin's bearer token. */
  staff?: boolean;
}

const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

function cases(complaintCount: number, noticeCount: number): HttpCase[] {
  const { publicPages, staffPages, noticePages, someMonth, someNo } = scaleDraws(complaintCount, noticeCount);
  const pub = (p: Record<string, string | number | undefined>) => `/api/Public/complaint?${query({ ...p, pageSize: 20 })}`;
  const staff = (p: Record<string, string | number | undefined>) => `/api/Admin/complaint?${query({ page: 1, ...p, pageSize: 25 })}`;
  const s = (name: string, path: () => string): HttpCase => ({ name, path, staff: true });
  return [
    { name: 'public list, first page', path: () => pub({ page: 1 }) },
    { name: 'public list, pages 2–10', path: () => pub({ page: between(2, 10) }) },
    { name: 'public list, deep page (½–all)', path: () => pub({ page: between(publicPages / 2, publicPages) }) },
    { name: 'public list, status', path: () => pub({ status: pick(['Resolved', 'Rejected', 'Open', 'Pending']), page: 1 }) },
    { name: 'public list, ward', path: () => pub({ ward: pick(SCALE_WARDS), page: between(1, 5) }) },
    {
      name: 'public list, status + ward',
      path: () => pub({ status: pick(['Resolved', 'In Progress']), ward: pick(SCALE_WARDS), page: 1 }),
    },
    s('staff queue, first page', () => staff({})),
    s('staff queue, pages 2–10', () => staff({ page: between(2, 10) })),
    s('staff queue, deep page (½–all)', () => staff({ page: between(staffPages / 2, staffPages) })),
    s('staff queue, status', () => staff({ status: pick(['Open', 'Pending', 'Resolved']) })),
    s('staff queue, ward', () => staff({ ward: pick(SCALE_WARDS), page: between(1, 3) })),
    s('staff queue, type', () => staff({ type: pick(SCALE_TYPES) })),
    // Issue 31's case: the three filters a ward officer sets.
    s('staff queue, status + ward + type', () =>
      staff({ status: pick(['Open', 'Pending', 'In Progress', 'Resolved']), ward: pick(SCALE_WARDS), type: pick(SCALE_TYPES) }),
    ),
    s('staff queue, 30-day range', () => staff({ ...someMonth() })),
    s('staff queue, ward + type + range', () => staff({ ward: pick(SCALE_WARDS), type: pick(SCALE_TYPES), ...someMonth() })),
    s('staff search, complaint no.', () => staff({ search: someNo() })),
    s('staff search, 4 digits', () => staff({ search: someNo().slice(2) })),
    s('staff search, a word', () => staff({ search: pick(SCALE_WORDS) })),
    s('staff search, a Hindi word', () => staff({ search: pick(SCALE_WORDS_HI) })),
    s('staff search, a name', () => staff({ search: `Citizen ${between(1, complaintCount)}` })),
    s('staff queue, overdue', () => staff({ overdue: 1, page: between(1, 3) })),
    s('report, a month', () => `/api/Admin/reports/complaints?${query(someMonth())}`),
    { name: 'report, twelve months (public record)', path: () => '/api/Public/grievance-stats' },
    s('counts by status (admin: live)', () => '/api/Admin/complaint-count'),
    // The site search is a page: its loader's data (React Router's `.data` request), not the HTML.
    { name: 'public search, a word', path: () => `/search.data?${query({ q: pick(SCALE_WORDS) })}` },
    { name: 'public search, a rare phrase', path: () => `/search.data?${query({ q: `reference ${between(1, noticeCount)})` })}` },
    { name: 'public search, a Hindi word', path: () => `/search.data?${query({ q: pick(SCALE_WORDS_HI) })}` },
    { name: 'public search, a rare Hindi phrase', path: () => `/search.data?${query({ q: `संदर्भ ${between(1, noticeCount)})` })}` },
    { name: 'notices, first page', path: () => `/api/Public/notice?page=1&pageSize=20` },
    {
      name: 'notices, deep page (½–all)',
      path: () => `/api/Public/notice?${query({ page: between(noticePages / 2, noticePages), pageSize: 20 })}`,
    },
    s('back office: notices, a page', () => `/api/Admin/notice?${query({ page: between(1, noticePages), pageSize: 20 })}`),
    s('back office: notice search, a word', () => `/api/Admin/notice?${query({ search: pick(SCALE_WORDS), page: 1, pageSize: 20 })}`),
    s(
      'back office: notice search, a Hindi word',
      () => `/api/Admin/notice?${query({ search: pick(SCALE_WORDS_HI), page: 1, pageSize: 20 })}`,
    ),
    s(
      'back office: notice search, a rare phrase',
      () => `/api/Admin/notice?${query({ search: `reference ${between(1, noticeCount)}`, page: 1, pageSize: 20 })}`,
    ),
  ];
}

/** One GET as autocannon sends it (no Accept-Encoding): status and body. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

/** `connections` keep-alive connections for `seconds`, each request's path from `path()`: the 2xx answers' ms, sorted. */
function load(
  origin: string,
  path: () => string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<number[]> {
  if (!origin.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load anything but 127.0.0.1: ${origin}`);
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
        headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        const failed = result.errors + result.timeouts + result.non2xx;
        if (failed > 0)
          return reject(
            new Error(`${origin}: ${failed} failed requests (${JSON.stringify(result.statusCodeStats)}, errors ${result.errors})`),
          );
        resolve(times.sort((a, b) => a - b));
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseMs) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseMs);
    });
  });
}

interface Timing {
  requests: number;
  p50: number;
  p95: number;
}
const timingOf = (times: number[]): Timing => ({ requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95) });

/** The `scale` section's in-process p95 of the same case at `clients`, when it ran in this bench. */
function inProcess(ctx: BenchContext, label: string, name: string, clients: number): number | undefined {
  const figures = ctx.results.get('scale')?.data[label] as Record<string, { p95?: number } | undefined> | undefined;
  return figures?.[`${name} @${clients}`]?.p95;
}

async function measureDatabase(
  ctx: BenchContext,
  kind: 'pglite' | 'postgres',
  portal: Portal,
  all: HttpCase[],
  seconds: number,
  startedAt: number,
): Promise<{ rows: string[][]; checks: Check[]; figures: Record<string, unknown> }> {
  const origin = portal.origin;
  const login = await fetch(`${origin}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const loginText = await login.text();
  if (!login.ok) throw new Error(`the admin's sign-in answered ${login.status}: ${loginText.slice(0, 300)}`);
  const token = (JSON.parse(loginText) as { token: string }).token;
  const staffHeaders = { authorization: `Bearer ${token}` };
  const headersOf = (c: HttpCase) => (c.staff ? staffHeaders : {});

  // Three answers of each case (checked; the largest is the bare server's body), which also warm the portal up.
  const bodies = ctx.resources.tempDir('scale-http-bodies');
  const sizes: number[] = [];
  for (const [i, c] of all.entries()) {
    let largest: Buffer = Buffer.alloc(0);
    for (let n = 0; n < 3; n++) {
      const path = c.path();
      const sample = await get(`${origin}${path}`, headersOf(c));
      if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}: ${sample.body.toString().slice(0, 300)}`);
      if (sample.body.length > largest.length) largest = sample.body;
    }
    fs.writeFileSync(nodePath.join(bodies, `case-${i}`), largest);
    sizes.push(largest.length);
  }
  let bare: Child | undefined;
  try {
    bare = ctx.resources.start({ name: 'bare', args: ['bench/lib/bare-server.ts'], env: { ...process.env, BARE_BODY_DIR: bodies } });
    const barePort = Number(/listening (\d+)/.exec(await bare.waitForLine(/^listening \d+/, 30_000))![1]);
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    if (kind === 'pglite') {
      const wait = startedAt + EMBEDDED_FIRST_VACUUM_MS + 5_000 - performance.now();
      if (wait > 0) {
        console.log(`  waiting ${(wait / 1000).toFixed(0)} s for the portal's first VACUUM (a minute after it starts) to be over`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
    // Warm-up: the JIT and the connection pools, on the first case.
    await load(origin, all[0]!.path, headersOf(all[0]!), 10, 1);
    const label = kind === 'pglite' ? 'pglite after VACUUM' : 'postgres';
    const rows: string[][] = [];
    const checks: Check[] = [];
    const figures: Record<string, unknown> = {};
    for (const [i, c] of all.entries()) {
      const row = [c.name, sizes[i]!.toLocaleString('en-US')];
      const bareCells: string[] = [];
      const inProcessCells: string[] = [];
      for (const clients of SCALE_CLIENTS) {
        const timing = timingOf(await load(origin, c.path, headersOf(c), clients, seconds));
        const bareTiming = timingOf(await load(bareOrigin, () => `/case-${i}`, {}, clients, Math.min(1, seconds)));
        const scaleP95 = inProcess(ctx, label, c.name, clients);
        row.push(ms(timing.p50), ms(timing.p95), timing.p95 <= SCALE_TARGET_MS ? 'ok' : 'MISS');
        bareCells.push(ms(bareTiming.p95));
        inProcessCells.push(scaleP95 === undefined ? '–' : ms(scaleP95));
        figures[`${c.name} @${clients}`] = {
          ...timing,
          bare: bareTiming,
          bytes: sizes[i],
          ...(scaleP95 === undefined ? {} : { inProcessP95: scaleP95 }),
        };
        checks.push({
          name: `scale-http ${kind} ${c.name} @${clients} p95`,
          target: `≤ ${SCALE_TARGET_MS} ms`,
          actual: `${ms(timing.p95)} ms`,
          met: timing.p95 <= SCALE_TARGET_MS,
        });
      }
      row.push(...bareCells, ...inProcessCells);
      console.log(`    ${row.join('  ')}`);
      rows.push(row);
    }
    return { rows, checks, figures };
  } finally {
    await bare?.stop();
    ctx.resources.removeDir(bodies);
  }
}

export const scaleHttpSection: Section = {
  name: 'scale-http',
  title: `Lists at scale over HTTP: the portal's p50/p95 per list, filter and search against a bare node:http (target p95 ≤ ${SCALE_TARGET_MS} ms)`,
  async run(ctx) {
    const settings = scaleSettings(3);
    const { complaints: complaintCount, notices: noticeCount, seconds, only, pgServer, kinds } = settings;
    const all = cases(complaintCount, noticeCount).filter((c) => !only || only.test(c.name));
    const tables: Table[] = [];
    const checks: Check[] = [];
    const data: Record<string, unknown> = {
      complaints: complaintCount,
      notices: noticeCount,
      seconds,
      bareSeconds: Math.min(1, seconds),
      loadAverageBefore: os.loadavg().map((n) => Math.round(n * 100) / 100),
    };
    for (const kind of kinds) {
      const dir = ctx.resources.tempDir('scale-http');
      let dropDb: (() => Promise<void>) | undefined;
      let portal: Portal | undefined;
      try {
        const opened = await openBenchDatabase(kind, pgServer, dir);
        dropDb = opened.drop;
        let seedSeconds: number;
        try {
          seedSeconds = await seedScale(opened.database, kind, settings);
          // The state the portal keeps: PostgreSQL's autovacuum after such growth, the embedded database's own VACUUM.
          const tv = performance.now();
          await opened.database.db.execute(sql`vacuum analyze`);
          console.log(`  ${kind}: VACUUM ANALYZE took ${((performance.now() - tv) / 1000).toFixed(1)} s`);
        } finally {
          await opened.database.close();
        }
        const startedAt = performance.now();
        portal = await startPortal(ctx.resources, {
          name: `portal (${kind})`,
          demoContent: false,
          // The token lives through the whole measuring (the portal's default is five idle minutes; these requests do not refresh it).
          env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SESSION_TTL_MINUTES: '120' },
          ...(kind === 'pglite' ? { dataDir: dir } : { databaseUrl: opened.url! }),
        });
        console.log(`  ${kind}: portal (${portal.mode}) pid ${portal.child.pid} ready in ${portal.startupSeconds.toFixed(1)} s`);
        const measured = await measureDatabase(ctx, kind, portal, all, seconds, startedAt);
        checks.push(...measured.checks);
        data[kind] = { seedSeconds, ...measured.figures };
        tables.push({
          head: [
            `${kind} (ms)`,
            'bare bytes',
            ...SCALE_CLIENTS.flatMap((n) => [`p50 @${n}`, `p95 @${n}`, `≤${SCALE_TARGET_MS}`]),
            ...SCALE_CLIENTS.map((n) => `bare p95 @${n}`),
            ...SCALE_CLIENTS.map((n) => `in-process p95 @${n}`),
          ],
          rows: measured.rows,
        });
      } finally {
        await portal?.child.stop();
        await dropDb?.().catch((err: unknown) => console.error(`  could not drop the bench database: ${String(err)}`));
        ctx.resources.removeDir(dir);
      }
    }
    data.loadAverageAfter = os.loadavg().map((n) => Math.round(n * 100) / 100);
    tables.push({
      head: ['load average (1, 5, 15 min)', 'before', 'after'],
      rows: [['', (data.loadAverageBefore as number[]).join(' '), (data.loadAverageAfter as number[]).join(' ')]],
    });
    return { tables, checks, data };
  },
};
