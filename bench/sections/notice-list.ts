import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { compare, type LoadResult } from '../lib/load.ts';
import type { Section } from '../lib/section.ts';

const PATH = '/api/Public/notice';
/** The portal should serve at least this share of what a bare node:http server does with the same bytes. */
const TARGET_RATIO = 0.7;

/**
 * GET /api/Public/notice on the portal against a bare node:http server (in its own process) that answers
 * the very same body bytes: the ratio shows what Fastify, its plugins and the cache cost per request.
 */
export const noticeList: Section = {
  name: 'notice-list',
  title: `GET ${PATH}: portal vs bare node:http, same body`,
  async run(ctx) {
    const portal = await ctx.portal();
    const sample = await get(`${portal.origin}${PATH}`);
    if (sample.status !== 200) throw new Error(`${PATH} answered ${sample.status}: ${sample.body.toString().slice(0, 200)}`);
    const items = JSON.parse(sample.body.toString('utf8')) as unknown[];

    const dir = ctx.resources.tempDir('bare');
    const bodyFile = path.join(dir, 'body.json');
    fs.writeFileSync(bodyFile, sample.body);
    const bare = ctx.resources.start({
      name: 'bare',
      args: ['bench/lib/bare-server.ts'],
      env: { ...process.env, BARE_BODY_FILE: bodyFile, BARE_CONTENT_TYPE: sample.contentType },
    });
    let bareResult: LoadResult;
    let portalResult: LoadResult;
    let bareHeaderBytes: number;
    try {
      const port = Number(/listening (\d+)/.exec(await bare.waitForLine(/^listening \d+/, 30_000))![1]);
      const bareUrl = `http://127.0.0.1:${port}${PATH}`;
      const check = await get(bareUrl);
      if (!check.body.equals(sample.body)) throw new Error('the bare server does not answer the same bytes as the portal');
      bareHeaderBytes = check.headerBytes;
      console.log(`  bare node:http pid ${bare.pid}, portal pid ${portal.child.pid}; ${ctx.load.connections} connections`);
      [bareResult, portalResult] = (await compare(
        [
          { name: 'bare', url: bareUrl },
          { name: 'portal', url: `${portal.origin}${PATH}` },
        ],
        ctx.load,
        (line) => console.log(`  ${line}`),
      )) as [LoadResult, LoadResult];
    } finally {
      await bare.stop();
      ctx.resources.removeDir(dir);
    }

    const rpsRatio = portalResult.requestsPerSecond / bareResult.requestsPerSecond;
    const p99Ratio = portalResult.latencyMs.p99 / bareResult.latencyMs.p99;
    const fmt = (n: number) => n.toLocaleString('en-US');
    return {
      tables: [
        {
          head: ['', 'req/s', 'p50 ms', 'p99 ms', 'bytes/response'],
          rows: [
            [
              'bare node:http',
              fmt(bareResult.requestsPerSecond),
              bareResult.latencyMs.p50.toFixed(2),
              bareResult.latencyMs.p99.toFixed(2),
              fmt(bareResult.bytesPerResponse),
            ],
            [
              'portal',
              fmt(portalResult.requestsPerSecond),
              portalResult.latencyMs.p50.toFixed(2),
              portalResult.latencyMs.p99.toFixed(2),
              fmt(portalResult.bytesPerResponse),
            ],
            [
              'portal / bare',
              rpsRatio.toFixed(2),
              (portalResult.latencyMs.p50 / bareResult.latencyMs.p50).toFixed(2),
              p99Ratio.toFixed(2),
              '',
            ],
          ],
        },
      ],
      checks: [{ name: 'portal/bare req/s', target: `≥ ${TARGET_RATIO}`, actual: rpsRatio.toFixed(2), met: rpsRatio >= TARGET_RATIO }],
      data: {
        path: PATH,
        body: { bytes: sample.body.length, items: items.length, contentType: sample.contentType },
        headerBytes: { bare: bareHeaderBytes, portal: sample.headerBytes },
        bare: bareResult,
        portal: portalResult,
        ratio: { requestsPerSecond: round(rpsRatio), p99: round(p99Ratio) },
        target: { requestsPerSecondRatio: TARGET_RATIO, met: rpsRatio >= TARGET_RATIO },
      },
    };
  },
};

/** One GET the way autocannon sends it (no Accept-Encoding, so no compression): status, raw body, header size. */
function get(url: string): Promise<{ status: number; body: Buffer; contentType: string; headerBytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
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
