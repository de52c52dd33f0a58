/**
 * `downloads`: issue 26's stall. A 45 MB MP4 is stored through the admin API; then, for BENCH_DOWNLOADS_SECONDS
 * (20), 40 downloads of it are kept going at once, each from its own address (X-Forwarded-For; the portal runs
 * with TRUST_PROXY=1, so the per-address limit is not what is measured), each reading its first bytes, then
 * reading no more while it holds the connection for BENCH_DOWNLOADS_HOLD_MS (5000), then closing it; a new one
 * starts in place of each (so 40 abandoned downloads are open at all times). Meanwhile one probe after another asks
 * `/api/health` and a public page (`/notice`, the page itself when the web app is built, else its API list);
 * the portal's RSS is sampled every 250 ms. Targets: probes p95 ≤ 100 ms, RSS growth (peak during the downloads
 * minus idle before) ≤ 100 MB, on the embedded database and on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL: a fresh database made there and dropped afterwards).
 *
 * Also reported: the same probes before the downloads (the baseline), 40 downloads at once from ONE address
 * (how many the per-address limit answers 429), `Range: bytes=0-99` (206 with 100 bytes), and one whole download
 * of the file (bytes and time) once the storm is over.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import { startPortal, readMemory, type Portal } from '../lib/portal.ts';
import type { Resources } from '../lib/processes.ts';
import { scratchPostgres } from '../lib/scratch-postgres.ts';
import type { Check, Section, Table } from '../lib/section.ts';

const TARGET_MS = 100;
const TARGET_RSS_MB = 100;
const CONCURRENT = 40;
const VIDEO_BYTES = 45 * 1024 * 1024;
const ADMIN = { email: 'bench-admin@example.org', password: 'bench-downloads-password-1' };

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? '');
  return process.env[name] && Number.isFinite(v) && v > 0 ? v : fallback;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => Math.round(kb / 1024);
const round = (n: number) => Math.round(n * 10) / 10;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!);
}

/** An MP4's box structure (ftyp, moov with mvhd, mdat of random bytes) of `size` bytes: what the upload accepts. */
function mp4(size: number): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length + 8, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
  const moov = box('moov', box('mvhd', Buffer.alloc(100)));
  return Buffer.concat([ftyp, moov, box('mdat', crypto.randomBytes(size - ftyp.length - moov.length - 8))]);
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Signs the bench's admin in and stores the video; returns its /files URL. */
async function storeVideo(origin: string, video: Buffer): Promise<string> {
  const login = await json<{ token: string }>(
    await fetch(`${origin}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
  );
  const form = new FormData();
  form.set('Video.title', 'Bench video (45 MB)');
  form.set('VideoFile', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'bench.mp4');
  const created = await json<{ videoPath?: string | { url: string } }>(
    await fetch(`${origin}/api/Admin/video`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.token}` },
      body: form,
      signal: AbortSignal.timeout(300_000),
    }),
  );
  const path = typeof created.videoPath === 'string' ? created.videoPath : created.videoPath?.url;
  if (!path) throw new Error(`the video was stored without a file URL: ${JSON.stringify(created).slice(0, 300)}`);
  return path;
}

/**
 * One download that reads a little and abandons: resolves with its status once it has gone. `hold`: stop reading
 * and keep the connection open that long before closing it (a slow reader); 0: close after the first bytes.
 */
function abandonedDownload(url: string, address: string, hold: number): Promise<number> {
  return new Promise((resolve) => {
    let status = 0;
    const req = http.get(url, { headers: { 'x-forwarded-for': address }, agent: false }, (res) => {
      status = res.statusCode ?? 0;
      res.once('data', () => {
        res.pause();
        if (hold === 0) req.destroy();
        else setTimeout(() => req.destroy(), hold);
      });
      res.on('end', () => req.destroy());
    });
    req.on('error', () => {});
    req.on('close', () => resolve(status));
  });
}

/** Probes one after another (each waits for the previous), `path`s in turn, until `stop` says so. */
async function probe(origin: string, paths: string[], stop: () => boolean): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(paths.map((p) => [p, []]));
  while (!stop()) {
    for (const p of paths) {
      const t0 = performance.now();
      const response = await fetch(`${origin}${p}`, { signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${p} answered ${response.status} during the downloads`);
      times[p]!.push(performance.now() - t0);
    }
    await sleep(50);
  }
  return times;
}

interface RunResult {
  database: 'pglite' | 'postgres';
  pagePath: string;
  baseline: Record<string, { p50: number; p95: number; max: number; n: number }>;
  during: Record<string, { p50: number; p95: number; max: number; n: number }>;
  rss: { idleMb: number; peakMb: number; endMb: number; growthMb: number };
  downloads: { started: number; statuses: Record<string, number> };
  oneAddress: Record<string, number>;
  range: { status: number; bytes: number; contentRange: string | null };
  /** `curl -r 0-99` on a demo PDF: its status and the bytes it received. */
  curlPdf: string;
  whole: { status: number; bytes: number; seconds: number };
}

const summary = (values: number[]) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  max: percentile(values, 100),
  n: values.length,
});

async function runOnce(resources: Resources, database: 'pglite' | 'postgres', seconds: number, databaseUrl?: string): Promise<RunResult> {
  const portal: Portal = await startPortal(resources, {
    env: { TRUST_PROXY: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, VIDEO_MAX_MB: '60' },
    databaseUrl,
    name: `downloads-${database}`,
  });
  try {
    const pagePath = portal.mode === 'full' ? '/notice' : '/api/Public/notice';
    const paths = ['/api/health', pagePath];
    const video = mp4(VIDEO_BYTES);
    const url = `${portal.origin}${await storeVideo(portal.origin, video)}`;
    console.log(`  [${database}] stored ${(video.length / 1024 / 1024).toFixed(1)} MB at ${url.slice(portal.origin.length)}`);

    // Baseline: the probes alone for 5 s, after the upload's garbage has settled.
    await sleep(5000);
    const until = (ms: number) => {
      const end = performance.now() + ms;
      return () => performance.now() >= end;
    };
    const baseline = await probe(portal.origin, paths, until(5000));
    await sleep(1000);
    const idleKb = readMemory(portal.child.pid).rssKb;

    // The storm: 40 abandoned downloads at all times, each from its own address.
    const samples: number[] = [idleKb];
    const sampler = setInterval(() => samples.push(readMemory(portal.child.pid).rssKb), 250);
    const statuses: Record<string, number> = {};
    let started = 0;
    let running = true;
    // BENCH_DOWNLOADS_HOLD_MS (5000): how long each download stays open, stalled, after its first bytes; -1: half
    // close at once and half after 2 s, each replaced at once (a flood of new downloads, ~130 a second here).
    const hold = Number(process.env.BENCH_DOWNLOADS_HOLD_MS ?? 5000);
    const worker = async (slot: number) => {
      while (running) {
        const n = started++;
        const address = `10.26.${(n >> 8) & 255}.${n & 255}`;
        const status = await abandonedDownload(url, address, hold < 0 ? (slot % 2 === 0 ? 0 : 2000) : hold);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    };
    const workers = Array.from({ length: CONCURRENT }, (_, slot) => worker(slot));
    await sleep(500);
    let during: Record<string, number[]>;
    try {
      during = await probe(portal.origin, paths, until(seconds * 1000));
    } finally {
      running = false;
      await Promise.all(workers);
      clearInterval(sampler);
    }
    samples.push(readMemory(portal.child.pid).rssKb);
    const endKb = samples[samples.length - 1]!;
    const peakKb = Math.max(...samples);

    // 40 at once from one address: the limit answers the ones past it.
    const oneAddress: Record<string, number> = {};
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const status = await abandonedDownload(url, '10.27.0.1', 1000);
        oneAddress[status] = (oneAddress[status] ?? 0) + 1;
      }),
    );

    // `curl -r 0-99` on a stored PDF of the demo content (a notice's document).
    const notices = await (await fetch(`${portal.origin}/api/Public/notice`)).text();
    const pdf = /\/files\/[0-9a-f-]{36}\/[^"\\]+\.pdf/.exec(notices)?.[0];
    const curl = pdf
      ? execFileSync('curl', ['-s', '-r', '0-99', '-o', '/dev/null', '-w', '%{http_code} %{size_download}', `${portal.origin}${pdf}`], {
          encoding: 'utf8',
        })
      : 'no PDF in the demo notices';
    const ranged = await fetch(url, { headers: { range: 'bytes=0-99' } });
    const rangedBytes = (await ranged.arrayBuffer()).byteLength;
    const t0 = performance.now();
    const whole = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    const body = Buffer.from(await whole.arrayBuffer());
    if (!body.equals(video)) throw new Error('the whole download differs from the stored video');
    return {
      database,
      pagePath,
      baseline: Object.fromEntries(Object.entries(baseline).map(([p, v]) => [p, summary(v)])),
      during: Object.fromEntries(Object.entries(during).map(([p, v]) => [p, summary(v)])),
      rss: { idleMb: mb(idleKb), peakMb: mb(peakKb), endMb: mb(endKb), growthMb: mb(peakKb - idleKb) },
      downloads: { started, statuses },
      oneAddress,
      range: { status: ranged.status, bytes: rangedBytes, contentRange: ranged.headers.get('content-range') },
      curlPdf: curl,
      whole: { status: whole.status, bytes: body.length, seconds: round((performance.now() - t0) / 1000) },
    };
  } finally {
    await portal.child.stop();
  }
}

export const downloadsSection: Section = {
  name: 'downloads',
  title: `Abandoned downloads: ${CONCURRENT} at once of a 45 MB video; /api/health and a page p95 ≤ ${TARGET_MS} ms, RSS growth ≤ ${TARGET_RSS_MB} MB`,
  async run(ctx) {
    const seconds = num('BENCH_DOWNLOADS_SECONDS', 20);
    const runs: RunResult[] = [await runOnce(ctx.resources, 'pglite', seconds)];
    const pgServer = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (pgServer) {
      const database = await scratchPostgres(pgServer, `nagar_downloads_${process.pid}_${Date.now().toString(36)}`);
      try {
        runs.push(await runOnce(ctx.resources, 'postgres', seconds, database.url));
      } finally {
        await database.drop();
      }
    } else {
      console.log('  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a database may be created');
    }

    const columns = runs.map((r) => (r.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'));
    const row = (label: string, cell: (r: RunResult) => string) => [label, ...runs.map(cell)];
    const ms = (s: { p50: number; p95: number; max: number; n: number }) => `${s.p50} / ${s.p95} / ${s.max} (${s.n})`;
    const tables: Table[] = [
      {
        head: ['', ...columns],
        rows: [
          row('/api/health before: p50 / p95 / max ms (n)', (r) => ms(r.baseline['/api/health']!)),
          row('/api/health during', (r) => ms(r.during['/api/health']!)),
          row('page before', (r) => `${r.pagePath}: ${ms(r.baseline[r.pagePath]!)}`),
          row('page during', (r) => ms(r.during[r.pagePath]!)),
          row('RSS idle / peak / end MB', (r) => `${r.rss.idleMb} / ${r.rss.peakMb} / ${r.rss.endMb}`),
          row('RSS growth MB', (r) => String(r.rss.growthMb)),
          row(
            `abandoned downloads (${seconds} s)`,
            (r) =>
              `${r.downloads.started}: ${Object.entries(r.downloads.statuses)
                .map(([s, n]) => `${s}×${n}`)
                .join(' ')}`,
          ),
          row(`${CONCURRENT} at once from one address`, (r) =>
            Object.entries(r.oneAddress)
              .map(([s, n]) => `${s}×${n}`)
              .join(' '),
          ),
          row('Range bytes=0-99', (r) => `${r.range.status}, ${r.range.bytes} bytes, ${r.range.contentRange}`),
          row('curl -r 0-99 on a demo PDF: status bytes', (r) => r.curlPdf),
          row(
            'whole download afterwards',
            (r) => `${r.whole.status}, ${(r.whole.bytes / 1024 / 1024).toFixed(1)} MB in ${r.whole.seconds} s`,
          ),
        ],
      },
    ];
    const checks: Check[] = [];
    for (const r of runs) {
      const label = r.database === 'pglite' ? 'embedded' : 'PostgreSQL';
      for (const p of ['/api/health', r.pagePath]) {
        const s = r.during[p]!;
        checks.push({
          name: `${label}: ${p} p95 during ${CONCURRENT} abandoned downloads`,
          target: `≤ ${TARGET_MS} ms`,
          actual: `${s.p95} ms`,
          met: s.p95 <= TARGET_MS,
        });
      }
      checks.push({
        name: `${label}: RSS growth during the downloads`,
        target: `≤ ${TARGET_RSS_MB} MB`,
        actual: `${r.rss.growthMb} MB`,
        met: r.rss.growthMb <= TARGET_RSS_MB,
      });
      checks.push({
        name: `${label}: Range bytes=0-99`,
        target: '206, 100 bytes',
        actual: `${r.range.status}, ${r.range.bytes} bytes`,
        met: r.range.status === 206 && r.range.bytes === 100,
      });
      checks.push({ name: `${label}: curl -r 0-99 on a stored PDF`, target: '206 100', actual: r.curlPdf, met: r.curlPdf === '206 100' });
    }
    const hold = Number(process.env.BENCH_DOWNLOADS_HOLD_MS ?? 5000);
    return { tables, checks, data: { seconds, hold, concurrent: CONCURRENT, videoBytes: VIDEO_BYTES, runs } };
  },
};
