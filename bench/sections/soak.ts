import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- autocannon's types do not export the request shape
type CannonRequest = any;
import sharp from 'sharp';
import { startPortal, readMemory, type Portal } from '../lib/portal.ts';
import type { Resources } from '../lib/processes.ts';
import { scratchPostgres } from '../lib/scratch-postgres.ts';
import type { Check, Section, Table } from '../lib/section.ts';

/**
 * The memory targets of issue 9 and a soak: the portal serving a mix of public pages and API lists to many
 * connections for a long time while citizens file complaints with a photo.
 *
 * Settings (environment): BENCH_SOAK_SECONDS (600), BENCH_SOAK_CONNECTIONS (150), BENCH_SOAK_FILINGS (2 a
 * second), BENCH_SOAK_BARE_SECONDS (bare node:http baseline, default a tenth of the soak, 10–60 s),
 * BENCH_DATABASE_URL (a PostgreSQL server: the same soak runs again on a fresh database made there, dropped
 * afterwards).
 */
const TARGETS = {
  idleAfterRestartMb: 300,
  firstStartPeakMb: 600,
  /** RSS at the end of the soak against RSS once it is warm (after its first tenth). */
  growth: 0.1,
  /** p99 of the portal under the soak against p99 of bare node:http at the same connections. */
  p99Ratio: 50,
};

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

const mb = (kb: number) => Math.round(kb / 1024);
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Public pages and API lists, picked at random per request; complaint list pages vary like a crawler's. */
const PAGES = ['/', '/notice', '/viewgrievance', '/circulars', '/currenttender', '/about'];
const LISTS = ['/api/Public/notice', '/api/Public/tender', '/api/Public/circular', '/api/Public/slider', '/api/Public/complaint-count'];
function pickPath(): string {
  const r = Math.random();
  if (r < 0.35) return PAGES[Math.floor(Math.random() * PAGES.length)]!;
  if (r < 0.75) return LISTS[Math.floor(Math.random() * LISTS.length)]!;
  const page = 1 + Math.floor(Math.random() * 40);
  const status = ['All', 'Open', 'Resolved'][Math.floor(Math.random() * 3)];
  return `/api/Public/complaint?page=${page}&statusFilter=${status}`;
}
/** The fixed paths, checked to answer 200 before the load starts. */
const CHECKED = [...PAGES, ...LISTS, '/api/Public/complaint?page=1&statusFilter=All', '/viewgrievance?page=2'];

interface Latencies {
  values: Float64Array;
  count: number;
}
function push(l: Latencies, ms: number) {
  if (l.count === l.values.length) {
    const grown = new Float64Array(l.values.length * 2);
    grown.set(l.values);
    l.values = grown;
  }
  l.values[l.count++] = ms;
}
function percentile(l: Latencies, p: number): number {
  if (l.count === 0) return NaN;
  const sorted = l.values.slice(0, l.count).sort();
  return round(sorted[Math.min(l.count - 1, Math.max(0, Math.ceil((p / 100) * l.count) - 1))]!);
}

interface LoadOutcome {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  timeouts: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/** autocannon without failing on errors: a soak counts them. */
function load(url: string, connections: number, seconds: number, pick?: () => string): Promise<LoadOutcome> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load anything but 127.0.0.1: ${url}`);
  const latencies: Latencies = { values: new Float64Array(1 << 16), count: 0 };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
        ...(pick ? { requests: [{ setupRequest: (request: CannonRequest) => ({ ...request, path: pick() }) }] } : {}),
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          requests: result.requests.total ?? 0,
          requestsPerSecond: Math.round((result.requests.total ?? 0) / result.duration),
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          max: percentile(latencies, 100),
          timeouts: result.timeouts,
          errors: result.errors,
          non2xx: result.non2xx,
          statusCodes: Object.fromEntries(
            Object.entries(result.statusCodeStats).map(([code, s]) => [code, (s as { count: number }).count]),
          ),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => push(latencies, ms));
  });
}

/** A 1024×768 JPEG of noise (~300 KB): a phone photo's worth of work for the pipeline, made once. */
async function photo(): Promise<Buffer> {
  const width = 1024;
  const height = 768;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + ((i / 3) | 0) * 31) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Complaint filings at `perSecond`, each from its own address in X-Forwarded-For (the soak's portal runs with
 * TRUST_PROXY=1: a boolean `true` today, one trusted hop once TRUST_PROXY takes a count; either way a single
 * X-Forwarded-For address is the client), so the per-address limit (COMPLAINT_RATE_LIMIT) is not what is
 * measured. Returns a stop function that waits for the filings in flight.
 */
function startFilings(origin: string, perSecond: number, image: Buffer, options: { wards: string[]; types: string[]; district: string }) {
  const statuses: Record<string, number> = {};
  const latencies: Latencies = { values: new Float64Array(1024), count: 0 };
  const inFlight = new Set<Promise<void>>();
  let n = 0;
  const fileOne = async () => {
    n++;
    const form = new FormData();
    form.set('district', options.district);
    form.set('ward', options.wards[n % options.wards.length]!);
    form.set('grivance', options.types[n % options.types.length]!);
    form.set('additional_Information', `Soak filing ${n}: water has been standing on the road for three days.`);
    form.set('landmark', 'Near the bus stand');
    form.set('name', 'Soak Citizen');
    form.set('mobile', `98${String(10_000_000 + n).slice(-8)}`);
    form.set('consent', 'yes');
    form.set('Image1', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'road.jpg');
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const t0 = performance.now();
    let status = 'error';
    try {
      const response = await fetch(`${origin}/api/Public/complaint`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': address },
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      status = String(response.status);
    } catch (err) {
      status = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'error';
    }
    push(latencies, performance.now() - t0);
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const timer = setInterval(() => {
    const p = fileOne().finally(() => inFlight.delete(p));
    inFlight.add(p);
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await Promise.all([...inFlight]);
    return { filings: n, statuses, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  };
}

async function getBytes(url: string): Promise<{ status: number; body: Buffer; contentType: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SoakResult {
  database: 'pglite' | 'postgres';
  firstStart: { seconds: number; peakRssMb: number; groupPeakRssMb: number };
  idleAfterRestartMb: number;
  rss: { beforeMb: number; warmMb: number; peakMb: number; endMb: number; idleAfterMb: number; growth: number; growthFromIdle: number };
  samples: Array<[number, number]>;
  load: LoadOutcome;
  filings: { filings: number; statuses: Record<string, number>; p50: number; p99: number };
}

/** One soak against a portal started for it (first start, then the restart that is measured). */
async function soakOnce(
  resources: Resources,
  database: 'pglite' | 'postgres',
  settings: { seconds: number; connections: number; filingsPerSecond: number },
  databaseUrl?: string,
): Promise<SoakResult> {
  const name = `soak-${database}`;
  const portal: Portal = await startPortal(resources, { env: { TRUST_PROXY: '1' }, databaseUrl, name });
  try {
    for (const p of CHECKED) {
      const r = await getBytes(`${portal.origin}${p}`);
      if (r.status !== 200) throw new Error(`${p} answered ${r.status} before the soak`);
    }
    await sleep(5000);
    const idle = readMemory(portal.child.pid).rssKb;
    const options = JSON.parse((await getBytes(`${portal.origin}/api/Public/complaint-options`)).body.toString()) as {
      districts: string[];
      wards: string[];
      grievanceTypes: string[];
    };
    const image = await photo();

    const samples: Array<[number, number]> = [];
    const t0 = performance.now();
    const sample = () => samples.push([Math.round((performance.now() - t0) / 1000), readMemory(portal.child.pid).rssKb]);
    sample();
    const sampler = setInterval(sample, 5000);
    const progress = setInterval(() => {
      const last = samples[samples.length - 1]!;
      console.log(`  [${name}] ${last[0]} s: RSS ${mb(last[1])} MB`);
    }, 60_000);
    const stopFilings = startFilings(portal.origin, settings.filingsPerSecond, image, {
      district: options.districts[0]!,
      wards: options.wards,
      types: options.grievanceTypes,
    });
    let outcome: LoadOutcome;
    let filings: Awaited<ReturnType<typeof stopFilings>>;
    try {
      outcome = await load(portal.origin, settings.connections, settings.seconds, pickPath);
    } finally {
      filings = await stopFilings();
      clearInterval(sampler);
      clearInterval(progress);
    }
    sample();
    await sleep(15_000);
    const idleAfter = readMemory(portal.child.pid).rssKb;
    const during = samples.slice(0, -1);
    const warmIndex = during.findIndex(([s]) => s >= settings.seconds / 10);
    const warm = (during[warmIndex >= 0 ? warmIndex : 0] ?? during[0]!)[1];
    const end = samples[samples.length - 1]![1];
    const peak = Math.max(...samples.map(([, kb]) => kb));
    return {
      database,
      firstStart: {
        seconds: round(portal.firstStart.seconds, 1),
        peakRssMb: mb(portal.firstStart.peakRssKb),
        groupPeakRssMb: mb(portal.firstStart.groupPeakRssKb),
      },
      idleAfterRestartMb: mb(idle),
      rss: {
        beforeMb: mb(idle),
        warmMb: mb(warm),
        peakMb: mb(peak),
        endMb: mb(end),
        idleAfterMb: mb(idleAfter),
        growth: round(end / warm - 1, 3),
        growthFromIdle: round(end / idle - 1, 3),
      },
      samples: samples.map(([s, kb]) => [s, mb(kb)]),
      load: outcome,
      filings,
    };
  } finally {
    await portal.child.stop();
  }
}

/** The bare node:http baseline at the soak's connection count, answering the notice list's bytes. */
async function bareBaseline(resources: Resources, connections: number, seconds: number): Promise<LoadOutcome> {
  const dir = resources.tempDir('soak-bare');
  // The same bytes the portal answers for the notice list: a small JSON body like most of the soak's answers.
  const body = path.join(dir, 'body.json');
  fs.writeFileSync(body, JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ id: i, title: `Notice ${i}`, text: 'x'.repeat(400) }))));
  const bare = resources.start({ name: 'soak-bare', args: ['bench/lib/bare-server.ts'], env: { ...process.env, BARE_BODY_FILE: body } });
  try {
    const port = Number(/listening (\d+)/.exec(await bare.waitForLine(/^listening \d+/, 30_000))![1]);
    return await load(`http://127.0.0.1:${port}/api/Public/notice`, connections, seconds);
  } finally {
    await bare.stop();
    resources.removeDir(dir);
  }
}

export const soak: Section = {
  name: 'soak',
  title: 'Memory and a soak: public pages and lists at many connections, complaints filed with a photo',
  async run(ctx) {
    const settings = {
      seconds: envNumber('BENCH_SOAK_SECONDS', 600),
      connections: Math.round(envNumber('BENCH_SOAK_CONNECTIONS', 150)),
      filingsPerSecond: envNumber('BENCH_SOAK_FILINGS', 2),
    };
    const bareSeconds = envNumber('BENCH_SOAK_BARE_SECONDS', Math.min(60, Math.max(10, Math.round(settings.seconds / 10))));
    console.log(
      `  ${settings.seconds} s at ${settings.connections} connections (pages ${Math.round(35)}%, API lists 40%, complaint list pages 25%), ${settings.filingsPerSecond} filings/s with a photo; bare node:http ${bareSeconds} s`,
    );
    const bare = await bareBaseline(ctx.resources, settings.connections, bareSeconds);
    console.log(`  bare node:http: ${bare.requestsPerSecond.toLocaleString('en-US')} req/s, p99 ${bare.p99} ms`);

    // BENCH_SOAK_ONLY=postgres: the PostgreSQL soak alone (with BENCH_DATABASE_URL), when only its figures are wanted.
    const only = process.env.BENCH_SOAK_ONLY ?? '';
    if (only && only !== 'postgres') throw new Error(`BENCH_SOAK_ONLY may only be "postgres", not "${only}"`);
    if (only && !process.env.BENCH_DATABASE_URL) throw new Error('BENCH_SOAK_ONLY=postgres needs BENCH_DATABASE_URL');
    const runs: SoakResult[] = only ? [] : [await soakOnce(ctx.resources, 'pglite', settings)];
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl) {
      const database = await scratchPostgres(serverUrl, `nagar_soak_${process.pid}_${Date.now().toString(36)}`);
      try {
        // BENCH_SOAK_POSTGRES_SECONDS: a shorter PostgreSQL soak when time is short (default: the same length).
        const seconds = envNumber('BENCH_SOAK_POSTGRES_SECONDS', settings.seconds);
        runs.push(await soakOnce(ctx.resources, 'postgres', { ...settings, seconds }, database.url));
      } finally {
        await database.drop();
      }
    } else {
      console.log('  BENCH_DATABASE_URL is not set: the PostgreSQL soak is skipped.');
    }

    const tables: Table[] = [];
    const checks: Check[] = [];
    const columns = runs.map((r) => (r.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'));
    const row = (label: string, cell: (r: SoakResult) => string) => [label, ...runs.map(cell)];
    tables.push({
      head: ['memory, MB', ...columns],
      rows: [
        row('first start: server process peak (VmHWM)', (r) => String(r.firstStart.peakRssMb)),
        row('first start: peak of its processes together', (r) => String(r.firstStart.groupPeakRssMb)),
        row('restart: idle RSS before the soak', (r) => String(r.idleAfterRestartMb)),
        row(`soak: RSS after its first ${Math.round(settings.seconds / 10)} s (warm)`, (r) => String(r.rss.warmMb)),
        row('soak: peak RSS', (r) => String(r.rss.peakMb)),
        row('soak: RSS at the end', (r) => String(r.rss.endMb)),
        row('RSS 15 s after the soak', (r) => String(r.rss.idleAfterMb)),
        row('growth, warm → end', (r) => `${(r.rss.growth * 100).toFixed(1)} %`),
        row('growth, idle → end', (r) => `${(r.rss.growthFromIdle * 100).toFixed(1)} %`),
      ],
    });
    tables.push({
      head: ['load', 'bare node:http', ...columns],
      rows: [
        [
          'requests/s',
          bare.requestsPerSecond.toLocaleString('en-US'),
          ...runs.map((r) => r.load.requestsPerSecond.toLocaleString('en-US')),
        ],
        ['p50 ms', String(bare.p50), ...runs.map((r) => String(r.load.p50))],
        ['p99 ms', String(bare.p99), ...runs.map((r) => String(r.load.p99))],
        ['p99 / bare p99', '1', ...runs.map((r) => (r.load.p99 / bare.p99).toFixed(1))],
        ['max ms', String(bare.max), ...runs.map((r) => String(r.load.max))],
        ['timeouts (10 s)', String(bare.timeouts), ...runs.map((r) => String(r.load.timeouts))],
        ['errors / non-2xx', `${bare.errors} / ${bare.non2xx}`, ...runs.map((r) => `${r.load.errors} / ${r.load.non2xx}`)],
        ['filings: sent', '', ...runs.map((r) => String(r.filings.filings))],
        [
          'filings: answers',
          '',
          ...runs.map((r) =>
            Object.entries(r.filings.statuses)
              .map(([s, n]) => `${s}×${n}`)
              .join(' '),
          ),
        ],
        ['filings: p50 / p99 ms', '', ...runs.map((r) => `${Math.round(r.filings.p50)} / ${Math.round(r.filings.p99)}`)],
      ],
    });
    for (const r of runs) {
      const label = r.database === 'pglite' ? 'embedded' : 'PostgreSQL';
      const p99Ratio = r.load.p99 / bare.p99;
      checks.push(
        {
          name: `${label}: idle RSS after a restart`,
          target: `≤ ${TARGETS.idleAfterRestartMb} MB`,
          actual: `${r.idleAfterRestartMb} MB`,
          met: r.idleAfterRestartMb <= TARGETS.idleAfterRestartMb,
        },
        {
          name: `${label}: peak during the first start (its processes together)`,
          target: `≤ ${TARGETS.firstStartPeakMb} MB`,
          actual: `${r.firstStart.groupPeakRssMb} MB`,
          met: r.firstStart.groupPeakRssMb <= TARGETS.firstStartPeakMb,
        },
        {
          name: `${label}: soak RSS growth (warm → end)`,
          target: `≤ ${TARGETS.growth * 100} %`,
          actual: `${(r.rss.growth * 100).toFixed(1)} %`,
          met: r.rss.growth <= TARGETS.growth,
        },
        {
          name: `${label}: soak p99 / bare p99`,
          target: `≤ ${TARGETS.p99Ratio}`,
          actual: `${p99Ratio.toFixed(1)} (${r.load.p99} vs ${bare.p99} ms; ${r.load.timeouts} timeouts)`,
          met: p99Ratio <= TARGETS.p99Ratio && r.load.timeouts === 0,
        },
      );
    }
    return { tables, checks, data: { settings, bareSeconds, bare, runs } };
  },
};
