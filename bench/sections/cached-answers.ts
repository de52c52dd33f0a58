import fs from 'node:fs';
import http from 'node:http';
import nodePath from 'node:path';
import { compare, type LoadResult, type LoadSettings } from '../lib/load.ts';
import type { BenchContext, Section, Table } from '../lib/section.ts';

/**
 * The cached public answers every visitor's pages ask for: the complaint counts (the smallest), the notice and
 * tender lists and the complaint list's first page (issue 31, item 5).
 */
const PATHS = ['/api/Public/complaint-count', '/api/Public/notice', '/api/Public/tender', '/api/Public/complaint?page=1&pageSize=10'];
/** A count as the tables show it (1,234). */
export const thousands = (n: number) => n.toLocaleString('en-US');
/** The portal should serve at least this share of what a bare node:http server does with the same bytes. */
const TARGET_RATIO = 0.8;

export interface Measured {
  path: string;
  body: { bytes: number; contentType: string };
  headerBytes: { bare: number; portal: number };
  bare: LoadResult;
  portal: LoadResult;
  ratio: number;
}

/**
 * Each cached public answer on the portal against a bare node:http server (in its own process) that answers the
 * very same body bytes: the ratio shows what a kept answer costs per request beyond the bytes (issue 31: the
 * answer replay in front of Fastify; before it, Fastify's routing, hooks and headers).
 */
export const cachedAnswers: Section = {
  name: 'cached-answers',
  title: 'Cached public answers: portal vs bare node:http, same body',
  async run(ctx) {
    const measured = await measureEach(ctx, PATHS);
    return {
      tables: [
        measuredTable(['answer', 'bytes'], measured, [
          ['bare req/s', (m) => thousands(m.bare.requestsPerSecond)],
          ['portal req/s', (m) => thousands(m.portal.requestsPerSecond)],
          ['portal / bare', (m) => m.ratio.toFixed(2)],
          ['bare p99 ms', (m) => m.bare.latencyMs.p99.toFixed(2)],
          ['portal p99 ms', (m) => m.portal.latencyMs.p99.toFixed(2)],
        ]),
      ],
      checks: measured.map((m) => ({
        name: `${m.path}: portal/bare req/s`,
        target: `≥ ${TARGET_RATIO}`,
        actual: m.ratio.toFixed(2),
        met: m.ratio >= TARGET_RATIO,
      })),
      data: {
        target: { requestsPerSecondRatio: TARGET_RATIO },
        answers: measured.map((m) => ({ ...m, ratio: round(m.ratio) })),
      },
    };
  },
};

/** `measure` of each path in turn on the bench's portal (loaded as `ctx.load` says, or as `options.load`). */
export async function measureEach(
  ctx: BenchContext,
  paths: string[],
  options: { headers?: Record<string, string>; load?: LoadSettings } = {},
): Promise<Measured[]> {
  const portal = await ctx.portal();
  const connections = (options.load ?? ctx.load).connections;
  const headers = Object.entries(options.headers ?? {}).map(([name, value]) => `; each request with ${name}: ${value}`);
  console.log(`  portal pid ${portal.child.pid}; ${connections} connection${connections === 1 ? '' : 's'}${headers.join('')}`);
  const measured: Measured[] = [];
  for (const path of paths) measured.push(await measure(ctx, portal.origin, path, options));
  return measured;
}

/** A row per measured answer: its path and body bytes (headed `first`), then each column's heading and cell. */
export function measuredTable(first: [string, string], measured: Measured[], columns: Array<[string, (m: Measured) => string]>): Table {
  return {
    head: [...first, ...columns.map(([head]) => head)],
    rows: measured.map((m) => [m.path, thousands(m.body.bytes), ...columns.map(([, cell]) => cell(m))]),
  };
}

/**
 * One answer of the portal against a bare node:http server sending its bytes: loaded as `ctx.load` says, or with
 * `options.load`, and with `options.headers` on the portal's requests (the bare server ignores headers).
 */
export async function measure(
  ctx: BenchContext,
  origin: string,
  path: string,
  options: { headers?: Record<string, string>; load?: LoadSettings } = {},
): Promise<Measured> {
  const sample = await get(`${origin}${path}`, options.headers);
  if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}: ${sample.body.toString().slice(0, 200)}`);
  const dir = ctx.resources.tempDir('bare');
  const bodyFile = nodePath.join(dir, 'body.json');
  fs.writeFileSync(bodyFile, sample.body);
  const bare = ctx.resources.start({
    name: 'bare',
    args: ['bench/lib/bare-server.ts'],
    env: { ...process.env, BARE_BODY_FILE: bodyFile, BARE_CONTENT_TYPE: sample.contentType },
  });
  try {
    const port = Number(/listening (\d+)/.exec(await bare.waitForLine(/^listening \d+/, 30_000))![1]);
    const bareUrl = `http://127.0.0.1:${port}${path}`;
    const check = await get(bareUrl);
    if (!check.body.equals(sample.body)) throw new Error('the bare server does not answer the same bytes as the portal');
    console.log(`  ${path}: ${sample.body.length} bytes; bare node:http pid ${bare.pid}`);
    const [bareResult, portalResult] = (await compare(
      [
        { name: 'bare', url: bareUrl },
        { name: 'portal', url: `${origin}${path}`, headers: options.headers },
      ],
      options.load ?? ctx.load,
      (line) => console.log(`    ${line}`),
    )) as [LoadResult, LoadResult];
    return {
      path,
      body: { bytes: sample.body.length, contentType: sample.contentType },
      headerBytes: { bare: check.headerBytes, portal: sample.headerBytes },
      bare: bareResult,
      portal: portalResult,
      ratio: portalResult.requestsPerSecond / bareResult.requestsPerSecond,
    };
  } finally {
    await bare.stop();
    ctx.resources.removeDir(dir);
  }
}

/** One GET the way autocannon sends it (no Accept-Encoding, so no compression): status, raw body, header size. */
function get(
  url: string,
  headers?: Record<string, string>,
): Promise<{ status: number; body: Buffer; contentType: string; headerBytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          headerBytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          contentType: String(response.headers['content-type'] ?? 'application/json'),
          headerBytes,
        });
      });
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}
