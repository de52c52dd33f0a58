import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodingClass } from './answer-replay.ts';
import { encodedForms, type Encoding } from './compression.ts';

/**
 * Cached public reads (the lists every visitor's page asks for) are the hot path. They skip helmet's
 * per-response middleware (for a JSON answer only nosniff and the resource policy matter, set here) and the
 * on-the-fly compression: each cached answer is compressed once per encoding, the first time a visitor asks for it
 * (lib/compression.ts), and the stored bytes are sent. Pages, files and every other call keep helmet and compression. Once sent whole, an answer to
 * an anonymous GET is kept by the app's answer replay (lib/answer-replay.ts), which answers the same request
 * again before Fastify.
 */
export const publicReadRoute = {
  helmet: false,
  compress: false,
  onResponse: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    request.server.answerReplay.keep(request, reply);
    done();
  },
} as const;

export interface PublicJson {
  json: string;
  /** All the matching rows, sent as X-Total-Count (a list's page); none for an answer that is no list. */
  total?: number;
}

const compressed = new WeakMap<PublicJson, (encoding: Encoding) => Buffer>();
const MIN_COMPRESS = 1024;

function encodedOf(page: PublicJson, encoding: Encoding): Buffer {
  let forms = compressed.get(page);
  if (!forms) {
    forms = encodedForms(Buffer.from(page.json));
    compressed.set(page, forms);
  }
  return forms(encoding);
}

export function sendPublicJson(request: FastifyRequest, reply: FastifyReply, page: PublicJson) {
  reply.headers({
    'content-type': 'application/json; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    vary: 'accept-encoding',
  });
  if (page.total !== undefined) reply.header('x-total-count', String(page.total));
  const encoding = page.json.length >= MIN_COMPRESS ? encodingClass(request.headers['accept-encoding']) : '';
  const body = encoding ? encodedOf(page, encoding) : page.json;
  if (encoding) reply.header('content-encoding', encoding);
  request.server.answerReplay.sending(request, body);
  return reply.send(body);
}

const texts = new WeakMap<object, PublicJson>();

/** A value the public reads' cache keeps (an object, not a list page) as JSON text, written once per value. */
export function publicJsonOf(value: object): PublicJson {
  let page = texts.get(value);
  if (!page) {
    page = { json: JSON.stringify(value) };
    texts.set(value, page);
  }
  return page;
}
