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
/**
 * The portal should serve at least this share of what a bare node:http server does sending the same bytes: the same
 * body and the same header lines. Issue 26 puts Permissions-Policy and a CSP on every answer; sending those ~440 bytes
 * of header lines costs a bare server itself (and the load generator reading them) about a quarter of its rate on a fast
 * machine (docs/performance.md, 2026-12-07 night). The body-only server's ratio is printed beside it.
 */
const TARGET_RATIO = 0.8;

export interface Measured {
  path: string;
  body: { bytes: number; contentType: string };
  headerBytes: { bare: number; portal: number };
  /** The bare server sending the same body with its content type and length only. */
  bare: LoadResult;
  /** The bare server sending the same body and the portal's own header lines (`sameHeaders`). */
  bareSameHeaders?: LoadResult;
  portal: LoadResult;
  /** Portal / bare with the same body. */
  ratio: number;
  /** Portal / bare with the same body and header lines (`sameHeaders`). */
  ratioSameHeaders?: number;
}

/**
 * Each cached public answer on the portal against two bare node:http servers (each in its own process): one answers
 * the very same body with its content type and length only, the other the same body with the portal's own header
 * lines — the same bytes. The second ratio shows what a kept answer costs per request beyond the bytes it must send
 * (issue 31: the answer replay in front of Fastify; before it, Fastify's routing, hooks and headers); the first
 * adds what the header lines themselves cost.
 */
export const cachedAnswers: Section = {
  name: 'cached-answers',
  title: 'Cached public answers: portal vs bare node:http, same body (and same header lines)',
  async run(ctx) {
    const measured = await measureEach(ctx, PATHS, { sameHeaders: true });
    return {
      tables: [
        measuredTable(['answer', 'bytes'], measured, [
          ['bare req/s', (m) => thousands(m.bare.requestsPerSecond)],
          ['bare, same headers', (m) => thousands(m.bareSameHeaders!.requestsPerSecond)],
          ['portal req/s', (m) => thousands(m.portal.requestsPerSecond)],
          ['portal / bare', (m) => m.ratio.toFixed(2)],
          ['portal / same bytes', (m) => m.ratioSameHeaders!.toFixed(2)],
          ['bare p99 ms', (m) => m.bare.latencyMs.p99.toFixed(2)],
          ['portal p99 ms', (m) => m.portal.latencyMs.p99.toFixed(2)],
        ]),
      ],
      checks: measured.map((m) => ({
        name: `${m.path}: portal / bare sending the same bytes (body and header lines), req/s`,
        target: `≥ ${TARGET_RATIO}`,
        actual: `${m.ratioSameHeaders!.toFixed(2)} (same body only: ${m.ratio.toFixed(2)})`,
        met: m.ratioSameHeaders! >= TARGET_RATIO,
      })),
      data: {
        target: { requestsPerSecondRatio: TARGET_RATIO, against: 'the same body and header lines' },
        answers: measured.map((m) => ({ ...m, ratio: round(m.ratio), ratioSameHeaders: round(m.ratioSameHeaders!) })),
      },
    };
  },
};

/** Header lines node writes itself for every answer (or per connection): not the answer's own. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface MeasureOptions {
  headers?: Record<string, string>;
  load?: LoadSettings;
  /** A second bare server sending the portal's header lines too, measured in the same rounds. */
  sameHeaders?: boolean;
}

/** `measure` of each path in turn on the bench's portal (loaded as `ctx.load` says, or as `options.load`). */
export async function measureEach(ctx: BenchContext, paths: string[], options: MeasureOptions = {}): Promise<Measured[]> {
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
export async function measure(ctx: BenchContext, origin: string, path: string, options: MeasureOptions = {}): Promise<Measured> {
  const sample = await get(`${origin}${path}`, options.headers);
  if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}: ${sample.body.toString().slice(0, 200)}`);
  const dir = ctx.resources.tempDir('bare');
  const bodyFile = nodePath.join(dir, 'body.json');
  fs.writeFileSync(bodyFile, sample.body);
  const portalLines = ownHeaderLines(sample.rawHeaders);
  const headersFile = nodePath.join(dir, 'headers.json');
  fs.writeFileSync(headersFile, JSON.stringify(portalLines.flat()));
  const keepAlive = /timeout=(\d+)/.exec(sample.rawHeaders.find(([name]) => name.toLowerCase() === 'keep-alive')?.[1] ?? '')?.[1];
  const startBare = (name: string, env: Record<string, string>) =>
    ctx.resources.start({
      name,
      args: ['bench/lib/bare-server.ts'],
      env: { ...process.env, BARE_BODY_FILE: bodyFile, BARE_CONTENT_TYPE: sample.contentType, ...env },
    });
  const servers = [startBare('bare', {})];
  if (options.sameHeaders)
    servers.push(
      startBare('bare, same headers', { BARE_HEADERS_FILE: headersFile, ...(keepAlive ? { BARE_KEEP_ALIVE_SECONDS: keepAlive } : {}) }),
    );
  try {
    const urls: string[] = [];
    for (const server of servers) {
      const port = Number(/listening (\d+)/.exec(await server.waitForLine(/^listening \d+/, 30_000))![1]);
      urls.push(`http://127.0.0.1:${port}${path}`);
    }
    const check = await get(urls[0]!);
    if (!check.body.equals(sample.body)) throw new Error('the bare server does not answer the same bytes as the portal');
    if (options.sameHeaders) {
      const same = await get(urls[1]!);
      const lines = (r: typeof sample) =>
        JSON.stringify(ownHeaderLines(r.rawHeaders).concat(r.rawHeaders.filter(([n]) => n.toLowerCase() === 'keep-alive')));
      if (!same.body.equals(sample.body) || lines(same) !== lines(sample))
        throw new Error(
          `the bare server with the portal's headers does not answer the same bytes: ${lines(same)} against ${lines(sample)}`,
        );
    }
    console.log(`  ${path}: ${sample.body.length} bytes; bare node:http pid ${servers.map((s) => s.pid).join(', ')}`);
    const results = await compare(
      [
        { name: 'bare', url: urls[0]! },
        ...(options.sameHeaders ? [{ name: 'bare, same headers', url: urls[1]! }] : []),
        { name: 'portal', url: `${origin}${path}`, headers: options.headers },
      ],
      options.load ?? ctx.load,
      (line) => console.log(`    ${line}`),
    );
    const bareResult = results[0]!;
    const portalResult = results[results.length - 1]!;
    const bareSameHeaders = options.sameHeaders ? results[1]! : undefined;
    return {
      path,
      body: { bytes: sample.body.length, contentType: sample.contentType },
      headerBytes: { bare: check.headerBytes, portal: sample.headerBytes },
      bare: bareResult,
      ...(bareSameHeaders ? { bareSameHeaders, ratioSameHeaders: portalResult.requestsPerSecond / bareSameHeaders.requestsPerSecond } : {}),
      portal: portalResult,
      ratio: portalResult.requestsPerSecond / bareResult.requestsPerSecond,
    };
  } finally {
    for (const server of servers) await server.stop();
    ctx.resources.removeDir(dir);
  }
}

/** An answer's header lines as sent, without those node writes itself. */
function ownHeaderLines(rawHeaders: Array<[string, string]>): Array<[string, string]> {
  return rawHeaders.filter(([name]) => !NODE_OWN_HEADERS.has(name.toLowerCase()));
}

/** One GET the way autocannon sends it (no Accept-Encoding, so no compression): status, raw body, header size. */
function get(
  url: string,
  headers?: Record<string, string>,
): Promise<{ status: number; body: Buffer; contentType: string; headerBytes: number; rawHeaders: Array<[string, string]> }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          headerBytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        const rawHeaders: Array<[string, string]> = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) rawHeaders.push([response.rawHeaders[i]!, response.rawHeaders[i + 1]!]);
        resolve({
          rawHeaders,
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
