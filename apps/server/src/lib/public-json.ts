import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cached public reads (the lists every visitor's page asks for) are the hot path. They skip helmet's
 * per-response middleware (for a JSON answer only nosniff and the resource policy matter, set here) and the
 * on-the-fly compression: each cached answer is compressed once, when the cache is filled, and the stored
 * bytes are sent. Pages, files and every other call keep helmet and compression.
 */
export const publicReadRoute = { helmet: false, compress: false } as const;

export interface PublicJson {
  json: string;
  total: number;
}

const compressed = new WeakMap<PublicJson, { br: Buffer; gzip: Buffer }>();
const MIN_COMPRESS = 1024;

function variantsOf(page: PublicJson) {
  let v = compressed.get(page);
  if (!v) {
    const raw = Buffer.from(page.json);
    v = {
      br: zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
      gzip: zlib.gzipSync(raw, { level: 9 }),
    };
    compressed.set(page, v);
  }
  return v;
}

export function sendPublicJson(request: FastifyRequest, reply: FastifyReply, page: PublicJson) {
  reply.headers({
    'content-type': 'application/json; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'x-total-count': String(page.total),
    vary: 'accept-encoding',
  });
  const accept = request.headers['accept-encoding'];
  if (accept && page.json.length >= MIN_COMPRESS) {
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(variantsOf(page).br);
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(variantsOf(page).gzip);
  }
  return reply.send(page.json);
}
